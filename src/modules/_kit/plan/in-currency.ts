import { CURRENCIES, type CurrencyCode } from "../../../shared/currencies";
import type { PlanQuestion } from "./meta";

/**
 * A plan's questions with their money entered in `currency` (issue 23): each money question's
 * unit ("USD a month" → "£ (GBP) a month") and help ("in US dollars" → "in pounds sterling").
 * The questions as they are for US dollars.
 */
export function inCurrency(
  questions: readonly PlanQuestion[],
  currency: CurrencyCode,
): readonly PlanQuestion[] {
  if (currency === "USD") return questions;
  // "£ (GBP)", and the code alone where the sign is the code ("PLN", "CHF").
  const sign = CURRENCIES[currency].sign.trim();
  const code = sign === currency ? currency : `${sign} (${currency})`;
  return questions.map((question) =>
    question.kind === "number" && question.money
      ? {
          ...question,
          ...(question.unit ? { unit: question.unit.replace(/^USD\b/u, code) } : {}),
          ...(question.help
            ? {
                help: question.help
                  .replace(/\bin US dollars\b/u, `in ${CURRENCIES[currency].name}`)
                  .replace(/\bIn US dollars\b/u, `In ${CURRENCIES[currency].name}`),
              }
            : {}),
        }
      : question,
  );
}
