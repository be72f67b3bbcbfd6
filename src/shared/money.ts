/**
 * "$4.90T", "$187.7B", "$365.9M", "$12,500": how every engine and result view prints a dollar
 * amount, so a figure on the page matches the same figure in the engine's text.
 */
export function formatUsd(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e12) return `$${(value / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `$${(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  return `$${Math.round(value).toLocaleString("en-US")}`;
}
