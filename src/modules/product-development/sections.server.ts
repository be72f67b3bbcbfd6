import { findSource } from "../../engine/knowledge";
import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { alternativesFor } from "../../engine/reading";
import { capitalise, lowerFirst } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { numbersIn } from "../../shared/provenance";
import { carry, sellingRulesOf, type VentureFacts } from "../_kit/plan/facts.server";
import type { FormMoney } from "../_kit/plan/money.server";
import { rotate, variant } from "../_kit/plan/prose.server";
import type { BuildFacts } from "./build.server";
import type { Cohort, Feature } from "./features.server";
import { cut, poss, quote, sentence } from "./quote.server";

/**
 * The writers of the product plan's sections (issue 13). Each reads the plan's facts (computed
 * once, so a regenerated section never changes the others) and its round: round 0 is the first
 * draft, a later round takes another angle on the same decisions.
 */
export interface PlanContext {
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency; its rate is said once in the summary. */
  money: FormMoney;
  product: string;
  /** The customer after the first mention ("practice managers"). */
  customer: string;
  /** The customer in full, for the first mention (the summary). */
  customerFull: string;
  features: Feature[];
  cohort: Cohort;
  build: BuildFacts;
  strategy: { segment?: string; goal?: string };
  /** The persona's first sentence, quoted from discovery. */
  persona?: string;
  pains: string[];
}

type Writer = (ctx: PlanContext, round: number) => PlanBlock[];

const paragraph = (text: string): PlanBlock => ({ kind: "paragraph", text });
const list = (items: string[], ordered = false): PlanBlock => ({ kind: "list", ordered, items });
const table = (header: string[], rows: string[][]): PlanBlock => ({ kind: "table", header, rows });

const byPriority = (ctx: PlanContext, priority: Feature["priority"]) =>
  ctx.features.filter((feature) => feature.priority === priority);
const names = (features: readonly Feature[]) =>
  features.map((feature) => lowerFirst(cut(feature.name, 90)));
const join = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

// -------------------------------------------------------------------------------------------
// Research synthesis
// -------------------------------------------------------------------------------------------

interface Finding {
  finding: string;
  evidence: string;
  source: string;
  strength: number;
}

function findings(ctx: PlanContext): Finding[] {
  const { facts, builder } = ctx;
  const rows: Finding[] = [];
  const discovery = facts.discovery;
  const q = (text: string) => quote(builder, text, discovery, "the venture's customer discovery");
  if (discovery) {
    for (const pain of ctx.pains.slice(0, 3)) {
      rows.push({
        finding: pain,
        evidence: `A pain point ${ctx.customer} meet in their own work or day`,
        source: "Customer discovery: pain points",
        strength: 3,
      });
    }
    for (const need of discovery.problemValidation.unmetNeeds.slice(0, 2)) {
      rows.push({
        finding: q(cut(need, 220)),
        evidence: "What today's options leave undone",
        source: "Customer discovery: unmet needs",
        strength: 2,
      });
    }
    rows.push({
      finding: q(sentence(discovery.problemValidation.currentSolutions, 240)),
      evidence: "What the product has to beat on day one",
      source: "Customer discovery: current solutions",
      strength: 2,
    });
    const barrier = discovery.solutionFit.adoptionBarriers[0];
    if (barrier) {
      rows.push({
        finding: q(cut(barrier, 200)),
        evidence: "A reason they may not switch, so the MVP must lower it",
        source: "Customer discovery: adoption barriers",
        strength: 2,
      });
    }
  }
  const market = facts.market;
  if (market) {
    const picks: [RegExp, string][] = [
      [/^(US|Global|Europe|UK|[A-Z][\w ()-]*) .*market \(\d{4}\)$/, "the market this sits in"],
      [/growth rate/i, "how fast the market grows"],
      [/price range/i, "what customers pay for similar products today"],
    ];
    for (const [pattern, meaning] of picks) {
      const assumption = market.assumptions.find((item) => pattern.test(item.label));
      if (!assumption) continue;
      const value = carry(builder, market, (label) => label === assumption.label);
      if (value === undefined) continue;
      const basis = assumption.basis;
      const publisher =
        basis.kind === "source"
          ? (() => {
              const source =
                findSource(basis.sourceId) ??
                market.sources.find((item) => item.id === basis.sourceId);
              if (!source) return "listed source";
              if (findSource(source.id))
                builder.sourced(
                  `${source.publisher}: year of publication`,
                  String(source.year),
                  source.id,
                );
              return `${source.publisher} ${source.year}`;
            })()
          : "estimate";
      rows.push({
        finding: `${assumption.label}: ${value}`,
        evidence: `Sizes ${meaning}`,
        source: `Market analysis: ${assumption.label} (${publisher})`,
        strength: basis.kind === "source" ? 3 : 1,
      });
    }
  }
  if (ctx.strategy.segment) {
    rows.push({
      finding: ctx.strategy.segment,
      evidence: "The segment the strategy says to win first, so the MVP is built for it",
      source: "Strategic plan: first target segment",
      strength: 3,
    });
  }
  if (ctx.strategy.goal) {
    rows.push({
      finding: ctx.strategy.goal,
      evidence: "The goal the MVP's metrics should move",
      source: "Strategic plan: goals",
      strength: 2,
    });
  }
  // A rival that sells to the buyers, never an industry player they do not buy from.
  const archetype = alternativesFor(
    facts.industry,
    facts.reading.buyer.unit,
    facts.orientation === "B2B",
  )[0];
  if (archetype) {
    rows.push({
      finding: `${archetype.name}: ${archetype.examples.slice(0, 3).join(", ")}`,
      evidence: cut(archetype.description, 200),
      source: `Knowledge base: ${facts.industry.name} competitors`,
      strength: 1,
    });
  } else if (facts.competitors.length === 0) {
    rows.push({
      finding: `What ${facts.customerShort} use today is not known: no competitor named, and none of the knowledge base's ${facts.industry.name} archetypes sells to them`,
      evidence: "Ask in the first interviews what they use and what it costs them",
      source: "Ninefold knowledge base",
      strength: 1,
    });
  }
  const trend = facts.industry.trends.find((item) => item.sourceId !== undefined);
  if (trend?.sourceId) {
    const numbers = numbersIn(trend.text);
    if (numbers.length > 0)
      builder.sourced(`${facts.industry.name} trend`, numbers.join(", "), trend.sourceId);
    else builder.cite(trend.sourceId);
    const source = findSource(trend.sourceId);
    rows.push({
      finding: trend.text,
      evidence: "Why the timing may favour a new product",
      source: `Knowledge base: ${source ? `${source.publisher} ${builder.sourced(`${source.publisher}: year of publication`, String(source.year), source.id)}` : facts.industry.name}`,
      strength: 2,
    });
  }
  if (facts.competitors.length > 0) {
    rows.push({
      finding: `You compete with ${join(facts.competitors)}`,
      evidence: "Named by you; the prototype should be tested against them",
      source: "Your competitors list",
      strength: 1,
    });
  }
  return rows;
}

