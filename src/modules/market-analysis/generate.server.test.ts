import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getBusinessModel, getIndustry, regulatoryNotesFor } from "../../engine/knowledge";
import { OFFLINE_DATA_SOURCE } from "../../engine/offline";
import { splitCompetitors } from "../../engine/reading";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
  type ResearchGoal,
} from "../../shared/options";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import { buildContext } from "./context.server";
import { MAX_COMPETITORS, parseSavedIdea } from "./founder-input.server";
import { generateMarketAnalysis } from "./generate.server";
import {
  type MarketAnalysisRequest,
  type MarketAnalysisRequestInput,
  type MarketAnalysisResult,
  marketAnalysisRequestSchema,
  marketAnalysisResultSchema,
} from "./schema";
import marketAnalysisTool from "./tool";

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const BASE: MarketAnalysisRequestInput = {
  businessIdea: "A booking and reminder app for independent dog groomers",
  industry: "Technology",
  targetMarket: "independent dog groomers and small pet salons",
  geographicScope: "United States",
};

function requestOf(input: Partial<MarketAnalysisRequestInput> = {}): MarketAnalysisRequest {
  return marketAnalysisRequestSchema.parse({ ...BASE, ...input });
}

function analyse(input: Partial<MarketAnalysisRequestInput> = {}): MarketAnalysisResult {
  return generateMarketAnalysis(requestOf(input));
}

const WORDS = [
  "coffee",
  "cafés",
  "SaaS",
  "B2B",
  "Web3",
  "24/7 3D printing",
  "1,200 stores",
  ".5 scale models",
  "v2.0",
  "$5B",
  "3M",
  "COVID-19",
  "日本のラーメン",
  "niños",
  "Zürich",
  "🚀 rockets",
  "dog groomers",
  "small business owners",
  "busy parents",
  "students",
  "nurses",
  "farmers",
  "gamers",
  "landlords",
  "and",
  "undefined",
  "NaN",
  "{{title}}",
  ["$", "{process.env}"].join(""),
  "<% evil %>",
  "[object Object]",
  "<script>alert(1)</script>",
  "7NaN5 units",
  `${"x".repeat(55)}-123456789`,
  "x".repeat(150),
];

const phraseArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map(String) },
);

/** Free text of up to `max` characters: a few phrases, or a long one repeated to the limit. */
const textArb = (max: number) =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.array(phraseArb, { minLength: 1, maxLength: 8 }) },
      { weight: 1, arbitrary: fc.array(phraseArb, { minLength: 40, maxLength: 120 }) },
    )
    .chain((parts) =>
      fc.constantFrom(", ", " and ", "; ", " ", "\n", " - ").map((sep) => parts.join(sep)),
    )
    .map((text) => Array.from(text).slice(0, max).join("").slice(0, max));

const requiredTextArb = (max: number) => textArb(max).filter((text) => text.trim().length > 0);
const optionalTextArb = (max: number) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant("") }, { weight: 3, arbitrary: textArb(max) });

const savedIdeaArb = fc.record({
  title: requiredTextArb(120),
  description: textArb(300),
  category: fc.constantFrom("Technology", "Healthcare", "Consulting", "", "Other"),
  marketSize: fc.oneof(fc.constant(""), textArb(80), fc.constant("$4.2B by 2030")),
  targetMarket: textArb(100),
});

const previousDataArb = fc.oneof(
  fc.constant(""),
  savedIdeaArb.map((idea) => JSON.stringify(idea)),
  savedIdeaArb.map((idea) => JSON.stringify([idea])),
  fc.constantFrom("not json", "{", "42", "null", "[]", '{"title":""}', '{"description":"x"}'),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 2 }).map((json) => json.slice(0, 5000)),
);

