import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import type { FounderField } from "../../engine/prompt/founder-input";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection } from "../../engine/prompt/prompt";
import type { VentureFacts } from "../_kit/plan/facts.server";
import type { IterationScalingRequest } from "./schema";

const TASK =
  "An iteration and scaling plan for the founder's venture: a baseline of its funnel, retention, revenue and unit economics from the founder's own numbers (else the go-to-market plan's funnel targets, else the knowledge base's benchmarks, each row saying which), the AARRR stage that limits growth with the evidence, an experiment backlog ranked by ICE aimed at that stage first, cards for the top three experiments, a 90-day roadmap, a scaling readiness checklist and the review cadence with a results log. Build on the founder's earlier results where given and say what is missing where they are not.";

/** What the model is told beside the sections' guidance (generate.server.ts), issue 14. */
export const iterationScalingPrompt = {
  task: TASK,
  fields: (request: IterationScalingRequest): FounderField[] => {
    const number = (label: string, field: keyof IterationScalingRequest): FounderField => {
      const value = request[field];
      return { label, field, value: typeof value === "number" ? String(value) : undefined };
    };
    return [
      number("Visitors last month", "monthlyVisitors"),
      number("Sign-ups last month", "signups"),
      number("Activation rate (%)", "activationRate"),
      number("Paying customers", "payingCustomers"),
      number(`Revenue last month (${request.currency ?? "USD"})`, "monthlyRevenue"),
      number("Monthly churn (%)", "monthlyChurn"),
      number(`Customer acquisition cost (${request.currency ?? "USD"})`, "cac"),
      number("Day-30 retention (%)", "retentionDay30"),
      { label: "Start date", field: "startDate", value: request.startDate },
      {
        label: "Biggest growth problem",
        field: "biggestProblem",
        value: request.biggestProblem || undefined,
      },
    ];
  },
  grounding: (_request: IterationScalingRequest, facts: VentureFacts) => [
    growthGrounding(facts.orientation === "B2B"),
  ],
};

function growthGrounding(b2b: boolean): GroundingSection {
  const funnel = KNOWLEDGE_BASE.funnelBenchmarks;
  const kind = b2b ? "b2b" : "b2c";
  return {
    title: "Growth benchmarks (knowledge base)",
    lines: [
      figureLine(`${b2b ? "B2B" : "B2C"} visitor-to-sign-up rate`, funnel.visitorToLead[kind]),
      figureLine(`${b2b ? "B2B" : "B2C"} sign-up-to-customer rate`, funnel.leadToCustomer[kind]),
      figureLine("Activation rate yardstick", funnel.growth.activationRate),
      figureLine("LTV:CAC before scaling", funnel.growth.ltvToCac),
      figureLine("CAC payback before scaling", funnel.growth.cacPaybackCeiling),
    ],
  };
}
