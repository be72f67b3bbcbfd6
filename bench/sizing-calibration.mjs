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
const sameOrganisation = (a, b) => {
  const key = (text) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return key(a).includes(key(b)) || key(b).includes(key(a));
};

const rows = [];
const excluded = [];
for (const { request, published } of CALIBRATION_SET) {
  const analysis = generateMarketAnalysis(marketAnalysisRequestSchema.parse(request), {});
  const cited = analysis.sources.find((source) =>
    sameOrganisation(source.publisher, published.publisher),
  );
  if (cited !== undefined) {
    excluded.push(
      `${request.businessIdea}: the analysis cites ${cited.publisher} (${cited.title})`,
    );
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
for (const line of excluded) console.log(`excluded: ${line}`);

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