function gaps(ctx: PlanContext): string[] {
  const { facts } = ctx;
  const missing: string[] = [];
  if (!facts.discovery)
    missing.push(
      "No customer discovery yet: the features come from the knowledge base's usual first features for this business model, not from your customers. Run discovery interviews before building.",
    );
  if (!facts.market)
    missing.push(
      "No market analysis yet: market size, growth and price ranges are missing from the research below.",
    );
  if (!facts.plans.strategicPlan)
    missing.push(
      "No strategic plan yet: the MVP is aimed at the customer you named, not at a chosen first segment and goals.",
    );
  return missing;
}

export const research: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const rows = findings(ctx);
  const ordered =
    take === 1
      ? [...rows].sort((a, b) => b.strength - a.strength)
      : take === 2
        ? [...rows].reverse()
        : rows;
  const turned = round > 3 ? rotate(ordered, round) : ordered;
  const intro = [
    `What is known about ${ctx.customer} and the problem ${ctx.product} solves, each finding with the result it comes from, so every feature below can be traced back to evidence.`,
    `The research for ${ctx.product}, strongest evidence first: findings your customers told you (or discovery inferred) outrank knowledge-base context.`,
    `The research for ${ctx.product}, read from context to customer: the market and competitors first, then what ${ctx.customer} say hurts.`,
  ][take] as string;
  const missing = gaps(ctx);
  const blocks: PlanBlock[] = [paragraph(intro)];
  blocks.push(
    table(
      ["Finding", "Evidence", "Source"],
      turned.map((row) => [row.finding, row.evidence, row.source]),
    ),
  );
  blocks.push(
    missing.length > 0
      ? list(missing)
      : paragraph(
          `All three earlier results are in: the open question is no longer what ${ctx.customer} want but whether the prototype below gives it to them.`,
        ),
  );
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Features
// -------------------------------------------------------------------------------------------

const featureRow = (feature: Feature) => [
  feature.name,
  feature.shown.reach.split(" ")[0] ?? "",
  feature.shown.impact.split(" ")[0] ?? "",
  feature.shown.confidence,
  feature.shown.effort.split(" ")[0] ?? "",
  feature.shown.rice,
  capitalise(feature.priority),
];

