// Types for bench/lib/sizing-calibration-set.mjs (plain JavaScript), for the calibration test.
export interface Published {
  publisher: string;
  report: string;
  year: number;
  figure: number;
  measures: string;
}
export interface CalibrationEntry {
  /** A market-analysis request body, as a founder would fill the form. */
  request: {
    businessIdea: string;
    industry: string;
    targetMarket: string;
    geographicScope: string;
  };
  published: Published;
}
export declare const CALIBRATION_SET: readonly CalibrationEntry[];
