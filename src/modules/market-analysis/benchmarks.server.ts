/**
 * The knowledge-base benchmarks the sections quote (industry growth; the business model's margin,
 * payback, retention, launch capital and time to first revenue), each recorded under one label
 * so that quoting it twice records it once.
 */

import { type AnalysisContext, industryName } from "./context.server";
import { formatMoney, pedigreeOf, withBasis } from "./kb-prose.server";

/** "7.5%", recorded as the industry's growth rate with its period and year. */
export function growthRate(context: AnalysisContext): { display: string; pedigree: string } {
  const { industry, provenance } = context;
  const figure = industry.growthRate;
  const display = provenance.figure(
    `${industryName(industry)} growth rate, ${figure.period ?? "recent years"} (${figure.year})`,
    figure,
  );
  // A growth figure only one country publishes is that country's: a founder elsewhere is told so.
  const abroad =
    industry.growthPlace === "United States" &&
    (context.place.country === null
      ? context.geography.scope !== "United States"
      : context.place.country.id !== "us");
  const whose = abroad ? "the United States' figure, none for your market in our sources; " : "";
  return {
    display,
    pedigree: `${whose}${figure.period ?? "recent years"}; ${pedigreeOf(figure)}`,
  };
}

const RETENTION_LABELS = {
  "monthly-customer-churn": "monthly customer churn",
  "annual-gross-revenue-retention": "annual gross revenue retention",
  "annual-client-retention": "annual client retention",
  "annual-repeat-customer-rate": "share of customers buying again within a year",
} as const;

export interface ModelBenchmarks {
  grossMargin: string;
  cacPayback: string;
  retention: string;
  retentionLabel: string;
  /** Who stands behind the margin figure ("Ninefold estimate for 2024", "SaaS Capital, 2023"). */
  marginPedigree: string;
}

/** The business model's unit economics, recorded. */
export function modelBenchmarks(context: AnalysisContext): ModelBenchmarks {
  const { provenance } = context;
  const model = context.model.model;
  const retentionLabel = RETENTION_LABELS[model.retention.metric];
  return {
    grossMargin: provenance.figure(`${model.name} gross margin`, model.grossMargin),
    cacPayback: provenance.figure(`${model.name} CAC payback`, model.cacPaybackMonths),
    retention: provenance.figure(`${model.name} ${retentionLabel}`, model.retention.figure),
    retentionLabel,
    marginPedigree: pedigreeOf(model.grossMargin),
  };
}

/** "$5,000–$150,000" to launch and "3–9 months" to first revenue, recorded. */
export function launchNeeds(context: AnalysisContext): { capital: string; firstRevenue: string } {
  const { provenance } = context;
  const model = context.model.model;
  const needs = model.capitalNeeds;
  const capital = withBasis(
    provenance,
    `Launch capital for ${model.name} businesses`,
    `${formatMoney(needs.low)}–${formatMoney(needs.high)}`,
    needs.basis,
  );
  const months = model.timeToFirstRevenueMonths;
  const firstRevenue = provenance.estimate(
    `Months to first revenue for ${model.name} businesses`,
    `${months.low}–${months.high} months`,
    `Ninefold knowledge-base benchmark for ${model.name} businesses run full-time: a typical ` +
      "range, not a single published figure.",
  );
  return { capital, firstRevenue };
}
