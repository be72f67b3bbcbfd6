import { moneyIn } from "../../engine/reading/price";
import { capitalise, lowerFirst } from "../../engine/text";
import type { PlanBlock } from "../../shared/plan";
import { disagreementText } from "../_kit/plan/figures.server";
import { rotate, variant } from "../_kit/plan/prose.server";
import { titleSubject } from "../project-title";
import { type GtmContext, joinWords, MOTION_LABEL } from "./context.server";

/**
 * The ideal customer profile, the messaging framework and the launch pricing and offer (issue
 * 13), written from the founder's words first, then customer discovery, the strategic plan, the
 * market analysis and the knowledge base.
 */

const B2B_GATHER = [
  "the trade association and its newsletter",
  "LinkedIn groups and the peers they ask before buying",
  "the conferences and webinars of their field",
];
const B2C_GATHER = [
  "neighbourhood and parents' groups on Facebook and WhatsApp",
  "Instagram, TikTok and the creators they already follow",
  "Reddit threads and review sites where they compare options",
];

const B2B_TRIGGERS = [
  "A new budget period or a new manager who wants the problem fixed",
  "A bad week: a missed deadline, a complaint or an audit that exposes the workaround",
  "The person who kept the workaround alive leaves",
];
const B2C_TRIGGERS = [
  "A change in routine: a move, a new job, a new child or a new pet",
  "A bad experience with what they use today",
  "A friend showing them something better",
];

/**
 * How the ICP names the strategic plan's first segment: the segment alone, not its whole
 * paragraph ("Practice managers … come first: you named them; …" read as a quote inside a quote).
 */
export function strategicSegment(firstSegment: string | undefined, customer: string): string {
  const named = firstSegment
    ?.split(/:\s/u)[0]
    ?.replace(/\s+come first\.?$/iu, "")
    .trim();
  if (!named) return "";
  if (named.toLowerCase() === customer.toLowerCase()) {
    return " They are also the first segment of your strategic plan.";
  }
  return ` Your strategic plan's first segment is ${lowerFirst(titleSubject(named, 160))}.`;
}

export function icpSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("icp"), 3);
  const { product, customer, customerFull } = ctx;
  const segment = strategicSegment(ctx.firstSegment, customerFull);
  const competitors = joinWords(ctx.competitors, "or");
  const opening =
    take === 1
      ? `Picture the buyer ${product} wins first: one of ${customerFull}, in the week the problem costs them most.${segment}`
      : take === 2
        ? `Start from who is NOT a fit, then narrow: ${product}'s first buyers are ${customerFull} who already feel the problem and can say yes without a committee.${segment}`
        : `${product}'s first buyers are ${customerFull}.${segment} Win a handful of them before widening the net: they meet the problem every week, can tell you what it costs, and their word reaches others like them.`;
  const triggers = [
    ...(ctx.trigger ? [`${capitalise(ctx.trigger)} (from your customer discovery)`] : []),
    ...(ctx.problem ? [`The problem in your words happens again: ${ctx.problem}`] : []),
    ...(ctx.b2b ? B2B_TRIGGERS : B2C_TRIGGERS),
  ].slice(0, 5);
  const gather = rotate(ctx.b2b ? B2B_GATHER : B2C_GATHER, take);
  const rows: string[][] = [
    [
      "Who buys",
      ctx.b2b
        ? `The person among ${customer} who owns the problem and signs off the spend; their team are the users, so win both.`
        : `${capitalise(customer)} who pay for it themselves and decide in minutes.`,
    ],
    ["Where they gather", capitalise(joinWords(gather))],
    [
      "What they use today",
      ctx.competitors.length === 0
        ? "A spreadsheet, paper, a general-purpose tool or a workaround by hand: name the tools they use to sharpen the plan."
        : `${capitalise(competitors)}${ctx.competitorsNamed ? "" : " (typical alternatives; name yours to sharpen the plan)"}, or a workaround by hand.`,
    ],
    [
      "How they buy",
      `${capitalise(MOTION_LABEL[ctx.motion])}${ctx.motionChosen ? " (your choice)" : " (assumed from the price and the customer)"}: ${motionHow(ctx)}`,
    ],
    [
      "Not a fit yet",
      ctx.b2b
        ? "Organisations that need a long procurement process or a custom build before a first trial."
        : "People who only need it once a year, or want it free forever.",
    ],
  ];
  const hurts = [
    ...(ctx.problem ? [`${ctx.problem.replace(/[.!?…]+$/, "")} (in your words)`] : []),
    ...ctx.pains.slice(0, 1).map((pain) => `${pain} (from your customer discovery)`),
  ];
  if (hurts.length > 0) rows.splice(1, 0, ["What hurts", hurts.join("; ")]);
  return [
    { kind: "paragraph", text: opening },
    { kind: "table", header: ["Attribute", `${product}'s first buyers`], rows: rotate(rows, 0) },
    { kind: "paragraph", text: "Buying triggers: the moments that make them look for a fix now." },
    { kind: "list", ordered: false, items: rotate(triggers, take) },
  ];
}

