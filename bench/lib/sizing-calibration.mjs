// The sizing calibration of issue 16, shared by bench/sizing-calibration.mjs (which prints it)
// and src/modules/market-analysis/calibration.server.test.ts (which holds npm test to it): each
// idea of the calibration set is analysed, an idea whose analysis is not independent of its
// published figure is refused, and the bottom-up TAM of the rest is compared with the figure.
import { CALIBRATION_SET } from "./sizing-calibration-set.mjs";

export const LIMIT = 3;
export const TARGET_SHARE = 0.8;
export const MIN_IDEAS = 25;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** How far apart two sizes are, as a factor ≥ 1: 2 means one is twice the other. */
export const factor = (a, b) => Math.max(a, b) / Math.min(a, b);
const keyOf = (text) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
/**
 * The names an organisation goes by: the whole name and each part of a joint or bracketed one
 * ("GroupM (WPP)" → "groupm wpp", "groupm", "wpp"; "ThredUp and GlobalData" → "thredup",
 * "globaldata"), as space-padded keys.
 */
const namesOf = (publisher) =>
  [publisher, ...publisher.split(/\s+and\s+|[,;()–—]/u)]
    .map(keyOf)
    .filter((key) => key.trim().length >= 3);
/** Whether a text names the organisation: one of its names, as whole words. */
const names = (text, publisher) => namesOf(publisher).some((name) => keyOf(text).includes(name));
/** Whether two publisher names are the same organisation (one of the names inside the other). */
const sameOrganisation = (a, b) => names(a, b) || names(b, a);

/** "$14.0B", "$1.84T", "$76.7 billion", "5,129": the amounts a figure's text states. */
const SCALE = { t: 1e12, trillion: 1e12, b: 1e9, billion: 1e9, m: 1e6, million: 1e6, k: 1e3 };
export function amountsIn(text) {
  const found = [];
  const pattern = /\$?(\d[\d,]*(?:\.\d+)?)\s*(trillion|billion|million|[TBMK])?\b/giu;
  for (const match of String(text).matchAll(pattern)) {
    const value = Number(match[1].replace(/,/g, ""));
    const scale = match[2] === undefined ? 1 : SCALE[match[2].toLowerCase()];
    if (Number.isFinite(value)) found.push(value * scale);
  }
  return found;
}
/** Within 2%: the same figure, rounded differently. */
const sameFigure = (a, b) => Math.abs(a - b) <= 0.02 * Math.max(a, b);

/**
 * Why an analysis is not independent of a published figure, or null: it cites the same
 * publisher, a knowledge-base estimate it uses names that publisher, or a sourced figure it
 * uses is the published figure itself.
 */
export function dependence(analysis, published) {
  const cited = analysis.sources.find((source) =>
    sameOrganisation(source.publisher, published.publisher),
  );
  if (cited !== undefined) return `the analysis cites ${cited.publisher} (${cited.title})`;
  // The analysis's own results (its TAMs and their gap) are what is compared, not inputs.
  const inputs = analysis.assumptions.filter(
    (assumption) => !/^(?:Bottom-up|Top-down|Gap between)/u.test(assumption.label),
  );
  for (const assumption of inputs) {
    const { basis } = assumption;
    if (basis.kind === "estimate") {
      if (names(basis.method, published.publisher)) {
        return `the estimate “${assumption.label}” is built from ${published.publisher}`;
      }
      if (amountsIn(basis.method).some((value) => sameFigure(value, published.figure))) {
        return `the estimate “${assumption.label}” starts from the published figure`;
      }
    } else if (
      basis.kind === "source" &&
      amountsIn(assumption.value).some((value) => sameFigure(value, published.figure))
    ) {
      return `the analysis uses ${assumption.value} (${assumption.label}), the published figure`;
    }
  }
  return null;
}

/**
 * Checks the refusal on planted entries (one citing a publisher the analysis does cite, one with
 * a sourced figure it does use); returns what was planted, or null when either got through.
 */
export function checkRefusal(analyse) {
  const [first] = CALIBRATION_SET;
  const analysis = analyse(first.request);
  const source = analysis.sources[0];
  const sourced = analysis.assumptions.find(
    (assumption) => assumption.basis.kind === "source" && amountsIn(assumption.value).length > 0,
  );
  if (source === undefined || sourced === undefined) return null;
  const planted = [
    { ...first.published, publisher: source.publisher },
    { ...first.published, publisher: "Nobody", figure: amountsIn(sourced.value)[0] ?? 0 },
  ];
  const caught = planted.filter((published) => dependence(analysis, published) !== null);
  return caught.length === planted.length ? { publisher: source.publisher, sourced } : null;
}

/** Runs the calibration with `analyse` (a market-analysis request → result). */
export function calibrate(analyse, set = CALIBRATION_SET) {
  const rows = [];
  const refused = [];
  for (const { request, published } of set) {
    const analysis = analyse(request);
    const why = dependence(analysis, published);
    if (why !== null) {
      refused.push({ idea: request.businessIdea, why });
      continue;
    }
    const ours = analysis.sizing.bottomUp.tam;
    const topDown = analysis.sizing.topDown.tam;
    rows.push({
      idea: request.businessIdea,
      scope: request.geographicScope,
      published,
      ours,
      topDown,
      error: factor(ours, published.figure),
      signed: ours / published.figure - 1,
      topDownError: factor(topDown, published.figure),
    });
  }
  const within = rows.filter((row) => row.error <= LIMIT).length;
  const sized = rows.filter((row) => row.topDown > 0);
  return {
    rows,
    refused,
    entries: set.length,
    within,
    share: rows.length === 0 ? 0 : within / rows.length,
    medianError: rows.length === 0 ? Number.NaN : median(rows.map((row) => row.error)),
    medianSigned: rows.length === 0 ? Number.NaN : median(rows.map((row) => row.signed)),
    // A top-down figure is made only from the buyers' spending on the kind of product (decision
    // 046): the comparison counts the ideas that have one.
    topDownSized: sized.length,
    topDownWithin: sized.filter((row) => row.topDownError <= LIMIT).length,
    topDownMedian: sized.length === 0 ? Number.NaN : median(sized.map((row) => row.topDownError)),
  };
}
