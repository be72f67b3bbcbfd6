/**
 * The figures an idea quotes, each recorded in the idea's ProvenanceBuilder as it is printed:
 * knowledge-base figures with their source or estimate method, the founder's choices as input,
 * and our derivations (time to first revenue) with the arithmetic. Every function returns the
 * display string to put in the text, so a number cannot reach the text without its pedigree.
 *
 * Labels, display strings and methods depend only on knowledge-base entries, so each is written
 * once per entry (or pair of entries) and reused; only the recording happens per idea.
 */
import {
  type Basis,
  type BudgetEntry,
  type BusinessModelEntry,
  type Figure,
  findSource,
  type IndustryEntry,
  type LocationEntry,
  type TimeCommitmentEntry,
} from "../../engine/knowledge";
import { formatUsd } from "../../engine/knowledge/schema";
import {
  formatFigure,
  formatNumber,
  type ProvenanceBuilder,
} from "../../engine/provenance-builder";
import { memoByEntry, memoByPair } from "./memo.server";

/** The pace all the models' months to first revenue assume (knowledge base, full-time entry). */
const REFERENCE_WEEK_HOURS = 45;

/** A knowledge-base figure ready to record: `b.figure(label, figure, display)`. */
interface FigureText {
  label: string;
  figure: Figure;
  display: string;
}

/** A derived value ready to record: `b.estimate(label, display, method)`. */
interface EstimateText {
  label: string;
  display: string;
  method: string;
}

const figureText = (label: string, figure: Figure): FigureText => ({
  label,
  figure,
  display: formatFigure(figure),
});

const recordFigure = (b: ProvenanceBuilder, text: FigureText) =>
  b.figure(text.label, text.figure, text.display);

const recordEstimate = (b: ProvenanceBuilder, text: EstimateText) =>
  b.estimate(text.label, text.display, text.method);

function recordBasis(b: ProvenanceBuilder, label: string, display: string, basis: Basis): string {
  return basis.kind === "source"
    ? b.sourced(label, display, basis.sourceId, basis.note)
    : b.estimate(label, display, basis.method);
}

/** An industry as the text names it; "Other" reads as what it is, niche markets. */
export function industryLabel(industry: IndustryEntry): string {
  return industry.name === "Other" ? "niche markets (filed under Other)" : industry.name;
}

/** Who stands behind a figure: the source's publisher, or "estimate". */
export function publisherOf(basis: Basis): string {
  if (basis.kind === "estimate") return "estimate";
  return findSource(basis.sourceId)?.publisher ?? "estimate";
}

/** The founder's budget as chosen: "Under $10,000". */
export function budgetLabel(b: ProvenanceBuilder, budget: BudgetEntry): string {
  return b.input("Budget", "budget", budget.label);
}

/** "a budget of under $10,000", "a budget of $10,000 – $50,000". */
export function budgetPhrase(b: ProvenanceBuilder, budget: BudgetEntry): string {
  budgetLabel(b, budget);
  return budgetPhraseOf(budget);
}

const budgetPhraseOf = memoByEntry(
  ({ label }: BudgetEntry) => `a budget of ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
);

/** The founder's time commitment as chosen: "Part-time (10-20 hours/week)". */
export function timeLabel(b: ProvenanceBuilder, time: TimeCommitmentEntry): string {
  return b.input("Time commitment", "timeCommitment", time.label);
}

/** "a part-time (10-20 hours/week) schedule", "an evenings and weekends schedule". */
export function schedulePhrase(b: ProvenanceBuilder, time: TimeCommitmentEntry): string {
  timeLabel(b, time);
  return schedulePhraseOf(time);
}

const schedulePhraseOf = memoByEntry((time: TimeCommitmentEntry) => {
  const label = time.label.toLowerCase();
  return `${/^[aeiou]/.test(label) ? "an" : "a"} ${label} schedule`;
});

/** The weekly hours the knowledge base assumes for a time commitment: "15 hours". */
export function weeklyHours(b: ProvenanceBuilder, time: TimeCommitmentEntry): string {
  return recordEstimate(b, weeklyHoursText(time));
}

const weeklyHoursText = memoByEntry(
  (time: TimeCommitmentEntry): EstimateText => ({
    label: `Weekly hours assumed for “${time.label}”`,
    display: `${time.hoursPerWeek} hours`,
    method:
      `The knowledge base's planning figure for “${time.label}”: ${time.hoursPerWeek} hours a ` +
      `week, against a ${REFERENCE_WEEK_HOURS}-hour full-time week.`,
  }),
);

/** The weekly hours below which a model rarely gets going: "10 hours". */
export function minimumHours(b: ProvenanceBuilder, model: BusinessModelEntry): string {
  return recordEstimate(b, minimumHoursText(model));
}

const minimumHoursText = memoByEntry(
  (model: BusinessModelEntry): EstimateText => ({
    label: `Minimum weekly hours for ${model.name}`,
    display: `${model.minHoursPerWeek} hours`,
    method:
      `Knowledge-base working assumption: below ${model.minHoursPerWeek} hours a week a ` +
      `${model.name} business rarely gets off the ground.`,
  }),
);

/** Launch capital as a range: "$5,000–$150,000". */
export function launchCapital(b: ProvenanceBuilder, model: BusinessModelEntry): string {
  const { label, display } = launchCapitalText(model);
  return recordBasis(b, label, display, model.capitalNeeds.basis);
}

