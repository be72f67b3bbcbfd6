/**
 * Issue 16's founder examples as regression tests: an ICU nurse with SQL skills (evenings, under
 * $10k) tried the market analysis and got hospitals' quality managers counted as US residents,
 * a dog-walking app sized on worldwide IT spending, a mobile game on eight billion people and a
 * dog-walking marketplace filed under real estate. Each test names the reading it expects.
 */
import { describe, expect, it } from "vitest";
import { getIndustry } from "../../engine/knowledge";
import { classifyIdea } from "../../engine/reading";
import { buildContext } from "./context.server";
import { generateMarketAnalysis } from "./generate.server";
import { type MarketAnalysisRequestInput, marketAnalysisRequestSchema } from "./schema";

function analyse(input: MarketAnalysisRequestInput) {
  const request = marketAnalysisRequestSchema.parse(input);
  return { context: buildContext(request), result: generateMarketAnalysis(request) };
}

const allText = (result: ReturnType<typeof generateMarketAnalysis>): string =>
  [
    result.marketOverview,
    result.marketSize,
    result.targetAudience,
    result.pricingAnalysis,
    result.recommendedStrategy,
    ...result.opportunities,
    ...result.threats,
    ...result.marketEntry,
    ...result.keyMetrics,
    ...result.nextSteps,
  ].join("\n");

describe("hospital quality managers are business buyers, counted as hospitals", () => {
  const { context, result } = analyse({
    businessIdea:
      "Incident-review software that turns hospital EHR exports into patient safety dashboards",
    industry: "Healthcare",
    targetMarket: "Quality and patient safety managers at US community hospitals (under 200 beds)",
    geographicScope: "United States",
    researchGoals: ["Market Size Validation"],
  });
  const text = allText(result);

  it("reads B2B, with hospitals under 200 beds as the unit", () => {
    expect(context.segments.orientation).toBe("b2b");
    expect(context.buyer.unit?.id).toBe("small-community-hospitals");
    expect(result.targetAudience).toContain("5,129 community hospitals in the United States");
    expect(result.marketSize).toContain("community hospitals under 200 beds");
  });

  it("sizes quality and safety software, not all US health spending", () => {
    expect(context.market?.market.id).toBe("patient-safety-software");
    expect(result.sizing.topDown.tam).toBeLessThan(getIndustry("Healthcare").usMarketSize.value);
    expect(result.sizing.bottomUp.tam).toBeLessThan(1e9);
  });

  it("no longer counts people or sends the founder to count residents", () => {
    expect(text).not.toContain("335 million people");
    expect(text).not.toContain("837,500");
    expect(text).not.toMatch(/live in one city/u);
    expect(result.keyMetrics.join(" ")).toMatch(
      /on track for \d+ community hospitals (?:under 200 beds )?within three years/u,
    );
    expect(result.nextSteps.join(" ")).toContain("from a public directory or registry");
  });
});

describe("a dog-walking subscription app is sized on pet services and dog households", () => {
  const { context, result } = analyse({
    businessIdea: "A dog-walking subscription app",
    industry: "Technology",
    targetMarket: "Busy dog owners in cities",
    geographicScope: "United States",
  });

  it("takes the top-down figure from pet services, not worldwide IT spending", () => {
    expect(context.market?.market.id).toBe("pet-services");
    expect(result.sizing.topDown.tam).toBe(12.3e9);
    expect(result.marketSize).toContain("the pet services market in the United States");
    expect(result.marketSize).not.toContain("IT spending");
  });

  it("counts households with a dog × the share that pays, not 335 million people", () => {
    expect(result.marketSize).toContain("65.1 million households with a dog");
    expect(result.marketSize).toContain("25% of whom pay");
    expect(result.marketSize).not.toContain("335 million people");
    expect(result.sizing.bottomUp.tam).toBeLessThanOrEqual(result.sizing.topDown.tam);
  });
});

