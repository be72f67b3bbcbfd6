import { describe, expect, it } from "vitest";
import { getBuyerUnit, getCountry, peerEstimateIn } from "../../engine/knowledge";
import { formatUsd } from "../../engine/knowledge/schema";
import { formatCount } from "../../engine/provenance-builder";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  type MarketIndustry,
} from "../../shared/options";
import { buildContext } from "./context.server";
import { type MarketAnalysisRequestInput, marketAnalysisRequestSchema } from "./schema";
import { formatRatio, formatWon, sizeMarket, WIDE_DIVERGENCE } from "./sizing.server";

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

// Decision 046: the top-down figure is the buyers' spending on this kind of product — the market
// the idea is in when the knowledge base measures it, else the counted buyers × revenue per buyer
// × the share of revenue spent on it — and never a whole industry's turnover.
const VETS = {
  businessIdea: "Scheduling software for veterinary practices, $150 a month per practice",
  industry: "Healthcare" as const,
  targetMarket: "veterinary practices in the United States",
  geographicScope: "United States" as const,
  businessType: "digital" as const,
};

describe("top-down sizing", () => {
  it("is never the whole industry's turnover: not sized, with what it would need", () => {
    for (const industry of ["Gaming", "Fashion", "Education"] as const) {
      for (const geographicScope of ["United States", "Global", "Europe"] as const) {
        const { outcome } = size({ industry, geographicScope });
        expect(outcome.sizing.topDownBasis).toBe("none");
        expect(outcome.sizing.topDown).toEqual({ tam: 0, sam: 0, som: 0 });
        expect(outcome.shown.topDown.tam).toContain("not sized");
        expect(outcome.text).toContain("Top-down: not sized.");
        expect(outcome.text).toContain("What it needs and our sources do not have:");
        // The industry's figure is there for scale, said to be so.
        expect(outcome.text).toContain(`${outcome.shown.market}, is the whole industry's turnover`);
        expect(outcome.text).toContain("never used as your TAM");
      }
    }
  });

  it("uses the market the idea is in when the knowledge base measures it", () => {
    const { outcome } = size({
      businessIdea: "A dog walking app",
      targetMarket: "dog owners",
      geographicScope: "United States",
    });
    expect(outcome.sizing.topDownBasis).toBe("market");
    expect(outcome.sizing.topDown.tam).toBe(12.3e9);
    expect(outcome.text).toContain("the pet services market in the United States");
  });

  it("counts what the buyers spend on software: buyers × revenue × IT share × software share", () => {
    const { outcome, assumptions } = size(VETS);
    const vets = getBuyerUnit("veterinary-practices");
    expect(outcome.sizing.topDownBasis).toBe("buyers-spending");
    // The figures are of the revenue figure's year, not of the industry's market.
    expect(outcome.sizing.year).toBe(vets.revenue!.year);
    const perBuyer = vets.revenue!.value * 0.05 * 0.209;
    expect(outcome.sizing.topDown.tam).toBe(
      Math.round(vets.us.value * Math.round(perBuyer)) || outcome.sizing.topDown.tam,
    );
    expect(outcome.sizing.topDown.tam / vets.us.value).toBeCloseTo(perBuyer, -1);
    const each = methodOf(assumptions, "What one veterinary practice spends on software a year");
    expect(each).toContain("revenue ×");
    expect(each).toContain("of revenue on IT ×");
    expect(each).toContain("of IT on software");
    expect(outcome.text).toContain("a ceiling for your price, not your revenue");
    // The two TAMs measure different things: the price is set against the buyers' spending, a
    // warning only when it would take more than half of it.
    expect(outcome.text).toContain("of what one of them spends on software");
    expect(outcome.sizing.divergence.warning).toBeNull();
    expect(outcome.text).not.toContain("credible");
  });

  it("scales a US buyer's revenue by GDP per person where the founder sells elsewhere", () => {
    const { outcome, assumptions } = size({
      ...VETS,
      businessIdea: "Scheduling software for veterinary practices, £120 a month per practice",
      targetMarket: "veterinary practices in the UK",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.topDownBasis).toBe("buyers-spending");
    const revenue = methodOf(
      assumptions,
      "Revenue of one veterinary practice a year in the United Kingdom",
    );
    expect(revenue).toContain("GDP per person");
    expect(outcome.text).toMatch(/Top-down: TAM £[\d.]+M \(\$[\d.]+M\)/u);
  });

  it("says what is missing for a kind of product whose spending our sources do not give", () => {
    const { outcome } = size({
      businessIdea: "Livestream camera kits for funeral homes, $149 a month",
      industry: "Other",
      targetMarket: "funeral homes in the United States",
      geographicScope: "United States",
      businessType: "hybrid",
    });
    expect(outcome.sizing.topDownBasis).toBe("none");
    expect(outcome.text).toContain("our sources give it only for software and IT services");
  });

  it("shows the arithmetic of SAM and SOM", () => {
    const { outcome, assumptions } = size(VETS);
    const sam = methodOf(assumptions, "Top-down SAM");
    expect(sam).toContain(formatUsd(outcome.sizing.topDown.tam));
    expect(sam).toContain(formatUsd(outcome.sizing.topDown.sam));
    expect(sam).toContain("segment share");
    const som = methodOf(assumptions, "Top-down SOM");
    expect(som).toContain(formatUsd(outcome.sizing.topDown.som));
  });
});

describe("bottom-up sizing", () => {
  it("counts people when the target names nobody narrower", () => {
    const { outcome, context } = size({
      businessIdea: "A commute planning app",
      targetMarket: "everyone",
      geographicScope: "Europe",
    });
    expect(context.segments.orientation).toBe("b2c");
    expect(outcome.shown.customerNoun).toBe("people");
    expect(outcome.shown.customers).toBe("650 million");
  });

  // Issue 23: a group the words narrow ("busy commuters") and no unit counts is asked for, never
  // counted as the scope's whole population (this test counted 650 million people before).
  it("asks for a consumer group no unit counts instead of counting the population", () => {
    const { outcome, context } = size({
      businessIdea: "A commute planning app",
      targetMarket: "busy commuters",
      geographicScope: "Europe",
    });
    expect(context.segments.orientation).toBe("b2c");
    expect(outcome.sizing.buyers).toMatchObject({
      orientation: "b2c",
      count: null,
      status: "asked",
      fallback: null,
    });
  });

  // Issue 23: a narrower group (pensioners, a farming sub-sector) is asked for by its own name,
  // never widened to the households or the farms the idea's price or words name.
  it("asks for a narrower group by name instead of counting its parent unit", () => {
    const widowers = size({
      businessIdea:
        "Weekly hot-meal deliveries for widowers living alone, £30 a week per household",
      industry: "Food & Beverage",
      targetMarket: "Widowers living alone in the United Kingdom",
      geographicScope: "Specific Country/Region",
    });
    expect(widowers.outcome.sizing.buyers).toMatchObject({
      noun: "widowers",
      count: null,
      status: "asked",
    });
    // A group the knowledge base counts (issue 23) is counted as itself, never as households.
    const pensioners = size({
      businessIdea:
        "Weekly hot-meal deliveries for pensioners living alone, £30 a week per household",
      industry: "Food & Beverage",
      targetMarket: "Pensioners living alone in the United Kingdom",
      geographicScope: "Specific Country/Region",
    });
    expect(pensioners.outcome.sizing.buyers).toMatchObject({
      noun: "retirees",
      orientation: "b2c",
      count: 12_600_000,
    });
    const pigs = size({
      businessIdea: "Barn climate sensors that alert the farmer, $25 a month per farm",
      industry: "Agriculture",
      targetMarket: "Specialist pig farms in the United States",
      geographicScope: "United States",
    });
    expect(pigs.outcome.sizing.buyers).toMatchObject({
      orientation: "b2b",
      count: null,
      status: "asked",
    });
    expect(pigs.outcome.text).not.toContain("1,900,487");
  });

  // Issue 23 replaced two tests here: a business the knowledge base does not count was sized as
  // all 33.2 million US businesses, or as businesses scaled from US density elsewhere. It is
  // asked for now (see "organisational buyers" below).
  it("never counts all businesses for a trade the knowledge base does not count", () => {
    for (const geographicScope of ["United States", "Latin America"] as const) {
      const { outcome, assumptions } = size({
        targetMarket: "independent saddlery shops",
        geographicScope,
      });
      expect(outcome.sizing.buyers).toMatchObject({
        noun: "independent saddlery shops",
        orientation: "b2b",
        count: null,
        status: "asked",
        fallback: null,
      });
      expect(assumptions.some((assumption) => assumption.label.startsWith("Businesses"))).toBe(
        false,
      );
      expect(outcome.text).not.toContain("33.2 million");
    }
  });

  it("limits an offline business selling to people to one location's catchment", () => {
    const online = size({ businessType: "digital", targetMarket: "dog owners" }).outcome;
    const offline = size({ businessType: "offline", targetMarket: "dog owners" });
    expect(offline.outcome.sizing.bottomUp.sam).toBeLessThan(online.sizing.bottomUp.sam);
    expect(methodOf(offline.assumptions, "Share of the scope you can serve")).toContain(
      "1 million",
    );
    expect(offline.outcome.text).toContain("within reach of one location");
  });

  it("does not hold an offline business selling to organisations to one metro (issue 23)", () => {
    // 9,200 US library systems × one metro's 0.3% left 28 in reach and "0" customers won.
    const { outcome, assumptions } = size({
      businessIdea:
        "3D-printer and laser-cutter kits leased to public libraries for their makerspaces, with training and repairs included, $450 a month per library",
      industry: "Education",
      businessType: "offline",
      targetMarket: "Public library systems",
      geographicScope: "United States",
    });
    expect(methodOf(assumptions, "Share of the scope you can serve")).toContain(
      "Your buyers are organisations",
    );
    expect(outcome.shown.oneLocation).toBe(false);
    expect(outcome.text).not.toContain("within reach of one location");
    const won = assumptions.find((item) => item.label === "Customers won within three years");
    expect(won?.value).toBe("46");
    expect(methodOf(assumptions, "Customers won within three years")).toBe(
      "9,200 × obtainable share 0.5% = 46.",
    );
  });

  it("shows fewer than one customer won with one significant digit, and says so", () => {
    const { assumptions } = size({
      businessIdea: "Scheduling software for hospital heliports, $900 a month per heliport",
      industry: "Healthcare",
      targetMarket: "hospital heliports in the United States",
      geographicScope: "United States",
      businessType: "digital",
      buyerCount: 20,
    });
    const won = assumptions.find((item) => item.label === "Customers won within three years");
    expect(won?.value).toMatch(/^0\.\d+$/u);
    expect(Number(won?.value)).toBeGreaterThan(0);
    expect(methodOf(assumptions, "Customers won within three years")).toContain(
      "fewer than one customer in three years, too few to plan on",
    );
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
        // Never a whole industry's turnover (decision 046).
        expect(sizing.topDownBasis).not.toBe("market");
        if (sizing.topDownBasis === "none") {
          expect(a).toBe(0);
          expect(text).toContain("Top-down: not sized.");
        }
        if (sizing.buyers?.status === "asked") {
          expect(b).toBe(0);
          expect(text).toContain("What it needs");
          continue;
        }
        if (sizing.topDownBasis !== "buyers-spending") {
          expect(sizing.divergence).toEqual({ ratio: 1, warning: null });
          // Either no figure to check against, or the market's total caps the bottom-up TAM.
          expect(text).toMatch(/With no top-down figure to check it against|Refused: /u);
          continue;
        }
        // The buyers' spending against the price: always a ratio and a share, never "credible";
        // a warning only above half their spending.
        expect(sizing.divergence.ratio).toBe(Math.max(a, b) / Math.min(a, b));
        expect(text).toContain("of what one of them spends on");
        if (sizing.divergence.warning !== null) expect(text).toContain(sizing.divergence.warning);
        expect(text).not.toContain("credible");
      }
    }
  });
});

