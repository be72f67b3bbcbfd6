import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /strategic-planning redirects to the
 * service page (src/modules/routes.ts).
 */
export const strategicPlanningModule = defineModule({
  toolType: "strategic-planning",
  displayName: "Strategic Planning",
  name: "Strategic Planning",
  serviceSlug: "strategic-planning",
  phase: 2,
  summary: "Positioning, goals and the bets that matter for the next twelve months.",
});
