import type { ModelPrompt } from "../../engine/prompt/prompt";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import type { ProductPlanRequest } from "./schema";
import productPlanTool from "./tool";

const TASK =
  "Write the founder's product research and development plan: from the research to a tested MVP. Ground every feature in a finding (customer discovery's pains, unmet needs and feature priority, the market analysis, the strategic plan's first segment and goals) or in the founder's must-haves, keep version one to the features that answer the riskiest question, fit the build to the founder's skills, budget, hours and platform, and set test pass marks before any results exist. Costs and weeks are estimates with their arithmetic in the assumptions (hours × rate, hours ÷ hours a week), or the founder's own answers as input.";

const GUIDANCE: Readonly<Record<string, string>> = {
  research:
    'a table Finding | Evidence | Source, each source named as "Customer discovery: pain points", "Market analysis: <figure> (<publisher> <year>)", "Strategic plan: …" or "Knowledge base: …"; then a list of what is missing (no discovery, no market analysis, no strategic plan)',
  features:
    "state the formula RICE = reach × impact × confidence ÷ effort; a table Feature | Reach | Impact | Confidence | Effort (person-weeks) | RICE | Priority with Must, Should or Later; reach counts the first-quarter cohort, impact on Intercom's 3/2/1/0.5/0.25 scale; each figure an estimate with the multiplication in its method; the founder's must-haves are Must",
  "mvp-scope":
    "the one question the MVP answers, the in-scope list, and a table Cut from the MVP | Priority | Reason with a reason for every cut",
  flows:
    "the core user flow as an ordered list from first visit to result and payment, a second flow (the buyer for B2B, the returning user for B2C), and the prototype screen list",
  "build-plan":
    "the stack fitted to the founder's technical skills (no-code tools for none or no-code, a hosted low-code stack for some code, a mainstream TypeScript web stack for a developer) and platform, the budget's fit; a table Component | Build, buy or no-code | How | Hours; ordered milestones with weeks",
  "cost-timeline":
    "a table Item | Estimate | How: build hours, the founder's hours and weeks at their hours a week, tool subscriptions, tester incentives, cash to MVP, a freelancer's cost (hours × an assumed rate); then compare with the founder's budget and target weeks",
  "test-plan":
    "recruiting criteria from the persona and the customer (not friends), testers per round, and a table Test | What to measure | Pass mark (e.g. 4 of 5 complete the core flow unaided), each pass mark an estimate with its basis",
  launch:
    "a launch readiness checklist and a table Metric | What it shows | Benchmark or target | Basis with the business model's retention, gross margin and CAC payback from the knowledge base (with their sources) and an activation target",
  roadmap:
    "a table Horizon | Themes | Features | Signal to move on for three horizons after the MVP, from the should and later features, tied to the strategic plan's goals when given",
};

/** The product plan's prompt for a language model (issue 13). */
export function buildPrompt(request: ProductPlanRequest): ModelPrompt {
  const facts = readVentureFacts(request);
  return buildPlanPrompt({
    facts,
    specs: PRODUCT_PLAN_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      {
        label: "Budget to build the MVP (USD)",
        field: "budget",
        value: request.budget === undefined ? undefined : String(request.budget),
      },
      { label: "Technical skills", field: "technicalSkills", value: request.technicalSkills },
      {
        label: "Hours a week for the build",
        field: "hoursPerWeek",
        value: request.hoursPerWeek === undefined ? undefined : String(request.hoursPerWeek),
      },
      { label: "Platform", field: "platform", value: request.platform },
      {
        label: "Weeks to MVP",
        field: "targetWeeks",
        value: request.targetWeeks === undefined ? undefined : String(request.targetWeeks),
      },
      { label: "Features the founder insists on", field: "mustHave", value: request.mustHave },
    ],
    founderText: productPlanTool.founderText(request),
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}
