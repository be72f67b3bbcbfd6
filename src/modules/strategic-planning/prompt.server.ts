import type { FounderField } from "../../engine/prompt/founder-input";
import type { StrategicPlanRequest } from "./schema";

const TASK =
  "Write a twelve-month strategic plan for this founder's venture: where it stands, the position it takes (for whom, against which alternative, why it wins), the first segment and the ones deferred, a few goals with a metric, a baseline and a target each, the bets that move them with their cost, key assumption and stop signal, what it will not do, a quarter-by-quarter roadmap against the runway, the top risks with early warnings, a quarterly review checklist, a SWOT and a lean canvas. Build on the market analysis and customer discovery in the grounding when given, name what is missing when not, and mark every target that is a guess as an estimate with its arithmetic.";

/** What the model is told beside the sections' guidance (generate.server.ts), issue 13. */
export const strategicPlanPrompt = {
  task: TASK,
  fields: (request: StrategicPlanRequest): FounderField[] => [
    {
      label: "Runway (months)",
      field: "runwayMonths",
      value: request.runwayMonths === undefined ? undefined : String(request.runwayMonths),
    },
    {
      label: "Team size",
      field: "teamSize",
      value: request.teamSize === undefined ? undefined : String(request.teamSize),
    },
    { label: "Traction today", field: "traction", value: request.traction },
    { label: "This year's goal", field: "yearGoal", value: request.yearGoal },
    { label: "Constraints", field: "constraints", value: request.constraints },
  ],
};
