import { defineModule } from "../define-module";

/** The tool of this module comes with its engine in a later issue; until then its path redirects. */
export const teamPlanningModule = defineModule("team-planning", undefined);
