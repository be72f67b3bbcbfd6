import { toUsd } from "../../../engine/local-money";
import type { ProvenanceBuilder } from "../../../engine/provenance-builder";
import { moneyIn } from "../../../engine/reading/price";
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from "../../../shared/currencies";
import type { VentureFacts } from "./facts.server";

/**
 * A plan form's money in the founder's currency (issue 23). In a venture whose brief states money
 * in another currency than the US dollar, the plan forms take their amounts (budgets, cash, pay,
 * revenue, CAC) in it; the plans' arithmetic runs on US-dollar benchmarks (cost per click, pay,
 * tools), so each amount is converted once, at the knowledge base's dated rate, the conversion
 * recorded with its arithmetic and the rate said once in the result (as the market analysis
 * does). A form price is not converted here: it keeps its currency (`venturePrice`).
 */
export interface FormMoney {
  /** The currency the form's amounts are in ("USD" when the request names none). */
  currency: CurrencyCode;
  /**
   * A form amount in US dollars for the plan's arithmetic (undefined stays undefined): as it is
   * in dollars, else converted with "<label> in US dollars" recorded ("£1,000 ÷ £0.79 per US
   * dollar (2023 annual average; …) = $1,266").
   */
  usd: (amount: number | undefined, label: string) => number | undefined;
  /**
   * " (£1,000)": the amount entered under `label` (as given to `usd`), to show beside its
   * dollars; "" when nothing was converted under that label.
   */
  beside: (label: string) => string;
  /** The sentence that says the rate once, when an amount was converted (or could not be). */
  note: () => string | undefined;
}

export function formMoney(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  requested: string | undefined,
): FormMoney {
  const currency: CurrencyCode = isCurrencyCode(requested) ? requested : "USD";
  const name = CURRENCIES[currency].name;
  let rate: { rate: string; date: string } | undefined;
  let unconverted = false;
  const entered = new Map<string, string>();
  return {
    currency,
    usd: (amount, label) => {
      if (amount === undefined || currency === "USD") return amount;
      const converted = toUsd(
        amount,
        currency,
        facts.reading.place.country,
        builder,
        `${label} in US dollars`,
        moneyIn(amount, currency),
      );
      if (converted === null) {
        unconverted = true;
        return amount;
      }
      rate ??= { rate: converted.rate, date: converted.rateDate };
      entered.set(label, moneyIn(amount, currency));
      return converted.usd;
    },
    beside: (label) => {
      const local = entered.get(label);
      return local === undefined ? "" : ` (${local})`;
    },
    note: () => {
      if (rate)
        return `Money you entered on this form in ${name} is converted to US dollars where this plan's arithmetic needs them (its benchmarks are in dollars), at ${rate.rate} (${rate.date}); each conversion is listed with the assumptions.`;
      if (unconverted)
        return `Money you entered on this form in ${name} is used as it is: the knowledge base has no dated rate for ${currency}, so this plan's US-dollar benchmarks are compared with it one to one. Enter the amounts in US dollars for a closer plan.`;
      return undefined;
    },
  };
}
