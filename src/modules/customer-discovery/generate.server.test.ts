import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getBuyerUnit, getCountry, KNOWLEDGE_BASE, peerEstimateIn } from "../../engine/knowledge";
import { OFFLINE_DATA_SOURCE } from "../../engine/offline";
import { MODEL_CUES } from "../../engine/reading/lexicon";
import { ALL_INDUSTRIES, BUSINESS_MODELS } from "../../shared/options";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import { generateCustomerDiscovery } from "./generate.server";
import {
  type CustomerDiscoveryRequest,
  type CustomerDiscoveryResult,
  customerDiscoveryRequestSchema,
  customerDiscoveryResultSchema,
} from "./schema";
import customerDiscoveryTool from "./tool";

const founderText = (request: CustomerDiscoveryRequest) =>
  customerDiscoveryTool.founderText(request);

function request(businessIdea: string, marketData: unknown = {}): CustomerDiscoveryRequest {
  return customerDiscoveryRequestSchema.parse({ businessIdea, marketData });
}

/** Everything a result must satisfy, whatever the request. */
function expectSound(req: CustomerDiscoveryRequest, result: CustomerDiscoveryResult): void {
  expect(customerDiscoveryResultSchema.safeParse(result).error).toBeUndefined();
  expect(proseOf(result).filter((text) => BROKEN_TEXT_PATTERN.test(text))).toEqual([]);
  expect(unexplainedNumbers(result, result.assumptions, founderText(req))).toEqual([]);
  const cited = new Set(result.sources.map((source) => source.id));
  for (const assumption of result.assumptions) {
    if (assumption.basis.kind === "source") expect(cited).toContain(assumption.basis.sourceId);
  }
  expect(result.dataSource).toBe(OFFLINE_DATA_SOURCE);
  expect(result.customerPersonas.secondaryPersonas.length).toBeGreaterThanOrEqual(1);
  expect(result.customerPersonas.secondaryPersonas.length).toBeLessThanOrEqual(2);
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const PRODUCTS = [
  ...new Set([
    ...Object.values(KNOWLEDGE_BASE.industries).flatMap((entry) => entry.keywords.slice(0, 6)),
    ...BUSINESS_MODELS.flatMap((model) => MODEL_CUES[model].slice(0, 3).map(([cue]) => cue)),
  ]),
];
const CUSTOMERS = [
  "dental clinics",
  "busy parents",
  "small law firms",
  "freelancers",
  "gamers",
  "seniors",
  "restaurants",
  "IT teams",
  "dog owners",
  "farmers",
  "students",
  "homeowners",
  "hardware startups",
  "Zürich cafés",
  "日本の中小企業",
];
const EXTRAS = [
  "",
  " 24/7",
  " in 3D",
  " with 1,000 templates",
  " for $9.99 a month",
  " by 2030",
  " — 50% cheaper",
  " (v2.0)",
  " 🚀",
  " {{beta}}",
  " undefined NaN",
];

const realisticIdea = fc
  .tuple(
    fc.constantFrom("a ", "an ", "the ", ""),
    fc.array(fc.constantFrom(...PRODUCTS), { minLength: 1, maxLength: 3 }),
    fc.constantFrom(" for ", " that helps ", " connecting ", " selling to ", " with ", " "),
    fc.constantFrom(...CUSTOMERS),
    fc.constantFrom(...EXTRAS),
  )
  .map(
    ([article, product, link, customers, extra]) =>
      `${article}${product.join(" ")}${link}${customers}${extra}`,
  );

const longIdea = fc
  .tuple(realisticIdea, fc.string({ unit: "grapheme", minLength: 500, maxLength: 1990 }))
  .map(([idea, tail]) => `${idea} ${tail}`.slice(0, 2000));

const ideaText = fc
  .oneof(
    { arbitrary: realisticIdea, weight: 4 },
    { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }), weight: 2 },
    { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 200 }), weight: 1 },
    { arbitrary: longIdea, weight: 1 },
    {
      arbitrary: fc.string({
        unit: fc.constantFrom(..."0123456789,./$%-D "),
        minLength: 1,
        maxLength: 60,
      }),
      weight: 1,
    },
  )
  .filter((idea) => customerDiscoveryRequestSchema.safeParse({ businessIdea: idea }).success);