export const features: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { features: all, cohort } = ctx;
  const header = [
    "Feature",
    "Reach",
    "Impact",
    "Confidence",
    "Effort (person-weeks)",
    "RICE",
    "Priority",
  ];
  const formula = `RICE = reach × impact × confidence ÷ effort. Reach counts the ${cohort.unit} of the first-quarter cohort (${cohort.shown}) who would use the feature; impact is Intercom's scale (3 massive to 0.25 minimal); confidence is how much evidence backs it; effort is person-weeks to design, build and test.`;
  const rule =
    "Must: the three highest RICE scores among the researched features plus everything you insisted on; should: the next three; later: the rest, including the tempting extras.";
  const blocks: PlanBlock[] = [];
  if (take === 0) {
    blocks.push(
      paragraph(
        `The features ${ctx.product} could ship first for ${ctx.customer}, scored with RICE and sorted highest first.`,
      ),
      paragraph(formula),
      table(header, all.map(featureRow)),
      paragraph(rule),
    );
  } else if (take === 1) {
    const cheap = [...all].sort((a, b) => a.effort - b.effort || b.rice - a.rice);
    const quick = cheap.filter((item) => item.priority !== "later").slice(0, 2);
    blocks.push(
      paragraph(
        `The same scores for ${ctx.product}, sorted by effort, cheapest first: where a small build buys a lot of value for ${ctx.customer}.`,
      ),
      table(header, rotate(cheap, Math.floor((round - 1) / 2)).map(featureRow)),
      paragraph(formula),
      paragraph(
        quick.length > 0
          ? `Quick wins to build first within the must and should lists: ${join(names(quick))}. They prove the product moves before the largest item is finished.`
          : rule,
      ),
    );
  } else {
    const tiers: Feature["priority"][] = ["must", "should", "later"];
    blocks.push(
      paragraph(
        `${capitalise(poss(ctx.product))} features grouped by priority tier, with where each came from, so you can challenge a score at its source.`,
      ),
    );
    for (const tier of rotate(tiers, round > 2 ? round : 0)) {
      const items = byPriority(ctx, tier);
      if (items.length === 0) continue;
      blocks.push(
        list(
          items.map(
            (item) =>
              `${capitalise(tier)}: ${item.name}, RICE ${item.shown.rice} (${item.origin}; ${item.why}).`,
          ),
        ),
      );
    }
    blocks.push(paragraph(formula), table(header, all.map(featureRow)));
  }
  return blocks;
};

// -------------------------------------------------------------------------------------------
// MVP scope
// -------------------------------------------------------------------------------------------

function cutReason(feature: Feature, ctx: PlanContext): string {
  if (feature.origin === "Tempting extra") return capitalise(`${feature.why}.`);
  if (feature.confidence <= 0.5)
    return `No customer evidence yet (confidence ${feature.shown.confidence}); ask about it in testing before building it.`;
  return `RICE ${feature.shown.rice} is below the must list; ${ctx.customer} can reach the core result without it.`;
}

export const mvpScope: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const musts = byPriority(ctx, "must");
  const shoulds = byPriority(ctx, "should");
  const later = byPriority(ctx, "later");
  const top = musts[0];
  const question =
    ctx.facts.orientation === "B2B"
      ? `will ${ctx.customer} run their real work through ${ctx.product} instead of ${ctx.facts.competitors[0] ?? "today's workaround"}, and pay for it?`
      : `will ${ctx.customer} come back to ${ctx.product} without a reminder from you, and pay for it?`;
  const cutRows = [...shoulds, ...later].map((item) => [
    item.name,
    capitalise(item.priority),
    item.priority === "should"
      ? `Wanted, but the MVP can answer its question without it; build it once the must list passes its tests (RICE ${item.shown.rice}).`
      : cutReason(item, ctx),
  ]);
  const blocks: PlanBlock[] = [
    paragraph(
      [
        `The MVP of ${ctx.product} exists to answer one question: ${question} It holds the must list and nothing else.`,
        `A thinner take on the MVP of ${ctx.product}: before building all of the must list, run ${top ? lowerFirst(cut(top.name, 90)) : "the core flow"} as a concierge service, doing by hand what the software will do, for a few ${ctx.customer}. If they keep using it, build; the question stays: ${question}`,
        `The MVP of ${ctx.product} seen from what is left out: every cut below is a decision, with its reason, so the scope does not creep back while building. The one question it answers: ${question}`,
      ][take] as string,
    ),
    list(
      musts.map(
        (item) => `In scope: ${item.name} (${item.origin}${item.founder ? ", your call" : ""}).`,
      ),
    ),
    table(
      ["Cut from the MVP", "Priority", "Reason"],
      take === 2 ? rotate(cutRows, round) : cutRows,
    ),
  ];
  if (take === 1) {
    blocks.push(
      paragraph(
        "The concierge version costs hours, not code: it tells you which step of the flow customers value before you pay to automate it.",
      ),
    );
  } else {
    blocks.push(
      paragraph(
        `Out of scope for every version one: settings nobody asked for, a second customer type and polish beyond what the tests below need. ${ctx.build.platformWhy}`,
      ),
    );
  }
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Flows and screens
// -------------------------------------------------------------------------------------------

