import { capitalise, lowerFirst, shorten } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { carry, firstSentence } from "../_kit/plan/facts.server";
import { disagreementText, priceAgainstMarket } from "../_kit/plan/figures.server";
import { rotate } from "../_kit/plan/prose.server";
import {
  betCost,
  chosenBets,
  deferredSegments,
  goalFigures,
  nearestSegment,
  sizedSegment,
} from "./choices.server";
import { joinAnd, modelBenefit, type PlanContext, pick, quoted, stripEnd } from "./context.server";

/**
 * The plan's first six sections (issue 13): situation, positioning, segments, goals, bets and
 * the not-doing list. Each returns its blocks; figures go through the context's builder.
 */

const paragraph = (text: string): PlanBlock => ({ kind: "paragraph", text });
const list = (items: string[], ordered = false): PlanBlock => ({ kind: "list", ordered, items });
const table = (header: string[], rows: string[][]): PlanBlock => ({ kind: "table", header, rows });

// ---------------------------------------------------------------------------------------------
// Situation summary
// ---------------------------------------------------------------------------------------------

export function situation(ctx: PlanContext): PlanBlock[] {
  const { facts, builder, product } = ctx;
  const { market, discovery, industry, model } = facts;
  const used: string[] = [];
  const lacks: string[] = [];
  const figures: string[][] = [];
  if (market) {
    const sam = carry(
      builder,
      market,
      "Bottom-up SAM",
      "Serviceable market (SAM, bottom-up), from your market analysis",
    );
    const som = carry(
      builder,
      market,
      "Bottom-up SOM",
      "Obtainable market (SOM, bottom-up), from your market analysis",
    );
    const growth = carry(
      builder,
      market,
      (label) => label.includes("growth rate"),
      "Market growth a year, from your market analysis",
    );
    used.push(
      `Market analysis: ${quoted(builder, firstSentence(market.marketOverview, 200), "market analysis (overview)")}`,
    );
    if (sam) figures.push(["Serviceable market (SAM, bottom-up)", sam, "Your market analysis"]);
    if (som) figures.push(["Obtainable market (SOM, bottom-up)", som, "Your market analysis"]);
    if (growth) figures.push(["Market growth a year", growth, "Your market analysis"]);
    const disagree = disagreementText([priceAgainstMarket(facts, builder, ctx.price)]);
    if (disagree) used.push(disagree);
    if (market.sizing.divergence.warning) {
      used.push(
        market.sizing.topDownBasis === "buyers-spending"
          ? "Your market analysis sets your price against what your buyers spend on this kind of product; this plan uses the bottom-up figures, which count customers and prices."
          : "Your market analysis warns that its two sizing methods disagree; this plan uses the bottom-up figures, which count customers and prices.",
      );
    }
  } else {
    const us = builder.figure(
      `US ${industry.name} market (${industry.usMarketSize.year})`,
      industry.usMarketSize,
    );
    figures.push([
      `US ${industry.name} market (whole industry, not your market)`,
      us,
      "Ninefold knowledge base",
    ]);
    lacks.push(
      `No market analysis in this venture yet: run it to size the market ${product} can reach (TAM, SAM, SOM) and to name its competitors. Until then this plan leans on knowledge-base benchmarks for ${industry.name}.`,
    );
  }
  if (discovery) {
    const interviews = carry(builder, discovery, "Discovery interviews to run");
    used.push(
      `Customer discovery: ${quoted(builder, shorten(stripEnd(discovery.customerPersonas.primaryPersona.split(". ")[0] ?? ""), 200), "customer discovery (personas)")}; its pain points, unmet needs, feature priority and adoption barriers shape the positioning, bets and risks.`,
    );
    if (interviews)
      figures.push(["Discovery interviews planned", interviews, "Your customer discovery"]);
  } else {
    lacks.push(
      `No customer discovery in this venture yet: run it to test the pain with ${ctx.customerShort}. Until then the positioning's pain and the bets' assumptions are marked unproven.`,
    );
  }
  const margin = builder.figure(`${model.name} gross margin`, model.grossMargin);
  const payback = builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths);
  figures.push(
    [`${model.name} gross margin (benchmark)`, margin, "Ninefold knowledge base"],
    [`${model.name} CAC payback (benchmark)`, payback, "Ninefold knowledge base"],
    [
      "Team time this year",
      ctx.capacity.display,
      ctx.team.given || ctx.runway ? "Your input" : "Estimate",
    ],
  );
  used.push(
    `Knowledge base: the ${industry.name} industry entry (segments, competitors, risks) and the ${model.name} business model entry (margins, payback, retention, channels), read as a ${facts.orientation} ${model.name} business from the words “${joinAnd(facts.classification.signals.slice(0, 4))}”.`.replace(
      " from the words “”",
      "",
    ),
  );
  const inputs = [
    ctx.runway ? `runway ${ctx.runway.display}` : "",
    ctx.team.given ? `team of ${ctx.team.display}` : "",
    ctx.request.traction ? `traction “${ctx.request.traction}”` : "",
    ctx.request.yearGoal ? `this year's goal “${ctx.request.yearGoal}”` : "",
    ctx.request.constraints ? `constraints “${ctx.request.constraints}”` : "",
  ].filter(Boolean);
  used.push(
    inputs.length > 0
      ? `Your answers: ${joinAnd(inputs)}.`
      : "Your answers: none yet. Runway, team size and traction would turn the assumed baselines and costs into yours.",
  );
  const round = ctx.round("situation");
  const angles = [
    "",
    market
      ? `The figure to trust least: the market size. Your market analysis sizes it ${market.sizing.topDownBasis === "none" ? "one way, bottom-up (it has no figure for what your buyers spend on this kind of product)" : market.sizing.divergence.warning ? "two ways that disagree" : "two ways"}; the customer count and price behind the bottom-up figure are what ${ctx.customerShort} interviews should confirm.`
      : `The gap that matters most: no market analysis, so nothing in this plan says how many ${ctx.customerShort} there are or what they pay. Run it before the Q1 review.`,
    discovery
      ? `What to refresh first: the customer discovery, once ${ctx.customerShort} interviews are done; its pains and unmet needs drive the positioning and the bets, so re-run this plan after it.`
      : `What to run first: customer discovery. Its pains, personas and adoption barriers would replace the assumptions in the positioning and the bets for ${product}.`,
  ];
  const angle = angles[round % angles.length] ?? "";
  if (round > 0) {
    used.reverse();
    figures.reverse();
  }
  const sources = builder.build().sources;
  const opening = `${product} serves ${ctx.customer} as a ${facts.orientation} ${model.name} business${facts.competitors.length > 0 ? `, against ${joinAnd(facts.competitors.slice(0, 3))}` : ""}. This plan is built on what the venture already knows:`;
  const blocks: PlanBlock[] = [paragraph(opening), list(used)];
  if (angle) blocks.push(paragraph(angle));
  if (lacks.length > 0) blocks.push(paragraph("What it lacks:"), list(lacks));
  blocks.push(table(["Figure", "Value", "From"], figures));
  // Publishers only: the titles (with their years and issue numbers) are in the result's sources.
  const publishers = [...new Set(sources.map((source) => source.publisher))].filter(
    (publisher) => !/\d/.test(publisher),
  );
  if (publishers.length > 0) {
    blocks.push(
      paragraph(
        `Published sources behind these figures: ${joinAnd(publishers)} (titles and years in the plan's sources).`,
      ),
    );
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Positioning
// ---------------------------------------------------------------------------------------------

export interface Positioning {
  statement: string;
  alternative: string;
  need: string;
  benefit: string;
}

export function positioningChoice(ctx: PlanContext, round: number): Positioning {
  const { facts, product, category } = ctx;
  const alternative = pick(ctx.alternatives, round) ?? "spreadsheets and workarounds";
  const need = pick(ctx.needs, round) ?? "a switch that costs little to try";
  const vp = facts.discovery?.solutionFit.valueProposition;
  const discovered = vp ? benefitOf(vp) : undefined;
  const benefits = [
    discovered
      ? quoted(ctx.builder, discovered, "customer discovery (value proposition)")
      : modelBenefit(facts.model),
    ctx.features[0] ? `puts ${ctx.features[0]} in one place` : modelBenefit(facts.model),
    `shows ${ctx.customerShort} what it saved them within the first month`,
  ];
  const benefit = pick(benefits, round) ?? modelBenefit(facts.model);
  const joiner = /\b(that|which|where|who|with)\b/.test(category) ? "; it" : " that";
  const who = /\bwho\b/.test(ctx.customer) ? "and" : "who";
  const statement = `For ${ctx.customer} ${who} ${ctx.pain.clause}, ${product} is ${category}${joiner} ${benefit}. Unlike ${alternative}, it offers ${need}.`;
  return { statement, alternative, need, benefit };
}

/** "takes the job off their plate…" from discovery's "…, X is software … that takes the job…". */
function benefitOf(valueProposition: string): string | undefined {
  const first = valueProposition.split(/(?<=\.)\s/)[0] ?? "";
  const index = first.lastIndexOf(" that ");
  if (index < 0) return undefined;
  const benefit = first
    .slice(index + 6)
    .replace(/[.]$/, "")
    .trim();
  return benefit.length >= 10 ? benefit : undefined;
}

export function positioning(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("positioning");
  const choice = positioningChoice(ctx, round);
  const { facts } = ctx;
  const { market, discovery } = facts;
  const evidence: string[][] = [
    [
      `Customer: ${ctx.customerShort}`,
      facts.customerNamed
        ? `Named by you${
            sizedSegment(ctx)
              ? `; your market analysis sized it as the ${sizedSegment(ctx)} segment`
              : `; the knowledge base's nearest segment is ${nearestSegment(ctx) ?? "not clear"}`
          }.`
        : `Read from the idea's words; the knowledge base's nearest segment is ${nearestSegment(ctx) ?? "not clear"}. Name your customer to sharpen it.`,
      market ? "Your input; market analysis" : "Your input",
    ],
    [
      `Pain: ${shorten(ctx.pain.clause.replace(/^(live with this today: |face )/, ""), 120)}`,
      ctx.pain.evidence,
      ctx.pain.origin,
    ],
    [
      `Benefit: ${shorten(choice.benefit, 120)}`,
      discovery
        ? `Customer discovery's value proposition and feature priority, to be tested in interviews: “${shorten(quoted(ctx.builder, discovery.solutionFit.valueProposition, "customer discovery (value proposition)"), 300)}”`
        : `What ${facts.model.name} customers usually buy (knowledge base); not tested with your customers yet.`,
      discovery ? "Your customer discovery" : "Ninefold knowledge base",
    ],
    [
      `Alternative: ${shorten(choice.alternative, 100)}`,
      ctx.alternativesNamed
        ? market
          ? `Named as a competitor; your market analysis notes: “${shorten(quoted(ctx.builder, market.competitiveLandscape.split(". ")[1] ?? market.competitiveLandscape, "market analysis (competitors)"), 240)}”`
          : "Named by you as a competitor."
        : ctx.alternatives.length === 0
          ? "No competitor named, and none of the knowledge base's archetypes sells to your buyers: their workaround stands in. Name the two tools your customers use today."
          : `No competitor named: the knowledge base's ${facts.industry.name} archetypes that sell to your buyers stand in. Name the two tools your customers use today.`,
      ctx.alternativesNamed
        ? market
          ? "Your input; market analysis"
          : "Your input"
        : "Ninefold knowledge base",
    ],
    [
      `Difference: ${shorten(choice.need, 120)}`,
      discovery
        ? "Listed among the unmet needs in your customer discovery: what today's options leave to the customer."
        : "A planning assumption: customers switch for a cheap, low-risk trial. Not evidenced yet.",
      discovery ? "Your customer discovery" : "Assumption",
    ],
  ];
  const test =
    round === 0
      ? `Test it: read the sentence to five ${ctx.customerShort} in interviews. If they repeat it in their own words, keep it; if they correct the pain or name another alternative than ${shorten(choice.alternative, 60)}, rewrite it with their words.`
      : `This take leads with ${choice.alternative} as the alternative and “${shorten(choice.need, 80)}” as the difference. Compare it with the first draft in interviews: keep the one ${ctx.customerShort} repeat back.`;
  return [
    paragraph(choice.statement),
    table(["Claim", "Evidence", "Source"], evidence),
    paragraph(test),
  ];
}