describe("a mobile puzzle game counts paying mobile players, within the games market", () => {
  const { result } = analyse({
    businessIdea: "A mobile puzzle game",
    industry: "Gaming",
    targetMarket: "Casual mobile gamers",
    geographicScope: "Global",
  });

  it("uses mobile players × paying share × spend per payer", () => {
    expect(result.marketSize).toContain("2.8 billion mobile game players worldwide");
    expect(result.marketSize).toContain("25% of whom pay");
    expect(result.marketSize).not.toContain("8 billion people");
  });

  it("stays below the whole games market and the mobile games market", () => {
    expect(result.sizing.bottomUp.tam).toBeLessThan(getIndustry("Gaming").globalMarketSize.value);
    expect(result.sizing.bottomUp.tam).toBeLessThanOrEqual(result.sizing.topDown.tam);
    expect(result.sizing.topDown.tam).toBe(92.6e9);
  });
});

describe("a dog-walking marketplace for apartment owners is pet services, not real estate", () => {
  const idea = "A dog-walking marketplace for apartment owners";

  it("market analysis: pet services, consumer buyers, households with a dog", () => {
    const { context, result } = analyse({
      businessIdea: idea,
      industry: "Real Estate",
      targetMarket: "apartment owners",
      geographicScope: "United States",
    });
    expect(context.market?.market.id).toBe("pet-services");
    expect(context.segments.orientation).toBe("b2c");
    expect(result.marketSize).toContain("households with a dog");
    expect(result.marketSize).not.toMatch(/landlord/iu);
  });

  it("customer discovery: not Real Estate, not B2B, a marketplace", () => {
    const reading = classifyIdea(idea);
    expect(reading.industry.name).not.toBe("Real Estate");
    expect(reading.market?.id).toBe("pet-services");
    expect(reading.orientation).toBe("B2C");
    expect(reading.model.name).toBe("Marketplace");
  });
});

describe("a bottom-up TAM above the market's total is refused and explained", () => {
  it("holds it at the market's total and says why", () => {
    const { result } = analyse({
      businessIdea: "A premium strategy game",
      industry: "Gaming",
      targetMarket: "people everywhere",
      geographicScope: "Global",
    });
    // The whole Gaming market is no TAM (decision 046) but still caps what its buyers spend.
    expect(result.sizing.topDownBasis).toBe("none");
    expect(result.sizing.bottomUp.tam).toBe(getIndustry("Gaming").globalMarketSize.value);
    expect(result.marketSize).toContain("Refused:");
    expect(result.marketSize).toContain("more than the whole Gaming market");
    expect(result.sizing.divergence.warning).toBeNull();
  });
});

describe("freemium counts payers only", () => {
  it("applies a paying share to a freemium product without a market of its own", () => {
    const { result } = analyse({
      businessIdea: "A freemium note-taking app with a free tier",
      industry: "Technology",
      targetMarket: "university students",
      geographicScope: "United States",
    });
    expect(result.marketSize).toContain("4% of whom pay");
    const share = result.assumptions.find((item) => item.label === "Share of free users who pay");
    expect(share?.basis.kind).toBe("estimate");
  });
});

describe("a founder outside the United States is never handed a US law as theirs (issue 23)", () => {
  it("names no HIPAA, FDA or US state licence for physiotherapists in Spain, and says what is missing", () => {
    const { result } = analyse({
      businessIdea:
        "Agenda online, fichas de pacientes y recordatorios por WhatsApp para fisioterapeutas autónomos en España. 29 € al mes por profesional.",
      industry: "Healthcare",
      businessType: "digital",
      targetMarket: "Fisioterapeutas autónomos en España",
      geographicScope: "Europe",
      researchGoals: ["Regulatory Environment"],
    });
    const text = allText(result);
    expect(text).not.toMatch(/HIPAA|FDA|CPT|patient's state/u);
    expect(text).toContain("in Spain are not in our sources yet");
    // The sector's growth figure is the United States' only: said so, never Spain's.
    expect(text).toContain("grows 7.5% a year (the United States' figure");
  });

  it("still names them for a founder in the United States", () => {
    const { result } = analyse({
      businessIdea:
        "Online booking and patient notes for physical therapy clinics, $49 a month per clinic.",
      industry: "Healthcare",
      businessType: "digital",
      targetMarket: "Independent physical therapy clinics in the US",
      geographicScope: "United States",
      researchGoals: ["Regulatory Environment"],
    });
    expect(allText(result)).toMatch(/HIPAA/u);
    expect(allText(result)).not.toContain("the United States' figure");
  });
});