const launchCapitalText = memoByEntry((model: BusinessModelEntry) => {
  const { low, high } = model.capitalNeeds;
  return {
    label: `Launch capital for ${model.name}`,
    display: `${formatUsd(low)}–${formatUsd(high)}`,
  };
});

/** The model's full-time months to first revenue: "3–9 months". */
export function fullTimeLaunchMonths(b: ProvenanceBuilder, model: BusinessModelEntry): string {
  return recordEstimate(b, fullTimeMonthsText(model));
}

const fullTimeMonthsText = memoByEntry((model: BusinessModelEntry): EstimateText => {
  const { low, high } = model.timeToFirstRevenueMonths;
  return {
    label: `Months to first revenue for ${model.name}, full-time`,
    display: `${formatNumber(low)}–${formatNumber(high)} months`,
    method:
      `Knowledge-base benchmark for ${model.name}: ${formatNumber(low)}–${formatNumber(high)} ` +
      `months to first revenue for a founder working a ${REFERENCE_WEEK_HOURS}-hour week.`,
  };
});

const toHalf = (value: number) => Math.round(value * 2) / 2;

/** Time to first revenue at the founder's pace, with the arithmetic: "6–18 months". */
export function launchMonthsAtPace(
  b: ProvenanceBuilder,
  model: BusinessModelEntry,
  time: TimeCommitmentEntry,
): { months: string; fullTime: string; multiplier: string } {
  const fullTime = fullTimeLaunchMonths(b, model);
  const multiplier = recordFigure(b, paceText(time));
  const months = recordEstimate(b, monthsAtPaceText(model, time));
  return { months, fullTime, multiplier };
}

const paceText = memoByEntry((time: TimeCommitmentEntry) =>
  figureText(`Launch pace for “${time.label}”`, time.launchPaceMultiplier),
);

const monthsAtPaceText = memoByPair(
  (model: BusinessModelEntry, time: TimeCommitmentEntry): EstimateText => {
    const factor = time.launchPaceMultiplier.value;
    const { low, high } = model.timeToFirstRevenueMonths;
    const exact = `${formatNumber(low * factor)}–${formatNumber(high * factor)}`;
    const rounded = `${formatNumber(toHalf(low * factor))}–${formatNumber(toHalf(high * factor))}`;
    const rounding = exact === rounded ? "" : `, rounded to the nearest half month: ${rounded}`;
    return {
      label: `Months to first revenue for ${model.name} at the “${time.label}” pace`,
      display: `${rounded} months`,
      method:
        `${formatNumber(low)}–${formatNumber(high)} months at full-time pace × ${formatNumber(factor)} ` +
        `(launch pace for “${time.label}”) = ${exact} months${rounding}.`,
    };
  },
);

/** A model's gross margin: "75%". */
export function grossMargin(b: ProvenanceBuilder, model: BusinessModelEntry): string {
  return recordFigure(b, grossMarginText(model));
}

const grossMarginText = memoByEntry((model: BusinessModelEntry) =>
  figureText(`Gross margin, ${model.name}`, model.grossMargin),
);

/** A model's retention or churn figure: "91%". */
export function retention(b: ProvenanceBuilder, model: BusinessModelEntry): string {
  return recordFigure(b, retentionText(model));
}

const retentionText = memoByEntry((model: BusinessModelEntry) =>
  figureText(`${retentionName(model)}, ${model.name}`, model.retention.figure),
);

/** What a model's retention figure measures, as a label. */
export function retentionName(model: BusinessModelEntry): string {
  switch (model.retention.metric) {
    case "monthly-customer-churn":
      return "Monthly customer churn";
    case "annual-gross-revenue-retention":
      return "Annual gross revenue retention";
    case "annual-client-retention":
      return "Annual client retention";
    case "annual-repeat-customer-rate":
      return "Customers buying again within a year";
  }
}

/** An industry's growth rate with its period in the label: "7.5%". */
export function growthRate(b: ProvenanceBuilder, industry: IndustryEntry): string {
  return recordFigure(b, growthRateText(industry));
}

const growthRateText = memoByEntry((industry: IndustryEntry) =>
  figureText(
    `${industry.name} growth rate a year (${growthPeriod(industry)})`,
    industry.growthRate,
  ),
);

/** The period a growth rate covers, for the text ("2023–2024"); its numbers are in the label. */
export function growthPeriod(industry: IndustryEntry): string {
  return industry.growthRate.period ?? String(industry.growthRate.year);
}

/** Global and US market sizes with their years in the labels. */
export function marketSizes(
  b: ProvenanceBuilder,
  industry: IndustryEntry,
): { global: string; us: string } {
  const texts = marketSizeTexts(industry);
  return { global: recordFigure(b, texts.global), us: recordFigure(b, texts.us) };
}

const marketSizeTexts = memoByEntry((industry: IndustryEntry) => {
  const { globalMarketSize, usMarketSize } = industry;
  return {
    global: figureText(
      `Global ${industry.name} market size (${globalMarketSize.year})`,
      globalMarketSize,
    ),
    us: figureText(`US ${industry.name} market size (${usMarketSize.year})`, usMarketSize),
  };
});

/** A location's rent against a suburban site: "0.1×". */
export function rentIndex(b: ProvenanceBuilder, location: LocationEntry): string {
  return recordFigure(b, rentIndexText(location));
}

const rentIndexText = memoByEntry((location: LocationEntry) =>
  figureText(`Rent index, ${location.label} (suburban = 1)`, location.rentIndex),
);