function coreFlow(ctx: PlanContext): string[] {
  const musts = byPriority(ctx, "must");
  const channel = lowerFirst(ctx.facts.model.channels[0] ?? "a founder-led channel");
  const importing = musts.find((item) => /import|spreadsheet|migrat/i.test(item.name));
  const steps = [
    `${capitalise(ctx.customer)} arrive on ${poss(ctx.product)} landing page (from ${channel}) and sign up with an email address.`,
    importing
      ? `Onboarding: they bring their data in (${lowerFirst(cut(importing.name, 80))}) and see it in the product straight away.`
      : "Onboarding asks only what the first result needs and shows an example instead of an empty screen.",
    ...musts
      .filter((item) => item !== importing)
      .map((item) => `They use ${lowerFirst(cut(item.name, 100))}.`),
    `They see the result they came for and are asked to pay (${ctx.facts.model.name} pricing) or to continue the trial.`,
    "A reminder brings them back for the next cycle, where the flow starts from their own data.",
  ];
  return steps;
}

function secondFlow(ctx: PlanContext): [string, string[]] {
  if (ctx.facts.orientation === "B2B") {
    return [
      `The buyer's flow: the manager who approves ${ctx.product}`,
      [
        "The manager gets an invitation or a shared report from a colleague.",
        "They see what the team did in the product and the time it saved.",
        "They invite the rest of the team and set who can change what.",
        "They start the paid plan, or ask for the security and data answers their organisation needs.",
      ],
    ];
  }
  return [
    `The returning customer's flow: ${ctx.customer} on their second visit`,
    [
      "A reminder or their own need brings them back.",
      "The product opens on what they did last time, with the next step suggested.",
      "They repeat the core action in fewer steps than the first time.",
      "They are asked once, at a good moment, to tell a friend.",
    ],
  ];
}

export const flows: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const musts = byPriority(ctx, "must");
  const [secondTitle, second] = secondFlow(ctx);
  const screens = [
    "Landing page with the promise in the customer's words and a sign-up button",
    "Sign-up and log-in",
    "Onboarding: the minimum set-up, with an example",
    ...musts.map((item) => `Screen for ${lowerFirst(cut(item.name, 100))}`),
    "Result or summary screen: what they got done",
    "Payment or plan choice",
    "Empty, loading and error states of each screen above",
  ];
  const core = coreFlow(ctx);
  const blocks: PlanBlock[] = [];
  if (take === 0) {
    blocks.push(
      paragraph(
        `The core flow of ${ctx.product}, from first visit to the moment ${ctx.customer} get the result, then the screens a clickable prototype needs to walk testers through it.`,
      ),
      paragraph(`Core flow: the first visit of ${ctx.customer}.`),
      list(core, true),
      paragraph(`${capitalise(secondTitle)}.`),
      list(second, true),
    );
  } else if (take === 1) {
    blocks.push(
      paragraph(
        `${capitalise(secondTitle)} first this time: the second flow decides whether ${ctx.product} keeps its customers, so prototype it alongside the first visit.`,
      ),
      list(second, true),
      paragraph(`Core flow: the first visit of ${ctx.customer}.`),
      list(core, true),
    );
  } else {
    blocks.push(
      paragraph(
        `The core flow of ${ctx.product} told as the story of one of ${ctx.customer}: each step is one screen of the prototype, and each screen has one job.`,
      ),
      list(
        core.map(
          (step, index) => `${step} Screen: ${screens[Math.min(index, screens.length - 1)]}.`,
        ),
        true,
      ),
    );
  }
  blocks.push(
    paragraph(
      "Prototype screens, to build as a clickable prototype (Figma, or the no-code builder itself) before production code:",
    ),
    list(take === 2 ? rotate(screens, round) : screens, true),
  );
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Build plan
// -------------------------------------------------------------------------------------------

