import { describe, expect, it } from "vitest";
import { readVentureFacts } from "./_kit/plan/facts.server";
import { planWithEarlier } from "./_kit/plan/tool";
import { buildContext as discoveryContext } from "./customer-discovery/discovery-context.server";
import { customerDiscoveryRequestSchema } from "./customer-discovery/schema";
import { buildContext as marketContext } from "./market-analysis/context.server";
import { generateMarketAnalysis } from "./market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "./market-analysis/schema";

/**
 * One reading of the founder (issue 22): a varied bench of ventures, each run through the market
 * analysis and then, as a venture runs them, through customer discovery and a plan's facts with
 * that analysis. All three must read the same industry, business model and side; before, discovery's `pickModel` and
 * the market analysis' `inferBusinessModel` disagreed (one venture read as Transportation by
 * discovery and as Technology by the market analysis).
 */
const BENCH = [
  {
    name: "a B2B service that looks consumer",
    businessIdea: "Done-for-you Instagram posts and booking reminders for independent hair salons",
    industry: "Professional Services",
    businessType: "digital",
    targetMarket: "Owners of independent hair salons",
    geographicScope: "United States",
    expect: { orientation: "B2B", unit: "salons" },
  },
  {
    name: "a vet-clinic SaaS",
    businessIdea: "PawLedger: bookkeeping software for independent veterinary clinics",
    industry: "Healthcare",
    businessType: "digital",
    targetMarket: "Practice managers at independent vet clinics",
    geographicScope: "United States",
    expect: { orientation: "B2B", model: "SaaS", product: "PawLedger" },
  },
  {
    name: "a UK florist tool",
    businessIdea: "An order and delivery planner for UK florists",
    industry: "Retail",
    businessType: "digital",
    targetMarket: "Independent florists in the UK",
    geographicScope: "Europe",
    expect: { orientation: "B2B" },
  },
  {
    name: "a marketplace",
    businessIdea: "A marketplace connecting homeowners with vetted local handymen",
    industry: "Real Estate",
    businessType: "hybrid",
    targetMarket: "Homeowners in suburban areas",
    geographicScope: "United States",
    expect: { orientation: "B2C", model: "Marketplace" },
  },
  {
    name: "a hardware product with a subscription",
    businessIdea: "A smart water-leak sensor with a monthly monitoring subscription",
    industry: "Technology",
    businessType: "hybrid",
    targetMarket: "Homeowners",
    geographicScope: "North America",
    expect: { orientation: "B2C", model: "Subscription" },
  },
  {
    name: "a consumer app",
    businessIdea: "A habit-tracking mobile app for runners training for their first marathon",
    industry: "Sports & Fitness",
    businessType: "digital",
    targetMarket: "Amateur runners",
    geographicScope: "United States",
    expect: { orientation: "B2C", model: "Mobile App" },
  },
  {
    name: "a non-US buyer",
    businessIdea: "Scheduling software for dental practices in Germany",
    industry: "Healthcare",
    businessType: "digital",
    targetMarket: "Dental practices in Berlin and Munich",
    geographicScope: "Europe",
    expect: { orientation: "B2B", model: "SaaS", unit: "dental-practices" },
  },
  {
    name: "an industry the founder states against the idea's words",
    businessIdea: "A freight-matching app for small trucking companies",
    industry: "Technology",
    businessType: "digital",
    targetMarket: "Owner-operator trucking companies",
    geographicScope: "United States",
    expect: { orientation: "B2B" },
  },
  {
    name: "a resale app whose words read as fashion, stated as e-commerce",
    businessIdea:
      "ThreadLoop: a resale app where parents sell outgrown kids' clothes to other parents nearby",
    industry: "E-commerce",
    businessType: "digital",
    targetMarket: "Parents of children under 10",
    geographicScope: "United States",
    expect: { orientation: "B2C" },
  },
  {
    name: "software for a trade the knowledge base does not name, stated as Other",
    businessIdea:
      "Keepsake: arrangement planning and family portal software for family-owned funeral homes",
    industry: "Other",
    businessType: "digital",
    targetMarket: "Family-owned funeral homes",
    geographicScope: "United States",
    expect: { orientation: "B2B", model: "SaaS" },
  },
] as const;

function readBoth(venture: (typeof BENCH)[number]) {
  const request = marketAnalysisRequestSchema.parse({
    businessIdea: venture.businessIdea,
    industry: venture.industry,
    businessType: venture.businessType,
    targetMarket: venture.targetMarket,
    geographicScope: venture.geographicScope,
  });
  const market = marketContext(request);
  // As a venture runs it (customer-discovery/tool.ts withEarlier): the analysis and its form.
  const discovery = discoveryContext(
    customerDiscoveryRequestSchema.parse({
      businessIdea: venture.businessIdea,
      marketData: {
        ...generateMarketAnalysis(request),
        founderInput: {
          industry: venture.industry,
          businessType: venture.businessType,
          geographicScope: venture.geographicScope,
          targetMarket: venture.targetMarket,
        },
      },
    }),
  );
  // And a plan, as a venture runs it (the plan kit's withEarlier): the analysis and its form.
  const { body } = planWithEarlier(["marketAnalysis"])(
    { businessIdea: venture.businessIdea, targetCustomer: "", competitors: "" },
    {
      idea: null,
      results: { "market-analysis": { input: request, output: generateMarketAnalysis(request) } },
    },
  );
  const plan = readVentureFacts(body as Parameters<typeof readVentureFacts>[0]);
  return { market, discovery, plan };
}

describe("one reading of the founder: the market analysis, discovery and the plans agree", () => {
  it.each(BENCH.map((venture) => [venture.name, venture] as const))("%s", (_name, venture) => {
    const { market, discovery, plan } = readBoth(venture);
    expect(discovery.industry.name).toBe(venture.industry);
    expect(market.industry.name).toBe(venture.industry);
    expect(discovery.model.name).toBe(market.model.model.name);
    expect(discovery.orientation).toBe(market.reading.orientation);
    expect(discovery.orientation).toBe(venture.expect.orientation);
    expect(plan.industry.name).toBe(venture.industry);
    expect(plan.model.name).toBe(market.model.model.name);
    expect(plan.orientation).toBe(market.reading.orientation);
    if ("model" in venture.expect) expect(market.model.model.name).toBe(venture.expect.model);
    if ("unit" in venture.expect) expect(market.reading.buyer.unit?.id).toBe(venture.expect.unit);
    if ("product" in venture.expect)
      expect(market.reading.productName).toBe(venture.expect.product);
  });

  it("reads the same industry and business model for every venture of the bench", () => {
    const same = BENCH.filter((venture) => {
      const { market, discovery, plan } = readBoth(venture);
      return (
        discovery.industry.name === market.industry.name &&
        discovery.model.name === market.model.model.name &&
        plan.industry.name === market.industry.name &&
        plan.model.name === market.model.model.name &&
        plan.orientation === market.reading.orientation
      );
    });
    expect(`${same.length} of ${BENCH.length}`).toBe(`${BENCH.length} of ${BENCH.length}`);
  });
});
