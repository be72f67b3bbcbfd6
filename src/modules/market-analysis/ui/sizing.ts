import type { MarketSizing } from "../schema";
import { sizingMoney } from "../sizing-money";

export { sizingMoney, sizingUnit } from "../sizing-money";

/**
 * The sizing figures of a result as chart rows: top-down and bottom-up TAM, SAM and SOM, each
 * with its value as text and its share of the largest figure (one linear scale for all six).
 */

export type SizingMethod = "topDown" | "bottomUp";
export type SizingLevel = "tam" | "sam" | "som";

export interface SizingBar {
  method: SizingMethod;
  level: SizingLevel;
  /** "TAM", "SAM", "SOM". */
  label: string;
  usd: number;
  /** "$1.84T", "$460.0B", "$50.3M", "$12,000". */
  display: string;
  /** Width on the shared scale, 0–100. */
  percent: number;
  /** False when the method made no figure ("Not counted", "Not sized"): no bar is drawn. */
  sized: boolean;
}

export const METHOD_LABELS: Record<SizingMethod, string> = {
  topDown: "Top-down",
  bottomUp: "Bottom-up",
};

/** The bottom-up heading when its buyer count is estimated from peer countries (decision 031). */
export const PEER_ESTIMATE_LABEL = "Bottom-up (estimated buyer count)";

/** A method's heading: the bottom-up one says so when its count is an estimate from peers. */
export function methodLabel(sizing: MarketSizing, method: SizingMethod): string {
  return method === "bottomUp" && sizing.buyers?.estimatedFrom === "peer-countries"
    ? PEER_ESTIMATE_LABEL
    : METHOD_LABELS[method];
}

const LEVELS: readonly SizingLevel[] = ["tam", "sam", "som"];

/** The six bars, top-down first, each level in TAM, SAM, SOM order. */
export function sizingBars(sizing: MarketSizing): SizingBar[] {
  const methods: readonly SizingMethod[] = ["topDown", "bottomUp"];
  const largest = Math.max(
    ...methods.flatMap((method) => LEVELS.map((level) => sizing[method][level])),
  );
  return methods.flatMap((method) =>
    LEVELS.map((level) => {
      const usd = sizing[method][level];
      const notMade =
        (method === "bottomUp" && sizing.buyers?.status === "asked") ||
        (method === "topDown" && sizing.topDownBasis === "none");
      return {
        method,
        level,
        label: level.toUpperCase(),
        usd,
        // No count of the buyers where the founder sells (issue 23): no bottom-up figure. No
        // figure for what the buyers spend on this kind of product (decision 046): no top-down.
        display: !notMade
          ? sizingMoney(sizing, usd)
          : method === "bottomUp"
            ? "Not counted"
            : "Not sized",
        percent: largest > 0 ? (usd / largest) * 100 : 0,
        sized: !notMade,
      };
    }),
  );
}