export const buildPlan: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { build, builder } = ctx;
  const stack = take === 1 ? build.alternative : build.stack;
  const skills = build.skillsGiven
    ? `You described your skills as “${build.skills}”`
    : build.skillsRead
      ? `Your own words name “${build.skillsRead}”, so the plan reads your skills as “${build.skills}”`
      : `You did not describe your skills, so the plan assumes no-code experience`;
  const budgetNote = build.budget
    ? build.budget.value >= build.contractorCash
      ? ` Your budget of ${build.budget.shown} covers a freelancer for the whole build (${build.contractorCashShown}), so hiring one for the hardest component is an option worth pricing.`
      : build.budget.value >= build.founderCash
        ? ` Your budget of ${build.budget.shown} covers the tools and testing of a build you do yourself (${build.founderCashShown}) but not a freelancer for all of it (${build.contractorCashShown}).`
        : ` Your budget of ${build.budget.shown} is below even the tools and testing (${build.founderCashShown}): use free tiers and cut to the first must feature.`
    : "";
  let week = 0;
  const milestone = (label: string, hours: number, what: string) => {
    week += hours / build.hoursPerWeek;
    const at = Math.max(1, Math.ceil(week));
    return builder.estimate(
      `Milestone: ${label}`,
      `week ${at}`,
      `Cumulative ${what} at ${build.hoursPerWeekShown}, your pace factor included: reached about week ${at}.`,
    );
  };
  const factor = build.founderHours / Math.max(1, build.totalHours);
  const prototype = build.components[0];
  const featureParts = build.components.filter((item) => item.feature);
  const commonHours = build.components
    .filter((item) => !item.feature && item !== prototype)
    .reduce((sum, item) => sum + item.hours * factor, 0);
  const firstFeature = featureParts[0];
  const firstHours = (firstFeature?.hours ?? 0) * factor;
  const restHours = featureParts.slice(1).reduce((sum, item) => sum + item.hours * factor, 0);
  const milestones = [
    `Clickable prototype of the core flow's screens, tried by the first testers: ${milestone("clickable prototype", (prototype?.hours ?? 0) * factor, "prototype hours")}.`,
    `${firstFeature ? capitalise(cut(firstFeature.name, 80)) : "The core feature"} working end to end on real data: ${milestone("core feature working", firstHours, "hours of the first must feature")}.`,
    ...(restHours > 0
      ? [
          `The rest of the must list built: ${milestone("must list built", restHours, "hours of the remaining must features")}.`,
        ]
      : []),
    `Accounts, payments, emails and analytics wired in; MVP in testers' hands: ${milestone("MVP to testers", commonHours, "hours of the bought components")}.`,
  ];
  const rows = build.components.map((item) => [
    item.name,
    capitalise(item.approach),
    take === 1 && item.feature
      ? stack.name.startsWith("no-code")
        ? "Built in the no-code builder"
        : "Custom code on the stack"
      : capitalise(item.how),
    item.hoursShown,
  ]);
  const blocks: PlanBlock[] = [
    paragraph(
      take === 1
        ? `An alternative to weigh for ${ctx.product}: the ${stack.name}, because ${stack.why}. It suits a founder with other skills than yours, or a freelancer you hire.`
        : `${skills}; the recommended stack for ${ctx.product} is the ${stack.name}, because ${stack.why}. Platform: ${build.platform === "both" ? "web and mobile" : build.platform}.${budgetNote}`,
    ),
    list(stack.tools),
    table(
      ["Component", "Build, buy or no-code", "How", "Hours (professional pace)"],
      take === 2 ? rotate(rows, round) : rows,
    ),
  ];
  if (take === 2) {
    blocks.push(
      paragraph(
        `Buy before build: every component that is not what ${ctx.customer} come for (accounts, payments, email, analytics) is bought, so your hours go to ${firstFeature ? lowerFirst(cut(firstFeature.name, 80)) : "the core feature"}.`,
      ),
    );
  }
  blocks.push(paragraph("Milestones:"), list(milestones, true));
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Cost and timeline
// -------------------------------------------------------------------------------------------

