import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { STRATEGIC_PLAN_SECTIONS } from "../plan";
import { STRATEGIC_PLAN_QUESTIONS } from "../questions";

/** /strategic-planning (issue 13): the strategic plan of the founder's venture. */
export default function StrategicPlanningPage() {
  return (
    <PlanToolPage
      toolType="strategic-planning"
      sections={STRATEGIC_PLAN_SECTIONS}
      questions={STRATEGIC_PLAN_QUESTIONS}
      copy={{
        intro:
          "Turn your market analysis and customer discovery into a position, a first segment, goals with numbers, the few bets worth this year and what you will not do, on a quarter-by-quarter roadmap.",
        submit: "Generate Strategic Plan",
        busy: "Writing your strategic plan...",
        done: {
          title: "Strategic Plan Ready",
          description:
            "Your strategic plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
