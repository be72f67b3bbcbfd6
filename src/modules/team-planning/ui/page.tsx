import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { TEAM_PLAN_SECTIONS } from "../plan";
import { TEAM_PLAN_QUESTIONS } from "../questions";

/** /team-planning (issue 14): the team and advisor plan of the founder's venture. */
export default function TeamPlanningPage() {
  return (
    <PlanToolPage
      toolType="team-planning"
      sections={TEAM_PLAN_SECTIONS}
      questions={TEAM_PLAN_QUESTIONS}
      copy={{
        intro:
          "Plan the team your next milestones need: the skills you have and the gaps, a role card for each hire, the order to hire in against your runway, pay ranges with their sources, interview scorecards, the advisors who cover a gap for now and equity ranges with their basis.",
        submit: "Generate Team Plan",
        busy: "Planning your team...",
        done: {
          title: "Team Plan Ready",
          description: "Your team plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
