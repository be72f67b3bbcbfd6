/**
 * The offline market-analysis engine (issue 4): a deterministic report built from the knowledge
 * base and the founder's request, with TAM/SAM/SOM sized two ways and every figure's pedigree in
 * `assumptions`. No network, no clock, no randomness: the same request gives the same result.
 */
import { dollarAmountsIn, inLocalDeep } from "../../engine/local-money";
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
  const sections = {
    ...inLocalDeep(
      sizing.local,
      {
        marketOverview: marketOverview(context, sizing),
        targetAudience: targetAudience(context, sizing),
        competitiveLandscape: competitiveLandscape(context),
        marketTrends: marketTrends(context),
        recommendedStrategy: recommendedStrategy(context),
        pricingAnalysis: pricingAnalysis(context, sizing),
        opportunities: opportunities(context, sizing),
        threats: threats(context, sizing),
        marketEntry: marketEntry(context, sizing),
        keyMetrics: keyMetrics(context, sizing),
        nextSteps: nextSteps(context, sizing),
      },
      typed,
    ),
    marketSize: sizing.text,
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
