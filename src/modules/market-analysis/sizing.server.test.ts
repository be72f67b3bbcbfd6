import { describe, expect, it } from "vitest";
import { getGeography, getIndustry } from "../../engine/knowledge";
import { formatUsd } from "../../engine/knowledge/schema";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  type MarketIndustry,
} from "../../shared/options";
import { buildContext } from "./context.server";
import { type MarketAnalysisRequestInput, marketAnalysisRequestSchema } from "./schema";
import { DIVERGENCE_LIMIT, formatRatio, sizeMarket } from "./sizing.server";

function size(input: Partial<MarketAnalysisRequestInput> = {}) {
  const request = marketAnalysisRequestSchema.parse({
    businessIdea: "A booking app for dog groomers",
    industry: "Technology",
    targetMarket: "independent dog groomers",
    ...input,
  });
  const context = buildContext(request);
  const outcome = sizeMarket(context);
  return { context, outcome, assumptions: context.provenance.build().assumptions };
}

function methodOf(assumptions: ReturnType<typeof size>["assumptions"], label: string): string {
  const assumption = assumptions.find((candidate) => candidate.label === label);
  if (assumption === undefined) throw new Error(`No assumption labelled ${label}`);
  return assumption.basis.kind === "estimate" ? assumption.basis.method : "";
}

describe("top-down sizing", () => {
  it("uses the knowledge base's US figure for the United States", () => {
    const { outcome } = size({ industry: "Gaming", geographicScope: "United States" });
    const gaming = getIndustry("Gaming");
    expect(outcome.sizing.topDown.tam).toBe(gaming.usMarketSize.value);
    expect(outcome.sizing.year).toBe(gaming.usMarketSize.year);
    expect(outcome.text).toContain("own US figure");
  });

  it("uses the whole global market for Global", () => {
    const { outcome } = size({ industry: "Fashion", geographicScope: "Global" });
    expect(outcome.sizing.topDown.tam).toBe(getIndustry("Fashion").globalMarketSize.value);
    expect(outcome.text).toContain("Global scope");
  });

  it("uses the global market × the scope's share of the industry elsewhere", () => {
    for (const scope of ["Europe", "Asia-Pacific", "Specific Country/Region"] as const) {
      const { outcome, assumptions } = size({ industry: "Education", geographicScope: scope });
      const education = getIndustry("Education");
      const share = getGeography(scope).industryShares.Education.value;
      expect(outcome.sizing.topDown.tam).toBe(
        Math.round(education.globalMarketSize.value * (share / 100)),
      );
      const market = assumptions.find((assumption) =>
        assumption.label.startsWith("Education market "),
      );
      expect(market?.basis.kind === "estimate" && market.basis.method).toContain(`${share}%`);
    }
    expect(size({ geographicScope: "Specific Country/Region" }).outcome.text).toContain(
      "specific country or region",
    );
  });

  it("shows the arithmetic of SAM and SOM", () => {
    const { outcome, assumptions } = size();
    const sam = methodOf(assumptions, "Top-down SAM");
    expect(sam).toContain(formatUsd(outcome.sizing.topDown.tam));
    expect(sam).toContain(formatUsd(outcome.sizing.topDown.sam));
    expect(sam).toContain("segment share");
    const som = methodOf(assumptions, "Top-down SOM");
    expect(som).toContain(formatUsd(outcome.sizing.topDown.som));
  });
});

