/**
 * Text quality of the three free tools' offline engines (issue 16): the engines run over a seeded
 * set of founder profiles across industries, B2B and B2C, with skills, tools and pains, and the
 * prose they write must not show the patterns a founder reads as broken: a word twice in a row,
 * a cut-off quote, "a" before a vowel sound, a singular buyer after "do"/"are", a persona that is
 * an organisation or speaks of other organisations than the customers, the customers listed as
 * competitors (in discovery and in the market analysis), or a leftover template slot; and issue
 * 16's example profiles must have every interest, skill and challenge used or set aside by name.
 */
import { describe, expect, it } from "vitest";
import { buyerFit, namesOrganisations } from "../engine/reading";
import {
  BUDGETS,
  IDEA_INDUSTRIES,
  MARKET_INDUSTRIES,
  type MarketIndustry,
  TIME_COMMITMENTS,
} from "../shared/options";
import { generateCustomerDiscovery } from "./customer-discovery/generate.server";
import { customerDiscoveryRequestSchema } from "./customer-discovery/schema";
import { generateIdeas } from "./idea-generation/generate.server";
import { ideaGenerationRequestSchema } from "./idea-generation/schema";
import { generateMarketAnalysis } from "./market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "./market-analysis/schema";

/** A small deterministic generator (mulberry32), so the profiles are the same every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const INTERESTS = [
  "patient safety, hospital quality improvement, nurse staffing",
  "helping parents, kids education",
  "dogs, hiking",
  "coffee, specialty roasting",
  "personal finance for students",
  "3D printing, board games",
  "sustainable farming, soil health",
  "electric vehicles, charging",
  "small restaurant operations",
  "real estate investing, property management",
  "language learning, travel",
  "home fitness, yoga",
];
const SKILLS = [
  "ICU nursing, SQL, Tableau dashboards",
  "teaching, Canva",
  "python, marketing",
  "woodworking and sales",
  "accounting, Excel",
  "React, Node.js",
  "cooking, event planning",
  "project management, negotiation",
  "photography, Instagram",
];
const PAINS = ["", "", "finding the first customers", "not enough time, a day job", "money"];
const DISCOVERY_IDEAS = [
  "Dashboards that help hospital quality and patient safety managers at US community hospitals track nurse staffing and falls, consulting plus a SQL toolkit",
  "A scheduling SaaS for dental clinics",
  "Meal-prep subscription for busy parents",
  "Bookkeeping and tax preparation for small businesses",
  "A marketplace connecting dog owners with local walkers",
  "Consulting for hospital pharmacies on inventory",
  "A tutoring app for high school students preparing for exams",
  "Energy audits for restaurants",
  "Handmade ceramics sold online to home cooks",
  "Fleet maintenance software for trucking companies",
  "A language-learning podcast for travellers",
  "Compliance training for staff at hotels",
  "Compliance training for hotel staff",
  "Patient safety dashboards for quality and patient safety managers at US community hospitals (under 200 beds)",
  "A volunteer scheduling tool for small nonprofits",
];

/** The idea generator's industries the market analysis also offers (all but Consulting). */
const MARKET_IDEA_INDUSTRIES: MarketIndustry[] = MARKET_INDUSTRIES.filter((industry) =>
  (IDEA_INDUSTRIES as readonly string[]).includes(industry),
);

/** Target markets of the market-analysis runs, cycled over the ideas above. */
const TARGET_MARKETS = [
  "Quality and patient safety managers at US community hospitals with 50 to 300 beds in the Midwest",
  "busy parents",
  "Quality and patient safety managers at US community hospitals (under 200 beds)",
  "Hotel staff",
  "Nonprofits with under 20 staff",
];

/**
 * The organisation words of a persona that are not the customers' own ("practices" for
 * community hospitals, "schools" for hotels): the persona's text does not fit its buyer. The
 * engines' one buyer-fit check (src/engine/reading/fit.ts) decides.
 */
function foreignOrganisations(persona: string, customers: string): string[] {
  return buyerFit(persona, { words: customers }).foreign;
}

/**
 * Every interest, skill and challenge a founder wrote is used by an idea or named in the set's
 * note (issue 16): its words appear in the ideas' text or in `setAsideNote`.
 */
function unaccounted(
  body: { interests: string; skills: string; challenges: string },
  result: { ideas: unknown[]; setAsideNote?: string },
): string[] {
  const text =
    JSON.stringify(result.ideas).toLowerCase() + (result.setAsideNote ?? "").toLowerCase();
  const phrases = [body.interests, body.skills, body.challenges]
    .flatMap((field) => field.split(/\s*[,;]\s*|\s+and\s+/u))
    .map((phrase) => phrase.trim().toLowerCase())
    .filter((phrase) => phrase.length > 0);
  return phrases.filter((phrase) => {
    const words = phrase.split(/\s+/u).filter((word) => word.length > 2);
    return !words.some((word) => text.includes(word));
  });
}

