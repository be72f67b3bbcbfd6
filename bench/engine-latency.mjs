// Target (issue 4): the offline engine answers each tool in under 20 ms at p95, measured in
// process over 1,000 varied requests per tool (after a warm-up), each validated by its schema.
import fc from "fast-check";
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";

const load = (file) => tsImport(file, import.meta.url);
const engines = await load("../src/modules/engines.server.ts");
const { TOOL_MODULES } = await load("../src/modules/registry.ts");
const { loadSampleRequests } = await load("../src/modules/sample-requests.server.ts");
const ventures = await load("../src/modules/_fixtures/ventures.server.ts");

const SEED = 20261121;
// BENCH_REQUESTS runs fewer (a quick check that every tool's samples and engine work).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARM_UP = Math.min(200, REQUESTS);

const WORDS = [
  "dogs",
  "hiking",
  "cooking",
  "python",
  "marketing",
  "design",
  "nurses",
  "clinics",
  "subscription",
  "marketplace",
  "app",
  "for",
  "small",
  "restaurants",
  "parents",
  "teachers",
  "3D printing",
  "24/7",
  "B2B",
  "sales",
  "finance",
  "solar",
  "farmers",
  "students",
  "gaming",
];

/**
 * What each module's samples.server.ts builds its requests with (src/modules/sample-requests.server.ts):
 * the requests come from the modules, so a new module needs no line here.
 */
const kit = {
  fc,
  text: () =>
    fc.oneof(
      fc
        .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 })
        .map((list) => list.join(" ")),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }),
    ),
  values: (list) => list.map((item) => (typeof item === "string" ? item : item.value)),
  ventures: ventures.SAMPLE_VENTURES.map((name) => ventures.sampleVenture(name)),
  inVenture: ({ venture, ...request }) =>
    venture === undefined
      ? request
      : {
          ...request,
          targetCustomer: venture.targetCustomer,
          competitors: venture.competitors,
          marketAnalysis: venture.marketAnalysis,
          customerDiscovery: venture.customerDiscovery,
        },
};

const arbitraries = Object.fromEntries(
  await Promise.all(
    TOOL_MODULES.map(async (module) => [module.toolType, (await loadSampleRequests(module))(kit)]),
  ),
);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

let ok = true;
for (const engine of await engines.loadToolEngines()) {
  // Blank generated text would be refused by the endpoint; keep the requests it accepts.
  const requests = fc
    .sample(arbitraries[engine.toolType], { numRuns: 2 * (REQUESTS + WARM_UP), seed: SEED })
    .map((input) => engine.tool.request.safeParse(input))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .slice(0, REQUESTS + WARM_UP);
  for (const request of requests.slice(0, WARM_UP)) engine.generate(request);
  const times = [];
  for (const request of requests.slice(WARM_UP)) {
    const started = performance.now();
    const result = engine.generate(request);
    times.push(performance.now() - started);
    engine.tool.result.parse(result);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  ok =
    report(
      `${engine.toolType} offline p95`,
      p95.toFixed(2),
      `ms (p50 ${percentile(times, 0.5).toFixed(2)}, p99 ${percentile(times, 0.99).toFixed(2)}, ${REQUESTS} requests)`,
      "< 20 ms",
      p95 < 20,
    ) && ok;
}
process.exitCode = ok ? 0 : 1;