const marketText = fc.oneof(
  fc.constantFrom(
    "The Healthcare market for clinic software grows 7% a year.",
    "Independent practices with 2 to 10 chairs, mostly suburban.",
    "HelloFresh and Blue Apron dominate; 3 regional players.",
    "Competitors charge $9–$12 per serving.",
    "Busy households in the Food & Beverage space, 25-44.",
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 400 }),
);

const sizing = fc
  .tuple(
    fc.double({ min: 1, max: 1e13, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 2000, max: 2035 }),
  )
  .map(([tam, samShare, somShare, year]) => ({
    currency: "USD",
    year,
    topDown: { tam, sam: tam * samShare, som: tam * samShare * somShare },
    bottomUp: { tam, sam: tam, som: tam },
    divergence: { ratio: 1, warning: null },
  }));

const marketAnalysis = fc.record(
  {
    marketOverview: marketText,
    marketSize: marketText,
    targetAudience: marketText,
    competitiveLandscape: marketText,
    pricingAnalysis: marketText,
    opportunities: fc.array(marketText, { maxLength: 4 }),
    threats: fc.array(marketText, { maxLength: 4 }),
    sizing,
    industry: fc.constantFrom(...ALL_INDUSTRIES),
  },
  { requiredKeys: [] },
);

const requests = fc
  .tuple(ideaText, fc.option(marketAnalysis, { nil: undefined }))
  .map(([idea, market]) => request(idea, market ?? {}));

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe("generateCustomerDiscovery: any request", () => {
  it("gives a sound, deterministic result (200 generated requests)", () => {
    fc.assert(
      fc.property(requests, (req) => {
        const result = generateCustomerDiscovery(req);
        expectSound(req, result);
        expect(generateCustomerDiscovery(req)).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on hostile marketData, and ignores what it cannot read", () => {
    fc.assert(
      fc.property(realisticIdea, fc.anything(), (idea, marketData) => {
        const parsed = customerDiscoveryRequestSchema.safeParse({ businessIdea: idea, marketData });
        if (parsed.success) expectSound(parsed.data, generateCustomerDiscovery(parsed.data));
        // The engine also holds when called around the schema with any value at all.
        const raw = { businessIdea: idea, marketData } as CustomerDiscoveryRequest;
        const result = generateCustomerDiscovery(raw);
        expect(customerDiscoveryResultSchema.safeParse(result).success).toBe(true);
        expect(proseOf(result).filter((text) => BROKEN_TEXT_PATTERN.test(text))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("covers every industry and business model of the knowledge base soundly", () => {
    const industries = new Set<string>();
    const models = new Set<string>();
    for (const industry of ALL_INDUSTRIES) {
      for (const model of BUSINESS_MODELS) {
        const [cue] = MODEL_CUES[model][0] ?? ["service"];
        const keyword = KNOWLEDGE_BASE.industries[industry].keywords[0];
        for (const customers of ["small businesses", "families"]) {
          const req = request(`${cue} for ${keyword} ${customers}`);
          const result = generateCustomerDiscovery(req);
          expectSound(req, result);
          industries.add(result.classification.industry);
          models.add(result.classification.businessModel);
        }
      }
    }
    expect([...industries].sort()).toEqual([...ALL_INDUSTRIES].sort());
    expect([...models].sort()).toEqual([...BUSINESS_MODELS].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// One founder's result
// ---------------------------------------------------------------------------------------------

const DENTAL = "a scheduling SaaS for dental clinics";
const ANALYSIS = {
  marketOverview:
    "The Healthcare market for dental scheduling software is consolidating. It grows steadily.",
  marketSize: "About $1.2B in the US.",
  targetAudience: "Independent dental practices with 2 to 10 chairs.",
  competitiveLandscape: "Dentrix and Open Dental dominate practice management.",
  pricingAnalysis: "Competitors charge $200–$400 per location a month.",
  opportunities: ["Online booking for new patients", "Recall reminders"],
  threats: ["EHR vendors bundling scheduling"],
  sizing: {
    currency: "USD",
    year: 2024,
    topDown: { tam: 4.9e12, sam: 1.2e9, som: 6e6 },
    bottomUp: { tam: 1e9, sam: 5e8, som: 1e6 },
    divergence: { ratio: 4900, warning: "The two estimates disagree." },
  },
};

describe("generateCustomerDiscovery: a scheduling SaaS for dental clinics", () => {
  const req = request(DENTAL);
  const result = generateCustomerDiscovery(req);

  it("classifies the idea and names the product and its customers", () => {
    expectSound(req, result);
    expect(result.classification).toEqual({
      industry: "Healthcare",
      orientation: "B2B",
      businessModel: "SaaS",
      signals: ["scheduling", "saas", "dental", "clinics"],
    });
    expect(result.executiveSummary).toContain(`“${DENTAL}”`);
    expect(result.customerPersonas.primaryPersona).toMatch(
      /^A practice owner or office manager at one of the dental clinics \(Clinics and provider groups, B2B\)/,
    );
    expect(result.solutionFit.featurePriority[0]).toContain("dental clinics");
    expect(result.builtOn).toEqual([]);
  });

  it("quotes knowledge-base figures with their pedigree", () => {
    expect(result.executiveSummary).toContain("18 months");
    const cac = result.assumptions.find((assumption) => assumption.label === "SaaS CAC payback");
    expect(cac).toMatchObject({ value: "18 months", basis: { kind: "estimate" } });
    const retention = result.assumptions.find(
      (assumption) => assumption.label === "SaaS annual gross revenue retention",
    );
    expect(retention).toMatchObject({
      value: "91%",
      basis: { kind: "source", sourceId: "saas-capital-retention-2023" },
    });
    const price = result.assumptions.find((assumption) =>
      assumption.label.startsWith("Healthcare price range"),
    );
    expect(price?.value).toBe("$100–$1,000 per provider a month");
    expect(result.marketInsights.pricingSensitivity).toContain("$100–$1,000 per provider a month");
    const interviews = result.assumptions.find(
      (assumption) => assumption.label === "Discovery interviews to run",
    );
    expect(interviews).toMatchObject({ value: "20 interviews", basis: { kind: "estimate" } });
  });

  it("does not borrow the figures of a market analysis run for another industry", () => {
    const otherIdea = {
      ...ANALYSIS,
      marketOverview:
        "“Hiking companion app” is a digital Mobile App business in Entertainment, aimed at hikers.",
    };
    const req = request(DENTAL, otherIdea);
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    expect(result.classification.industry).toBe("Healthcare");
    expect(result.builtOn).toEqual([]);
    expect(result.executiveSummary).not.toContain("builds on your market analysis");
    expect(proseOf(result).join(" ")).not.toContain("$1.2B");
    expect(result).toEqual(generateCustomerDiscovery(request(DENTAL)));
  });

  it("builds on a valid market analysis and says so", () => {
    const withMarket = request(DENTAL, ANALYSIS);
    const built = generateCustomerDiscovery(withMarket);
    expectSound(withMarket, built);
    expect(built.builtOn).toEqual([
      "Market analysis: The Healthcare market for dental scheduling software is consolidating",
    ]);
    expect(built.executiveSummary).toContain("builds on your market analysis");
    expect(built.executiveSummary).toContain("$1.2B");
    expect(built.customerPersonas.demographics).toContain(
      "“Independent dental practices with 2 to 10 chairs”",
    );
    expect(built.problemValidation.currentSolutions).toContain("Dentrix and Open Dental");
    expect(built.marketInsights.segmentAnalysis).toContain("a SOM of $6.0M");
    expect(built.customerPersonas.painPoints).toContain(
      "Named in your market analysis: EHR vendors bundling scheduling",
    );
    expect(built.assumptions).toContainEqual({
      label: "SAM (top-down) from your market analysis (2024)",
      value: "$1.2B",
      basis: { kind: "input", field: "marketData.sizing.topDown.sam" },
    });
    expect(built.assumptions).toContainEqual({
      label: "Quoted from your market analysis (target audience)",
      value: "Independent dental practices with 2 to 10 chairs",
      basis: { kind: "input", field: "marketData.targetAudience" },
    });
    expect(built.executiveSummary).not.toBe(result.executiveSummary);
  });

  it("uses the market analysis's industry when the idea names none", () => {
    const vague = generateCustomerDiscovery(request("a tool to track everything", ANALYSIS));
    expect(vague.classification.industry).toBe("Healthcare");
    expect(vague.executiveSummary).toContain("the industry comes from your market analysis");
  });

  it("ignores a market analysis it cannot read", () => {
    for (const hostile of [
      { marketOverview: 42, sizing: "big", opportunities: {}, threats: [null, [], {}] },
      { sizing: { topDown: { tam: 1, sam: 5, som: 9 } } },
      { targetAudience: "   ", marketSize: "\u0000\u0001" },
    ]) {
      const ignored = generateCustomerDiscovery(request(DENTAL, hostile));
      expect(ignored).toEqual(result);
    }
  });
});

describe("generateCustomerDiscovery: founders' own words", () => {
  it("never quotes a cut-off piece of a long idea: it says “your idea” instead", () => {
    const long = `${DENTAL} ${"and more detail about the clinics ".repeat(40)}`.trim();
    const result = generateCustomerDiscovery(request(long));
    expect(result.executiveSummary).toMatch(/^Your idea reads as a B2B SaaS business/);
    expect(JSON.stringify(result)).not.toMatch(/…”/);
  });

  it("keeps the founder's numbers and explains none of its own without an assumption", () => {
    const req = request("24/7 3D printing service for hardware startups, from $49");
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    expect(result.executiveSummary).toContain(
      "“24/7 3D printing service for hardware startups, from $49”",
    );
  });

  it("treats words that name object internals as plain words", () => {
    for (const idea of [
      "constructor",
      "__proto__ toString for hasOwnProperty",
      "valueOf prototype",
    ]) {
      const req = request(idea, { constructor: "x", __proto__: { marketOverview: "polluted" } });
      const result = generateCustomerDiscovery(req);
      expectSound(req, result);
      expect(result.builtOn).toEqual([]);
    }
  });

  it("never repeats template markers from the idea", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a founder's literal marker
    const req = request("{{name}} app for ${city} teams, undefined pricing");
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    expect(result.executiveSummary).toContain("“name app for city} teams, pricing”");
  });
});

describe("pain points", () => {
  it("are the customer's pains, not the industry's trends", () => {
    const result = generateCustomerDiscovery(
      request("Bookkeeping and inventory software for independent veterinary clinics"),
    );
    expect(result.customerPersonas.painPoints.join(" ")).not.toMatch(/What is changing in/);
    expect(result.customerPersonas.painPoints[0]).toMatch(/^The trigger: /);
  });
});

describe("the competitors the founder named in the market analysis", () => {
  const idea =
    "PawLedger: bookkeeping and inventory software for independent veterinary clinics, replacing spreadsheets.";
  const market = {
    marketOverview: "Your idea is a digital SaaS business in Healthcare.",
    competitiveLandscape: "Competition in Healthcare is medium (knowledge-base rating).",
    industry: "Healthcare",
  };

  it("are what customers use today, the rival in the value proposition, and no figure slips in", () => {
    const req = request(idea, { ...market, namedCompetitors: "ezyVet, Cornerstone and v2 Vet 9" });
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    expect(result.problemValidation.currentSolutions).toMatch(
      /get by with ezyVet and Cornerstone \(the competitors you named\), with /,
    );
    expect(result.solutionFit.valueProposition).toMatch(/Unlike ezyVet and Cornerstone, it is/);
    expect(JSON.stringify(result)).not.toMatch(/v2 Vet 9/);
    // "get by with ezyVet … (the competitors you named), with A (…) and B (…)": one ", with".
    expect(result.problemValidation.currentSolutions.match(/, with /g)).toHaveLength(1);
    // One splitter for the founder's list, the market analysis's: a bullet is not a name.
    const bulleted = generateCustomerDiscovery(
      request(idea, { ...market, namedCompetitors: "- ezyVet\n- Cornerstone" }),
    );
    expect(bulleted.problemValidation.currentSolutions).toMatch(/with ezyVet and Cornerstone \(/);
  });

  it("travel from the venture's market analysis into the discovery's request", () => {
    const filled = customerDiscoveryTool.withEarlier?.(
      { businessIdea: "", marketData: {} },
      {
        idea: null,
        results: {
          "market-analysis": {
            input: { businessIdea: idea, competitorAnalysis: "ezyVet, Cornerstone" },
            output: market,
          },
        },
      },
    );
    expect(filled?.body.marketData).toMatchObject({ namedCompetitors: "ezyVet, Cornerstone" });
    expect(filled?.used).toContain("market-analysis");
  });
});

describe("the founder's country in the demographics (issue 23)", () => {
  it("gives a consumer idea outside the US its own country's people, never the US's", () => {
    const req = request("A meal-planning app for busy parents in Ireland");
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    const text = result.customerPersonas.demographics;
    expect(text).not.toMatch(/US has|335 million/u);
  });

  it("counts a trade in the founder's country, or says no count is published there", () => {
    const pubs = request("Stock-taking software for pubs in the UK");
    const pubResult = generateCustomerDiscovery(pubs);
    expectSound(pubs, pubResult);
    // The count follows "They are counted among pubs and bars:", so it may start in lower case.
    expect(pubResult.customerPersonas.demographics).toMatch(
      /the United Kingdom has 45,000 pubs and bars/iu,
    );
    expect(pubResult.customerPersonas.buyingBehavior).toMatch(/£[\d,.]+[MBK]? \(\$/u);
    expect(pubResult.customerPersonas.buyingBehavior).toContain("GBP at £0.80 per US dollar");
    const florists = request("An ordering tool for florists in Ireland");
    const floristResult = generateCustomerDiscovery(florists);
    expectSound(florists, floristResult);
    expect(floristResult.customerPersonas.demographics).toContain(
      "No published count of florists in Ireland",
    );
    expect(floristResult.customerPersonas.demographics).not.toContain("US");
  });

  it("estimates a unit that scales with population from peer countries, and says so", () => {
    const peers = peerEstimateIn(getBuyerUnit("veterinary-practices"), getCountry("ch"))!;
    const req = request("Appointment reminders for veterinary clinics in Switzerland");
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    const shown = peers.figure.value.toLocaleString("en-US");
    expect(result.customerPersonas.demographics).toContain(
      "No published count of veterinary practices in Switzerland is in our knowledge base; from the " +
        `count per person of ${peers.peers.length} peer countries (1 per ` +
        `${peers.peoplePerUnit.toLocaleString("en-US")} people), Switzerland has about ${shown} ` +
        "veterinary practices, an estimate whose arithmetic is listed with the assumptions.",
    );
    const figure = result.assumptions.find((assumption) =>
      assumption.label.startsWith("Switzerland veterinary practices (estimate from peer countries"),
    );
    expect(figure).toMatchObject({ value: shown, basis: peers.figure.basis });
    // No peer of Brazil's income group has a count: it says none is published.
    const brazil = generateCustomerDiscovery(
      request("Appointment reminders for veterinary clinics in Brazil"),
    );
    expect(brazil.customerPersonas.demographics).toContain(
      "No published count of veterinary practices in Brazil is in our knowledge base: trade",
    );
  });

  it("reads the country from the market analysis the founder ran", () => {
    const req = request("A booking app for hair salons", {
      marketOverview: "The Technology market for booking apps is growing.",
      founderInput: { geographicScope: "Europe", targetMarket: "Hair salons in Germany" },
    });
    const result = generateCustomerDiscovery(req);
    expectSound(req, result);
    expect(result.customerPersonas.demographics).toContain("Germany has 80,000");
  });
});
