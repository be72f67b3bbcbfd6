// Target (issue 4): the offline engine answers each tool in under 20 ms at p95, measured in
// process over 1,000 varied requests per tool (after a warm-up), each validated by its schema.
import fc from "fast-check";
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";

const load = (file) => tsImport(file, import.meta.url);
const options = await load("../src/shared/options.ts");
const engines = await load("../src/modules/engines.server.ts");
const ventures = await load("../src/modules/_fixtures/ventures.server.ts");
const SAMPLE_VENTURES = ventures.SAMPLE_VENTURES.map((name) => ventures.sampleVenture(name));

const SEED = 20261121;
const REQUESTS = 1000;
const WARM_UP = 200;

const text = (words) =>
  fc.oneof(
    fc
      .array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 })
      .map((list) => list.join(" ")),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }),
  );
const WORDS = [
  "dogs",
  "hiking",
  "cooking",
  "python",
  "marketing",
  "design",
  "nurses",
  "clinics",
  "subscription",
  "marketplace",
  "app",
  "for",
  "small",
  "restaurants",
  "parents",
  "teachers",
  "3D printing",
  "24/7",
  "B2B",
  "sales",
  "finance",
  "solar",
  "farmers",
  "students",
  "gaming",
];
const values = (list) => list.map((item) => (typeof item === "string" ? item : item.value));

/** A generated request, inside a sample venture when one was drawn: its customer, competitors and results. */
const inVenture = ({ venture, ...request }) =>
  venture === undefined
    ? request
    : {
        ...request,
        targetCustomer: venture.targetCustomer,
        competitors: venture.competitors,
        marketAnalysis: venture.marketAnalysis,
        customerDiscovery: venture.customerDiscovery,
      };