describe("bottom-up sizing", () => {
  it("counts people when the target names no narrower buyer", () => {
    const { outcome, context } = size({
      businessIdea: "A commute planning app",
      targetMarket: "busy commuters",
      geographicScope: "Europe",
    });
    expect(context.segments.orientation).toBe("b2c");
    expect(outcome.shown.customerNoun).toBe("people");
    expect(outcome.shown.customers).toBe("650 million");
  });

  it("counts US businesses from the SBA figure when the target names no narrower buyer", () => {
    const { outcome, assumptions } = size({ targetMarket: "independent bike shops" });
    expect(outcome.shown.customers).toBe("33.2 million");
    const businesses = assumptions.find((assumption) =>
      assumption.label.startsWith("Businesses in United States"),
    );
    expect(businesses?.basis).toMatchObject({ kind: "source", sourceId: "sba-advocacy-faq-2023" });
  });

  it("estimates businesses elsewhere from US density, with the arithmetic", () => {
    const { outcome, assumptions } = size({
      targetMarket: "independent bike shops",
      geographicScope: "Latin America",
    });
    const method = methodOf(assumptions, "Businesses in Latin America (estimate)");
    expect(method).toContain("per 1,000 people");
    expect(method).toContain(outcome.shown.customers);
  });

  it("limits an offline business to one location's catchment", () => {
    const online = size({ businessType: "digital" }).outcome;
    const offline = size({ businessType: "offline" });
    expect(offline.outcome.sizing.topDown.sam).toBeLessThan(online.sizing.topDown.sam);
    expect(offline.outcome.sizing.bottomUp.sam).toBeLessThan(online.sizing.bottomUp.sam);
    expect(methodOf(offline.assumptions, "Share of the scope you can serve")).toContain(
      "1 million",
    );
    expect(offline.outcome.text).toContain("within reach of one location");
  });

  it("prices a year's spend from a knowledge-base range, midpoint shown", () => {
    const { assumptions, outcome } = size();
    const method = methodOf(assumptions, "Spend per customer a year");
    expect(method).toMatch(/^The .+ range for .+ at its midpoint: /u);
    expect(method).toContain(outcome.shown.annualSpend);
  });
});

describe("SOM ≤ SAM ≤ TAM and the divergence warning", () => {
  const cases = MARKET_INDUSTRIES.flatMap((industry: MarketIndustry) =>
    GEOGRAPHIC_SCOPES.flatMap((geographicScope) =>
      MARKET_BUSINESS_TYPES.map((type) => ({
        industry,
        geographicScope,
        businessType: type.value,
      })),
    ),
  );

  it(`holds for all ${cases.length} industry × scope × type combinations`, () => {
    let warned = 0;
    for (const input of cases) {
      for (const targetMarket of ["small business owners", "parents"]) {
        const { sizing, text } = size({ ...input, targetMarket }).outcome;
        for (const way of [sizing.topDown, sizing.bottomUp]) {
          expect(way.som).toBeLessThanOrEqual(way.sam);
          expect(way.sam).toBeLessThanOrEqual(way.tam);
          expect(way.som).toBeGreaterThanOrEqual(0);
        }
        const { tam: a } = sizing.topDown;
        const { tam: b } = sizing.bottomUp;
        expect(sizing.divergence.ratio).toBe(Math.max(a, b) / Math.min(a, b));
        expect(sizing.divergence.warning !== null).toBe(sizing.divergence.ratio > DIVERGENCE_LIMIT);
        if (sizing.divergence.warning !== null) {
          warned += 1;
          expect(text).toContain(sizing.divergence.warning);
        } else {
          expect(text).toContain("within");
        }
      }
    }
    // Both outcomes occur across the knowledge base.
    expect(warned).toBeGreaterThan(0);
    expect(warned).toBeLessThan(cases.length * 2);
  });
});

describe("formatRatio", () => {
  it("shows one decimal, and never '3' for a ratio above 3", () => {
    expect(formatRatio(17.648)).toBe("17.6");
    expect(formatRatio(2.04)).toBe("2");
    expect(formatRatio(3)).toBe("3");
    expect(formatRatio(3.001)).toBe("3.01");
    expect(formatRatio(3.04)).toBe("3.04");
    expect(formatRatio(3.06)).toBe("3.1");
  });
});

describe("the founder's own figure", () => {
  it("is placed among ours when it holds a dollar amount", () => {
    const { outcome } = size({ marketSize: "about $2 million" });
    expect(outcome.text).toMatch(
      /Your own figure, “about \$2 million”, sits (below|above|between|level)/u,
    );
  });

  it("is quoted without comparison otherwise", () => {
    expect(size({ marketSize: "huge" }).outcome.text).toContain("we found no dollar figure");
  });
});
