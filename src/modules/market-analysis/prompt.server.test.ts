import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composePrompt } from "../../engine/prompt/prompt";
import { GROUNDING_RULES } from "../../engine/prompt/rules";
import { GEOGRAPHIC_SCOPES, MARKET_INDUSTRIES, RESEARCH_GOALS } from "../../shared/options";
import { BROKEN_TEXT_PATTERN } from "../../shared/provenance";
import { buildPrompt } from "./prompt.server";
import type { MarketAnalysisRequestInput } from "./schema";
import marketAnalysisTool from "./tool";

const tool = marketAnalysisTool;
const parse = (input: MarketAnalysisRequestInput) => tool.request.parse(input);
const compose = (input: MarketAnalysisRequestInput, maxChars = 24_000) =>
  composePrompt(buildPrompt(parse(input)), { rules: GROUNDING_RULES, maxChars });

const base: MarketAnalysisRequestInput = {
  businessIdea: "StitchBox: a SaaS that plans alterations for small tailoring shops",
  industry: "Fashion",
  targetMarket: "Independent tailors in US cities",
};

describe("market analysis prompt", () => {
  it("quotes the founder's input field by field, leaving out what they did not give", () => {
    const prompt = buildPrompt(
      parse({ ...base, competitorAnalysis: "Tailorstore, local dry cleaners" }),
    );
    expect(prompt.founderInput).toContain(
      '- Business idea (businessIdea): "StitchBox: a SaaS that plans alterations for small tailoring shops"',
    );
    expect(prompt.founderInput).toContain(
      '- Competitors they know (competitorAnalysis): "Tailorstore, local dry cleaners"',
    );
    expect(prompt.founderInput).toContain('- Geographic scope (geographicScope): "United States"');
    expect(prompt.founderInput).not.toContain("uniqueValueProposition");
    expect(prompt.founderText).toEqual(
      tool.founderText(parse({ ...base, competitorAnalysis: "Tailorstore, local dry cleaners" })),
    );
  });

  it("grounds the sizing in the market the idea is in and the units that buy (issue 16)", () => {
    const prompt = buildPrompt(
      parse({
        businessIdea: "A dog-walking subscription app",
        industry: "Technology",
        targetMarket: "Busy dog owners in cities",
      }),
    );
    const buyers = prompt.grounding.find((section) => section.title.startsWith("Who buys"));
    const text = buyers?.lines.map((line) => line.text).join("\n") ?? "";
    expect(text).toContain("pet services market");
    expect(text).toContain("households with a dog (B2C), United States: 65.1 million");
    expect(text).toContain("appa-national-pet-owners-survey-2023");
    expect(buildPrompt(parse(base)).grounding.some((s) => s.title.startsWith("Who buys"))).toBe(
      false,
    );
  });

  it("grounds the sizing in the founder's country: its money, its count, or the question (issue 23)", () => {
    const sectionOf = (input: MarketAnalysisRequestInput) =>
      buildPrompt(parse(input))
        .grounding.find((section) => section.title.startsWith("Where the founder sells"))
        ?.lines.map((line) => line.text)
        .join("\n") ?? "";
    const pharmacies = sectionOf({
      businessIdea: "Stock forecasting software for community pharmacies, €89 a month per pharmacy",
      industry: "Healthcare",
      geographicScope: "Specific Country/Region",
      targetMarket: "Independent pharmacies in Spain",
    });
    expect(pharmacies).toContain("The founder sells in Spain");
    expect(pharmacies).toMatch(/Money in euros \(EUR, "€"\): [\d.]+ per US dollar/);
    expect(pharmacies).toMatch(/pharmacies, Spain: [\d,.]+ (thousand|million)?/);
    const florists = sectionOf({
      businessIdea: "A booking and stock app for florists, €39 a month",
      industry: "Retail",
      geographicScope: "Europe",
      targetMarket: "Independent florists in Ireland",
    });
    expect(florists).toContain("The founder sells in Ireland");
    expect(florists).toContain(
      "florists, Ireland (estimated from peer countries; ask the founder to confirm)",
    );
    const marinas = sectionOf({
      businessIdea: "Berth booking software for marinas, KSh 9,000 a month per marina",
      industry: "Travel & Tourism",
      geographicScope: "Specific Country/Region",
      targetMarket: "Marinas in Kenya",
    });
    expect(marinas).toContain("The founder sells in Kenya");
    expect(marinas).toContain("marinas, Kenya: no published count");
    expect(marinas).toContain("never use a population");
    const vineyards = sectionOf({
      businessIdea: "Frost alarms for vineyards, KSh 2,000 a month per vineyard",
      industry: "Agriculture",
      geographicScope: "Specific Country/Region",
      targetMarket: "Vineyards in Kenya",
    });
    expect(vineyards).toContain('"vineyards": no count here measures this buyer');
    // A US founder's counts are in "Who buys"; no country section repeats them.
    expect(sectionOf(base)).toBe("");
  });

  it("grounds in the industry, the scope's share and top-down market, and the named business model", () => {
    const prompt = buildPrompt(parse({ ...base, geographicScope: "Europe" }));
    const titles = prompt.grounding.map((section) => section.title);
    expect(titles.slice(0, 3)).toEqual([
      "Industry: Fashion",
      "Geographic scope: Europe",
      "Business model: SaaS",
    ]);
    const text = prompt.grounding.flatMap((section) => section.lines.map((line) => line.text));
    expect(text).toContain(
      "Fashion global market size: $1.74T (2023) [statista-apparel-market-2023]",
    );
    expect(text.some((line) => line.startsWith("Top-down Fashion market in Europe: $"))).toBe(true);
    expect(prompt.grounding[0]?.lines.flatMap((line) => line.sourceIds)).toContain(
      "mckinsey-state-of-fashion-2024",
    );
  });

  it("deepens the parts of the chosen research goals only", () => {
    const prompt = buildPrompt(
      parse({ ...base, researchGoals: ["Pricing Strategy", "Risk Assessment"] }),
    );
    expect(prompt.instructions).toContain("- Pricing Strategy → pricingAnalysis:");
    expect(prompt.instructions).toContain("- Risk Assessment → threats:");
    expect(prompt.instructions).not.toContain("Competitive Analysis →");
    expect(buildPrompt(parse(base)).instructions).not.toContain("research goals");
  });

  it("reads the saved idea the founder is developing, and ignores previousData that does not parse", () => {
    const saved = JSON.stringify({
      title: "Alteration planner",
      description: "Schedules fittings",
      category: "Fashion",
      marketSize: "$343B US apparel",
      targetMarket: "tailors",
    });
    const withIdea = buildPrompt(parse({ ...base, previousData: saved }));
    expect(withIdea.founderInput).toContain(
      '- Saved idea they are developing (previousData): "Alteration planner; Schedules fittings; category Fashion; market size $343B US apparel; for tailors"',
    );
    expect(buildPrompt(parse({ ...base, previousData: "{not json" })).founderInput).not.toContain(
      "previousData",
    );
  });

  it("fits the default cap with every field at its longest, trimming grounding only", () => {
    const long: MarketAnalysisRequestInput = {
      ...base,
      businessIdea: "b".repeat(2000),
      targetMarket: "t".repeat(500),
      uniqueValueProposition: "u".repeat(1000),
      competitorAnalysis: "c".repeat(1000),
      marketSize: "m".repeat(200),
      researchGoals: [...RESEARCH_GOALS],
      previousData: JSON.stringify({ title: "T".repeat(300), description: "D".repeat(3000) }),
    };
    const composed = compose(long);
    expect(composed.system.length + composed.prompt.length).toBeLessThanOrEqual(24_000);
    expect(composed.prompt).toContain("b".repeat(2000));
    expect(composed.prompt).toContain("## Industry: Fashion");
  });

  it("never shows a broken template and cites only listed sources, for any industry and scope", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKET_INDUSTRIES),
        fc.constantFrom(...GEOGRAPHIC_SCOPES),
        fc.subarray([...RESEARCH_GOALS]),
        (industry, geographicScope, researchGoals) => {
          const composed = compose({ ...base, industry, geographicScope, researchGoals });
          const text = `${composed.system}\n${composed.prompt}`;
          expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
          expect(text.length).toBeLessThanOrEqual(24_000);
          for (const id of composed.citableSourceIds) {
            expect(composed.prompt).toContain(`- ${id}: `);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
