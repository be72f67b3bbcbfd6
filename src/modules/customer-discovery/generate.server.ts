import { dollarAmountsIn, inLocalDeep, localMoney } from "../../engine/local-money";
import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import { customerDiscoveryResultSchema } from "../../shared/customer-discovery-result";
import {
  buildContext,
  type DiscoveryContext,
  founderInputOf,
  ideaSubject,
  modelBusiness,
  modelBusinesses,
} from "./discovery-context.server";
import { cacPayback, globalMarket, marketGrowth, retentionPhrase } from "./kb-prose.server";
import { marketInsights } from "./market-insights.server";
import { marketFigure, marketQuote } from "./market-quote.server";
import { customerPersonas } from "./personas.server";
import { problemSolutionSections } from "./problem-solution.server";
import { interviewPlan, recommendations } from "./recommendations.server";
import type { CustomerDiscoveryRequest, CustomerDiscoveryResult } from "./schema";

/**
 * The offline customer-discovery engine (issue 4): classifies the business idea, then writes
 * personas, problem validation, solution fit, market insights and recommendations from the
 * knowledge base and the founder's market analysis, every figure recorded in the provenance.
 * Pure and deterministic: the same request gives the same result.
 */
export const generateCustomerDiscovery: OfflineGenerator<
  CustomerDiscoveryRequest,
  CustomerDiscoveryResult
> = (request) => {
  const ctx = buildContext(request);
  const builtOn = builtOnLines(ctx);
  const written = {
    executiveSummary: summary(ctx),
    customerPersonas: customerPersonas(ctx),
    ...problemSolutionSections(ctx),
    marketInsights: marketInsights(ctx),
    recommendations: recommendations(ctx),
  };
  // Money in the founder's currency, the dollars beside it (issue 23); their own amounts as typed.
  // Text the longer amounts would push past the result's limits keeps its dollars.
  const local = localMoney(ctx.country, ctx.builder);
  const input = founderInputOf(request);
  const typed = dollarAmountsIn(
    [input.idea, input.targetMarket, input.details, JSON.stringify(input.stated)].join("\n"),
  );
  const shown = inLocalDeep(local, written, typed);
  const { classification } = ctx;
  const result = (sections: typeof written): CustomerDiscoveryResult => ({
    ...sections,
    classification: {
      industry: classification.industry.name,
      orientation: classification.orientation,
      businessModel: classification.model.name,
      signals: classification.signals,
    },
    builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
  });
  const converted = result(shown);
  const parsed = customerDiscoveryResultSchema.safeParse(converted);
  return parsed.success ? converted : result(written);
};

/** "Market analysis: The Healthcare market for clinic software…" when one was used. */
function builtOnLines(ctx: DiscoveryContext): string[] {
  const market = ctx.market;
  if (market === undefined) return [];
  const overview =
    market.overview === undefined
      ? "your saved result"
      : marketQuote(ctx, "marketOverview", market.overview);
  return [`Market analysis: ${overview}`];
}

/** How the reading of the idea was decided, when it was not from the founder's own words. */
function readingNote(ctx: DiscoveryContext): string {
  const { basis } = ctx.classification;
  if (basis.industry === "market-analysis")
    return " (the industry comes from your market analysis)";
  if (basis.industry === "knowledge-base")
    return " (no industry word in the text, so it is filed under Other)";
  return "";
}

function marketOpening(ctx: DiscoveryContext): string {
  return ctx.industry.name === "Other"
    ? "Niche markets filed under Other are sized at"
    : `${ctx.industry.name} is a market of`;
}

function summary(ctx: DiscoveryContext): string {
  const { industry, model, builder } = ctx;
  const idea = ideaSubject(ctx);
  const sizing = ctx.market?.sizing;
  const market =
    ctx.market === undefined
      ? ""
      : sizing === undefined
        ? " It builds on your market analysis: its audience, competitors and opportunities are woven in below."
        : ` It builds on your market analysis, which sizes the serviceable market (SAM) at ${marketFigure(ctx, `SAM (${sizing.method})`, sizing.sam, sizing.year)}.`;
  return (
    `${idea} reads as a ${ctx.orientation} ${modelBusiness(ctx)}` +
    `${model.name === industry.name ? "" : ` in ${ctx.industryLabel}`}` +
    `${readingNote(ctx)}, serving ${ctx.customers}. ${marketOpening(ctx)} ` +
    `${globalMarket(builder, industry)}, growing ${marketGrowth(builder, industry)}; ` +
    `${modelBusinesses(ctx)} typically earn back what they spend to win a customer in ` +
    `${cacPayback(builder, model)} and ${retentionPhrase(builder, model)}.${market} The question ` +
    `to answer first: do ${ctx.customers} meet this problem often enough to pay for ` +
    `${ctx.playbook.offer}? Start with the ${interviewPlan(ctx).total} below, before building more.`
  );
}
