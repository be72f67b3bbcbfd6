import type { BusinessModelEntry, IndustryEntry } from "../../engine/knowledge";
import type { PriceRange } from "../../engine/knowledge/schema";
import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { formatPriceRange } from "../_kit/kb-prose.server";

/**
 * Knowledge-base facts as the phrases the text shows, each recorded in the result's provenance
 * by the one ProvenanceBuilder: a figure cannot reach the prose without its assumption.
 */

/** "$9.8T worldwide (2021)". */
export function globalMarket(builder: ProvenanceBuilder, industry: IndustryEntry): string {
  const figure = industry.globalMarketSize;
  const label = `Global ${industry.name} market size (${figure.year})`;
  return `${builder.figure(label, figure)} worldwide (${figure.year})`;
}

/** "$4.9T in the US (2023)". */
export function usMarket(builder: ProvenanceBuilder, industry: IndustryEntry): string {
  const figure = industry.usMarketSize;
  const label = `US ${industry.name} market size (${figure.year})`;
  return `${builder.figure(label, figure)} in the US (${figure.year})`;
}

/** "about 7.5% a year (2022–2023)"; "… a year in the US (2022–2023)" for a US-only figure. */
export function marketGrowth(builder: ProvenanceBuilder, industry: IndustryEntry): string {
  const figure = industry.growthRate;
  const period = figure.period ?? String(figure.year);
  const label = `${industry.name} market growth a year (${period})`;
  const where = industry.growthPlace === "United States" ? " in the US" : "";
  return `about ${builder.figure(label, figure)} a year${where} (${period})`;
}

/** "18 months". */
export function cacPayback(builder: ProvenanceBuilder, model: BusinessModelEntry): string {
  return builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths);
}

/** "75%". */
export function grossMargin(builder: ProvenanceBuilder, model: BusinessModelEntry): string {
  return builder.figure(`${model.name} gross margin`, model.grossMargin);
}

/** "lose about 7% of customers a month", "keep about 91% of revenue a year"… */
export function retentionPhrase(builder: ProvenanceBuilder, model: BusinessModelEntry): string {
  const { metric, figure } = model.retention;
  switch (metric) {
    case "monthly-customer-churn":
      return `lose about ${builder.figure(`${model.name} monthly customer churn`, figure)} of customers a month`;
    case "annual-gross-revenue-retention":
      return `keep about ${builder.figure(`${model.name} annual gross revenue retention`, figure)} of revenue a year`;
    case "annual-client-retention":
      return `keep about ${builder.figure(`${model.name} annual client retention`, figure)} of clients a year`;
    case "annual-repeat-customer-rate":
      return `see about ${builder.figure(`${model.name} annual repeat-customer rate`, figure)} of customers buy again within a year`;
  }
}

/**
 * A typical price range, recorded as the knowledge base's benchmark. `owner`: "the SaaS model",
 * "Healthcare".
 */
export function priceRange(builder: ProvenanceBuilder, owner: string, range: PriceRange): string {
  const display = formatPriceRange(range);
  return builder.estimate(
    `${owner.charAt(0).toUpperCase()}${owner.slice(1)} price range: ${range.label}`,
    display,
    `Typical ${range.label.toLowerCase()} range kept in the Ninefold knowledge base for ${owner}: ` +
      `${display}. A benchmark from prices commonly charged, not a published survey.`,
  );
}
