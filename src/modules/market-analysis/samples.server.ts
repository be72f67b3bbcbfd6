import * as options from "../../shared/options";
import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, values }) =>
  fc.record({
    businessIdea: text(),
    industry: fc.constantFrom(...options.MARKET_INDUSTRIES),
    businessType: fc.constantFrom(...values(options.MARKET_BUSINESS_TYPES)),
    targetMarket: text(),
    geographicScope: fc.constantFrom(...options.GEOGRAPHIC_SCOPES),
    uniqueValueProposition: text(),
    researchGoals: fc.subarray([...options.RESEARCH_GOALS]),
    competitorAnalysis: fc.constantFrom("", "Shopify, Etsy", "Mindbody and Glofox", "Notion"),
  });