export const costTimeline: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { build, builder } = ctx;
  const rows = [
    [
      "Build hours (professional pace)",
      build.totalHoursShown,
      "Sum of the component hours in the build plan",
    ],
    ["Your hours (your pace)", build.founderHoursShown, "Build hours × your skills factor"],
    [
      "Your hours a week",
      build.hoursPerWeekShown,
      build.hoursGiven ? "Your answer" : "Assumed, since you did not say",
    ],
    [
      "Weeks to MVP, building it yourself",
      build.founderWeeksShown,
      "Your hours ÷ hours a week, rounded up",
    ],
    [
      "Tool subscriptions",
      `${build.toolsMonthlyShown} × ${build.monthsShown} = ${build.toolsTotalShown}`,
      "Starter plans while you build",
    ],
    ["Tester incentives", build.testingShown, "Two rounds of 5 testers"],
    ["Cash to MVP, building it yourself", build.founderCashShown, "Tools + incentives"],
    [
      "Freelancer alternative",
      `${build.totalHoursShown} × ${build.rateShown} + tools + incentives = ${build.contractorCashShown}`,
      `About ${build.contractorWeeksShown} at 30 billable hours a week`,
    ],
  ];
  const comparisons: string[] = [];
  if (build.budget) {
    comparisons.push(
      build.budget.value >= build.contractorCash
        ? `Your budget of ${build.budget.shown} covers either path; the freelancer buys time, building it yourself keeps the cash for launch.`
        : build.budget.value >= build.founderCash
          ? `Your budget of ${build.budget.shown} covers building it yourself (${build.founderCashShown}) but not a freelancer for the whole build (${build.contractorCashShown}); hire help only for the component you cannot build.`
          : `Your budget of ${build.budget.shown} is short of even the tools and incentives (${build.founderCashShown}): use free tiers, recruit testers without incentives and build only the first must feature.`,
    );
  } else {
    comparisons.push(
      "You gave no budget: the two paths above bracket what version one costs in cash.",
    );
  }
  if (build.targetWeeks) {
    const target = build.targetWeeks.value;
    if (build.founderWeeks <= target) {
      comparisons.push(
        `Your target of ${build.targetWeeks.shown} holds at your pace (${build.founderWeeksShown}).`,
      );
    } else {
      const needed = Math.ceil(build.founderHours / target);
      const neededShown = builder.estimate(
        "Hours a week needed to hit your target",
        `${needed} hours a week`,
        `${build.founderHours} hours ÷ ${target} weeks = ${Math.round((build.founderHours / target) * 10) / 10}, rounded up to ${needed} hours a week.`,
      );
      comparisons.push(
        `Your target of ${build.targetWeeks.shown} is shorter than ${build.founderWeeksShown} at your pace: you would need ${neededShown}, a freelancer (${build.contractorWeeksShown}), or a smaller must list.`,
      );
    }
  } else {
    comparisons.push(`You gave no target date: plan on ${build.founderWeeksShown} at your pace.`);
  }
  const blocks: PlanBlock[] = [
    paragraph(
      [
        `What the MVP of ${ctx.product} costs in hours, weeks and cash, with the arithmetic shown. Every figure is an estimate with its method in the assumptions, or your own answer.`,
        `The timeline of ${poss(ctx.product)} MVP first: weeks decide when ${ctx.customer} first see it, and cash follows from them.`,
        `${capitalise(poss(ctx.product))} MVP in cash: what you spend if you build it yourself against what a freelancer costs, with each step of the arithmetic.`,
      ][take] as string,
    ),
    table(
      ["Item", "Estimate", "How"],
      take === 0 ? rows : rotate(rows, take === 1 ? 1 : 4 + round),
    ),
    list(take === 1 ? [...comparisons].reverse() : comparisons),
  ];
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Test plan
// -------------------------------------------------------------------------------------------

