import { capitalise, lowerFirst, shorten } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { formatPriceRange } from "../_kit/kb-prose.server";
import { rotate } from "../_kit/plan/prose.server";
import { chosenBets, deferredSegments, goalFigures } from "./choices.server";
import { joinAnd, kbText, type PlanContext, pick, quoted, stripEnd } from "./context.server";
import { positioningChoice } from "./sections.server";

/**
 * The plan's later sections (issue 13): the twelve-month roadmap, risks, the review checklist,
 * the SWOT and the lean canvas.
 */

const paragraph = (text: string): PlanBlock => ({ kind: "paragraph", text });
const list = (items: string[], ordered = false): PlanBlock => ({ kind: "list", ordered, items });
const table = (header: string[], rows: string[][]): PlanBlock => ({ kind: "table", header, rows });

// ---------------------------------------------------------------------------------------------
// Roadmap
// ---------------------------------------------------------------------------------------------

const SEQUENCES = [
  {
    name: "validate, sell, scale, keep",
    focus: (b: string[]) => [
      `Prove the pain and open ${b[0]}`,
      `First revenue through ${b[0]}`,
      `Scale what works: ${b[1]}`,
      `Keep and expand: ${b[2]}`,
    ],
  },
  {
    name: "sell from day one",
    focus: (b: string[]) => [
      `Paid pilots from the first month: ${b[0]}`,
      `Turn pilots into contracts; start ${b[1]}`,
      `Repeatable selling: ${b[1]}`,
      `Retention and references: ${b[2]}`,
    ],
  },
  {
    name: "build the core first",
    focus: (b: string[]) => [
      "Build the one workflow customers repeat, with five design partners",
      `Launch to the design partners' peers: ${b[0]}`,
      `Open the channel: ${b[1]}`,
      `Prove it pays back: ${b[2]}`,
    ],
  },
] as const;

export function roadmap(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("roadmap");
  const sequence = SEQUENCES[round % SEQUENCES.length] ?? SEQUENCES[0];
  const names = chosenBets(ctx, 0).map((bet) => `“${bet.name}”`);
  const g = goalFigures(ctx, 0);
  const focus = sequence.focus(names);
  const firstIndex = Number(g.firstRevenueQuarter.slice(1)) - 1;
  const milestones = [
    `${g.interviews} with ${ctx.customerShort}; the positioning sentence tested; a price on the page`,
    `Paid pilots or pre-orders from ${ctx.customerShort}; cost per customer measured for the channel`,
    `${g.retention.metric} tracked for every customer; CAC payback measured against ${g.payback}`,
    `${capitalise(g.customers.display)} in the year; next year's plan drafted from the reviews`,
  ];
  if (!g.selling && firstIndex >= 0 && firstIndex < 3) {
    milestones[firstIndex] =
      `${milestones[firstIndex]}; first paying ${ctx.customerShort} (${g.firstRevenueQuarter}, the goal's date)`;
  }
  const [lead, second] = names;
  const reviews = [
    `End of Q1: do ${ctx.customerShort} confirm the pain in their own words? Keep, change or stop ${lead ?? "the first bet"}.`,
    `End of Q2: are customers paying at the planned pace (${g.customers.pace} a month)? Check the stop signals of ${joinAnd(names.slice(0, 2))}.`,
    `End of Q3: is ${second ?? "the channel"} inside the ${g.payback} payback target? Reopen a deferred segment only with evidence.`,
    `End of Q4: ${ctx.product}'s goals against their targets; write next year's plan from the four reviews.`,
  ];
  const runway = ctx.runway;
  let runwayNote = runway
    ? `Your runway (${runway.display}) covers the twelve months; revisit it at each review.`
    : "No runway given: add it and the roadmap marks the quarter by which to raise or cut spending.";
  if (runway && runway.months < 12) {
    const endQuarter = Math.max(1, Math.ceil(runway.months / 3));
    const raiseQuarter = Math.max(1, endQuarter - 1);
    const raiseIndex = raiseQuarter - 1;
    milestones[raiseIndex] =
      `${milestones[raiseIndex]}; start raising or cut spending (runway ends in month ${runway.months}, your figure)`;
    runwayNote = `Runway ends in month ${runway.months} (your figure), inside Q${endQuarter}: the fundraise or the cut starts in Q${raiseQuarter}, a quarter ahead, and every quarter after it depends on that outcome.`;
  }
  const rows = ["Q1", "Q2", "Q3", "Q4"].map((quarter, index) => [
    quarter,
    focus[index] ?? "",
    milestones[index] ?? "",
    reviews[index] ?? "",
  ]);
  return [
    paragraph(
      `The next four quarters for ${ctx.product}, sequenced as “${sequence.name}”. ${runwayNote}`,
    ),
    table(["Quarter", "Focus", "Milestones", "Review point"], rows),
  ];
}