const arbitraries = {
  "idea-generation": fc.record({
    interests: text(WORDS),
    skills: text(WORDS),
    industry: fc.option(fc.constantFrom(...options.IDEA_INDUSTRIES), { nil: undefined }),
    budget: fc.option(fc.constantFrom(...values(options.BUDGETS)), { nil: undefined }),
    timeCommitment: fc.option(fc.constantFrom(...values(options.TIME_COMMITMENTS)), {
      nil: undefined,
    }),
    businessModel: fc.subarray([...options.BUSINESS_MODELS]),
    businessType: fc.constantFrom(...values(options.IDEA_BUSINESS_TYPES)),
    location: fc.constantFrom(...values(options.LOCATIONS)),
    variant: fc.nat(20),
  }),
  "market-analysis": fc.record({
    businessIdea: text(WORDS),
    industry: fc.constantFrom(...options.MARKET_INDUSTRIES),
    businessType: fc.constantFrom(...values(options.MARKET_BUSINESS_TYPES)),
    targetMarket: text(WORDS),
    geographicScope: fc.constantFrom(...options.GEOGRAPHIC_SCOPES),
    uniqueValueProposition: text(WORDS),
    researchGoals: fc.subarray([...options.RESEARCH_GOALS]),
    competitorAnalysis: fc.constantFrom("", "Shopify, Etsy", "Mindbody and Glofox", "Notion"),
  }),
  "customer-discovery": fc.record({ businessIdea: text(WORDS), marketData: fc.constant({}) }),
  "strategic-planning": fc
    .record({
      businessIdea: text(WORDS),
      targetCustomer: fc.option(text(WORDS), { nil: undefined }),
      competitors: fc.constantFrom("", "Rover, Wag", "QGenda and Excel"),
      runwayMonths: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      teamSize: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
      traction: fc.constantFrom("", "3 paying clinics, $1,200 MRR", "waitlist of 300"),
      yearGoal: fc.constantFrom("", "Reach $10k MRR"),
      constraints: fc.constantFrom("", "No outside funding"),
      venture: fc.option(fc.constantFrom(...ventures.SAMPLE_VENTURES), { nil: undefined }),
    })
    .map(({ venture, ...request }) => {
      if (venture === undefined) return request;
      const { marketAnalysis, customerDiscovery } = sampleVenture(venture);
      return { ...request, marketAnalysis, customerDiscovery };
    }),
  "product-development": fc
    .record(
      {
        businessIdea: text(WORDS),
        venture: fc.constantFrom(undefined, ...SAMPLE_VENTURES),
        budget: fc.integer({ min: 0, max: 200000 }),
        technicalSkills: fc.constantFrom("none", "no-code", "some-code", "developer"),
        hoursPerWeek: fc.integer({ min: 1, max: 60 }),
        platform: fc.constantFrom("web", "mobile", "both", "undecided"),
        targetWeeks: fc.integer({ min: 1, max: 52 }),
        mustHave: text(WORDS),
      },
      { requiredKeys: ["businessIdea"] },
    )
    .map(inVenture),
  "go-to-market": fc
    .record({
      businessIdea: text(WORDS),
      venture: fc.option(fc.constantFrom(...SAMPLE_VENTURES), { nil: undefined }),
      monthlyBudget: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      price: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
      launchDate: fc.option(fc.constantFrom("2026-03-02", "2027-01-15"), { nil: undefined }),
      salesMotion: fc.option(
        fc.constantFrom("self-serve", "sales-led", "community-led", "partner-led"),
        { nil: undefined },
      ),
      channelsTried: fc.option(text(WORDS), { nil: undefined }),
    })
    .map(inVenture),
  "team-planning": fc
    .record({
      businessIdea: text(WORDS),
      venture: fc.option(fc.constantFrom(...SAMPLE_VENTURES), { nil: undefined }),
      founderSkills: fc.option(text(WORDS), { nil: undefined }),
      founderCount: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      location: fc.option(
        fc.constantFrom("United States", "United Kingdom", "Canada", "Germany", "Remote / other"),
        { nil: undefined },
      ),
      runwayMonths: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      hiringBudget: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      openRoles: fc.option(fc.constantFrom("", "a first salesperson", "CTO, designer"), {
        nil: undefined,
      }),
    })
    .map(inVenture),
  "iteration-scaling": fc
    .record({
      businessIdea: text(WORDS),
      venture: fc.option(fc.constantFrom(...SAMPLE_VENTURES), { nil: undefined }),
      monthlyVisitors: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      signups: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      activationRate: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      payingCustomers: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
      monthlyRevenue: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      monthlyChurn: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      cac: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      retentionDay30: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      biggestProblem: fc.option(text(WORDS), { nil: undefined }),
      startDate: fc.option(fc.constantFrom("2026-03-02", "2027-01-15"), { nil: undefined }),
    })
    .map(inVenture),
  "it-financial-legal": fc
    .record({
      businessIdea: text(WORDS),
      venture: fc.option(fc.constantFrom(...SAMPLE_VENTURES), { nil: undefined }),
      country: fc.option(fc.constantFrom("us", "uk", "ca", "de", "au", "other"), {
        nil: undefined,
      }),
      startingCash: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
      pricePerMonth: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
      monthlyBudget: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      founders: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      founderPay: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      currentTools: fc.option(text(WORDS), { nil: undefined }),
    })
    .map(inVenture),
};

const sampled = new Map();
/** The sample ventures' earlier results, built once each (the offline engines are deterministic). */
function sampleVenture(name) {
  if (!sampled.has(name)) sampled.set(name, ventures.sampleVenture(name));
  return sampled.get(name);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

let ok = true;
for (const engine of await engines.loadToolEngines()) {
  // Blank generated text would be refused by the endpoint; keep the requests it accepts.
  const requests = fc
    .sample(arbitraries[engine.toolType], { numRuns: 2 * (REQUESTS + WARM_UP), seed: SEED })
    .map((input) => engine.tool.request.safeParse(input))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .slice(0, REQUESTS + WARM_UP);
  for (const request of requests.slice(0, WARM_UP)) engine.generate(request);
  const times = [];
  for (const request of requests.slice(WARM_UP)) {
    const started = performance.now();
    const result = engine.generate(request);
    times.push(performance.now() - started);
    engine.tool.result.parse(result);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  ok =
    report(
      `${engine.toolType} offline p95`,
      p95.toFixed(2),
      `ms (p50 ${percentile(times, 0.5).toFixed(2)}, p99 ${percentile(times, 0.99).toFixed(2)}, ${REQUESTS} requests)`,
      "< 20 ms",
      p95 < 20,
    ) && ok;
}
process.exitCode = ok ? 0 : 1;
