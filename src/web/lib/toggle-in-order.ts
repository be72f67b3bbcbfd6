/**
 * A multi-select's chosen values with one value switched on or off, kept in the option list's
 * own order (the idea generator's business models, the market analysis research goals).
 */
export function toggleInOrder<T>(
  chosen: readonly T[],
  value: T,
  on: boolean,
  order: readonly T[],
): T[] {
  const next = new Set(chosen);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((item) => next.has(item));
}
