import { ProvenanceBuilder } from "../../engine/provenance-builder";
import { capitalise, lowerFirst } from "../../engine/text";
import { type PlanResult, shownBlocks } from "../../shared/plan";
import { definePlanEngine } from "../_kit/plan/engine.server";
import { readVentureFacts, type VentureFacts } from "../_kit/plan/facts.server";
import { formMoney } from "../_kit/plan/money.server";
import { buildFacts } from "./build.server";
import { cohortOf, scoreFeatures } from "./features.server";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import { productPlanPrompt } from "./prompt.server";
import { cut, poss, productPhrase, quote, sentence } from "./quote.server";
import type { ProductPlanRequest } from "./schema";
import {
  buildPlan,
  costTimeline,
  features,
  flows,
  launch,
  mvpScope,
  type PlanContext,
  research,
  roadmap,
  testPlan,
} from "./sections.server";
import productPlanTool from "./tool";

/**
 * The product development plan's engine (issue 13): pure and deterministic offline. It reads the
 * venture (idea, customer, market analysis, customer discovery, strategic plan), scores the
 * features, fits the build to the founder's skills, budget and hours, and writes the nine
 * sections, every figure through one ProvenanceBuilder; or it tells a model what each must hold.
 * Regenerating a section varies only that section's take (by round); the facts behind every
 * section are computed once.
 */
export const productPlanEngine = definePlanEngine(PRODUCT_PLAN_SECTIONS, {
  context: (request: ProductPlanRequest) =>
    context(request, readVentureFacts(request), new ProvenanceBuilder()),
  sections: {
    research: {
      guidance:
        'a table Finding | Evidence | Source, each source named as "Customer discovery: pain points", "Market analysis: <figure> (<publisher> <year>)", "Strategic plan: …" or "Knowledge base: …"; then a list of what is missing (no discovery, no market analysis, no strategic plan)',
      write: research,
    },
    features: {
      guidance:
        "state the formula RICE = reach × impact × confidence ÷ effort; a table Feature | Reach | Impact | Confidence | Effort (person-weeks) | RICE | Priority with Must, Should or Later; reach counts the first-quarter cohort, impact on Intercom's 3/2/1/0.5/0.25 scale; each figure an estimate with the multiplication in its method; the founder's must-haves are Must",
      write: features,
    },
    "mvp-scope": {
      guidance:
        "the one question the MVP answers, the in-scope list, and a table Cut from the MVP | Priority | Reason with a reason for every cut",
      write: mvpScope,
    },
    flows: {
      guidance:
        "the core user flow as an ordered list from first visit to result and payment, a second flow (the buyer for B2B, the returning user for B2C), and the prototype screen list",
      write: flows,
    },
    "build-plan": {
      guidance:
        "the stack fitted to the founder's technical skills (no-code tools for none or no-code, a hosted low-code stack for some code, a mainstream TypeScript web stack for a developer) and platform, the budget's fit; a table Component | Build, buy or no-code | How | Hours; ordered milestones with weeks",
      write: buildPlan,
    },
    "cost-timeline": {
      guidance:
        "a table Item | Estimate | How: build hours, the founder's hours and weeks at their hours a week, tool subscriptions, tester incentives, cash to MVP, a freelancer's cost (hours × an assumed rate); then compare with the founder's budget and target weeks",
      write: costTimeline,
    },
    "test-plan": {
      guidance:
        "recruiting criteria from the persona and the customer (not friends), testers per round, and a table Test | What to measure | Pass mark (e.g. 4 of 5 complete the core flow unaided), each pass mark an estimate with its basis",
      write: testPlan,
    },
    launch: {
      guidance:
        "a launch readiness checklist and a table Metric | What it shows | Benchmark or target | Basis with the business model's retention, gross margin and CAC payback from the knowledge base (with their sources) and an activation target",
      write: launch,
    },
    roadmap: {
      guidance:
        "a table Horizon | Themes | Features | Signal to move on for three horizons after the MVP, from the should and later features, tied to the strategic plan's goals when given",
      write: roadmap,
    },
  },
  summary: summaryOf,
  order: { summary: "after-sections" },
  // Each earlier result's line quotes it, so its figures keep their basis.
  builtOn: (ctx) =>
    ctx.facts.builtOn.map((line) =>
      quote(ctx.builder, line, earlierFor(line, ctx.facts), "an earlier result of this venture"),
    ),
  tool: productPlanTool,
  prompt: productPlanPrompt,
});

export const generateProductPlan = productPlanEngine.generate;
export const buildPrompt = productPlanEngine.buildPrompt;