// ---------------------------------------------------------------------------------------------
// Risks
// ---------------------------------------------------------------------------------------------

const WARNINGS: readonly [RegExp, string, string][] = [
  [
    /regulat|licen|clearance|hipaa|gdpr|compliance|law|rules/i,
    "In a sale to {customer}, a security, legal or compliance review asks for something you cannot show yet.",
    "List what reviews ask for and close the gaps before the next deal, not during it.",
  ],
  [
    /churn|retention|novelty|drop-off|fading|cancel/i,
    "Usage by the first {customer} falls two weeks in a row, before any cancellation.",
    "Call each customer whose use dropped; fix the reason before adding new ones.",
  ],
  [
    /sales cycle|runway|cash|capital|funding/i,
    "Deals sit at the same stage for a month, or spending outruns the plan two months running.",
    "Shorten the sale (smaller first purchase, pilot) and re-cut the roadmap to the runway.",
  ],
  [
    /compet|incumbent|bundle|answer on price|already serve|copy/i,
    "In sales calls, {customer} mention a competitor's new feature or discount.",
    "Lean on the positioning's difference; do not follow on price.",
  ],
  [
    /switch|learn|habit|download|another app|one more app|data/i,
    "Trials stall at set-up: {customer} sign up but never finish the first task in {product}.",
    "Do the set-up for them (import, onboarding call) until it takes minutes.",
  ],
  [
    /price|fee|cost|margin|ad costs/i,
    "Discounts creep into most deals, or cost per customer rises quarter on quarter.",
    "Hold the price; cut the channel or the offer that needs discounts.",
  ],
  [
    /small|niche|demand|volume/i,
    "Interviews run out of new {customer} to talk to before the customer goal is in sight.",
    "Widen to the first deferred segment only with the same pain in the same words.",
  ],
];

