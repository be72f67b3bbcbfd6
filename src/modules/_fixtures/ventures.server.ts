import { generateCustomerDiscovery } from "../customer-discovery/generate.server";
import { customerDiscoveryRequestSchema } from "../customer-discovery/schema";
import { generateMarketAnalysis } from "../market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "../market-analysis/schema";

/**
 * Sample ventures for the planning modules' tests and benches (issue 13): a founder's idea with
 * the market analysis and customer discovery the offline engines give it, as a plan request
 * carries them. Two differ on every axis (B2B software for hospitals, a B2C pet-care app; a
 * kids' clothes resale marketplace as a third).
 */
export interface SampleVenture {
  businessIdea: string;
  targetCustomer: string;
  competitors: string;
  marketAnalysis: Record<string, unknown>;
  customerDiscovery: Record<string, unknown>;
}

const VENTURES = {
  icu: {
    businessIdea:
      "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text today and managers rebuild the rota by hand every week.",
    industry: "Healthcare",
    targetMarket: "Nurse managers at US community hospitals (under 200 beds)",
    competitors: "QGenda, ShiftWizard, Excel",
  },
  dogs: {
    businessIdea:
      "Pawtrail: a subscription app that books vetted dog walkers for busy apartment dwellers, with GPS walk reports.",
    industry: "Other",
    targetMarket: "Dog owners in city apartments who work long hours",
    competitors: "Rover, Wag",
  },
  resale: {
    businessIdea:
      "ThreadLoop: a resale app where parents sell outgrown kids' clothes to other parents nearby",
    industry: "E-commerce",
    targetMarket: "Parents of children under 10",
    competitors: "Vinted, Facebook Marketplace, Kidizen",
  },
} as const;

export type SampleVentureName = keyof typeof VENTURES;

/** A sample venture with its earlier results, from the offline engines (deterministic). */
export function sampleVenture(name: SampleVentureName): SampleVenture {
  const venture = VENTURES[name];
  const marketRequest = marketAnalysisRequestSchema.parse({
    businessIdea: venture.businessIdea,
    industry: venture.industry,
    targetMarket: venture.targetMarket,
    competitorAnalysis: venture.competitors,
  });
  const marketAnalysis = generateMarketAnalysis(marketRequest);
  const customerDiscovery = generateCustomerDiscovery(
    customerDiscoveryRequestSchema.parse({
      businessIdea: venture.businessIdea,
      marketData: marketAnalysis,
    }),
  );
  return {
    businessIdea: venture.businessIdea,
    targetCustomer: venture.targetMarket,
    competitors: venture.competitors,
    marketAnalysis: marketAnalysis as unknown as Record<string, unknown>,
    customerDiscovery: customerDiscovery as unknown as Record<string, unknown>,
  };
}

export const SAMPLE_VENTURES = Object.keys(VENTURES) as SampleVentureName[];