/** Buyer nouns that must be plural after "do" or "are" ("do hospitals meet…"). */
const BUYER_NOUNS =
  "hospital|clinic|school|restaurant|business|company|practice|pharmacy|hotel|parent|student|owner|manager|nurse|teacher|farm|store|shop|agency|firm|startup";

const PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: "duplicated word", pattern: /\b([A-Za-z]{2,})\s+\1\b/i },
  { name: "truncated quote", pattern: /…”|\.\.\."|…"/ },
  {
    name: "“a” before a vowel sound",
    pattern:
      /\ba (?:[aei][a-z]+|o(?!ne\b|ne-|nce)[a-z]+|u(?:n(?!i)|m|p|t(?!i)|s(?![eu]))[a-z]*|hour|honest|HIPAA|SaaS|SQL)\b/,
  },
  {
    name: "“an” before a consonant sound",
    pattern: /\ban (?:[bcdfgjklmnpqrstvwz][a-z]+|user|uni[a-z]+|one)\b/,
  },
  {
    name: "singular buyer after do/are",
    pattern: new RegExp(
      `\\b(?:do|are) (?:${BUYER_NOUNS})(?:\\s+(?:meet|need|pay|want|have|use|buy|get|stay|still|already)\\b|[,.;:?])`,
      "i",
    ),
  },
  { name: "template slot", pattern: /[{}]|\bundefined\b|\bNaN\b|\bnull\b|\[object/ },
  {
    name: "handle a person",
    pattern: /\bhandle (?:helping )?(?:parents|kids|children|seniors|students)\b/i,
  },
];

/** Every string inside a value, with its path. */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      key === "sources" || key === "assumptions" || key === "classification" || key === "sizing"
        ? []
        : strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function problems(tool: string, result: unknown): string[] {
  const found: string[] = [];
  for (const { path, text } of strings(result)) {
    for (const { name, pattern } of PATTERNS) {
      const match = pattern.exec(text);
      if (match)
        found.push(
          `${tool} ${path}: ${name}: “…${text.slice(Math.max(0, match.index - 30), match.index + 40)}…”`,
        );
    }
  }
  return found;
}

const rng = seeded(16);
const IDEA_PROFILES = Array.from({ length: 48 }, (_, index) => ({
  interests: rng.pick(INTERESTS),
  skills: rng.pick(SKILLS),
  industry: index % 3 === 0 ? rng.pick(IDEA_INDUSTRIES) : undefined,
  budget: rng.pick(BUDGETS).value,
  timeCommitment: rng.pick(TIME_COMMITMENTS).value,
  businessModel: [],
  businessType: rng.pick(["online", "offline", "hybrid", "no-preference"] as const),
  challenges: rng.pick(PAINS),
  variant: index % 4,
}));

/**
 * Issue 16's examples on top of the seeded profiles (kept apart so the seeded picks stay the
 * same): more interests than a set builds on, more skills and challenges than it answers, small
 * nonprofits, hotel staff training.
 */
const EXAMPLE_PROFILES = [
  {
    interests:
      "patient safety, hospital quality improvement, nurse staffing, alarm fatigue, medication errors",
    skills: "ICU nursing, SQL, Tableau dashboards, Python, public speaking, grant writing, Spanish",
    challenges:
      "finding the first customers, money, a day job and no technical cofounder, imposter syndrome",
  },
  {
    interests: "volunteer management for small nonprofits, fundraising events",
    skills: "grant writing, event planning, Excel",
    challenges: "money",
  },
  {
    interests: "hotel compliance training, hospitality, food safety",
    skills: "hotel operations, staff training, compliance",
    challenges: "",
  },
].flatMap((profile, index) =>
  [0, 1].map((variant) => ({
    ...profile,
    industry: undefined,
    budget: BUDGETS[index % BUDGETS.length]!.value,
    timeCommitment: TIME_COMMITMENTS[index % TIME_COMMITMENTS.length]!.value,
    businessModel: [],
    businessType: "no-preference" as const,
    variant,
  })),
);