export function risks(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("risks");
  const { facts } = ctx;
  const candidates: { risk: string; from: string }[] = [];
  for (const risk of facts.industry.keyRisks.slice(0, 2)) {
    candidates.push({
      risk: kbText(ctx, risk, `${facts.industry.name} risk`),
      from: `${facts.industry.name} (knowledge base)`,
    });
  }
  for (const risk of facts.model.keyRisks.slice(0, 2)) {
    candidates.push({
      risk: kbText(ctx, risk, `${facts.model.name} risk`),
      from: `${facts.model.name} model (knowledge base)`,
    });
  }
  for (const barrier of facts.discovery?.solutionFit.adoptionBarriers.slice(0, 3) ?? []) {
    candidates.push({
      risk: quoted(ctx.builder, `${stripEnd(barrier)}.`, "customer discovery (adoption barriers)"),
      from: "Your customer discovery (adoption barrier)",
    });
  }
  for (const threat of facts.market?.threats.slice(0, 3) ?? []) {
    candidates.push({
      risk: quoted(ctx.builder, shorten(threat, 300), "market analysis (threats)"),
      from: "Your market analysis (threat)",
    });
  }
  const seen = new Set<string>();
  const unique = candidates.filter(({ risk }) => {
    const key = risk.toLowerCase().slice(0, 40);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const chosen = rotate(unique, round).slice(0, 5);
  const rows = chosen.map(({ risk, from }) => {
    const warning = WARNINGS.find(([pattern]) => pattern.test(risk));
    const fill = (text: string) =>
      text.replaceAll("{customer}", ctx.customerShort).replaceAll("{product}", ctx.product);
    return [
      risk,
      from,
      fill(warning?.[1] ?? "The goal this risk threatens is off track at a quarterly review."),
      warning?.[2] ??
        "Name an owner and a fix at that review; stop the bet it undermines if it repeats.",
    ];
  });
  const missing = [
    facts.market ? "" : "a market analysis (its threats)",
    facts.discovery ? "" : "customer discovery (its adoption barriers)",
  ].filter(Boolean);
  return [
    paragraph(
      `The risks most likely to knock ${ctx.product} off this plan, each with the early warning to watch for and the first response.${
        missing.length > 0
          ? ` Without ${joinAnd(missing)}, the list leans on the knowledge base.`
          : ""
      }`,
    ),
    table(["Risk", "Where it comes from", "Early warning", "First response"], rows),
  ];
}

// ---------------------------------------------------------------------------------------------
// Quarterly review
// ---------------------------------------------------------------------------------------------

/** The early warning of the plan's first risk (the one the review checks first). */
function firstWarning(ctx: PlanContext): string {
  const risk = ctx.facts.industry.keyRisks[0] ?? "";
  const warning = WARNINGS.find(([pattern]) => pattern.test(risk))?.[1] ?? "a goal off track";
  return warning.replaceAll("{customer}", ctx.customerShort).replaceAll("{product}", ctx.product);
}

export function review(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("review");
  const g = goalFigures(ctx, 0);
  const bets = chosenBets(ctx, 0);
  const deferred = deferredSegments(ctx, 0);
  const items = [
    `Goals: for each goal, today's figure against its baseline and target; paying customers against ${g.customers.display} for the year.`,
    `Bets: for ${joinAnd(bets.map((bet) => `“${bet.name}”`))}, has its stop signal fired? Stop, change or keep each, and move its share of time.`,
    `Positioning: do ${ctx.customerShort} still describe the pain and the alternative as the positioning sentence does? Quote the last three interviews.`,
    `Segments: has any reopen signal fired for ${joinAnd(deferred.map((segment) => segment.name.toLowerCase()).slice(0, 2)) || "a deferred segment"}? Reopen only with evidence.`,
    `Risks: which early warnings appeared this quarter (watch first: ${lowerFirst(shorten(stripEnd(firstWarning(ctx)), 140))}), and what was done?`,
    `Money: ${ctx.runway ? `runway left against the ${ctx.runway.display} you started with` : "months of cash left at the current spend"}; ${g.retention.metric.toLowerCase()} and CAC payback against the ${ctx.facts.model.name} benchmarks.`,
    `Not-doing list: what did ${ctx.customerShort}, partners or investors ask for that is on it, and did the list hold?`,
    `Next quarter: ${ctx.product}'s roadmap row, updated; one sentence on what changed and why.`,
  ];
  const shown = round === 0 ? items : rotate(items, round);
  return [
    paragraph(
      `Run this at the end of each quarter, in under two hours, with everyone who works on ${ctx.product}. Write the answers down: next quarter's review starts from them.`,
    ),
    list(shown, true),
  ];
}

// ---------------------------------------------------------------------------------------------
// SWOT
// ---------------------------------------------------------------------------------------------

export function swot(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("swot");
  const { facts, builder, product } = ctx;
  const { market, discovery, industry, model } = facts;
  const g = goalFigures(ctx, 0);
  const strengths = [
    `Focus: ${product} is built for ${ctx.customerShort}, where ${ctx.alternativesNamed ? joinAnd(ctx.alternatives.slice(0, 3)) : (ctx.alternatives[0] ?? "today's options")} serve a broad market.`,
    `${model.name} economics: about ${g.margin} gross margin (benchmark) leaves room to win early customers with service rather than discounts.`,
    ...(ctx.request.traction ? [`Traction to build on: ${ctx.request.traction}.`] : []),
    ...(discovery
      ? [
          `A value proposition drafted from customer discovery: “${shorten(quoted(builder, ctx.ourWords(discovery.solutionFit.valueProposition.split(". ")[0] ?? ""), "customer discovery (value proposition)"), 220)}”.`,
        ]
      : []),
  ];
  const weaknesses = [
    ...(discovery
      ? discovery.recommendations.researchGaps
          .slice(0, 2)
          .map(
            (gap) =>
              `Not known yet: ${quoted(builder, ctx.ourWords(shorten(stripEnd(gap), 200)), "customer discovery (research gaps)")}.`,
          )
      : ["No customer discovery yet: the pain and the willingness to pay are unproven."]),
    ctx.team.size <= 3
      ? `A small team (${ctx.team.given ? ctx.team.display : `${ctx.team.display} assumed`}) behind ${product}: every bet competes for the same people.`
      : `A team of ${ctx.team.display} to coordinate before the product has found its first segment.`,
    ...(ctx.request.traction
      ? []
      : [`No paying ${ctx.customerShort} yet: every figure in the goals is a plan, not a result.`]),
    ...(discovery
      ? [
          quoted(
            builder,
            `No moat yet: ${stripEnd(discovery.solutionFit.adoptionBarriers[0] ?? "switching costs favour the incumbents")} works against a newcomer.`,
            "customer discovery (adoption barriers)",
          ),
        ]
      : []),
  ];
  const opportunities = market
    ? market.opportunities
        .slice(0, 3)
        .map((item) => quoted(builder, shorten(item, 300), "market analysis (opportunities)"))
    : industry.trends
        .slice(0, 2)
        .map((trend) => kbText(ctx, trend.text, `${industry.name} trend`, trend.sourceId));
  if (discovery) {
    const growth = discovery.marketInsights.growthOpportunities[0];
    if (growth)
      opportunities.push(
        quoted(
          builder,
          ctx.ourWords(shorten(growth, 300)),
          "customer discovery (growth opportunities)",
        ),
      );
  }
  const threats = market
    ? market.threats
        .slice(0, 3)
        .map((item) => quoted(builder, shorten(item, 300), "market analysis (threats)"))
    : [
        ...industry.keyRisks.slice(0, 2).map((risk) => kbText(ctx, risk, `${industry.name} risk`)),
        ctx.alternativesNamed
          ? `${joinAnd(ctx.alternatives.slice(0, 3))} already serve the customers you want.`
          : `Incumbents such as ${ctx.alternatives[0] ?? "the category's leaders"} could add what you sell.`,
      ];
  const quadrants: [string, string[]][] = [
    [`Strengths (from your idea${discovery ? " and customer discovery" : ""})`, strengths],
    [`Weaknesses (from your idea${discovery ? " and customer discovery" : ""})`, weaknesses],
    [
      `Opportunities (from ${market ? "your market analysis" : "the knowledge base; no market analysis yet"})`,
      opportunities,
    ],
    [
      `Threats (from ${market ? "your market analysis" : "the knowledge base; no market analysis yet"})`,
      threats,
    ],
  ];
  const blocks: PlanBlock[] = [];
  for (const [title, items] of quadrants) {
    blocks.push(paragraph(title), list(rotate(items, round).slice(0, round === 0 ? 4 : 3)));
  }
  blocks.push(
    paragraph(
      round === 0
        ? `What it means for the plan: the bets use the strengths against the first opportunity, and the risks section watches the threats.`
        : `A second reading, leading with different points in each quadrant: weigh which strengths ${product} can still claim after ten more interviews.`,
    ),
  );
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Lean canvas
// ---------------------------------------------------------------------------------------------

export function leanCanvas(ctx: PlanContext): PlanBlock[] {
  const round = ctx.round("lean-canvas");
  const { facts, builder, product } = ctx;
  const { model } = facts;
  const position = positioningChoice(ctx, round);
  const g = goalFigures(ctx, 0);
  const price = ctx.price ? undefined : pick(model.typicalPricePoints, round);
  const priceText = price
    ? builder.estimate(
        `${model.name} price range: ${price.label}`,
        formatPriceRange(price),
        `Typical ${price.label.toLowerCase()} range kept in the Ninefold knowledge base for the ${model.name} model: ${formatPriceRange(price)}. A benchmark from prices commonly charged, not a published survey.`,
      )
    : undefined;
  const channels = rotate(model.channels, round)
    .slice(0, 2)
    .map((channel) =>
      quoted(builder, stripEnd(channel), `knowledge-base entry for ${model.name} (channels)`),
    );
  const features =
    ctx.features.length > 0
      ? rotate(ctx.features, round).slice(0, 3)
      : [
          `the smallest version of ${product} that removes the pain end to end (customer discovery would rank the features)`,
        ];
  const early = deferredSegments(ctx, 0)[0];
  const rows = [
    [
      "Problem",
      `${capitalise(shorten(ctx.pain.clause.replace(/^(live with this today: |face )/, ""), 300))}; ${joinAnd(ctx.needs.slice(0, 2))}.`,
    ],
    [
      "Customer segments",
      `${capitalise(ctx.customer)} first${early ? `; later, ${early.name.toLowerCase()}` : ""}.`,
    ],
    [
      "Unique value proposition",
      `${product} ${position.benefit}; unlike ${position.alternative}, it offers ${position.need}.`,
    ],
    ["Solution", `${capitalise(joinAnd(features))}.`],
    [
      "Channels",
      `${capitalise(joinAnd(channels.map((channel) => channel.charAt(0).toLowerCase() + channel.slice(1))))}.`,
    ],
    [
      "Revenue streams",
      `${model.name}${ctx.price ? `: ${ctx.price.shown}${ctx.price.unit} (${ctx.price.fromText})` : priceText ? `: ${priceText} (${model.name} benchmark)` : ""}; ${g.customers.display} targeted this year.`,
    ],
    [
      "Cost structure",
      `The team's time (${ctx.capacity.display} this year), then acquisition within a CAC payback of ${g.payback}; gross margin near ${g.margin}.`,
    ],
    [
      "Key metrics",
      `New paying customers, ${g.retention.metric.toLowerCase()}, CAC payback, gross margin.`,
    ],
    [
      "Unfair advantage",
      facts.discovery
        ? `None yet, honestly: focus on ${ctx.customerShort}. Turn it into something harder to copy: integrations, references from their peers, a reputation in their trade.`
        : `None yet: focus on ${ctx.customerShort} is the start. Customer discovery would show what could become one.`,
    ],
  ];
  return [
    paragraph(
      `${product} on one page.${round === 0 ? "" : " This version rotates the solution, channels and pricing shown."}`,
    ),
    table(["Block", "Content"], rows),
  ];
}