const requestArb: fc.Arbitrary<MarketAnalysisRequest> = fc
  .record({
    businessIdea: requiredTextArb(2000),
    industry: fc.constantFrom(...MARKET_INDUSTRIES),
    businessType: fc.constantFrom(
      undefined,
      "",
      ...MARKET_BUSINESS_TYPES.map((type) => type.value),
    ),
    targetMarket: requiredTextArb(500),
    geographicScope: fc.constantFrom(undefined, ...GEOGRAPHIC_SCOPES),
    uniqueValueProposition: optionalTextArb(1000),
    researchGoals: fc.subarray([...RESEARCH_GOALS]),
    competitorAnalysis: optionalTextArb(1000),
    marketSize: fc.oneof(optionalTextArb(200), fc.constantFrom("$2B", "about $40 million", "huge")),
    currentStage: fc.oneof(
      fc.constantFrom("", "idea-validation", "MVP", "launched", "scaling", "stage 2 of 3"),
      textArb(100),
    ),
    previousData: previousDataArb,
  })
  .map((input) => marketAnalysisRequestSchema.safeParse(input))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

const RUNS = { numRuns: 200 } as const;

describe("the request generator", () => {
  it("covers the edge cases the properties rely on", () => {
    const sample = fc.sample(requestArb, { numRuns: 200, seed: 4 });
    const count = (test: (request: MarketAnalysisRequest) => boolean) => sample.filter(test).length;
    expect(count((request) => parseSavedIdea(request.previousData) !== null)).toBeGreaterThan(10);
    expect(
      count(
        (request) => request.previousData !== "" && parseSavedIdea(request.previousData) === null,
      ),
    ).toBeGreaterThan(10);
    expect(
      count((request) => splitCompetitors(request.competitorAnalysis).length > 1),
    ).toBeGreaterThan(50);
    expect(count((request) => request.uniqueValueProposition === "")).toBeGreaterThan(10);
    expect(count((request) => request.businessIdea.length > 1000)).toBeGreaterThan(5);
    expect(count((request) => /[^\p{ASCII}]/u.test(request.targetMarket))).toBeGreaterThan(10);
    expect(count((request) => /\d/u.test(request.businessIdea))).toBeGreaterThan(20);
    const results = sample.map(generateMarketAnalysis);
    const warned = results.filter((result) => result.sizing.divergence.warning !== null).length;
    expect(warned).toBeGreaterThan(0);
    expect(warned).toBeLessThan(results.length);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over generated requests
// ---------------------------------------------------------------------------------------------

describe("generateMarketAnalysis on generated requests", () => {
  it("validates against the result schema", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = generateMarketAnalysis(request);
        const parsed = marketAnalysisResultSchema.safeParse(result);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(result.dataSource).toBe(OFFLINE_DATA_SOURCE);
      }),
      RUNS,
    );
  });

  it("keeps SOM ≤ SAM ≤ TAM both ways, and warns exactly when the TAMs differ by more than 3×, or says the price's share of the buyers' spending", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const { sizing, marketSize } = generateMarketAnalysis(request);
        for (const way of [sizing.topDown, sizing.bottomUp]) {
          expect(way.som).toBeLessThanOrEqual(way.sam);
          expect(way.sam).toBeLessThanOrEqual(way.tam);
        }
        const tams = [sizing.topDown.tam, sizing.bottomUp.tam];
        // No count of the buyers where the founder sells: no bottom-up figure, the count asked.
        if (sizing.buyers?.status === "asked") {
          expect(sizing.bottomUp.tam).toBe(0);
          expect(marketSize).toContain("What it needs");
          return;
        }
        // No top-down figure (decision 046): nothing to compare, no warning.
        if (sizing.topDownBasis === "none") {
          expect(sizing.topDown.tam).toBe(0);
          expect(sizing.divergence).toEqual({ ratio: 1, warning: null });
          return;
        }
        expect(sizing.divergence.ratio).toBe(Math.max(...tams) / Math.min(...tams));
        // Against the buyers' own spending the price's share is always said; against a market's
        // figure a warning comes exactly above 3×.
        if (sizing.topDownBasis === "market") {
          expect(sizing.divergence.warning !== null).toBe(sizing.divergence.ratio > 3);
        } else {
          expect(marketSize).toContain("of what one of them spends on");
        }
        if (sizing.divergence.warning !== null)
          expect(marketSize).toContain(sizing.divergence.warning);
      }),
      RUNS,
    );
  });

  it("writes no broken text and explains every number it shows", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = generateMarketAnalysis(request);
        for (const text of proseOf(result)) expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
        const founderText = marketAnalysisTool.founderText(request);
        expect(unexplainedNumbers(result, result.assumptions, founderText)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("cites every source its assumptions rest on", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const { sources, assumptions } = generateMarketAnalysis(request);
        const ids = new Set(sources.map((source) => source.id));
        expect(ids.size).toBe(sources.length);
        for (const assumption of assumptions) {
          if (assumption.basis.kind === "source") expect(ids).toContain(assumption.basis.sourceId);
        }
      }),
      RUNS,
    );
  });

  it("gives the same result for the same request", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const copy = structuredClone(request);
        expect(generateMarketAnalysis(copy)).toEqual(generateMarketAnalysis(request));
      }),
      RUNS,
    );
  });

  it("names the founder's competitors in the competitive landscape", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const { competitiveLandscape } = generateMarketAnalysis(request);
        const named = splitCompetitors(request.competitorAnalysis).slice(0, MAX_COMPETITORS);
        for (const name of named) expect(competitiveLandscape).toContain(name);
      }),
      RUNS,
    );
  });

  it("uses a valid saved idea and ignores anything else in previousData", () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = generateMarketAnalysis(request);
        const saved = parseSavedIdea(request.previousData);
        if (saved === null) {
          expect(result.builtOn).toEqual([]);
          expect(result).toEqual(generateMarketAnalysis({ ...request, previousData: "" }));
        } else {
          expect(result.builtOn).toHaveLength(1);
          expect(result.builtOn[0]).toMatch(/^Saved idea: /u);
        }
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The founder's words
// ---------------------------------------------------------------------------------------------

describe("written for this founder", () => {
  const result = analyse({
    uniqueValueProposition: "Two-minute rebooking by text message",
    competitorAnalysis: "Salesforce, MoeGo and Gingr\nsome local agency",
  });

  it("names the idea, the target market, the scope and the value proposition", () => {
    expect(result.marketOverview).toContain(BASE.businessIdea);
    expect(result.marketOverview).toContain("independent dog groomers and small pet salons");
    expect(result.marketOverview).toContain("in the United States");
    expect(result.marketOverview).toContain("Two-minute rebooking by text message");
    expect(result.recommendedStrategy).toContain("Two-minute rebooking by text message");
  });

  it("never quotes a cut-off piece of a long idea or target market (issue 16)", () => {
    const long = analyse({
      businessIdea: `${"Grooming ".repeat(40)}app`,
      targetMarket:
        "Quality and patient safety managers at US community hospitals with 50 to 300 beds in the Midwest",
    });
    const prose = JSON.stringify(long);
    expect(prose).not.toMatch(/…”/u);
    expect(long.marketOverview).toMatch(/^Your idea is /);
    expect(prose).toContain(
      "“Quality and patient safety managers at US community hospitals with 50 to 300 beds”",
    );
  });

  it("places the named competitors against the knowledge base's archetypes", () => {
    const landscape = result.competitiveLandscape;
    for (const name of ["Salesforce", "MoeGo", "Gingr", "some local agency"]) {
      expect(landscape).toContain(name);
    }
    expect(landscape).toContain("Salesforce is one of the knowledge base's horizontal platforms");
    expect(landscape).toMatch(/MoeGo, Gingr and some local agency are not in the knowledge base/u);
    expect(result.threats.join(" ")).toContain("Salesforce, MoeGo and Gingr");
  });

  it("cites real example companies and knowledge-base trends", () => {
    const technology = getIndustry("Technology");
    const examples = technology.competitorArchetypes[0]!.examples.slice(0, 2);
    for (const example of examples) expect(result.competitiveLandscape).toContain(example);
    expect(result.marketTrends).toContain("(Gartner)");
    expect(result.sources.map((source) => source.id)).toContain("gartner-it-spending-2024-07");
  });

  it("shapes the strategy by business type and stage", () => {
    const offline = analyse({ businessType: "offline", currentStage: "launched" });
    expect(offline.recommendedStrategy).toContain("one location");
    expect(offline.recommendedStrategy).toContain("Fix retention");
    expect(offline.marketEntry.join(" ")).toContain("zoning");
    const digital = analyse({ businessType: "digital" });
    expect(digital.recommendedStrategy).toContain("Validate before you build");
    expect(digital.marketEntry.join(" ")).toContain("sign-up to first value");
    expect(analyse({ currentStage: "scaling" }).nextSteps).not.toEqual(digital.nextSteps);
  });

  it("quotes a stage it does not recognise and records it as input", () => {
    const staged = analyse({ currentStage: "pilot with 3 salons" });
    expect(staged.marketOverview).toContain("“pilot with 3 salons”");
    expect(staged.assumptions).toContainEqual({
      label: "Current stage",
      value: "pilot with 3 salons",
      basis: { kind: "input", field: "currentStage" },
    });
  });
});

describe("previousData", () => {
  const saved = {
    title: "GroomBook: rebooking for groomers",
    description: "SMS reminders",
    category: "Consulting",
    marketSize: "$1.5B US pet grooming software",
    targetMarket: "mobile dog groomers",
  };

  it("builds on a saved idea: title, category, market size and target market", () => {
    const result = analyse({ previousData: JSON.stringify(saved) });
    expect(result.builtOn).toEqual([`Saved idea: ${saved.title}`]);
    expect(result.marketOverview).toContain(`your saved idea “${saved.title}”`);
    expect(result.marketOverview).toContain("filed under “Consulting”");
    expect(result.marketSize).toContain(saved.marketSize);
    expect(result.targetAudience).toContain("“mobile dog groomers”");
    expect(result.nextSteps.at(-1)).toContain(saved.title);
    expect(result.assumptions).toContainEqual({
      label: "Saved idea",
      value: saved.title,
      basis: { kind: "input", field: "previousData" },
    });
  });

  it.each(["{not json", "null", "[]", '{"title":""}', '"GroomBook"', "x".repeat(5000)])(
    "ignores %j",
    (previousData) => {
      const result = analyse({ previousData: previousData.slice(0, 5000) });
      expect(result.builtOn).toEqual([]);
      expect(result).toEqual(analyse());
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Research goals
// ---------------------------------------------------------------------------------------------

type Field = keyof Pick<
  MarketAnalysisResult,
  | "marketSize"
  | "targetAudience"
  | "competitiveLandscape"
  | "marketTrends"
  | "recommendedStrategy"
  | "pricingAnalysis"
  | "opportunities"
  | "threats"
  | "marketEntry"
  | "keyMetrics"
  | "nextSteps"
>;

const sizeOf = (value: string | string[]): number =>
  typeof value === "string" ? value.length : value.length;

/** The fields each goal deepens, and a check of what it adds for that request. */
const GOAL_EFFECTS: Record<
  ResearchGoal,
  { fields: Field[]; adds: (result: MarketAnalysisResult, request: MarketAnalysisRequest) => void }
> = {
  "Market Size Validation": {
    fields: ["marketSize", "keyMetrics", "nextSteps"],
    adds: (result) => {
      expect(result.marketSize).toContain("Validating these figures");
      expect(result.nextSteps.join(" ")).toContain("check the segment share");
    },
  },
  "Competitive Analysis": {
    fields: ["competitiveLandscape", "keyMetrics", "nextSteps"],
    adds: (result, request) => {
      for (const archetype of getIndustry(request.industry).competitorArchetypes) {
        expect(result.competitiveLandscape).toContain(archetype.name);
        for (const example of archetype.examples)
          expect(result.competitiveLandscape).toContain(example);
      }
    },
  },
  "Customer Segmentation": {
    fields: ["targetAudience", "keyMetrics", "nextSteps"],
    adds: (result, request) => {
      for (const segment of getIndustry(request.industry).customerSegments) {
        expect(result.targetAudience).toContain(segment.name);
      }
    },
  },
  "Pricing Strategy": {
    fields: ["pricingAnalysis", "keyMetrics", "nextSteps"],
    adds: (result, request) => {
      for (const range of getIndustry(request.industry).pricingModels) {
        expect(result.pricingAnalysis).toContain(range.label);
      }
      expect(result.pricingAnalysis).toContain("Pricing strategy: test");
    },
  },
  "Market Entry Strategy": {
    fields: ["marketEntry", "recommendedStrategy", "nextSteps"],
    adds: (result) => {
      expect(result.marketEntry.join(" ")).toContain("Set prices and taxes");
    },
  },
  "Growth Opportunities": {
    fields: ["opportunities", "recommendedStrategy", "keyMetrics", "nextSteps"],
    adds: (result) => {
      expect(result.opportunities.join(" ")).toContain("Adjacent segment");
      expect(result.recommendedStrategy).toContain("Growth path");
    },
  },
  "Risk Assessment": {
    fields: ["threats", "nextSteps"],
    adds: (result, request) => {
      const threats = result.threats.join(" ");
      for (const risk of getIndustry(request.industry).keyRisks) expect(threats).toContain(risk);
    },
  },
  "Technology Trends": {
    fields: ["marketTrends", "nextSteps"],
    adds: (result, request) => {
      for (const trend of getIndustry(request.industry).trends) {
        expect(result.marketTrends).toContain(trend.text.replace(/\.$/u, ""));
      }
    },
  },
  "Regulatory Environment": {
    fields: ["threats", "marketEntry", "nextSteps"],
    adds: (result, request) => {
      const threats = result.threats.join(" ");
      const place = { scope: request.geographicScope };
      for (const note of regulatoryNotesFor(getIndustry(request.industry), place).slice(1)) {
        expect(threats).toContain(note.slice(1));
      }
      expect(result.marketEntry.join(" ")).toContain("Before launch, check");
    },
  },
  "Investment Requirements": {
    fields: ["recommendedStrategy", "marketEntry", "nextSteps"],
    adds: (result, request) => {
      const model = buildContext(request).model.model;
      const capital = result.assumptions.find(
        (assumption) => assumption.label === `Launch capital for ${model.name} businesses`,
      );
      expect(capital).toBeDefined();
      expect(result.recommendedStrategy).toContain(`typically need ${capital!.value} to launch`);
      expect(getBusinessModel(model.name).capitalNeeds.low).toBeGreaterThanOrEqual(0);
    },
  },
};

describe("research goals deepen their part of the report", () => {
  for (const goal of RESEARCH_GOALS) {
    it(`${goal} extends ${GOAL_EFFECTS[goal].fields.join(", ")} in every industry`, () => {
      for (const industry of MARKET_INDUSTRIES) {
        const request = requestOf({ industry });
        const without = generateMarketAnalysis(request);
        const withGoal = generateMarketAnalysis({ ...request, researchGoals: [goal] });
        for (const field of GOAL_EFFECTS[goal].fields) {
          expect(sizeOf(withGoal[field]), `${goal} → ${field} (${industry})`).toBeGreaterThan(
            sizeOf(without[field]),
          );
        }
        GOAL_EFFECTS[goal].adds(withGoal, request);
      }
    });
  }

  it("leaves the sizing alone: goals change the words, not the numbers", () => {
    const request = requestOf();
    const all = generateMarketAnalysis({ ...request, researchGoals: [...RESEARCH_GOALS] });
    expect(all.sizing).toEqual(generateMarketAnalysis(request).sizing);
  });
});

describe("founders outside the United States (issue 23)", () => {
  const requests = [
    { targetMarket: "Independent pubs in the UK", businessIdea: "A stock-taking app for pubs" },
    {
      targetMarket: "Independent florists in Ireland",
      businessIdea: "An ordering tool for florists",
    },
    { targetMarket: "Pharmacies in Germany", businessIdea: "Inventory software for pharmacies" },
    { targetMarket: "Busy parents in Mumbai", businessIdea: "A meal-planning app" },
    {
      targetMarket: "Dentists in Toronto",
      businessIdea: "Scheduling software for dental practices",
    },
  ].map((input) =>
    marketAnalysisRequestSchema.parse({
      ...input,
      industry: "Technology",
      geographicScope: "Specific Country/Region",
      researchGoals: ["Market Size Validation", "Customer Segmentation"],
    }),
  );

  it("explains every local-currency amount it shows and validates", () => {
    for (const request of requests) {
      const result = generateMarketAnalysis(request);
      expect(marketAnalysisResultSchema.safeParse(result).error).toBeUndefined();
      expect(result.sizing.local, request.targetMarket).toBeDefined();
      for (const text of proseOf(result)) expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
      const founderText = marketAnalysisTool.founderText(request);
      expect(unexplainedNumbers(result, result.assumptions, founderText)).toEqual([]);
    }
  });

  it("parses a result saved before the buyers and currency records existed", () => {
    const result = generateMarketAnalysis(requests[0]!);
    const { buyers: _buyers, local: _local, ...old } = result.sizing;
    expect(marketAnalysisResultSchema.safeParse({ ...result, sizing: old }).success).toBe(true);
  });
});
