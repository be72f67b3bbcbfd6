// Target (issue 16): the offline market analysis sizes at least 80% of the calibration ideas
// within 3× of a published market size that the knowledge base does not use for them. Runs the
// engine in process on each idea of bench/lib/sizing-calibration-set.mjs and compares its
// bottom-up TAM (buyer units × paying share × spend, held at the market's total) with the
// publication's figure; prints each idea, the share within 3× and the median error.
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";
import { CALIBRATION_SET } from "./lib/sizing-calibration-set.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { generateMarketAnalysis } = await load("../src/modules/market-analysis/generate.server.ts");
const { marketAnalysisRequestSchema } = await load("../src/modules/market-analysis/schema.ts");

const LIMIT = 3;
const TARGET_SHARE = 0.8;
const MIN_IDEAS = 25;

const money = (value) =>
  value >= 1e12
    ? `$${(value / 1e12).toFixed(2)}T`
    : value >= 1e9
      ? `$${(value / 1e9).toFixed(1)}B`
      : `$${(value / 1e6).toFixed(1)}M`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** How far apart two sizes are, as a factor ≥ 1: 2 means one is twice the other. */
const factor = (a, b) => Math.max(a, b) / Math.min(a, b);
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
function amountsIn(text) {
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
function dependence(analysis, published) {
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
    } else if (amountsIn(assumption.value).some((value) => sameFigure(value, published.figure))) {
      return `the analysis uses ${assumption.value} (${assumption.label}), the published figure`;
    }
  }
  return null;
}

const analyse = (request) => generateMarketAnalysis(marketAnalysisRequestSchema.parse(request), {});

// The refusal must work: an entry planted with the publisher the analysis does cite, and one
// with a sourced figure it does use, are both refused, or the bench stops here.
{
  const [first] = CALIBRATION_SET;
  const analysis = analyse(first.request);
  const source = analysis.sources[0];
  const sourced = analysis.assumptions.find(
    (assumption) => assumption.basis.kind === "source" && amountsIn(assumption.value).length > 0,
  );
  const planted = [
    { ...first.published, publisher: source?.publisher ?? "" },
    { ...first.published, publisher: "Nobody", figure: amountsIn(sourced?.value ?? "")[0] ?? 0 },
  ];
  const caught = planted.filter((published) => dependence(analysis, published) !== null);
  if (source === undefined || sourced === undefined || caught.length !== planted.length) {
    console.error("The independence check let a planted entry through: fix it first.");
    process.exit(1);
  }
  console.log(
    `Independence check works: planted entries citing ${source.publisher} and using ` +
      `${sourced.value} (${sourced.label}) were both refused.\n`,
  );
}

const rows = [];
const excluded = [];
for (const { request, published } of CALIBRATION_SET) {
  const analysis = analyse(request);
  const why = dependence(analysis, published);
  if (why !== null) {
    excluded.push(`${request.businessIdea}: ${why}`);
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

console.log("Bottom-up TAM against published market sizes (ours ÷ published):\n");
for (const row of rows) {
  const verdict = row.error <= LIMIT ? "ok  " : "MISS";
  console.log(
    `${verdict} ${row.error.toFixed(2)}×  ours ${money(row.ours)} vs ${money(row.published.figure)}` +
      `  ${row.idea} (${row.scope})\n` +
      `            ${row.published.publisher}, ${row.published.report} (${row.published.year}): ` +
      `${row.published.measures}`,
  );
}
for (const line of excluded) console.log(`refused: ${line}`);
console.log(
  `\nRefused as not independent: ${excluded.length} of ${CALIBRATION_SET.length} entries; ` +
    `compared: ${rows.length}.`,
);

const within = rows.filter((row) => row.error <= LIMIT).length;
const share = rows.length === 0 ? 0 : within / rows.length;
const topDownWithin = rows.filter((row) => row.topDownError <= LIMIT).length;
console.log(
  `\n${within} of ${rows.length} ideas within ${LIMIT}× (${(share * 100).toFixed(0)}%); ` +
    `median error ${median(rows.map((row) => row.error)).toFixed(2)}× ` +
    `(median signed ${(median(rows.map((row) => row.signed)) * 100).toFixed(0)}%). ` +
    `Top-down TAM for comparison: ${topDownWithin} of ${rows.length} within ${LIMIT}×, median ` +
    `${median(rows.map((row) => row.topDownError)).toFixed(2)}×.`,
);
const pass = report(
  "Sizing calibration, bottom-up TAM within 3× of the published size",
  `${(share * 100).toFixed(0)}% of ${rows.length} ideas`,
  "",
  `≥ ${TARGET_SHARE * 100}% of at least ${MIN_IDEAS}`,
  share >= TARGET_SHARE && rows.length >= MIN_IDEAS,
);
process.exitCode = pass ? 0 : 1;