function motionHow(ctx: GtmContext): string {
  switch (ctx.motion) {
    case "sales-led":
      return "a conversation, a demo with their own data, then a signed order.";
    case "self-serve":
      return "they find it, try it and pay without talking to you.";
    case "community-led":
      return "they hear of it from people like them and join where those people already are.";
    case "partner-led":
      return "they buy through someone they already trust and buy from.";
  }
}

// ---------------------------------------------------------------------------------------------

interface Objection {
  objection: string;
  answer: string;
  proof: string;
}

const ANSWERS: { test: RegExp; answer: (ctx: GtmContext) => string; proof: string }[] = [
  {
    test: /staff time|learn|training|busy/i,
    answer: (ctx) =>
      `${ctx.product} is set up with you in one session, and the team learns it on their first real task.`,
    proof: "Time-to-first-result measured in the pilot",
  },
  {
    test: /security|protection|privacy|review/i,
    answer: () => "A plain security and data-protection summary is ready before the first call.",
    proof: "A one-page security summary and a data-processing agreement",
  },
  {
    test: /switch|migrat|habits/i,
    answer: (ctx) =>
      `We move your data in for you and run ${ctx.product} beside what you use today until you trust it.`,
    proof: "An import done live in the demo",
  },
  {
    test: /regulat|licen|compli|rule/i,
    answer: () =>
      "The rules that apply are listed and handled in the product, not left to the customer.",
    proof: "A compliance checklist reviewed by an adviser",
  },
  {
    test: /locked|recurring|subscription fatigue|charge/i,
    answer: () =>
      "Cancel in two clicks, any time; the founding price is honoured for as long as they stay.",
    proof: "Cancellation terms on the pricing page",
  },
  {
    test: /price|cost|expensive|budget/i,
    answer: (ctx) =>
      `Set the price against what the problem costs ${ctx.customer} today, not against ${ctx.competitors[0] ?? "the cheapest option"}.`,
    proof: "A cost-of-the-problem sum from interviews",
  },
  {
    test: /novelty|drop-off|fading|another app|one more app|remember/i,
    answer: (ctx) =>
      `${ctx.product} earns its place in the first week with one result they can see, then reminds them only when it matters.`,
    proof: "First-week retention from the pilot cohort",
  },
];

function answerFor(ctx: GtmContext, objection: string): Objection {
  const match = ANSWERS.find((candidate) => candidate.test.test(objection));
  return {
    objection,
    answer: match
      ? match.answer(ctx)
      : `Answer it with a ${ctx.b2b ? "pilot" : "trial"}: let ${ctx.customer} see ${ctx.product} work on their own problem before they pay in full.`,
    proof: match?.proof ?? `A short case from the first ${ctx.b2b ? "pilot" : "customers"}`,
  };
}

