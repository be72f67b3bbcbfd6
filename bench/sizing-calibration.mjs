// Target (issue 16): the offline market analysis sizes at least 80% of the calibration ideas
// within 3× of a published market size that the knowledge base does not use for them. Runs the
// engine in process on each idea of bench/lib/sizing-calibration-set.mjs and compares its
// bottom-up TAM (buyer units × paying share × spend, held at the market's total) with the
// publication's figure; prints each idea, the entries refused as not independent, the share
// within 3× and the median error. The comparison itself is bench/lib/sizing-calibration.mjs.
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";
import {
  calibrate,
  checkRefusal,
  LIMIT,
  MIN_IDEAS,
  TARGET_SHARE,
} from "./lib/sizing-calibration.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { generateMarketAnalysis } = await load("../src/modules/market-analysis/generate.server.ts");
const { marketAnalysisRequestSchema } = await load("../src/modules/market-analysis/schema.ts");
const analyse = (request) => generateMarketAnalysis(marketAnalysisRequestSchema.parse(request), {});

const money = (value) =>
  value >= 1e12
    ? `$${(value / 1e12).toFixed(2)}T`
    : value >= 1e9
      ? `$${(value / 1e9).toFixed(1)}B`
      : `$${(value / 1e6).toFixed(1)}M`;

const planted = checkRefusal(analyse);
if (planted === null) {
  console.error("The independence check let a planted entry through: fix it first.");
  process.exit(1);
}
console.log(
  `Independence check works: planted entries citing ${planted.publisher} and using ` +
    `${planted.sourced.value} (${planted.sourced.label}) were both refused.\n`,
);

const result = calibrate(analyse);
console.log("Bottom-up TAM against published market sizes (ours ÷ published):\n");
for (const row of result.rows) {
  const verdict = row.error <= LIMIT ? "ok  " : "MISS";
  console.log(
    `${verdict} ${row.error.toFixed(2)}×  ours ${money(row.ours)} vs ${money(row.published.figure)}` +
      `  ${row.idea} (${row.scope})\n` +
      `            ${row.published.publisher}, ${row.published.report} (${row.published.year}): ` +
      `${row.published.measures}`,
  );
}
for (const { idea, why } of result.refused) console.log(`refused: ${idea}: ${why}`);
console.log(
  `\nRefused as not independent: ${result.refused.length} of ${result.entries} entries; ` +
    `compared: ${result.rows.length}.`,
);
const { rows, share } = result;
console.log(
  `\n${result.within} of ${rows.length} ideas within ${LIMIT}× (${(share * 100).toFixed(0)}%); ` +
    `median error ${result.medianError.toFixed(2)}× ` +
    `(median signed ${(result.medianSigned * 100).toFixed(0)}%). ` +
    `Top-down TAM for comparison: sized for ${result.topDownSized} of ${rows.length}, ` +
    `${result.topDownWithin} of those within ${LIMIT}×` +
    (result.topDownSized === 0 ? "." : `, median ${result.topDownMedian.toFixed(2)}×.`),
);
const pass = report(
  "Sizing calibration, bottom-up TAM within 3× of the published size",
  `${(share * 100).toFixed(0)}% of ${rows.length} ideas`,
  "",
  `≥ ${TARGET_SHARE * 100}% of at least ${MIN_IDEAS}`,
  share >= TARGET_SHARE && rows.length >= MIN_IDEAS,
);
process.exitCode = pass ? 0 : 1;