export const testPlan: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { builder, facts } = ctx;
  const testers = builder.estimate(
    "Testers per round",
    "5 testers",
    "Assumed 5 per round, two rounds: Nielsen Norman Group's rule of thumb that a handful of users reveals most usability problems, with a second round to check the fixes.",
  );
  const complete = builder.estimate(
    "Pass mark: core flow completed unaided",
    "4 of 5 testers",
    "Set in advance: 4 of 5 = 80% completing the core flow without help; one failure may be the tester, two mean the flow is broken.",
  );
  const explain = builder.estimate(
    "Pass mark: value understood",
    "4 of 5 testers",
    "Set in advance: at least 4 of 5 can say in their own words what the product does for them after the landing page.",
  );
  const minutes = facts.orientation === "B2B" ? 10 : 3;
  const time = builder.estimate(
    "Pass mark: time to first result",
    `${minutes} minutes`,
    facts.orientation === "B2B"
      ? "Assumed 10 minutes: a busy manager gives a new tool about one short break before giving up."
      : "Assumed 3 minutes: consumer apps lose people who have not got value within the first few minutes.",
  );
  const pay = builder.estimate(
    "Pass mark: willingness to pay",
    facts.orientation === "B2B" ? "2 of 5 testers" : "3 of 5 testers",
    facts.orientation === "B2B"
      ? "Set in advance: 2 of 5 organisations agreeing to a paid pilot or a signed letter of intent; B2B buying needs more than one person, so fewer yeses count."
      : "Set in advance: 3 of 5 testers entering payment details or pre-ordering at the intended price.",
  );
  const disappointed = builder.estimate(
    "Pass mark: very disappointed without it",
    "40%",
    "Sean Ellis's product-market-fit survey threshold: at least 40% of active users answering “very disappointed” if they could no longer use the product.",
  );
  const persona = ctx.persona;
  const criteria = [
    `They are ${ctx.customer}${ctx.strategy.segment ? `, in the segment the strategic plan chose (${cut(ctx.strategy.segment, 120)})` : ""}.`,
    ...(persona ? [`They match the discovery persona: ${persona}`] : []),
    `They have met the problem recently${ctx.pains[0] ? `, for example: ${lowerFirst(cut(ctx.pains[0], 160))}` : ""}.`,
    facts.competitors.length > 0
      ? `They use ${join(facts.competitors)} or a workaround today, and can say what they dislike about it.`
      : "They use a workaround today, and can say what they dislike about it.",
    facts.orientation === "B2B"
      ? "One tester per organisation, and they hold the budget or report to whoever does."
      : "They would pay themselves, not buy for someone else.",
    "Not friends, family or investors: they are too kind to fail your prototype.",
  ];
  const tests = [
    [
      "Usability: the core flow",
      "Completion without help, and where they stall",
      `${complete} complete it unaided`,
    ],
    [
      "Comprehension",
      "Whether they can say what it does after the landing page",
      `${explain} explain it correctly`,
    ],
    ["Speed to value", "Minutes from sign-up to the first result", `Median under ${time}`],
    [
      "Value",
      facts.orientation === "B2B"
        ? "Paid pilots or letters of intent"
        : "Payment details or pre-orders",
      `${pay} commit`,
    ],
    [
      "Retention (beta)",
      "The Sean Ellis survey after two weeks of use",
      `At least ${disappointed} very disappointed`,
    ],
  ];
  const blocks: PlanBlock[] = [
    paragraph(
      [
        `How to test ${ctx.product} before and after building it: ${testers} per round, two rounds, with the pass marks fixed now so the results cannot be argued away later.`,
        `The value test first this time: before polishing ${poss(ctx.product)} flow, check that ${ctx.customer} will commit. Then the usability rounds, ${testers} each.`,
        `A fake-door angle for ${ctx.product}: put the must features on the landing page with a sign-up or pre-order button before they exist, then run the usability rounds with ${testers} on the prototype.`,
      ][take] as string,
    ),
    paragraph("Whom to recruit:"),
    list(take === 0 ? criteria : rotate(criteria, round)),
    table(["Test", "What to measure", "Pass mark"], take === 1 ? rotate(tests, 3) : tests),
    paragraph(
      "A test that misses its pass mark changes the product before launch, not the pass mark. Record each session: what they tried, where they stalled, what they said unprompted.",
    ),
  ];
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Launch
// -------------------------------------------------------------------------------------------

const RETENTION_WORDS: Record<string, string> = {
  "monthly-customer-churn": "monthly customer churn",
  "annual-gross-revenue-retention": "annual gross revenue retention",
  "annual-client-retention": "annual client retention",
  "annual-repeat-customer-rate": "annual repeat customer rate",
};

