// Types for bench/lib/sizing-calibration.mjs (plain JavaScript), for the calibration test.
import type { CalibrationEntry, Published } from "./sizing-calibration-set.mjs";

/** What the calibration reads of a market analysis. */
export interface CalibratedAnalysis {
  sources: readonly { publisher: string; title: string }[];
  assumptions: readonly {
    label: string;
    value: string;
    basis:
      | { kind: "source"; note?: string }
      | { kind: "estimate"; method: string }
      | { kind: "input"; field: string };
  }[];
  sizing: { bottomUp: { tam: number }; topDown: { tam: number } };
}
export type Analyse = (request: CalibrationEntry["request"]) => CalibratedAnalysis;

export interface CalibrationRow {
  idea: string;
  scope: string;
  published: Published;
  ours: number;
  topDown: number;
  error: number;
  signed: number;
  topDownError: number;
}
export interface Calibration {
  rows: CalibrationRow[];
  refused: { idea: string; why: string }[];
  entries: number;
  within: number;
  share: number;
  medianError: number;
  medianSigned: number;
  /** Ideas with a top-down figure (decision 046): the comparison's denominator. */
  topDownSized: number;
  topDownWithin: number;
  topDownMedian: number;
}

export declare const LIMIT: number;
export declare const TARGET_SHARE: number;
export declare const MIN_IDEAS: number;
export declare function median(values: readonly number[]): number;
export declare function factor(a: number, b: number): number;
export declare function amountsIn(text: string): number[];
export declare function dependence(
  analysis: CalibratedAnalysis,
  published: Published,
): string | null;
export declare function checkRefusal(
  analyse: Analyse,
): { publisher: string; sourced: CalibratedAnalysis["assumptions"][number] } | null;
export declare function calibrate(analyse: Analyse, set?: readonly CalibrationEntry[]): Calibration;
