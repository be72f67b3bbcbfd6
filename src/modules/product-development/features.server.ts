import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { lowerFirst } from "../../engine/text";
import type { VentureFacts } from "../_kit/plan/facts.server";
import type { Platform } from "./questions";
import { cut, num, quote } from "./quote.server";

/**
 * The feature list and its RICE scores (issue 13): the features customer discovery ranked, the
 * unmet needs it found, the founder's must-haves and, without a discovery, the business model's
 * usual first features; then two tempting extras, scored like the rest so the cut list shows why
 * they wait. RICE = reach × impact × confidence ÷ effort (Intercom's prioritisation formula).
 */
export type Priority = "must" | "should" | "later";

export interface Feature {
  name: string;
  /** Where it came from, as the research table names it. */
  origin: string;
  /** Why the score: the evidence in a few words. */
  why: string;
  founder: boolean;
  reach: number;
  impact: number;
  confidence: number;
  effort: number;
  rice: number;
  priority: Priority;
  /** Display strings, each recorded in the provenance. */
  shown: { reach: string; impact: string; confidence: string; effort: string; rice: string };
}

interface Candidate {
  name: string;
  origin: string;
  why: string;
  founder: boolean;
  /** Share of the cohort expected to use it, percent. */
  share: number;
  impact: number;
  confidence: number;
  /** Tempting extras scored but kept out of the first version unless they earn it. */
  extra?: boolean;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];
const IMPACT_WORDS: Record<string, string> = {
  "3": "massive",
  "2": "high",
  "1": "medium",
  "0.5": "low",
  "0.25": "minimal",
};

/** Person-weeks of a small team to design, build and test a feature, by what it involves. */
const EFFORT_RULES: readonly [RegExp, number, string][] = [
  [/workflow|end to end|core (plan|action|job)|the core/i, 4, "the core workflow end to end"],
  [/native|ios|android/i, 6, "a native app build"],
  [/\bai\b|recommend|machine|smart/i, 3, "a recommendation or AI feature"],
  [/gps|map|track|location|nearby/i, 3, "maps or location tracking"],
  [/book|schedul|calendar|rota|shift|roster/i, 3, "scheduling or booking logic"],
  [/integrat|api\b|connect/i, 3, "an integration with another system"],
  [/import|migrat|sync|spreadsheet/i, 2, "an import from existing data"],
  [/chat|messag/i, 2, "messaging"],
  [/search|browse|listing|filter|match/i, 2, "search and listings"],
  [/report|dashboard|analytic|insight|summary/i, 1.5, "a report or dashboard"],
  [/role|permission|admin|team/i, 1.5, "roles and permissions"],
  [/review|rating|vet|trust|verif|proof/i, 1.5, "reviews, vetting or proof"],
  [/pay|billing|checkout|invoice|price/i, 1, "payments through an off-the-shelf provider"],
  [/remind|notif|alert|text|sms|email/i, 1, "reminders and notifications"],
  [/referral|credit|invite|share/i, 1, "a referral or sharing mechanic"],
  [/cancel|pause|skip/i, 1, "self-serve plan changes"],
];
const DEFAULT_EFFORT: [number, string] = [2, "a typical feature of its size"];

function effortOf(name: string): [number, string] {
  for (const [pattern, weeks, what] of EFFORT_RULES) if (pattern.test(name)) return [weeks, what];
  return DEFAULT_EFFORT;
}

/** The first features of a business model, when no customer discovery ranked any. */
function playbook(facts: VentureFacts): string[] {
  const customer = facts.customer;
  switch (facts.model.name) {
    case "Marketplace":
      return [
        "Listings with photos, price and location",
        "Search and filters for what is nearby",
        "Checkout with payment held until the handover",
        "Ratings and reviews after each transaction",
        "Messaging between buyer and seller",
      ];
    case "Subscription":
      return [
        "The core plan, with skip and pause one tap away",
        "Personalisation questions at sign-up",
        "A schedule the customer chooses",
        "Self-serve cancellation as easy as sign-up",
        "A referral credit for friends",
      ];
    case "E-commerce":
    case "Retail Products":
      return [
        "Product pages with clear photos, sizes and prices",
        "Checkout with card and wallet payments",
        "Order confirmation and tracking emails",
        "A returns request form",
        "A repeat-order shortcut",
      ];
    case "Mobile App":
    case "Freemium":
      return [
        "The core action, done within a minute of opening the app",
        "Onboarding that asks only what it needs",
        "Reminders that bring people back",
        "A history of what they did",
        "Sharing with a friend",
      ];
    case "B2B Services":
    case "Consulting":
    case "Professional Services":
    case "Local Services":
    case "Event Services":
    case "Home-Based Business":
      return [
        "Online booking of a first session",
        `An intake form that captures what ${customer} need`,
        "Quotes and invoices with online payment",
        "Status updates to the client",
        "A review request after each job",
      ];
    default:
      return facts.orientation === "B2B"
        ? [
            `The one workflow ${customer} repeat every week, done end to end`,
            "Import from the spreadsheet or tool they use today",
            "Team accounts with roles",
            "Reminders so nobody chases anybody",
            "A weekly summary report",
          ]
        : [
            `The core job ${customer} come for, done end to end`,
            "Sign-up that asks only what it needs",
            "Reminders that bring people back",
            "A history of what they did",
            "Sharing with a friend",
          ];
  }
}

