#!/usr/bin/env node
// `npm run bench:ventures`: the venture bench of issue 23. Runs every venture of
// src/modules/venture-bench.data.ts through the market analysis, customer discovery and the plans
// of a venture (offline engines, in process) and prints, per venture, what the engine read
// against what was expected, then the totals against the pass marks. The same runner and marks
// are the unit test src/modules/venture-bench.server.test.ts. Exits 1 when a mark is missed.
//   node scripts/venture-bench.mjs [venture-id …]   only the ventures named
//   node scripts/venture-bench.mjs --json            the report as JSON
//   node scripts/venture-bench.mjs --heldout         the held-out ventures instead
//     (src/modules/venture-bench.heldout.ts: written after the engine was tuned on the bench,
//     not in its pass marks; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout2        the second held-out set instead
//     (src/modules/venture-bench.heldout2.ts: written blind while the engine was tuned on the
//     bench and the first held-out set; not in any pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout3        the third held-out set instead
//     (src/modules/venture-bench.heldout3.ts: 24 ventures written blind after the engine was
//     tuned on the bench and both held-out sets, with counts read on the pages they name; not
//     in any pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout4        the fourth held-out set instead
//     (src/modules/venture-bench.heldout4.ts: 30 ventures in 15 countries written blind after
//     the engine was tuned on the bench and all three held-out sets, from the bench files and
//     the runner only, with counts read on the pages they name; not in any pass mark; prints
//     the same five criteria)
//   node scripts/venture-bench.mjs --heldout5        the fifth held-out set instead
//     (src/modules/venture-bench.heldout5.ts: 40 ventures in 18 countries written blind after
//     the engine was tuned on the bench and all four held-out sets, from the fourth set, the
//     bench's types and the runner only, with counts read on the pages they name; not in any
//     pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout6        the sixth held-out set instead
//     (src/modules/venture-bench.heldout6.ts: 40 ventures in 21 countries written blind after
//     the engine was tuned on the bench and all five held-out sets, from the earlier sets, the
//     bench's types, its test and the runner only, with counts read on the pages they name;
//     not in any pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout7        the seventh held-out set instead
//     (src/modules/venture-bench.heldout7.ts: 40 ventures in 25 countries written blind after
//     the engine was tuned on the bench and all six held-out sets, from the earlier sets, the
//     bench's types, its test and the runner only, with counts read on the pages they name;
//     not in any pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout8        the eighth held-out set instead
//     (src/modules/venture-bench.heldout8.ts: 40 ventures in 29 countries written blind after
//     the engine was tuned on the bench and all seven held-out sets, from the sixth and seventh
//     sets, the bench's types, its test and the runner only, with counts read on the pages they
//     name; not in any pass mark; prints the same five criteria)
//   node scripts/venture-bench.mjs --heldout9        the ninth held-out set instead
//     (src/modules/venture-bench.heldout9.ts: 40 ventures in 28 countries written blind after
//     the engine was tuned on the bench and all eight held-out sets, from the seventh and eighth
//     sets, the bench's types, its test and the runner only, with counts read on the pages they
//     name or a reason where none stands; not in any pass mark; prints the same five criteria)
import { tsImport } from "tsx/esm/api";

const args = process.argv.slice(2);
const json = args.includes("--json");
const heldout = args.includes("--heldout");
const heldout2 = args.includes("--heldout2");
const heldout3 = args.includes("--heldout3");
const heldout4 = args.includes("--heldout4");
const heldout5 = args.includes("--heldout5");
const heldout6 = args.includes("--heldout6");
const heldout7 = args.includes("--heldout7");
const heldout8 = args.includes("--heldout8");
const heldout9 = args.includes("--heldout9");
const only = args.filter((arg) => !arg.startsWith("--"));
const { formatBenchReport, runVentureBench } = await tsImport(
  "../src/modules/venture-bench.server.ts",
  import.meta.url,
);
const { VENTURE_BENCH } = heldout9
  ? {
      VENTURE_BENCH: (await tsImport("../src/modules/venture-bench.heldout9.ts", import.meta.url))
        .HELDOUT_VENTURES_9,
    }
  : heldout8
    ? {
        VENTURE_BENCH: (await tsImport("../src/modules/venture-bench.heldout8.ts", import.meta.url))
          .HELDOUT_VENTURES_8,
      }
    : heldout7
      ? {
          VENTURE_BENCH: (
            await tsImport("../src/modules/venture-bench.heldout7.ts", import.meta.url)
          ).HELDOUT_VENTURES_7,
        }
      : heldout6
        ? {
            VENTURE_BENCH: (
              await tsImport("../src/modules/venture-bench.heldout6.ts", import.meta.url)
            ).HELDOUT_VENTURES_6,
          }
        : heldout5
          ? {
              VENTURE_BENCH: (
                await tsImport("../src/modules/venture-bench.heldout5.ts", import.meta.url)
              ).HELDOUT_VENTURES_5,
            }
          : heldout4
            ? {
                VENTURE_BENCH: (
                  await tsImport("../src/modules/venture-bench.heldout4.ts", import.meta.url)
                ).HELDOUT_VENTURES_4,
              }
            : heldout3
              ? {
                  VENTURE_BENCH: (
                    await tsImport("../src/modules/venture-bench.heldout3.ts", import.meta.url)
                  ).HELDOUT_VENTURES_3,
                }
              : heldout2
                ? {
                    VENTURE_BENCH: (
                      await tsImport("../src/modules/venture-bench.heldout2.ts", import.meta.url)
                    ).HELDOUT_VENTURES_2,
                  }
                : heldout
                  ? {
                      VENTURE_BENCH: (
                        await tsImport("../src/modules/venture-bench.heldout.ts", import.meta.url)
                      ).HELDOUT_VENTURES,
                    }
                  : await tsImport("../src/modules/venture-bench.data.ts", import.meta.url);
const ventures =
  only.length === 0 ? VENTURE_BENCH : VENTURE_BENCH.filter((venture) => only.includes(venture.id));
if (ventures.length === 0) {
  console.error(`No venture named ${only.join(", ")}.`);
  process.exit(2);
}
const report = await runVentureBench(ventures);
console.log(json ? JSON.stringify(report, null, 2) : formatBenchReport(report));
process.exitCode = Object.values(report.passes).every(Boolean) ? 0 : 1;
