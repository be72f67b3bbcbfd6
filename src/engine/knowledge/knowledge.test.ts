import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CURRENCY_CODES } from "../../shared/currencies";
import {
  ALL_INDUSTRIES,
  BUDGETS,
  BUSINESS_MODELS,
  GEOGRAPHIC_SCOPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  MARKET_INDUSTRIES,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { BUYER_REVENUE, IT_SHARE_BY_INDUSTRY } from "./buyer-spending";
import { BUYER_UNITS } from "./buyer-units";
import { MORE_BUYER_UNITS } from "./buyer-units-more";
import { PEOPLE_BUYER_UNITS } from "./buyer-units-people";
import { TRADE_BUYER_UNITS } from "./buyer-units-trades";
import { UNIT_COUNTS } from "./counts";
import {
  countIn,
  describeBasis,
  findBusinessModel,
  findSource,
  getBudget,
  getBusinessModel,
  getCountry,
  getGeography,
  getIndustry,
  getLocation,
  getSource,
  getTimeCommitment,
  KNOWLEDGE_BASE,
  resolveGeography,
  resolveIndustry,
} from "./index";
import {
  type BuyerUnitEntry,
  budgetEntrySchema,
  businessModelEntrySchema,
  buyerUnitEntrySchema,
  COUNTRY_IDS,
  countFigureSchema,
  countryEntrySchema,
  funnelBenchmarksSchema,
  geographyEntrySchema,
  growthFigureSchema,
  industryEntrySchema,
  locationEntrySchema,
  nicheMarketEntrySchema,
  SERVING_PRODUCT_TYPES,
  salaryBenchmarksSchema,
  servingCostEntrySchema,
  sourceSchema,
  timeCommitmentEntrySchema,
} from "./schema";

const { industries, businessModels, geographies, budgets, timeCommitments, locations, sources } =
  KNOWLEDGE_BASE;

/** Parses and returns readable issues, so a failure names the entry and the field. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** Every object anywhere in the knowledge base that cites a source id. */
function collectSourceIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectSourceIds(item, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.sourceId === "string") found.push(record.sourceId);
    for (const child of Object.values(record)) collectSourceIds(child, found);
  }
  return found;
}

/** Every figure-like basis of kind "estimate". */
function collectEstimateMethods(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectEstimateMethods(item, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.kind === "estimate" && typeof record.method === "string") {
      found.push(record.method);
    }
    for (const child of Object.values(record)) collectEstimateMethods(child, found);
  }
  return found;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe("coverage of the option lists", () => {
  it("has exactly one industry entry per industry either tool can send", () => {
    expect(sorted(Object.keys(industries))).toEqual(sorted(ALL_INDUSTRIES));
    for (const industry of [...IDEA_INDUSTRIES, ...MARKET_INDUSTRIES]) {
      expect(industries[industry]?.name).toBe(industry);
    }
  });

  it("has one entry per business model, scope, budget, time commitment and location", () => {
    expect(sorted(Object.keys(businessModels))).toEqual(sorted(BUSINESS_MODELS));
    expect(sorted(Object.keys(geographies))).toEqual(sorted(GEOGRAPHIC_SCOPES));
    expect(sorted(Object.keys(budgets))).toEqual(sorted(BUDGETS.map((b) => b.value)));
    expect(sorted(Object.keys(timeCommitments))).toEqual(
      sorted(TIME_COMMITMENTS.map((t) => t.value)),
    );
    expect(sorted(Object.keys(locations))).toEqual(sorted(LOCATIONS.map((l) => l.value)));
  });

  it("keys each entry by its own name or value", () => {
    for (const [key, entry] of Object.entries(businessModels)) expect(entry.name).toBe(key);
    for (const [key, entry] of Object.entries(geographies)) expect(entry.scope).toBe(key);
    for (const [key, entry] of Object.entries(budgets)) expect(entry.value).toBe(key);
    for (const [key, entry] of Object.entries(timeCommitments)) expect(entry.value).toBe(key);
    for (const [key, entry] of Object.entries(locations)) expect(entry.value).toBe(key);
  });

  it("matches the option lists' labels and numbers", () => {
    for (const budget of BUDGETS) {
      const entry = budgets[budget.value];
      expect([entry.label, entry.minUsd, entry.maxUsd]).toEqual([
        budget.label,
        budget.minUsd,
        budget.maxUsd,
      ]);
    }
    for (const time of TIME_COMMITMENTS) {
      const entry = timeCommitments[time.value];
      expect([entry.label, entry.hoursPerWeek]).toEqual([time.label, time.hoursPerWeek]);
    }
    for (const location of LOCATIONS) expect(locations[location.value].label).toBe(location.label);
  });
});