/** The founder's must-haves: one per comma, semicolon or line. */
export function mustHaves(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((item) => item.trim().replace(/^[-*•]\s*/, ""))
    .filter((item) => item.length > 1)
    .slice(0, 6);
}

/** "Proof that it pays back: a result…" → "Proof that it pays back". */
function needAsFeature(need: string, customer: string): string | undefined {
  if (/^named in your market analysis/i.test(need)) return undefined;
  const head = need.split(/[:.]/)[0]?.trim() ?? "";
  if (head.length < 8) return undefined;
  if (/^something made for/i.test(head))
    return `Set-up, wording and defaults made for ${lowerFirst(customer)}`;
  if (/switch that costs little/i.test(head))
    return "A free trial on their own data, with no set-up fee";
  if (/proof that it pays/i.test(head))
    return "A report that proves it pays back (hours saved, revenue kept)";
  if (/confidence before paying/i.test(head))
    return "Reviews, a guarantee or a free first use before paying";
  return `An answer to the unmet need “${head}”`;
}

/** Two features are one when their words match, or one's words (four letters or more) hold the other's. */
function same(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const [x, y] = [key(a), key(b)];
  if (x === "" || y === "") return a.trim().toLowerCase() === b.trim().toLowerCase();
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && ` ${long} `.includes(` ${short} `);
}

function candidates(facts: VentureFacts, mustHave: string, platform: Platform): Candidate[] {
  const list: Candidate[] = [];
  const add = (candidate: Candidate) => {
    if (!list.some((item) => same(item.name, candidate.name))) list.push(candidate);
  };
  for (const item of mustHaves(mustHave)) {
    add({
      name: item,
      origin: "Your must-haves",
      why: "you insist on it",
      founder: true,
      share: 80,
      impact: 2,
      confidence: 50,
    });
  }
  const discovery = facts.discovery;
  if (discovery) {
    discovery.solutionFit.featurePriority.slice(0, 6).forEach((name, rank) => {
      add({
        name,
        origin: "Customer discovery: feature priority",
        why: `ranked ${ORDINALS[rank] ?? "lower"} in discovery's feature priority`,
        founder: false,
        share: Math.max(50, 100 - 10 * rank),
        impact: rank === 0 ? 3 : rank <= 2 ? 2 : rank <= 4 ? 1 : 0.5,
        confidence: 80,
      });
    });
    const needs = discovery.problemValidation.unmetNeeds.flatMap(
      (need) => needAsFeature(need, facts.customer) ?? [],
    );
    needs.slice(0, 2).forEach((name, rank) => {
      add({
        name,
        origin: "Customer discovery: unmet needs",
        why: "an unmet need discovery found, not yet a tested feature",
        founder: false,
        share: 70,
        impact: rank === 0 ? 2 : 1,
        confidence: 50,
      });
    });
  } else {
    playbook(facts).forEach((name, rank) => {
      add({
        name,
        origin: `Knowledge base: ${facts.model.name} first features`,
        why: `what ${facts.model.name} products usually need first; no discovery to confirm it`,
        founder: false,
        share: Math.max(50, 100 - 10 * rank),
        impact: rank === 0 ? 3 : rank <= 2 ? 2 : 1,
        confidence: 50,
      });
    });
  }
  const tool = facts.competitors[0];
  add({
    name:
      platform === "mobile"
        ? "A full web dashboard beside the app"
        : platform === "both"
          ? "Separate native iOS and Android apps"
          : "Native iOS and Android apps",
    origin: "Tempting extra",
    why: "a second platform doubles what to build and test",
    founder: false,
    share: 40,
    impact: 1,
    confidence: 50,
    extra: true,
  });
  add({
    name: tool
      ? `An integration with ${cut(tool, 40)}`
      : `Integrations with the tools ${facts.customer} already use`,
    origin: "Tempting extra",
    why: "useful once customers ask for it by name",
    founder: false,
    share: 30,
    impact: 1,
    confidence: 50,
    extra: true,
  });
  add({
    name: "AI recommendations",
    origin: "Tempting extra",
    why: "needs usage data the MVP has not collected yet",
    founder: false,
    share: 50,
    impact: 1,
    confidence: 20,
    extra: true,
  });
  return list;
}

