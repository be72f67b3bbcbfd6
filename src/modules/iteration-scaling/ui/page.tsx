import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { ITERATION_SCALING_SECTIONS } from "../plan";
import { ITERATION_SCALING_QUESTIONS } from "../questions";
import { RESULTS_LOG_EXTRA } from "./extra";

/** /iteration-scaling (issue 14): the iteration and scaling plan of the founder's venture. */
export default function IterationScalingPage() {
  return (
    <PlanToolPage
      toolType="iteration-scaling"
      sections={ITERATION_SCALING_SECTIONS}
      questions={ITERATION_SCALING_QUESTIONS}
      extra={RESULTS_LOG_EXTRA}
      copy={{
        intro:
          "Start from your own numbers: a baseline of your funnel, retention, revenue and unit economics, the stage that limits growth, experiments ranked by impact, confidence and ease, a 90-day roadmap, a readiness check before you spend on growth, and a results log you keep as the answers come in.",
        submit: "Generate Iteration Plan",
        busy: "Planning your experiments...",
        done: {
          title: "Iteration Plan Ready",
          description:
            "Your iteration plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