describe("every entry parses with its schema", () => {
  it.each(Object.entries(industries))("industry %s", (_name, entry) => {
    expect(issuesOf(industryEntrySchema, entry)).toEqual([]);
  });
  it.each(Object.entries(businessModels))("business model %s", (_name, entry) => {
    expect(issuesOf(businessModelEntrySchema, entry)).toEqual([]);
  });
  it.each(Object.entries(geographies))("geographic scope %s", (_name, entry) => {
    expect(issuesOf(geographyEntrySchema, entry)).toEqual([]);
  });
  it.each(Object.entries(budgets))("budget %s", (_name, entry) => {
    expect(issuesOf(budgetEntrySchema, entry)).toEqual([]);
  });
  it.each(Object.entries(timeCommitments))("time commitment %s", (_name, entry) => {
    expect(issuesOf(timeCommitmentEntrySchema, entry)).toEqual([]);
  });
  it.each(Object.entries(locations))("location %s", (_name, entry) => {
    expect(issuesOf(locationEntrySchema, entry)).toEqual([]);
  });
  it("funnel benchmarks", () => {
    expect(issuesOf(funnelBenchmarksSchema, KNOWLEDGE_BASE.funnelBenchmarks)).toEqual([]);
    // The cost of serving a customer (issue 26): one entry per product type, each starting from
    // a sourced unit price, its cost a customer a month an estimate that states its arithmetic.
    expect(KNOWLEDGE_BASE.servingCosts.map((entry) => entry.type)).toEqual([
      ...SERVING_PRODUCT_TYPES,
    ]);
    for (const entry of KNOWLEDGE_BASE.servingCosts) {
      expect(issuesOf(servingCostEntrySchema, entry), entry.type).toEqual([]);
      expect(entry.unitPrice.basis.kind, entry.type).toBe("source");
      const { basis } = entry.perCustomerMonth;
      expect(basis.kind, entry.type).toBe("estimate");
      if (basis.kind === "estimate")
        expect(basis.method, `${entry.type} states its result`).toContain(
          `$${entry.perCustomerMonth.value.toFixed(2).replace(/\.00$/, "")}`,
        );
    }
  });
  it("salary benchmarks", () => {
    expect(issuesOf(salaryBenchmarksSchema, KNOWLEDGE_BASE.salaryBenchmarks)).toEqual([]);
  });
  it.each(sources.map((source) => [source.id, source] as const))("source %s", (_id, source) => {
    expect(issuesOf(sourceSchema, source)).toEqual([]);
  });
});

