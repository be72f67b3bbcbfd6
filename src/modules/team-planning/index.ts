import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /team-planning redirects to the
 * service page (src/modules/routes.ts).
 */
export const teamPlanningModule = defineModule({
  toolType: "team-planning",
  displayName: "Team Planning",
  name: "Team and Advisor Planning",
  serviceSlug: "team-planning",
  phase: 3,
  summary: "The roles to fill, in what order, and the advisors who close your gaps.",
});