describe("formatWon", () => {
  it("keeps one significant digit under one customer, whole customers from one", () => {
    expect(formatWon(0.138)).toBe("0.1");
    expect(formatWon(0.046)).toBe("0.05");
    expect(formatWon(0)).toBe("0");
    expect(formatWon(46)).toBe("46");
    expect(formatWon(2.6)).toBe("3");
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
    // A gap of hundreds or thousands is a whole number with its thousands marked.
    expect(formatRatio(32407.4)).toBe("32,407");
    expect(formatRatio(150.26)).toBe("150");
  });
});

describe("the founder's own figure", () => {
  it("is placed among ours when it holds a dollar amount", () => {
    const { outcome } = size({ ...VETS, marketSize: "about $2 million" });
    expect(outcome.text).toMatch(
      /Your own figure, “about \$2 million”, sits (below|above|between|level)/u,
    );
  });

  it("is quoted without comparison otherwise", () => {
    expect(size({ marketSize: "huge" }).outcome.text).toContain("we found no dollar figure");
  });
});

describe("organisational buyers, anywhere (issue 23)", () => {
  const florists = {
    businessIdea: "An ordering and delivery tool for florists",
    industry: "Technology" as const,
    targetMarket: "Independent florists in Ireland",
    geographicScope: "Europe" as const,
  };

  it("estimates Irish florists from peer countries and asks, never sizing European businesses", () => {
    const { outcome, assumptions } = size(florists);
    // Ireland publishes no count of florists: florists follow population, so peer countries'
    // count per person gives a labelled estimate, and the founder is asked for theirs.
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "florists",
      orientation: "b2b",
      place: "Ireland",
      status: "estimated",
      fallback: null,
      estimatedFrom: "peer-countries",
    });
    expect(outcome.shown.ask).toContain(
      "What would replace it: the number of florists in Ireland.",
    );
    expect(outcome.text).toContain("enter it as your buyer count");
    expect(outcome.text).not.toMatch(/close enough to treat the range as credible/u);
    expect(outcome.text).not.toContain("64.4 million");
    expect(
      assumptions.some((assumption) => /^(Population|Businesses)/u.test(assumption.label)),
    ).toBe(false);
  });

  it("never falls back to a population or all businesses for a trade it does not list", () => {
    const trades = [
      "Tattoo studios in Berlin",
      "Independent trucking companies in Texas",
      "Escape rooms",
      "Craft breweries in Spain",
      "Dental labs in France",
      "Recording studios in London",
      "Family-run car washes in Australia",
      "Regional freight carriers in Canada",
      "Care homes in Italy",
      "Garden centres in the Netherlands",
    ];
    for (const targetMarket of trades) {
      const { outcome } = size({ businessIdea: "Booking and billing software", targetMarket });
      const buyers = outcome.sizing.buyers!;
      expect(buyers.orientation, targetMarket).toBe("b2b");
      expect(buyers.fallback, targetMarket).toBeNull();
      expect(buyers.noun, targetMarket).not.toMatch(/^(people|businesses|employer firms)$/u);
      expect(["asked", "counted", "estimated"], targetMarket).toContain(buyers.status);
    }
  });

  it("counts a listed trade in the founder's country with its publisher and year", () => {
    const { outcome, assumptions } = size({
      businessIdea: "A stock app for pharmacies",
      industry: "Healthcare",
      targetMarket: "Pharmacies in Germany",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "community pharmacies",
      count: 17_571,
      place: "Germany",
      status: "counted",
    });
    const count = assumptions.find((assumption) =>
      assumption.label.startsWith("Community pharmacies in Germany"),
    );
    expect(count?.basis).toMatchObject({ kind: "source", sourceId: "abda-pharmacy-facts-2024" });
  });

  it("counts family-owned funeral homes in the US as funeral homes, not people", () => {
    const { outcome } = size({
      businessIdea: "Arrangement software for funeral homes",
      industry: "Other",
      targetMarket: "Family-owned funeral homes in the United States",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "funeral homes",
      orientation: "b2b",
      count: 19_000,
      place: "United States",
      fallback: null,
    });
    expect(outcome.text).not.toContain("335 million");
  });

  it("uses and cites the founder's own count", () => {
    const { outcome, assumptions } = size({ ...florists, buyerCount: 650 });
    expect(outcome.sizing.buyers).toMatchObject({ count: 650, status: "founder", fallback: null });
    expect(outcome.sizing.bottomUp.tam).toBeGreaterThan(0);
    expect(outcome.text).toContain("650 florists in Ireland (your own count)");
    const own = assumptions.find((assumption) => assumption.basis.kind === "input");
    expect(own?.basis).toEqual({ kind: "input", field: "buyerCount" });
  });

  it("rejects a buyer count that is not a positive whole number", () => {
    for (const buyerCount of [0, -3, 2.5, "12", 1e11]) {
      const parsed = marketAnalysisRequestSchema.safeParse({ ...florists, buyerCount });
      expect(parsed.success, String(buyerCount)).toBe(false);
    }
    expect(marketAnalysisRequestSchema.safeParse(florists).success).toBe(true);
  });

  it("counts consumers as a population only for everyone, and says so in the record", () => {
    const { outcome } = size({
      businessIdea: "A commute planning app",
      targetMarket: "everyone in France",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "people",
      orientation: "b2c",
      count: 68.2e6,
      place: "France",
    });
  });

  it("asks for busy commuters in France rather than counting 68.2 million people", () => {
    const { outcome } = size({
      businessIdea: "A commute planning app",
      targetMarket: "busy commuters in France",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      orientation: "b2c",
      count: null,
      place: "France",
      status: "asked",
      fallback: null,
    });
  });
});