describe("sources", () => {
  it("has no duplicate ids", () => {
    const ids = sources.map((source) => source.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("resolves every citation to a listed source", () => {
    const cited = collectSourceIds(KNOWLEDGE_BASE);
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter((id) => findSource(id) === undefined)).toEqual([]);
  });

  it("cites every listed source at least once", () => {
    const cited = new Set(collectSourceIds(KNOWLEDGE_BASE));
    expect(sources.map((source) => source.id).filter((id) => !cited.has(id))).toEqual([]);
  });

  it("shows arithmetic in every estimate", () => {
    const methods = collectEstimateMethods(KNOWLEDGE_BASE);
    expect(methods.length).toBeGreaterThan(100);
    expect(methods.filter((method) => !/\d/.test(method))).toEqual([]);
    expect(methods.filter((method) => /undefined|NaN|\[object/.test(method))).toEqual([]);
  });
});

describe("industries", () => {
  const entries = Object.values(industries);

  it("meets the content minimums", () => {
    for (const entry of entries) {
      expect(entry.trends.length, entry.name).toBeGreaterThanOrEqual(5);
      expect(entry.competitorArchetypes.length, entry.name).toBeGreaterThanOrEqual(3);
      for (const archetype of entry.competitorArchetypes) {
        expect(
          archetype.examples.length,
          `${entry.name}: ${archetype.name}`,
        ).toBeGreaterThanOrEqual(2);
      }
      expect(entry.customerSegments.length, entry.name).toBeGreaterThanOrEqual(3);
      expect(entry.pricingModels.length, entry.name).toBeGreaterThanOrEqual(2);
      expect(entry.regulatoryNotes.length, entry.name).toBeGreaterThanOrEqual(2);
      expect(entry.keyRisks.length, entry.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("has at least twelve distinct lowercase keywords each", () => {
    for (const entry of entries) {
      const keywords = new Set(entry.keywords);
      expect(keywords.size, entry.name).toBe(entry.keywords.length);
      expect(keywords.size, entry.name).toBeGreaterThanOrEqual(12);
      for (const keyword of keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });

  it("has a US market no larger than the global one", () => {
    for (const entry of entries) {
      expect(entry.usMarketSize.value, entry.name).toBeLessThanOrEqual(
        entry.globalMarketSize.value,
      );
      expect(entry.usMarketSize.unit).toBe("USD");
      expect(entry.globalMarketSize.unit).toBe("USD");
    }
  });

  it("has plausible growth rates with their period", () => {
    for (const entry of entries) {
      expect(entry.growthRate.value, entry.name).toBeGreaterThanOrEqual(-20);
      expect(entry.growthRate.value, entry.name).toBeLessThanOrEqual(60);
      expect(entry.growthRate.period, entry.name).toBeTruthy();
    }
  });

  it("mixes B2B and B2C segments across the knowledge base and names real business models", () => {
    for (const entry of entries) {
      for (const model of entry.typicalBusinessModels) expect(BUSINESS_MODELS).toContain(model);
    }
    const orientations = new Set(
      entries.flatMap((e) => e.customerSegments.map((s) => s.orientation)),
    );
    expect(orientations).toEqual(new Set(["b2b", "b2c"]));
  });

  it("sizes Other from the named industries", () => {
    const other = industries.Other;
    const named = entries.filter((entry) => entry.name !== "Other");
    const globals = named.map((entry) => entry.globalMarketSize.value);
    expect(other.globalMarketSize.value).toBeGreaterThan(Math.min(...globals));
    expect(other.globalMarketSize.value).toBeLessThan(Math.max(...globals));
    expect(other.globalMarketSize.basis.kind).toBe("estimate");
  });
});

describe("business models", () => {
  const entries = Object.values(businessModels);

  it("has plausible unit economics", () => {
    for (const entry of entries) {
      expect(entry.grossMargin.value, entry.name).toBeGreaterThan(0);
      expect(entry.grossMargin.value, entry.name).toBeLessThan(100);
      expect(entry.cacPaybackMonths.value, entry.name).toBeLessThanOrEqual(36);
      expect(entry.retention.figure.value, entry.name).toBeGreaterThanOrEqual(0);
      expect(entry.retention.figure.value, entry.name).toBeLessThanOrEqual(100);
      expect(entry.capitalNeeds.low, entry.name).toBeLessThanOrEqual(entry.capitalNeeds.high);
      expect(entry.channels.length, entry.name).toBeGreaterThanOrEqual(3);
      expect(entry.requiredSkills.length, entry.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("orders capital intensity by launch capital", () => {
    const rank = { low: 0, medium: 1, high: 2, "very-high": 3 } as const;
    for (const a of entries) {
      for (const b of entries) {
        if (rank[a.capitalIntensity] < rank[b.capitalIntensity]) {
          expect(a.capitalNeeds.low, `${a.name} vs ${b.name}`).toBeLessThan(b.capitalNeeds.low);
        }
      }
    }
  });
});

describe("geographic scopes", () => {
  const regional = [
    "North America",
    "Europe",
    "Asia-Pacific",
    "Latin America",
    "Middle East & Africa",
  ] as const;

  it("gives every scope a share of every industry between 0 and 100 percent", () => {
    for (const geography of Object.values(geographies)) {
      for (const industry of ALL_INDUSTRIES) {
        const share = geography.industryShares[industry];
        expect(share, `${geography.scope}: ${industry}`).toBeDefined();
        expect(share.unit).toBe("percent");
        expect(share.value, `${geography.scope}: ${industry}`).toBeGreaterThanOrEqual(0);
        expect(share.value, `${geography.scope}: ${industry}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it("keeps the regions within the world and the US within North America", () => {
    for (const industry of ALL_INDUSTRIES) {
      const total = regional.reduce(
        (sum, scope) => sum + geographies[scope].industryShares[industry].value,
        0,
      );
      expect(total, industry).toBeLessThanOrEqual(100.5);
      expect(total, industry).toBeGreaterThanOrEqual(90);
      expect(geographies.Global.industryShares[industry].value).toBe(100);
      expect(geographies["United States"].industryShares[industry].value).toBeLessThanOrEqual(
        geographies["North America"].industryShares[industry].value,
      );
    }
  });

  it("derives the US share from the industry's own figures", () => {
    for (const industry of ALL_INDUSTRIES) {
      const entry = industries[industry];
      const expected = (entry.usMarketSize.value / entry.globalMarketSize.value) * 100;
      expect(geographies["United States"].industryShares[industry].value).toBeCloseTo(expected, 0);
    }
  });

  it("uses the published regional split where one exists", () => {
    expect(geographies["Asia-Pacific"].industryShares.Gaming).toMatchObject({
      value: 46,
      basis: { kind: "source", sourceId: "newzoo-global-games-market-2024" },
    });
  });

  it("keeps GDP shares of the regions below the world total", () => {
    const total = regional.reduce((sum, scope) => sum + geographies[scope].gdpShare.value, 0);
    expect(total).toBeLessThanOrEqual(100);
    expect(geographies.Global.gdpShare.value).toBe(100);
  });
});

describe("founder profiles agree with the business-model table", () => {
  it("excludes exactly the models whose launch capital starts above a budget's ceiling", () => {
    for (const budget of Object.values(budgets)) {
      const expected = BUSINESS_MODELS.filter(
        (model) => budget.maxUsd !== null && businessModels[model].capitalNeeds.low > budget.maxUsd,
      );
      expect(sorted(budget.excludedBusinessModels), budget.value).toEqual(sorted(expected));
    }
  });

  it("scores capital fit that never falls as the budget grows", () => {
    const ordered = BUDGETS.map((budget) => budgets[budget.value]);
    for (const intensity of ["low", "medium", "high", "very-high"] as const) {
      const fits = ordered.map((budget) => budget.capitalFit[intensity]);
      expect(fits, intensity).toEqual([...fits].sort((a, b) => a - b));
    }
  });

  it("marks exactly the models needing more weekly hours than a commitment gives", () => {
    for (const time of Object.values(timeCommitments)) {
      const expected = BUSINESS_MODELS.filter(
        (model) => businessModels[model].minHoursPerWeek > time.hoursPerWeek,
      );
      expect(sorted(time.unsuitableBusinessModels), time.value).toEqual(sorted(expected));
    }
  });

  it("rules out fixed-premises models for home-based and mobile founders", () => {
    const fixed = BUSINESS_MODELS.filter((model) => businessModels[model].requiresFixedPremises);
    expect(fixed.length).toBeGreaterThan(0);
    for (const value of ["home-based", "mobile"] as const) {
      for (const model of fixed) expect(locations[value].unsuitableBusinessModels).toContain(model);
    }
  });
});

describe("what buyers spend (decision 046)", () => {
  it("gives revenue only to organisations that exist, each figure a positive sourced amount", () => {
    const ids = Object.keys(BUYER_REVENUE);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const id of ids) {
      const unit = KNOWLEDGE_BASE.buyerUnits.find((candidate) => candidate.id === id);
      expect(unit?.kind, id).toBe("organisation");
      expect(unit?.revenue).toBe(BUYER_REVENUE[id]);
      expect(BUYER_REVENUE[id]?.unit).toBe("USD");
      expect(BUYER_REVENUE[id]?.basis.kind).toBe("source");
    }
  });

  it("keeps IT shares of revenue and of IT between 0 and 100%", () => {
    const { shareOfRevenue, shareOfIt } = KNOWLEDGE_BASE.itSpending;
    for (const figure of [
      shareOfRevenue,
      ...Object.values(IT_SHARE_BY_INDUSTRY),
      ...Object.values(shareOfIt),
    ]) {
      expect(figure?.unit).toBe("percent");
      expect(figure?.value).toBeGreaterThan(0);
      expect(figure?.value).toBeLessThan(100);
    }
  });
});

describe("buyer units and markets (issue 16)", () => {
  const { buyerUnits, markets } = KNOWLEDGE_BASE;

  it("parse, with unique ids", () => {
    for (const unit of buyerUnits)
      expect(issuesOf(buyerUnitEntrySchema, unit), unit.id).toEqual([]);
    for (const market of markets) {
      expect(issuesOf(nicheMarketEntrySchema, market), market.id).toEqual([]);
    }
    expect(new Set(buyerUnits.map((unit) => unit.id)).size).toBe(buyerUnits.length);
    expect(new Set(markets.map((market) => market.id)).size).toBe(markets.length);
  });

  it("give every count and spend a publisher or an estimate's arithmetic", () => {
    const figures = [
      ...buyerUnits.flatMap((unit) => [
        unit.us,
        ...(unit.global === undefined ? [] : [unit.global]),
      ]),
      ...markets.flatMap((market) => [
        market.us.buyingShare,
        market.us.annualSpend,
        ...(market.global === undefined
          ? []
          : [market.global.buyingShare, market.global.annualSpend]),
      ]),
    ];
    for (const figure of figures) {
      if (figure.basis.kind === "source") {
        expect(findSource(figure.basis.sourceId)?.publisher).toBeTruthy();
      } else {
        expect(figure.basis.method).toMatch(/\d/u);
      }
    }
  });

  it("keep paying shares between 0 and 100% and place each phrase in one market", () => {
    for (const market of markets) {
      for (const spend of [market.us, market.global]) {
        if (spend === undefined) continue;
        expect(spend.buyingShare.value, market.id).toBeGreaterThan(0);
        expect(spend.buyingShare.value, market.id).toBeLessThanOrEqual(100);
      }
    }
    const phrases = markets.flatMap((market) => market.keywords);
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});

describe("lookups", () => {
  it("never return undefined for a listed value", () => {
    for (const industry of ALL_INDUSTRIES) expect(getIndustry(industry).name).toBe(industry);
    for (const model of BUSINESS_MODELS) expect(getBusinessModel(model).name).toBe(model);
    for (const scope of GEOGRAPHIC_SCOPES) expect(getGeography(scope).scope).toBe(scope);
    for (const budget of BUDGETS) expect(getBudget(budget.value).value).toBe(budget.value);
    for (const time of TIME_COMMITMENTS)
      expect(getTimeCommitment(time.value).value).toBe(time.value);
    for (const location of LOCATIONS)
      expect(getLocation(location.value).value).toBe(location.value);
    for (const source of sources) expect(getSource(source.id)).toBe(source);
  });

  it("resolves free text case-insensitively with sensible fallbacks", () => {
    expect(resolveIndustry("  travel & tourism ").name).toBe("Travel & Tourism");
    expect(resolveIndustry("Underwater basket weaving").name).toBe("Other");
    expect(resolveGeography("europe").scope).toBe("Europe");
    expect(resolveGeography("Atlantis").scope).toBe("United States");
    expect(findBusinessModel("saas")?.name).toBe("SaaS");
    expect(findBusinessModel("lemonade stand")).toBeUndefined();
    expect(findSource("no-such-source")).toBeUndefined();
  });

  it("describes a basis in words", () => {
    expect(describeBasis(getIndustry("Gaming").globalMarketSize.basis)).toMatch(
      /^Newzoo, Global Games Market Report 2024 \(2024\)/,
    );
    expect(describeBasis(getIndustry("Other").globalMarketSize.basis)).toMatch(/^Estimate: /);
  });

  it("carries its version and date", () => {
    expect(KNOWLEDGE_BASE.version).toBe("2026.11.4");
    expect(KNOWLEDGE_BASE.updated).toBe("2026-11-27");
  });
});

describe("the schemas reject incomplete data", () => {
  const gaming = getIndustry("Gaming");

  it("refuses an industry with too few trends or archetype examples", () => {
    expect(
      issuesOf(industryEntrySchema, { ...gaming, trends: gaming.trends.slice(0, 4) }),
    ).not.toEqual([]);
    const [first, ...rest] = gaming.competitorArchetypes;
    const thin = {
      ...gaming,
      competitorArchetypes: [{ ...first, examples: ["Only one"] }, ...rest],
    };
    expect(issuesOf(industryEntrySchema, thin)).not.toEqual([]);
  });

  it("refuses uppercase keywords, a rate without its period, a source without an id", () => {
    expect(
      issuesOf(industryEntrySchema, { ...gaming, keywords: [...gaming.keywords, "Gaming"] }),
    ).not.toEqual([]);
    const { period: _period, ...noPeriod } = gaming.growthRate;
    expect(issuesOf(growthFigureSchema, noPeriod)).not.toEqual([]);
    const badBasis = { ...gaming.globalMarketSize, basis: { kind: "source" } };
    expect(issuesOf(industryEntrySchema, { ...gaming, globalMarketSize: badBasis })).not.toEqual(
      [],
    );
  });

  it("refuses an estimate without a method and a location that contradicts itself", () => {
    const noMethod = { ...gaming.usMarketSize, basis: { kind: "estimate", method: "" } };
    expect(issuesOf(industryEntrySchema, { ...gaming, usMarketSize: noMethod })).not.toEqual([]);
    const urban = getLocation("urban");
    const contradictory = {
      ...urban,
      unsuitableBusinessModels: [
        ...urban.unsuitableBusinessModels,
        urban.suitableBusinessModels[0],
      ],
    };
    expect(issuesOf(locationEntrySchema, contradictory)).not.toEqual([]);
  });
});

/** The units as their entries write them, before the country files' counts are added. */
const OWN_COUNTS: readonly BuyerUnitEntry[] = [
  ...(BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(PEOPLE_BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(TRADE_BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(MORE_BUYER_UNITS as readonly BuyerUnitEntry[]),
];

describe("countries and per-country buyer counts (issue 23)", () => {
  it("parses every country entry, one per country id", () => {
    for (const country of KNOWLEDGE_BASE.countries) {
      expect(issuesOf(countryEntrySchema, country), country.id).toEqual([]);
    }
    expect(KNOWLEDGE_BASE.countries.map((country) => country.id)).toEqual([...COUNTRY_IDS]);
  });

  it("counts organisations only where a count is published or derived, never US's by default", () => {
    const farms = KNOWLEDGE_BASE.buyerUnits.find((unit) => unit.id === "farms")!;
    expect(countIn(farms, getCountry("ie"))?.value).toBe(135_037);
    expect(countIn(farms, getCountry("us"))).toBe(farms.us);
    const florists = KNOWLEDGE_BASE.buyerUnits.find((unit) => unit.id === "florists")!;
    expect(countIn(florists, getCountry("ie"))).toBeNull();
  });

  it("keeps the country files' counts to known units, one count per unit and country", () => {
    const units = new Set(KNOWLEDGE_BASE.buyerUnits.map((unit) => unit.id));
    expect(UNIT_COUNTS.filter((entry) => !units.has(entry.unit)).map((e) => e.unit)).toEqual([]);
    const pairs = UNIT_COUNTS.map((entry) => `${entry.unit} in ${entry.country}`);
    expect(pairs.filter((pair, index) => pairs.indexOf(pair) !== index)).toEqual([]);
    const ownPairs = new Set(
      OWN_COUNTS.flatMap((unit) =>
        Object.keys(unit.counts ?? {}).map((country) => `${unit.id} in ${country}`),
      ),
    );
    expect(pairs.filter((pair) => ownPairs.has(pair))).toEqual([]);
    for (const entry of UNIT_COUNTS) {
      expect(
        issuesOf(countFigureSchema, entry.figure),
        `${entry.unit} in ${entry.country}`,
      ).toEqual([]);
    }
  });

  it("has counts of the commonest trades for the largest economies", () => {
    const countries = new Set(
      KNOWLEDGE_BASE.buyerUnits.flatMap((unit) => Object.keys(unit.counts ?? {})),
    );
    for (const id of ["uk", "de", "fr", "it", "es", "ca", "au", "in"])
      expect(countries).toContain(id);
  });
});

describe("currencies", () => {
  it("gives every currency a founder can price in a country with its dated US-dollar rate", () => {
    // A price the reader takes in a currency with no rate could not be converted, and the
    // financial model would hold it as US dollars.
    for (const code of CURRENCY_CODES) {
      const country = KNOWLEDGE_BASE.countries.find((entry) => entry.currency.code === code);
      expect(country, code).toBeDefined();
      expect(country?.usdRate.perUsd, code).toBeGreaterThan(0);
    }
  });
});
