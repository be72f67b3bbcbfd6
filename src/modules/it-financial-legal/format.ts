import { currencySign } from "../../shared/currencies";
import type { ModelRun, Scenario } from "./model";

/**
 * How the financial plan prints the model's figures, shared by the engine's text and the export
 * document (browser-safe): whole units of the model's currency with a leading minus ("-$1,200",
 * "-£1,200"), customers to one decimal, months as whole numbers.
 */
export function money(value: number, currency = "USD"): string {
  const rounded = Math.round(value);
  const abs = Math.abs(rounded).toLocaleString("en-US");
  const sign = currencySign(currency);
  return rounded < 0 ? `-${sign}${abs}` : `${sign}${abs}`;
}

/** A count of customers: one decimal, no trailing ".0" ("27.1", "10"). */
export function count(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** A percentage to at most two decimals ("4%", "6.96%"). */
export function percent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

/** Months to one decimal ("3.1 months"). */
export function months(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} month${rounded === 1 ? "" : "s"}`;
}

export const SCENARIO_NAMES: Record<Scenario, string> = {
  conservative: "Conservative",
  base: "Base",
  optimistic: "Optimistic",
};

export function breakEvenText(run: ModelRun): string {
  return run.summary.breakEvenMonth === null
    ? "not within 36 months"
    : `month ${run.summary.breakEvenMonth}`;
}

export function runwayText(run: ModelRun): string {
  const { runwayMonths } = run.summary;
  if (runwayMonths === null) return "cash lasts all 36 months";
  if (runwayMonths === 0) return "none: short in month 1";
  return `${runwayMonths} month${runwayMonths === 1 ? "" : "s"}`;
}

/** The runway as a clause: "the cash lasts all 36 months", "… runs out after 7 months". */
export function cashClause(run: ModelRun): string {
  const { runwayMonths } = run.summary;
  if (runwayMonths === null) return "the cash lasts all 36 months";
  if (runwayMonths === 0) return "the cash is short from the first month";
  return `the cash runs out after ${runwayText(run)}`;
}