// ---------------------------------------------------------------------------------------------
// Segments
// ---------------------------------------------------------------------------------------------

export function segments(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("segments");
  const deferred = deferredSegments(ctx, round);
  const { facts, product } = ctx;
  const sized = sizedSegment(ctx);
  const persona = facts.discovery?.customerPersonas.primaryPersona.split(". ")[0];
  const why = [
    `${capitalise(ctx.customer)} come first: ${
      facts.customerNamed ? "you named them" : "the idea's words point at them"
    }${sized ? `, and they sit in the ${sized} segment your sizing rests on` : ""}${
      persona
        ? `; customer discovery's primary persona is “${quoted(ctx.builder, shorten(stripEnd(persona), 160), "customer discovery (personas)")}”`
        : ""
    }. ${product} wins them by being built for their week, not for everyone's.`,
  ];
  const angles = [
    "Deferred does not mean never: each row says what would reopen it at a quarterly review.",
    "Ordered by how close each is to the first segment's budget and problem: the first row is the likeliest second segment.",
    "Each deferred segment would need its own message, channel and interviews; the reopen signal is the evidence that it is worth that cost.",
  ];
  return [
    paragraph(why[0] ?? ""),
    table(
      ["Deferred segment", "Why it waits", "Signal that would reopen it"],
      deferred.length > 0
        ? deferred.map((segment) => [segment.name, segment.why, segment.reopen])
        : [["Everyone else", "Focus: one segment at a time.", "The first segment's goal is met."]],
    ),
    paragraph(pick(angles, round) ?? ""),
  ];
}