describe("text quality of the free tools' offline engines (issue 16)", () => {
  it("the idea generator uses or sets aside every interest, skill and challenge of issue 16's examples", () => {
    const found: string[] = [];
    for (const body of EXAMPLE_PROFILES) {
      const result = generateIdeas(ideaGenerationRequestSchema.parse(body));
      found.push(...problems("ideas", result));
      for (const phrase of unaccounted(body, result)) {
        found.push(
          `ideas neither use nor set aside “${phrase}”: ${body.interests} / ${body.skills}`,
        );
      }
    }
    expect(found).toEqual([]);
  });

  it("the idea generator writes no broken patterns, and its scores spread", () => {
    const found: string[] = [];
    const narrow: string[] = [];
    const unexplained: string[] = [];
    for (const body of IDEA_PROFILES) {
      const result = generateIdeas(ideaGenerationRequestSchema.parse(body));
      found.push(...problems("ideas", result));
      for (const phrase of unaccounted(body, result)) {
        found.push(
          `ideas neither use nor set aside “${phrase}”: ${body.interests} / ${body.skills}`,
        );
      }
      const scores = result.ideas.map((idea) => idea.score);
      const label = `${body.interests} / ${body.skills} / ${body.budget}: ${scores.join(",")}`;
      if (Math.max(...scores) - Math.min(...scores) <= 1) {
        narrow.push(label);
        if (!/^These ideas score within one point/.test(result.spreadNote ?? "")) {
          unexplained.push(label);
        }
      } else if (result.spreadNote !== undefined) {
        found.push(`spread note on a set that spreads: ${label}`);
      }
    }
    expect(found).toEqual([]);
    // No set sits within one point unexplained: the rubric tells candidates apart (skills,
    // budget against launch capital, hours and the wait for first revenue, growth, competition),
    // and a set whose whole pool scores alike says so. Narrow sets: 11 of 48 profiles before
    // the wait for first revenue entered time fit, 1 then (a React founder among healthcare
    // ideas that all need skills they lack), 2 since work topics take only work angles (issue
    // 16): "small restaurant operations" on an over-$500k budget now gets B2B ideas only, which
    // score alike, and its set says so.
    expect(unexplained, unexplained.join("\n")).toEqual([]);
    expect(narrow.length, narrow.join("\n")).toBeLessThanOrEqual(2);
  });

  it("customer discovery writes no broken patterns, people as personas, and rivals that are not the customers", () => {
    const found: string[] = [];
    for (const idea of DISCOVERY_IDEAS) {
      const result = generateCustomerDiscovery(
        customerDiscoveryRequestSchema.parse({ businessIdea: idea, marketData: {} }),
      );
      found.push(...problems("discovery", result));
      const persona = result.customerPersonas.primaryPersona.split(" (")[0] ?? "";
      if (!/ at (?:one of the|an?) /.test(persona) && namesOrganisations(persona)) {
        found.push(`discovery persona is an organisation: ${persona}`);
      }
      const customers = /serving ([^.]+)\./.exec(result.executiveSummary)?.[1] ?? "";
      const foreign = foreignOrganisations(result.customerPersonas.primaryPersona, customers);
      if (foreign.length > 0) {
        found.push(`discovery persona for ${customers} speaks of ${foreign.join(", ")}: ${idea}`);
      }
      const rivals = `${result.problemValidation.currentSolutions.split(" or by hand")[0]} ${result.solutionFit.competitiveAdvantage}`;
      const head = customers.split(" ").at(-1) ?? "";
      if (head.length > 3 && new RegExp(`\\bsuch as [^.;]*\\b${head}\\b`, "i").test(rivals)) {
        found.push(`discovery lists the customers (${customers}) as competitors`);
      }
    }
    expect(found).toEqual([]);
  });

  it("the market analysis writes no broken patterns", () => {
    const found: string[] = [];
    // Each idea with an industry and target market in turn, then every target market in
    // Healthcare (where hospitals' own networks are among the archetypes).
    const runs = [
      ...DISCOVERY_IDEAS.map((idea, index) => ({
        idea,
        industry: MARKET_IDEA_INDUSTRIES[index % MARKET_IDEA_INDUSTRIES.length],
        targetMarket: TARGET_MARKETS[index % TARGET_MARKETS.length],
      })),
      ...TARGET_MARKETS.map((targetMarket) => ({
        idea: DISCOVERY_IDEAS[0]!,
        industry: "Healthcare" as const,
        targetMarket,
      })),
    ];
    for (const { idea, industry, targetMarket } of runs) {
      const request = marketAnalysisRequestSchema.parse({
        businessIdea: idea,
        industry,
        targetMarket,
        businessType: "digital",
        geographicScope: "United States",
      });
      const result = generateMarketAnalysis(request);
      found.push(...problems("market", result));
      // The buyers are not rivals: hospitals' own networks are not listed as competitors.
      const rivals = result.competitiveLandscape.split(" Left out:")[0] ?? "";
      if (/hospitals/i.test(request.targetMarket) && /health systems|HCA Healthcare/.test(rivals)) {
        found.push(`market lists the customers as competitors: ${idea} / ${request.targetMarket}`);
      }
      if (
        /hospitals/i.test(request.targetMarket) &&
        /Practices buying/.test(result.targetAudience)
      ) {
        found.push(`market describes hospitals as practices: ${idea}`);
      }
    }
    expect(found).toEqual([]);
  });
});
