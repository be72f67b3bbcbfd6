import type { CueMatch, Token } from "../text";
import { CUSTOMER_CLAUSE_CLOSERS, CUSTOMER_CLAUSE_OPENERS, SALE_VERBS } from "./lexicon";

/** The longest customer clause read after its opener ("for busy parents in…"). */
const MAX_CLAUSE_WORDS = 5;

/**
 * Token ranges [from, to] that follow "for", "helps", "lets", "per", "sold to"…: where the
 * customer is usually named.
 */
export interface Clause {
  opener: number;
  from: number;
  to: number;
  /** True when a sale opens it ("sold to school districts"): it names who pays. */
  sale: boolean;
}

/** The customer clauses of an idea: the words after each opener, up to a closer or a mark. */
export function customerClauses(idea: string, tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  tokens.forEach((token, index) => {
    const sold = token.stem === "to" && SALE_VERBS.has(tokens[index - 1]?.stem ?? "");
    if (!CUSTOMER_CLAUSE_OPENERS.has(token.stem) && !sold) return;
    // "shows for kids": the next opener starts the clause.
    if (CUSTOMER_CLAUSE_OPENERS.has(tokens[index + 1]?.stem ?? "")) return;
    let to = index;
    for (let next = index + 1; next < tokens.length && next <= index + MAX_CLAUSE_WORDS; next++) {
      const current = tokens[next];
      const previous = tokens[next - 1];
      if (current === undefined || previous === undefined) break;
      if (CUSTOMER_CLAUSE_CLOSERS.has(current.stem)) break;
      if (!/^[\s'’-]*$/u.test(idea.slice(previous.end, current.start))) break;
      to = next;
    }
    if (to > index) clauses.push({ opener: index, from: index + 1, to, sale: sold });
  });
  return clauses;
}

/** Whether a match opens or lies inside one of the clauses. */
export function inClause(match: CueMatch<string>, clauses: readonly Clause[]): boolean {
  return clauses.some(
    (clause) =>
      match.first === clause.opener || (match.first >= clause.from && match.first <= clause.to),
  );
}