// ---------------------------------------------------------------------------------------------
// Goals
// ---------------------------------------------------------------------------------------------

export function goals(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("goals");
  const g = goalFigures(ctx, round);
  const { facts, request } = ctx;
  const baselineCell = g.baselineGiven ? `${g.baseline} (your traction)` : g.baseline;
  const rows: string[][] = [];
  if (request.yearGoal) {
    rows.push([
      "This year's goal (yours)",
      "As you defined it",
      baselineCell,
      request.yearGoal,
      "Your input",
    ]);
  }
  rows.push(
    [
      "Prove the pain",
      `Discovery interviews with ${ctx.customerShort}`,
      facts.discovery
        ? "Planned in your customer discovery, none logged here yet"
        : "None logged yet",
      `${g.interviews} by the end of Q1`,
      facts.discovery ? "Carried from your customer discovery" : "Estimate",
    ],
    [
      "Paying customers",
      "New paying customers",
      baselineCell,
      g.selling
        ? `${g.customers.display} by the end of Q4, on top of today's`
        : `${g.customers.display} by the end of Q4, the first by the end of ${g.firstRevenueQuarter}`,
      `Estimate (${g.take} take, arithmetic in the assumptions)`,
    ],
    [
      "Keep them",
      g.retention.metric,
      "Not measured yet",
      `${capitalise(g.retention.target)} (the ${facts.model.name} benchmark)`,
      "Ninefold knowledge base",
    ],
    [
      "Pay back acquisition",
      "CAC payback",
      "Not measured yet",
      `${g.payback} or less`,
      "Ninefold knowledge base",
    ],
    [
      "Healthy margin",
      "Gross margin",
      "Not measured yet",
      `${g.margin} or better`,
      "Ninefold knowledge base",
    ],
  );
  const ordered = round === 0 ? rows : [...rows.slice(0, 1), ...rotate(rows.slice(1), round)];
  const note =
    g.take === "planning"
      ? `Targets marked estimate rest on planning assumptions, not on your data: replace the customer pace with your own close rate ${g.selling ? "from this quarter's deals" : `after the first deals in ${g.firstRevenueQuarter}`}.`
      : `This is the ${g.take} take: the customer target moves with the pace assumed (see its assumption). Pick the take you would defend to an investor and say why.`;
  return [
    paragraph(
      `Goals for ${ctx.product} over the next twelve months, each with one metric, today's baseline and a target. ${
        g.baselineGiven
          ? "Baselines come from the traction you entered."
          : "No traction was given, so baselines start at pre-launch."
      }`,
    ),
    table(["Goal", "Metric", "Baseline", "Target", "Basis"], ordered),
    paragraph(note),
  ];
}

