import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import type { FounderField } from "../../engine/prompt/founder-input";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import type { IterationScalingRequest } from "./schema";
import iterationScalingTool from "./tool";

const TASK =
  "An iteration and scaling plan for the founder's venture: a baseline of its funnel, retention, revenue and unit economics from the founder's own numbers (else the go-to-market plan's funnel targets, else the knowledge base's benchmarks, each row saying which), the AARRR stage that limits growth with the evidence, an experiment backlog ranked by ICE aimed at that stage first, cards for the top three experiments, a 90-day roadmap, a scaling readiness checklist and the review cadence with a results log. Build on the founder's earlier results where given and say what is missing where they are not.";

const GUIDANCE: Record<string, string> = {
  baseline:
    "a table { Area, Metric, Value, Basis }: visitors, sign-ups, visitor-to-sign-up rate, activation rate, day-30 retention, monthly churn, paying customers, revenue a month, ARPU, gross margin, CAC, LTV = ARPU × gross margin ÷ monthly churn, CAC payback = CAC ÷ (ARPU × gross margin), LTV:CAC; every Basis cell starts with Your input, From your go-to-market plan, Benchmark or Estimate, with the arithmetic",
  bottleneck:
    "a paragraph naming the weakest stage with its number and its benchmark; a table { Stage, What we measure, Yours, Benchmark, Against benchmark, Basis } over acquisition, activation, retention, referral and revenue; say whether the founder's own description of the problem agrees",
  backlog:
    "a table { Rank, Experiment, Stage, Impact, Confidence, Ease, ICE score } with impact, confidence and ease each 1 to 10 and the score shown as I × C × E = score, highest first, the bottleneck's experiments first in impact",
  experiments:
    "one card per top-three experiment: hypothesis (if we change X, metric moves from baseline to pass mark), metric, pass mark, stop rule, duration",
  roadmap:
    "a table { Weeks, Focus, Tasks, Milestone } with rows Weeks 1–4, Weeks 5–8, Weeks 9–12 and Review, dated from the start date when given",
  readiness:
    "a table { Check, Threshold, Yours, Status } covering LTV:CAC at least 3 and CAC payback within 12 months (David Skok, SaaS Metrics 2.0, For Entrepreneurs, 2013), churn and activation against their benchmarks, the bottleneck experiment passed, owners, systems and cash; a status is Assumed when the number is not the founder's own",
  review:
    "a table { Cadence, When, Review, Output } for weekly, monthly and quarterly reviews, then how to log a result (date, experiment, metric, result, decision keep/change/stop/pending)",
};

/** The iteration and scaling tool's prompt for a language model (issue 14). */
export function buildPrompt(request: IterationScalingRequest): ModelPrompt {
  const facts = readVentureFacts(request);
  const number = (label: string, field: keyof IterationScalingRequest): FounderField => {
    const value = request[field];
    return { label, field, value: typeof value === "number" ? String(value) : undefined };
  };
  return buildPlanPrompt({
    facts,
    specs: ITERATION_SCALING_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      number("Visitors last month", "monthlyVisitors"),
      number("Sign-ups last month", "signups"),
      number("Activation rate (%)", "activationRate"),
      number("Paying customers", "payingCustomers"),
      number("Revenue last month (USD)", "monthlyRevenue"),
      number("Monthly churn (%)", "monthlyChurn"),
      number("Customer acquisition cost (USD)", "cac"),
      number("Day-30 retention (%)", "retentionDay30"),
      { label: "Start date", field: "startDate", value: request.startDate },
      {
        label: "Biggest growth problem",
        field: "biggestProblem",
        value: request.biggestProblem || undefined,
      },
    ],
    founderText: iterationScalingTool.founderText(request),
    grounding: [growthGrounding(facts.orientation === "B2B")],
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}

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