describe("a gap above 10× (issue 23)", () => {
  it("is never called credible, and the text says which figure to trust and why", () => {
    const { outcome } = size({
      businessIdea: "A dog walking app, $1 a month",
      targetMarket: "dog owners",
      geographicScope: "United States",
    });
    expect(outcome.sizing.topDownBasis).toBe("market");
    expect(outcome.sizing.divergence.ratio).toBeGreaterThan(WIDE_DIVERGENCE);
    const warning = outcome.sizing.divergence.warning!;
    expect(warning).toContain("no range between them is credible");
    expect(warning).toContain("Trust the bottom-up figure");
    expect(outcome.text).not.toContain("close enough to treat the range as credible");
  });

  it("against the buyers' own spending, says what share of it the price takes", () => {
    const { outcome, assumptions } = size({
      ...VETS,
      businessIdea: "Scheduling software for veterinary practices, $15 a month per practice",
    });
    expect(outcome.sizing.topDownBasis).toBe("buyers-spending");
    expect(outcome.sizing.divergence.ratio).toBeGreaterThan(WIDE_DIVERGENCE);
    expect(outcome.sizing.divergence.warning).toBeNull();
    expect(outcome.text).toContain("a small part of their software budget");
    expect(outcome.text).not.toContain("credible");
    expect(
      assumptions.some((item) =>
        item.label.startsWith("Your price as a share of what one buyer spends on software"),
      ),
    ).toBe(true);
  });
});