function defaultObjections(ctx: GtmContext): string[] {
  const rival =
    ctx.competitors[0] ??
    (ctx.b2b ? "a system that works well enough" : "something that works well enough");
  return ctx.b2b
    ? [
        `We already use ${rival}`,
        "Switching our data and habits is too much work",
        "Our staff have no time to learn a new system",
        "Is our data safe with a new vendor",
      ]
    : [
        `I already use ${rival}`,
        "I do not want to be locked into a recurring charge",
        "It is one more app to remember",
        "Is it worth the price",
      ];
}

export function messagingSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("messaging"), 3);
  const { product, customer } = ctx;
  const pain = ctx.problem
    ? lowerFirst(ctx.problem.replace(/[.!?…]+$/, ""))
    : ctx.pains[0]
      ? lowerFirst(ctx.pains[0])
      : "the workaround they put up with today";
  const rivals =
    ctx.competitors.length === 0
      ? "the workaround they use today"
      : joinWords(ctx.competitors, "or");
  const core = [
    `Core message (pain first): ${product} is for ${customer} who are tired of this: ${pain}. It takes that job off their hands and shows the result.`,
    `Core message (outcome first): with ${product}, ${customer} get the result they want without the workaround; today ${pain}.`,
    `Core message (against the alternative): unlike ${rivals}, ${product} is built only for ${customer}, around the moment this happens: ${pain}.`,
  ][take];
  const positioning = ctx.positioning
    ? `It follows your strategic plan's positioning: ${ctx.positioning}`
    : "There is no strategic plan to take a position from yet; test this message in five-second tests and first calls before you print it.";
  const proofs = rotate(
    [
      `A before-and-after from the first ${ctx.b2b ? "pilot" : "users"}: the time or money ${customer} saved, in their words.`,
      ctx.competitors.length === 0
        ? `A side-by-side with ${rivals}: what ${product} does for ${customer} that it does not.`
        : `A side-by-side with ${rivals}: what ${product} does for ${customer} that they do not.`,
      `A quote from a discovery interview that names the pain exactly as they say it.`,
      `The founding price shown upfront, with the terms to leave, so trying it is safe.`,
    ],
    take,
  ).slice(0, 3);
  const objections = (ctx.barriers.length > 0 ? ctx.barriers : defaultObjections(ctx))
    .slice(0, 5)
    .map((objection) => answerFor(ctx, objection));
  return [
    { kind: "paragraph", text: `${core} ${positioning}` },
    { kind: "paragraph", text: "Three proofs to show on the page and in every call:" },
    { kind: "list", ordered: true, items: proofs },
    {
      kind: "table",
      header: ["Objection", "Answer", "Proof"],
      rows: rotate(objections, take).map((item) => [item.objection, item.answer, item.proof]),
    },
    {
      kind: "paragraph",
      text:
        ctx.barriers.length > 0
          ? "The objections are the adoption barriers your customer discovery found; keep adding the ones you hear."
          : "No customer discovery to draw objections from: these are the usual ones for this kind of buyer; replace them with what you hear in the first calls.",
    },
  ];
}

// ---------------------------------------------------------------------------------------------

const OFFERS = ["founding", "pilot", "prepay"] as const;

