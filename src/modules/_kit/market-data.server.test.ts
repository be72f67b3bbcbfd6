import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_PATTERN } from "../../shared/provenance";
import { readMarketData } from "./market-data.server";

const analysis = {
  marketOverview:
    "The Healthcare market for clinic scheduling software is consolidating around EHR vendors. " +
    "More detail follows.",
  marketSize: "About $1.2B in the US.",
  targetAudience: "Independent dental practices with 2 to 10 chairs.",
  competitiveLandscape: "Dentrix and Open Dental dominate practice management.",
  pricingAnalysis: "Competitors charge $200–$400 per location a month.",
  opportunities: ["Online booking for new patients", "Recall reminders", "Waitlist fill"],
  threats: ["EHR vendors bundling scheduling"],
  sizing: {
    currency: "USD",
    year: 2024,
    topDown: { tam: 4.9e12, sam: 1.2e9, som: 6e6 },
    bottomUp: { tam: 1e9, sam: 5e8, som: 1e6 },
    divergence: { ratio: 4.9, warning: null },
  },
};

describe("readMarketData", () => {
  it("reads a market analysis result", () => {
    const context = readMarketData(analysis);
    expect(context).toBeDefined();
    expect(context?.overview).toBe(
      "The Healthcare market for clinic scheduling software is consolidating…",
    );
    expect(context?.targetAudience).toBe("Independent dental practices with 2 to 10 chairs");
    expect(context?.competitiveLandscape).toBe(
      "Dentrix and Open Dental dominate practice management",
    );
    expect(context?.opportunities).toEqual(["Online booking for new patients", "Recall reminders"]);
    expect(context?.threats).toEqual(["EHR vendors bundling scheduling"]);
    expect(context?.sizing?.sam).toEqual({ value: 1.2e9, field: "marketData.sizing.topDown.sam" });
    expect(context?.sizing?.method).toBe("top-down");
    expect(context?.sizing?.year).toBe(2024);
    expect(context?.industry?.name).toBe("Healthcare");
  });

  it("takes an explicit industry field over the overview's wording", () => {
    expect(readMarketData({ ...analysis, industry: "finance" })?.industry?.name).toBe("Finance");
    expect(readMarketData({ ...analysis, industry: "Other" })?.industry?.name).toBe("Healthcare");
  });

  it("is undefined for {} and for values that are not an analysis", () => {
    for (const value of [{}, null, undefined, [], "text", 42, { marketOverview: 7 }, [analysis]]) {
      expect(readMarketData(value)).toBeUndefined();
    }
  });

  it("ignores malformed fields and keeps the rest", () => {
    const context = readMarketData({
      ...analysis,
      targetAudience: ["not", "text"],
      opportunities: "not a list",
      threats: [null, 3, { text: "x" }, "Real threat"],
      sizing: { topDown: { tam: 1, sam: 2, som: 3 } },
    });
    expect(context?.targetAudience).toBeUndefined();
    expect(context?.opportunities).toEqual([]);
    expect(context?.threats).toEqual(["Real threat"]);
    expect(context?.sizing).toBeUndefined();
    expect(context?.overview).toBeDefined();
  });

  it("rejects sizing that is not SOM ≤ SAM ≤ TAM in finite dollars", () => {
    for (const topDown of [
      { tam: Number.NaN, sam: 1, som: 1 },
      { tam: Number.POSITIVE_INFINITY, sam: 1, som: 1 },
      { tam: -1, sam: -2, som: -3 },
      { tam: 0, sam: 0, som: 0 },
      { tam: "1", sam: "1", som: "1" },
    ]) {
      expect(readMarketData({ sizing: { topDown } })).toBeUndefined();
    }
  });

  it("reads the bottom-up figures when no top-down figure was made (decision 046)", () => {
    const context = readMarketData({
      marketSize:
        "Money is shown in euros for Ireland, at €0.92 per US dollar.\n\nTop-down: not sized.",
      sizing: {
        year: 2024,
        topDown: { tam: 0, sam: 0, som: 0 },
        topDownBasis: "none",
        bottomUp: { tam: 3.6e6, sam: 3.6e6, som: 17_815 },
      },
    });
    expect(context?.sizing?.method).toBe("bottom-up");
    expect(context?.sizing?.sam).toEqual({ value: 3.6e6, field: "marketData.sizing.bottomUp.sam" });
    // The currency note is not the sizing's first sentence.
    expect(context?.marketSize).toBe("Top-down: not sized");
  });

  it("reads only the start of huge strings and cleans what it quotes", () => {
    const context = readMarketData({
      marketOverview: `{{x}} undefined ${"word ".repeat(200_000)}`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a founder's literal marker
      targetAudience: "\u0000\u0007 parents\n\n\twho cook ${dinner}",
    });
    expect(context?.overview?.length).toBeLessThanOrEqual(71);
    expect(context?.overview).not.toMatch(BROKEN_TEXT_PATTERN);
    expect(context?.targetAudience).toBe("parents who cook dinner}");
  });

  it("never throws and never returns template markers, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              marketOverview: fc.anything(),
              targetAudience: fc.oneof(fc.string(), fc.anything()),
              opportunities: fc.oneof(fc.array(fc.string()), fc.anything()),
              threats: fc.anything(),
              sizing: fc.anything(),
              industry: fc.oneof(fc.constantFrom("Healthcare", "gaming", "??"), fc.anything()),
            },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          const context = readMarketData(value);
          if (context === undefined) return;
          const texts = [
            context.overview,
            context.targetAudience,
            context.marketSize,
            context.competitiveLandscape,
            context.pricingAnalysis,
            ...context.opportunities,
            ...context.threats,
          ].filter((text): text is string => text !== undefined);
          for (const text of texts) {
            expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
            expect(text.trim().length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