/** The first quarter's cohort the reach figures count: accounts (B2B) or users (B2C). */
export interface Cohort {
  size: number;
  unit: string;
  shown: string;
}

export function cohortOf(facts: VentureFacts, builder: ProvenanceBuilder): Cohort {
  if (facts.orientation === "B2B") {
    const shown = builder.estimate(
      "First-quarter cohort (reach base)",
      "20 accounts",
      "Assumed: a founder-led sales quarter converts the discovery interviews into about 20 pilot accounts (for example 40 conversations × 50% agreeing to try it = 20). Replace with your own pipeline count.",
    );
    return { size: 20, unit: "accounts", shown };
  }
  const shown = builder.estimate(
    "First-quarter cohort (reach base)",
    "400 users",
    "Assumed: founder-led channels bring about 2,000 visitors in the first quarter after launch and 20% sign up: 2,000 × 20% = 400 users. Replace with your own traffic.",
  );
  return { size: 400, unit: "users", shown };
}

const roundRice = (value: number) =>
  value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;

/** The scored features, highest RICE first, each with its priority. */
export function scoreFeatures(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  options: { mustHave: string; platform: Platform; cohort: Cohort },
): Feature[] {
  const { cohort } = options;
  const scored = candidates(facts, options.mustHave, options.platform).map((item, index) => {
    const name = quote(builder, item.name, facts.discovery, "the venture's customer discovery");
    const label = cut(name, 70);
    const reach = Math.round((cohort.size * item.share) / 100);
    const [effort, effortWhy] = effortOf(name);
    const rice = roundRice((reach * item.impact * (item.confidence / 100)) / effort);
    const shown = {
      reach: builder.estimate(
        `Reach of “${label}”`,
        `${reach} ${cohort.unit} a quarter`,
        `${cohort.size} ${cohort.unit} in the first-quarter cohort × ${item.share}% expected to use it (${item.why}) = ${reach}.`,
      ),
      impact: builder.estimate(
        `Impact of “${label}”`,
        `${num(item.impact)} (${IMPACT_WORDS[num(item.impact)] ?? "judged"})`,
        `Judged on Intercom's RICE impact scale (3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal): ${item.why}.`,
      ),
      confidence: builder.estimate(
        `Confidence in “${label}”`,
        `${item.confidence}%`,
        item.confidence >= 80
          ? "80%: customer discovery ranked it, but no tester has used it yet (100% is kept for tested features)."
          : item.confidence >= 50
            ? "50%: a reasoned guess without customer evidence for this feature yet."
            : `${item.confidence}%: a speculative feature; nothing in the research asks for it yet.`,
      ),
      effort: builder.estimate(
        `Effort for “${label}”`,
        `${num(effort)} person-weeks`,
        `Assumed ${num(effort)} person-weeks to design, build and test ${effortWhy} with a small team (one person-week = 40 hours).`,
      ),
      rice: builder.estimate(
        `RICE score of “${label}”`,
        num(rice),
        `Reach × impact × confidence ÷ effort = ${reach} × ${num(item.impact)} × ${item.confidence}% ÷ ${num(effort)} = ${num(rice)}.`,
      ),
    };
    return {
      feature: {
        name,
        origin: item.origin,
        why: item.why,
        founder: item.founder,
        reach,
        impact: item.impact,
        confidence: item.confidence / 100,
        effort,
        rice,
        priority: "later" as Priority,
        shown,
      },
      extra: item.extra === true,
      index,
    };
  });
  const ranked = scored.sort((a, b) => b.feature.rice - a.feature.rice || a.index - b.index);
  let musts = 0;
  let shoulds = 0;
  for (const { feature, extra } of ranked) {
    if (feature.founder) feature.priority = "must";
    else if (!extra && musts < 3) {
      feature.priority = "must";
      musts += 1;
    } else if (!extra && shoulds < 3) {
      feature.priority = "should";
      shoulds += 1;
    }
  }
  return ranked.map((item) => item.feature);
}