export function pricingSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("pricing"), OFFERS.length);
  const { builder, price, facts } = ctx;
  const model = facts.model;
  const margin = builder.figure(`${model.name} gross margin`, model.grossMargin);
  const blocks: PlanBlock[] = [];
  const context: string[] = [];
  if (price.marketRange) {
    const name = price.marketRangeLabel?.split(" price range: ")[1]?.toLowerCase() ?? "comparable";
    context.push(`Your market analysis gives ${name} prices of ${price.marketRange}.`);
  } else
    context.push(
      `No market analysis to price from, so the knowledge base's ${model.name} ranges stand in.`,
    );
  const fromText = {
    "your brief": "your brief",
    "your words": price.fromText,
    "your input": "your planned price",
    "an earlier plan": price.fromText,
    "market analysis": "the market analysis' spend per customer, as a monthly price",
    "knowledge base": `the middle of the usual ${model.name} range`,
  }[price.from];
  context.push(
    `${ctx.product} lists at ${price.shown}${price.unit}${price.upfront ? `, plus ${price.upfront.shown}` : ""} (${fromText}); at a ${margin} gross margin, typical for ${model.name}, each sale leaves room to pay for acquisition.`,
  );
  blocks.push({ kind: "paragraph", text: context.join(" ") });
  const disagree = disagreementText(ctx.disagreements.price);
  if (disagree) blocks.push({ kind: "paragraph", text: disagree });
  const priceShown = (value: number) => moneyIn(value, price.currency);
  const offer = OFFERS[take] ?? "founding";
  const rows: string[][] = [["List price", `${price.shown}${price.unit}`, capitalise(price.from)]];
  // Hardware sold with a subscription: the device's one-off price is part of the offer.
  if (price.upfront)
    rows.push(["One-off price per new customer", price.upfront.shown, capitalise(price.from)]);
  const list = price.value;
  let offerText: string;
  if (offer === "founding") {
    const founding = Math.max(1, Math.round(list * 0.7));
    const shown = builder.estimate(
      "Founding-customer price",
      priceShown(founding),
      `List ${priceShown(list)} × (1 − 30%) = ${priceShown(founding)}, held for 12 months for the first 10 customers.`,
    );
    rows.push([
      "Founding-customer price",
      `${shown}${price.unit}`,
      "Estimate: 30% off for the first 10 customers, held 12 months",
    ]);
    offerText = `Launch offer: a founding-customer price of ${shown}${price.unit} for the first 10 ${ctx.customer} who sign up, held for 12 months, in exchange for a short case study and a monthly feedback call. The discount ends on a date, so it creates urgency without training buyers to wait for sales.`;
  } else if (offer === "pilot") {
    const pilot = Math.max(1, Math.round(list * 0.5));
    const shown = builder.estimate(
      "Paid pilot price",
      priceShown(pilot),
      `List ${priceShown(list)} × 50% = ${priceShown(pilot)} for a 3-month pilot, then the list price.`,
    );
    rows.push([
      "Paid pilot",
      `${shown}${price.unit}`,
      "Estimate: half the list price for 3 months",
    ]);
    offerText = ctx.b2b
      ? `Launch offer: a paid pilot at ${shown}${price.unit} for 3 months with one success measure agreed upfront; at the end the customer moves to the list price or walks away. Paying, even a little, filters out the curious and makes the pilot count.`
      : `Launch offer: the first 3 months at ${shown}${price.unit}, then the list price, with the renewal date shown at sign-up so nobody is surprised.`;
  } else {
    const annual = Math.round(list * 10);
    const shown = builder.estimate(
      "Annual prepay price",
      priceShown(annual),
      `List ${priceShown(list)} × 10 = ${priceShown(annual)}: 12 months for the price of 10, paid upfront.`,
    );
    rows.push(["Annual prepay", shown, "Estimate: 12 months for the price of 10"]);
    offerText = `Launch offer: pay a year upfront, ${shown} (12 months for the price of 10), for the first buyers who commit. It funds the launch with customers' cash and shows who believes in ${ctx.product} enough to pay ahead.`;
  }
  const payback = builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths);
  rows.push([
    "Acquisition cost ceiling",
    `Earned back within ${payback}`,
    `Knowledge base: ${model.name} businesses usually earn back acquisition cost in ${payback}`,
  ]);
  blocks.push({ kind: "table", header: ["Item", "Price", "Basis"], rows });
  blocks.push({ kind: "paragraph", text: offerText });
  blocks.push({
    kind: "list",
    ordered: false,
    items: [
      "Show the price on the page; hiding it costs more sign-ups than it saves.",
      `Keep one plan at launch; add tiers when ${ctx.customer} ask for them.`,
      "Raise the list price for the next cohort once founding places are taken, not before.",
    ],
  });
  return blocks;
}