function context(
  sent: ProductPlanRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
): PlanContext {
  // The form's budget in the founder's currency, in US dollars against the US build costs.
  const money = formMoney(facts, builder, sent.currency);
  const request = { ...sent, budget: money.usd(sent.budget, "Your MVP budget") };
  const discovery = facts.discovery;
  const where = "the venture's customer discovery";
  const pains = discovery
    ? discovery.customerPersonas.painPoints
        .slice(0, 3)
        .map((pain) => quote(builder, cut(pain, 220), discovery, where))
    : [];
  const persona = discovery
    ? quote(builder, sentence(discovery.customerPersonas.primaryPersona, 200), discovery, where)
    : undefined;
  const cohort = cohortOf(facts, builder);
  const platform =
    request.platform && request.platform !== "undecided"
      ? request.platform
      : facts.model.name === "Mobile App"
        ? "mobile"
        : "web";
  const features = scoreFeatures(facts, builder, {
    mustHave: request.mustHave,
    platform,
    cohort,
  });
  const build = buildFacts(request, facts, features, builder, money);
  return {
    facts,
    builder,
    money,
    product: productPhrase(facts.subject),
    customer: facts.customerShort,
    customerFull: facts.customer,
    features,
    cohort,
    build,
    strategy: strategyOf(facts, builder),
    ...(persona ? { persona } : {}),
    pains,
  };
}

/**
 * The strategic plan's revenue goal: in its goals table (section "goals", columns Metric and
 * Target), the row about paying customers or revenue, else the first, as "metric: target".
 */
function goalOf(plan: PlanResult, builder: ProvenanceBuilder): string | undefined {
  const section = plan.sections.find((item) => item.id === "goals");
  for (const block of section ? shownBlocks(section) : []) {
    if (block.kind !== "table") continue;
    const metric = block.header.findIndex((cell) => /metric/i.test(cell));
    const target = block.header.findIndex((cell) => /target/i.test(cell));
    if (metric === -1 || target === -1) continue;
    const row =
      block.rows.find((cells) => /paying|revenue|customers/i.test(cells[metric] ?? "")) ??
      block.rows[0];
    if (!row?.[metric] || !row[target]) continue;
    return quote(
      builder,
      cut(`${row[metric]}: ${row[target]}`, 240),
      plan,
      "the venture's strategic plan",
    );
  }
  return undefined;
}

/**
 * The strategic plan's first segment and first goal, read defensively: the sections whose id or
 * heading names a segment or goals, their first list item or table row (or first paragraph).
 */
function strategyOf(facts: VentureFacts, builder: ProvenanceBuilder): PlanContext["strategy"] {
  const plan = facts.plans.strategicPlan;
  if (!plan) return {};
  const find = (pattern: RegExp) => {
    const section = plan.sections.find(
      (item) => pattern.test(item.id) || pattern.test(item.heading),
    );
    if (!section) return undefined;
    for (const block of shownBlocks(section)) {
      const text =
        block.kind === "list"
          ? block.items[0]
          : block.kind === "table"
            ? block.rows[0]?.filter(Boolean).slice(0, 2).join(": ")
            : block.text;
      if (text?.trim()) {
        return quote(builder, cut(text, 240), plan, "the venture's strategic plan");
      }
    }
    return undefined;
  };
  const segment = find(/segment|beachhead|target/i);
  const goal = goalOf(plan, builder) ?? find(/goal|objective|okr/i);
  return { ...(segment ? { segment } : {}), ...(goal ? { goal } : {}) };
}

function earlierFor(line: string, facts: VentureFacts) {
  if (line.startsWith("Market analysis")) return facts.market;
  if (line.startsWith("Customer discovery")) return facts.discovery;
  return facts.plans.strategicPlan ?? facts.plans.goToMarketPlan ?? facts.plans.productPlan;
}

/** A feature's name up to its first clause break, when that leaves two words or more. */
function featureHead(name: string): string {
  const head = name.split(/,\s|\s[–—-]\s|:\s/u)[0]?.trim() ?? name;
  return cut(head.split(/\s+/u).length >= 2 ? head : name, 70);
}

function summaryOf(ctx: PlanContext): string {
  const { build } = ctx;
  const musts = ctx.features.filter((item) => item.priority === "must");
  // The first must-have by its head ("reminders and a shared view", not the whole sentence cut
  // mid-phrase), and how many there are: the feature table lists them all.
  const first = musts[0] ? lowerFirst(featureHead(musts[0].name)) : undefined;
  const scope =
    first === undefined
      ? "the core flow"
      : musts.length > 1
        ? `${musts.length} must-have features, led by ${first}`
        : first;
  const sentences = [
    `${capitalise(poss(ctx.product))} MVP for ${ctx.customerFull} holds ${scope}, scored with RICE from ${ctx.facts.discovery ? "the customer discovery's findings" : "the business model's usual first features (no customer discovery yet)"}.`,
    `The plan builds it on the ${build.stack.name.toLowerCase()} for ${build.platform === "both" ? "web and mobile" : build.platform}: about ${build.founderWeeksShown} at ${build.hoursPerWeekShown} and ${build.founderCashShown} in cash if you build it yourself, or ${build.contractorCashShown} with a freelancer.`,
    `Before launch, two rounds of 5 testers must pass set marks, starting with 4 of 5 completing the core flow unaided.`,
  ];
  if (ctx.strategy.segment) sentences.push(`It targets the strategic plan's first segment.`);
  return sentences.join(" ");
}
