/**
 * The help center's search (GUIDE §2: it filters the FAQ and the topics as you type). A query
 * matches an entry when every word of it appears, in any order and any case, somewhere in the
 * entry's text (its question or title and its answer or bullets).
 */

/** The words of a query, lower-cased; empty for a blank query. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether text holds every term (a blank query matches everything). */
export function matchesQuery(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = text.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** The entries whose searchable text matches the query, in their original order. */
export function filterEntries<T extends { searchText: string }>(
  entries: readonly T[],
  query: string,
): T[] {
  const terms = queryTerms(query);
  return entries.filter((entry) => matchesQuery(entry.searchText, terms));
}
