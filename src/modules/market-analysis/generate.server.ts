/**
 * The offline market-analysis engine (issue 4): a deterministic report built from the knowledge
 * base and the founder's request, with TAM/SAM/SOM sized two ways and every figure's pedigree in
 * `assumptions`. No network, no clock, no randomness: the same request gives the same result.
 */
import { dollarAmountsIn, inLocal } from "../../engine/local-money";
import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import { buildContext } from "./context.server";
import { competitiveLandscape } from "./landscape.server";
import { opportunities, threats } from "./outlook.server";
import { marketOverview, marketTrends, targetAudience } from "./overview.server";
import { keyMetrics, marketEntry, nextSteps } from "./plan.server";
import type { MarketAnalysisRequest, MarketAnalysisResult } from "./schema";
import { sizeMarket } from "./sizing.server";
import { pricingAnalysis, recommendedStrategy } from "./strategy.server";

/** The market analysis for one request, from the knowledge base alone. */
export const generateMarketAnalysis: OfflineGenerator<
  MarketAnalysisRequest,
  MarketAnalysisResult
> = (request) => {
  const context = buildContext(request);
  const sizing = sizeMarket(context);
  // Money in the founder's currency, dollars beside it (issue 23); the sizing text already is.
  // The founder's own amounts stay as they typed them.
  const typed = dollarAmountsIn(
    [
      request.businessIdea,
      request.targetMarket,
      request.uniqueValueProposition,
      request.competitorAnalysis,
      request.marketSize,
    ].join("\n"),
  );
  const local = (text: string): string => inLocal(sizing.local, text, typed);
  const sections = {
    marketOverview: local(marketOverview(context, sizing)),
    marketSize: sizing.text,
    targetAudience: local(targetAudience(context, sizing)),
    competitiveLandscape: local(competitiveLandscape(context)),
    marketTrends: local(marketTrends(context)),
    recommendedStrategy: local(recommendedStrategy(context)),
    pricingAnalysis: local(pricingAnalysis(context, sizing)),
    opportunities: opportunities(context, sizing).map(local),
    threats: threats(context, sizing).map(local),
    marketEntry: marketEntry(context, sizing).map(local),
    keyMetrics: keyMetrics(context, sizing).map(local),
    nextSteps: nextSteps(context, sizing).map(local),
  };
  const { savedTitle } = context.words;
  const builtOn = savedTitle === null ? [] : [`Saved idea: ${savedTitle}`];
  const { sources, assumptions } = context.provenance.build();
  return {
    ...sections,
    sizing: sizing.sizing,
    builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    sources,
    assumptions,
  };
};