describe("a price above the buyers' spending and above the whole market", () => {
  it("says both: the refusal at the market's total, and the price's share of their spending", () => {
    const { outcome } = size({
      businessIdea: "Inventory software for retail stores, $60,000 a month per store",
      industry: "Gaming",
      targetMarket: "retail stores",
      geographicScope: "United States",
      businessType: "digital",
    });
    expect(outcome.sizing.topDownBasis).toBe("buyers-spending");
    expect(outcome.text).toContain("Refused:");
    const warning = outcome.sizing.divergence.warning!;
    expect(warning).toContain("more than one of them spends on all its software");
    expect(outcome.text).toContain(warning);
    // The most each may spend is written as money is: whole dollars with thousands marked.
    expect(outcome.text).toMatch(/as if each paying customer spent \$[\d,]+ a year/u);
  });
});

describe("the founder's currency (issue 23)", () => {
  it("shows money in the local currency with dollars beside it, the rate stated once", () => {
    const { outcome, assumptions } = size({
      businessIdea: "A stock app for pubs",
      targetMarket: "Independent pubs in the UK",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.currency).toBe("USD");
    expect(outcome.sizing.local).toMatchObject({
      currency: "GBP",
      perUsd: 0.8,
      rateDate: "2023 annual average",
    });
    expect(outcome.sizing.local?.source).toContain("Federal Reserve");
    expect(outcome.text.match(/£0\.80 per US dollar/gu)).toHaveLength(1);
    expect(outcome.text).toMatch(/TAM £[\d.]+[TBM] \(\$[\d.]+[TBM]\)/u);
    // Every dollar amount has its pound amount beside it.
    expect(outcome.text.match(/(?<!\()\$\d/gu)).toBeNull();
    expect(
      assumptions.some(
        (assumption) => assumption.label === "GBP per US dollar (2023 annual average)",
      ),
    ).toBe(true);
  });

  it("keeps US founders in dollars, with no rate", () => {
    const { outcome } = size({ targetMarket: "hair salons" });
    expect(outcome.sizing.local).toBeUndefined();
    expect(outcome.text).not.toContain("per US dollar");
  });
});

describe("consumer groups narrower than households or people (issue 23)", () => {
  it("counts families with a newborn, not every household with children", () => {
    const { outcome } = size({
      businessIdea: "A night-nanny booking app",
      targetMarket: "New parents in Germany",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "families with a newborn",
      orientation: "b2c",
      count: 693e3,
      place: "Germany",
    });
  });

  it("asks for expectant parents, a group narrower than households with children, and says so", () => {
    // Held-out set 4: a pregnancy is a status "families with a newborn" does not mean, so
    // expectant parents are neither counted as them nor as every household with children.
    const { outcome } = size({
      businessIdea: "A night-nanny booking app",
      targetMarket: "Expectant parents in Germany",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "expectant parents",
      orientation: "b2c",
      count: null,
      status: "asked",
    });
    expect(outcome.text).toContain("narrower group than households with children");
  });

  it("counts students in higher education as consumers, not their universities", () => {
    const { outcome, context } = size({
      businessIdea: "A flat-share bills app",
      targetMarket: "Postgraduate students at Irish universities",
      geographicScope: "Europe",
    });
    expect(context.segments.orientation).toBe("b2c");
    expect(outcome.sizing.buyers).toMatchObject({
      noun: "students in higher education",
      orientation: "b2c",
      count: 250e3,
      place: "Ireland",
    });
  });

  it("counts a country's urban households, not all of its households", () => {
    const { outcome } = size({
      businessIdea: "Air purifiers on rent",
      targetMarket: "City households in India",
      geographicScope: "Asia-Pacific",
    });
    expect(outcome.sizing.buyers).toMatchObject({ count: 78.9e6, place: "India" });
  });

  it("counts the country the words name inside a region scope, never the region's people", () => {
    const { outcome } = size({
      businessIdea: "A banking app for recent immigrants",
      targetMarket: "Recent immigrants in Australia",
      geographicScope: "Asia-Pacific",
    });
    expect(outcome.sizing.buyers).toMatchObject({ count: 740e3, place: "Australia" });
  });

  it("asks for a narrower kind of a broad unit rather than widening it", () => {
    const { outcome } = size({
      businessIdea: "Age-verification kiosks",
      targetMarket: "Owners of vape stores in Canada",
      geographicScope: "North America",
    });
    expect(outcome.sizing.buyers).toMatchObject({
      orientation: "b2b",
      count: null,
      status: "asked",
      place: "Canada",
    });
  });
});

describe("a region with no country named (issue 23)", () => {
  it("estimates a listed business unit from its US rate per person, and says so", () => {
    const { outcome } = size({
      businessIdea: "Scheduling software for veterinary clinics",
      targetMarket: "veterinary clinics",
      geographicScope: "Latin America",
    });
    expect(outcome.sizing.buyers).toMatchObject({ status: "estimated", place: "Latin America" });
    expect(outcome.text).toContain("estimated from the US count per person");
  });

  it("says nothing of the kind for a count published where the founder sells", () => {
    const { outcome } = size({
      businessIdea: "Scheduling software for veterinary clinics",
      targetMarket: "veterinary clinics in the UK",
      geographicScope: "Europe",
    });
    expect(outcome.text).not.toContain("count per person");
  });
});

describe("a count estimated from peer countries (decision 031)", () => {
  const vets = {
    businessIdea: "Appointment reminders for veterinary clinics",
    industry: "Healthcare" as const,
    targetMarket: "Veterinary practices in Switzerland",
    geographicScope: "Europe" as const,
  };

  it("counts a unit that scales with population from its peers, labelled and asked for", () => {
    const unit = getBuyerUnit("veterinary-practices");
    expect(unit.scalesWithPopulation).toBe(true);
    const peers = peerEstimateIn(unit, getCountry("ch"))!;
    const { outcome, assumptions } = size(vets);
    expect(outcome.sizing.buyers).toEqual({
      noun: "veterinary practices",
      orientation: "b2b",
      count: peers.figure.value,
      place: "Switzerland",
      status: "estimated",
      fallback: null,
      estimatedFrom: "peer-countries",
    });
    expect(outcome.sizing.bottomUp.tam).toBeGreaterThan(0);
    expect(outcome.shown.counted).toBe(true);
    expect(outcome.shown.fromPeers).toBe(true);
    const shown = formatCount(peers.figure.value);
    // The bottom-up sentence says it is an estimate and asks for the founder's count…
    expect(outcome.text).toContain(
      `Bottom-up: about ${shown} veterinary practices in Switzerland (estimated from peer countries' ` +
        "count per person: no count of them in Switzerland is in our sources, so give yours if you " +
        "have it; the arithmetic follows)",
    );
    // …the arithmetic follows, and the asking text is kept beside it.
    const method = peers.figure.basis.kind === "estimate" ? peers.figure.basis.method : "";
    expect(outcome.text).toContain(
      `The ${shown} veterinary practices in Switzerland are an estimate, not a count. ${method}`,
    );
    expect(outcome.shown.ask).toContain(
      "What would replace it: the number of veterinary practices in Switzerland.",
    );
    expect(outcome.text).toContain("enter it as your buyer count");
    const figure = assumptions.find((assumption) =>
      assumption.label.startsWith(
        "Veterinary practices in Switzerland (estimate from peer countries",
      ),
    );
    expect(figure).toMatchObject({ value: shown, basis: { kind: "estimate", method } });
    expect(method).toMatch(/^No published count for Switzerland in our sources\. Estimated from /u);
  });

  it("uses the founder's own count over the estimate", () => {
    const { outcome } = size({ ...vets, buyerCount: 6_900 });
    expect(outcome.sizing.buyers).toMatchObject({ count: 6_900, status: "founder" });
    expect(outcome.sizing.buyers?.estimatedFrom).toBeUndefined();
    expect(outcome.text).not.toContain("peer countries");
  });

  it("keeps a country's own count unchanged", () => {
    const { outcome } = size({ ...vets, targetMarket: "Veterinary practices in Germany" });
    expect(outcome.sizing.buyers).toEqual({
      noun: "veterinary practices",
      orientation: "b2b",
      count: 10_465,
      place: "Germany",
      status: "counted",
      fallback: null,
    });
    expect(outcome.text).not.toContain("peer countries");
  });

  it("still asks for a unit that does not scale with population", () => {
    expect(getBuyerUnit("breweries").scalesWithPopulation).not.toBe(true);
    const { outcome } = size({
      businessIdea: "Keg tracking software for breweries",
      industry: "Food & Beverage",
      targetMarket: "Breweries in Ireland",
      geographicScope: "Europe",
    });
    expect(outcome.sizing.buyers).toMatchObject({ count: null, status: "asked" });
    expect(outcome.sizing.buyers?.estimatedFrom).toBeUndefined();
    expect(outcome.text).toContain("What it needs: the number of breweries in Ireland.");
    expect(outcome.text).not.toContain("peer countries");
  });

  it("keeps today's estimate for a region with no country named", () => {
    const { outcome } = size({ ...vets, targetMarket: "Veterinary practices" });
    expect(outcome.sizing.buyers).toMatchObject({ place: "Europe", status: "estimated" });
    expect(outcome.sizing.buyers?.estimatedFrom).toBeUndefined();
    expect(outcome.text).toContain("estimated from the US count per person");
    expect(outcome.text).not.toContain("peer countries");
  });

  it("asks where no peer of the same income group has a count", () => {
    const { outcome } = size({
      ...vets,
      targetMarket: "Veterinary practices in Brazil",
      geographicScope: "Latin America",
    });
    expect(outcome.sizing.buyers).toMatchObject({ count: null, status: "asked", place: "Brazil" });
  });
});