// ---------------------------------------------------------------------------------------------
// Bets
// ---------------------------------------------------------------------------------------------

export function bets(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("bets");
  const chosen = chosenBets(ctx, round);
  const work: Record<string, string> = {
    focus: `sales calls and onboarding with ${ctx.customerShort}`,
    channel: "building and measuring the channel",
    edge: `product work on the difference and demos against ${shorten(ctx.alternatives[0] ?? "today's workaround", 60)}`,
    retention: `customer success with the first ${ctx.customerShort}`,
    pricing: "pricing pages, proposals and negotiation",
  };
  const rows = chosen.map((bet, index) => [
    `${bet.name}. ${bet.what}`,
    `${betCost(ctx, index)} of team time, mostly ${work[bet.key] ?? "delivery"}`,
    bet.assumption,
    bet.stop,
  ]);
  const runway = ctx.runway
    ? ctx.runway.months < 12
      ? ` With ${ctx.runway.display} of runway, the costs count only the months you can pay for; the roadmap puts a raise or a cut before it ends.`
      : ` Your runway (${ctx.runway.display}) covers the year.`
    : " No runway was given: the costs assume the team works the whole year.";
  return [
    paragraph(
      `Three bets for ${ctx.product}, costed in the team's time (${ctx.capacity.display} this year, from ${ctx.team.given ? ctx.team.display : `an assumed ${ctx.team.display}`}).${runway}`,
    ),
    table(["Bet", "Cost", "Key assumption", "Stop signal"], rows),
    paragraph(
      round === 0
        ? "The first bet takes half the team's time, the second three tenths and the third a fifth; a bet whose stop signal fires frees its share for the others."
        : `A different set of bets from the first draft, led by “${chosen[0]?.name ?? ""}”. The same split of the team's time applies.`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Not doing
// ---------------------------------------------------------------------------------------------

export function notDoing(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("not-doing");
  const { facts, product } = ctx;
  const [first, second, third] = chosenBets(ctx, 0);
  const pushes = (bet: { name: string } | undefined) => (bet ? `“${bet.name}”` : "the first bet");
  const items: string[] = deferredSegments(ctx, 0)
    .slice(0, 2)
    .map(
      (segment) =>
        `Selling to ${segment.name.toLowerCase()}. It would push out ${pushes(first)}: a second segment splits every demo, message and roadmap choice.`,
    );
  items.push(
    facts.orientation === "B2B"
      ? `Custom builds for one large customer (their own version of ${product}). It would push out ${pushes(second)}: one contract's feature list becomes the roadmap.`
      : `Paid advertising at scale before customers stay. It would push out ${pushes(second)}: the budget buys customers who leave.`,
    `A second platform (a native app and a web version, or a new product line) before the first one is used weekly. It would push out ${pushes(third)}.`,
  );
  const rival = ctx.alternativesNamed ? ctx.alternatives[0] : undefined;
  items.push(
    rival
      ? `Matching ${rival} feature for feature. It would push out ${pushes(first)}: ${product} wins on focus, not on the length of its feature list.`
      : `Matching the broad incumbents feature for feature. It would push out ${pushes(first)}: ${product} wins on focus.`,
  );
  const parked = chosenBets(ctx, 0).map((bet) => bet.key);
  for (const bet of chosenBets(ctx, 3)) {
    if (!parked.includes(bet.key)) {
      items.push(
        `The “${bet.name}” bet, parked for now. Taking it on would push out ${pushes(third)}; reopen it at a quarterly review if a chosen bet's stop signal fires.`,
      );
    }
  }
  if (ctx.request.constraints) {
    items.push(
      `Anything that breaks your constraints (“${ctx.request.constraints}”), however tempting the deal.`,
    );
  }
  const shown = round === 0 ? items : rotate(items, round);
  return [
    paragraph(
      `What ${product} will not do in the next twelve months, and what each would push out if it sneaked back in. When a tempting opportunity arrives mid-year, check it against this list before saying yes.`,
    ),
    list(shown),
    ...(round === 0
      ? []
      : [
          paragraph(
            `Reordered: “${shorten(lowerFirst(shown[0] ?? ""), 90)}” is the temptation to guard against first this time.`,
          ),
        ]),
  ];
}