export const launch: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { builder, facts } = ctx;
  const model = facts.model;
  const retentionName = RETENTION_WORDS[model.retention.metric] ?? "retention";
  const retention = builder.figure(`${model.name} ${retentionName}`, model.retention.figure);
  const payback = builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths);
  const margin = builder.figure(`${model.name} gross margin`, model.grossMargin);
  const activation = builder.estimate(
    "Activation target",
    "40% of sign-ups",
    "Assumed target: 40% of sign-ups complete the core flow in their first week; below it, fix onboarding before buying traffic. Set from the usability pass mark (80% of recruited testers) halved for uninvited sign-ups: 80% ÷ 2 = 40%.",
  );
  const checklist = [
    "Every must feature passed its usability pass mark in the second test round.",
    "Sign-up, payment and the emails tested end to end with a real card and a refund.",
    "Analytics records each step of the core flow, so activation can be measured from day one.",
    `Privacy policy and terms published${facts.industry.regulatoryIntensity === "high" ? `; ${facts.industry.name} is heavily regulated, so check the rules on customer data before launch (${cut(sellingRulesOf(facts)[0] ?? "see the knowledge base's regulatory notes", 160).replace(/[.]+$/, "")})` : ""}.`,
    "Backups, error alerts and a way for users to reach you (an email address that you answer within a day).",
    `A launch list: the testers, the waitlist and ${lowerFirst(model.channels[0] ?? "your first channel")}.`,
    "A feedback loop: a short in-app question after the core flow and a weekly read of every answer.",
  ];
  const metrics = [
    [
      "Activation",
      "Share of sign-ups completing the core flow in week one",
      activation,
      "Estimate (set from the test pass marks)",
    ],
    [
      capitalise(retentionName),
      `How many ${ctx.customer} stay`,
      retention,
      model.retention.figure.basis.kind === "source"
        ? "Knowledge base, sourced benchmark"
        : "Knowledge base estimate",
    ],
    [
      "Gross margin",
      "What is left of revenue after running costs",
      margin,
      model.grossMargin.basis.kind === "source"
        ? "Knowledge base, sourced benchmark"
        : "Knowledge base estimate",
    ],
    [
      "CAC payback",
      "Months of margin to earn back acquisition cost",
      payback,
      model.cacPaybackMonths.basis.kind === "source"
        ? "Knowledge base, sourced benchmark"
        : "Knowledge base estimate",
    ],
    [
      "Very disappointed without it",
      "Sean Ellis survey of active users",
      builder.estimate(
        "Pass mark: very disappointed without it",
        "40%",
        "Sean Ellis's product-market-fit survey threshold: at least 40% of active users answering “very disappointed” if they could no longer use the product.",
      ),
      "Product-market-fit threshold",
    ],
  ];
  const discoveryRetention = carry(builder, facts.discovery, (label) =>
    label.includes("retention"),
  );
  const blocks: PlanBlock[] = [
    paragraph(
      [
        `${capitalise(ctx.product)} is ready to launch when every item below is done; after launch, the metrics table says whether ${ctx.customer} are getting value. Go-to-market and iteration read these metrics.`,
        `After launch first: the metrics ${ctx.product} will be judged on, then the checklist that makes them measurable on day one.`,
        `Launch ${ctx.product} to a small group first (the testers and the waitlist), then widen once activation holds; the checklist and metrics below apply to both steps.`,
      ][take] as string,
    ),
  ];
  const checklistBlock = list(take === 0 ? checklist : rotate(checklist, round));
  const metricsBlock = table(["Metric", "What it shows", "Benchmark or target", "Basis"], metrics);
  if (take === 1) blocks.push(metricsBlock, checklistBlock);
  else blocks.push(checklistBlock, metricsBlock);
  blocks.push(
    paragraph(
      discoveryRetention
        ? `Your customer discovery quoted the same benchmark (${discoveryRetention}); compare the first cohort against it after its first full period.`
        : `Benchmarks are for ${model.name} businesses in general; compare your first cohort against them after its first full period, not its first week.`,
    ),
  );
  return blocks;
};

// -------------------------------------------------------------------------------------------
// Roadmap
// -------------------------------------------------------------------------------------------

export const roadmap: Writer = (ctx, round) => {
  const take = variant(round, 3);
  const { facts } = ctx;
  const shoulds = byPriority(ctx, "should");
  const later = byPriority(ctx, "later");
  // The next segment sells the same way: a B2B product grows into other businesses first.
  const orientation = facts.orientation === "B2B" ? "b2b" : "b2c";
  const alike = facts.industry.customerSegments.filter(
    (segment) => segment.orientation === orientation,
  );
  const segments = (alike.length > 0 ? alike : facts.industry.customerSegments)
    .map((segment) => lowerFirst(segment.name))
    .filter((name) => !ctx.customer.toLowerCase().includes(name.toLowerCase()));
  const next =
    segments[take === 2 ? Math.min(1, segments.length - 1) : 0] ?? "a second customer segment";
  const activationTarget = "40% of sign-ups";
  const rows = [
    [
      "First quarter after launch",
      "Make the core flow stick",
      shoulds.length > 0 ? join(names(shoulds)) : "Fixes from the test rounds",
      `Activation holds at ${activationTarget} or more for a month`,
    ],
    [
      "Second quarter",
      take === 2 ? `Reach ${next}` : `Deepen value for ${ctx.customer}`,
      later.filter((item) => item.origin !== "Tempting extra").length > 0
        ? join(names(later.filter((item) => item.origin !== "Tempting extra")))
        : "The most requested feature from the feedback loop",
      "Retention of the first cohort at or above the benchmark in the launch metrics",
    ],
    [
      "Second half of the first year",
      take === 1 ? "Scale what works" : `Expand to ${next}`,
      join(names(later.filter((item) => item.origin === "Tempting extra"))) ||
        "Integrations and a second platform",
      "Customers ask for these by name, and the must list no longer changes every week",
    ],
  ];
  const intro = [
    `After the MVP, ${ctx.product} grows in three horizons; each moves on only when its signal shows, not on a date.`,
    `A depth-first roadmap for ${ctx.product}: stay with ${ctx.customer} until they cannot do without it, then scale what works.`,
    `A breadth take on ${poss(ctx.product)} roadmap: once the core flow sticks, test ${next} as the next segment before adding platforms.`,
  ][take] as string;
  return [
    paragraph(intro),
    table(["Horizon", "Themes", "Features", "Signal to move on"], rows),
    paragraph(
      ctx.strategy.goal
        ? `Each horizon should move the strategic plan's goal: ${ctx.strategy.goal}`
        : "Tie each horizon to a goal once the strategic plan sets them.",
    ),
  ];
};
