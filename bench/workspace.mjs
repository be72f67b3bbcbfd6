// Targets (issue 6): GET /api/workspace for a founder with 100 saved projects answers in under
// 20 ms at p95, in process (app.request, PGlite in memory, session lookup included), beside
// GET /api/health as the same run's baseline; and sign-in's password hash (scrypt N = 2^17,
// r = 8, p = 1, production strength) costs 100-500 ms on this machine.
// The target is the steady state, a dashboard loaded again and again (the list's results come
// from the app's cache, workspace/list-cache.ts). Printed beside it, without a target: the cold
// figure (cache emptied before each request) and one project changed before each request (its
// title PATCHed, untimed; only the GET is timed).
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { createApp } = await load("../src/server/app.ts");
const { loadConfig } = await load("../src/server/config.ts");
const { openPglite } = await load("../src/server/db/client.ts");
const { projects, user } = await load("../src/server/db/schema.ts");
const { PasswordHasher } = await load("../src/server/auth/password.ts");
const { WorkspaceListCache } = await load("../src/server/workspace/list-cache.ts");
const TOOL_ENGINES = await (await load("../src/modules/engines.server.ts")).loadToolEngines();
const { eq } = await import("drizzle-orm");
const pino = (await import("pino")).default;

const PROJECTS = 100;
const REQUESTS = 500;
const WARM_UP = 100;
const ORIGIN = "http://localhost:3000";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// The hash a sign-in pays: the median of five verifications at production strength.
const hasher = new PasswordHasher();
const stored = await hasher.hash("a founder's passphrase");
const hashTimes = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  await hasher.verify(stored, "a founder's passphrase");
  hashTimes.push(performance.now() - started);
}
hashTimes.sort((a, b) => a - b);
const hashMs = percentile(hashTimes, 0.5);

const database = openPglite(undefined);
await database.migrate();
// The bench renames a project before each of 600 requests: the per-account write quotas
// (decision 027) are raised so that it measures the list, not the limiter.
const config = {
  ...loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    WORKSPACE_WRITES_PER_MINUTE: "10000000",
    WORKSPACE_WRITES_PER_DAY: "100000000",
  }),
  auth: {
    ...loadConfig({}).auth,
    secret: "bench-secret-bench-secret-bench-secret-0123",
  },
};
const listCache = new WorkspaceListCache();
const app = createApp({
  config,
  database,
  logger: pino({ level: "silent" }),
  workspaceListCache: listCache,
});

const signUp = await app.request("/api/auth/sign-up/email", {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: ORIGIN },
  body: JSON.stringify({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "a founder's passphrase",
    acceptTerms: true,
  }),
});
if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
// Signed in by the link the sign-up mails (decision 028), signed with the bench's secret.
const { createEmailVerificationToken } = await import("better-auth/api");
const token = await createEmailVerificationToken(config.auth.secret, "ada@example.com");
const confirmed = await app.request(`/api/auth/verify-email?token=${token}`);
if (confirmed.status !== 302) throw new Error(`confirming answered ${confirmed.status}`);
const cookie = confirmed.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const [owner] = await database.db.select().from(user).where(eq(user.email, "ada@example.com"));

// 100 real results, a third of each free tool, saved as the generate endpoints save them.
const samples = {
  "idea-generation": { interests: "dogs, hiking", skills: "python, marketing" },
  "market-analysis": {
    businessIdea: "A booking app for independent yoga studios",
    industry: "Sports & Fitness",
    targetMarket: "Studio owners",
  },
  "customer-discovery": { businessIdea: "A subscription box of local bakery bread" },
};
const rows = [];
const FREE_TOOLS = TOOL_ENGINES.filter((engine) => samples[engine.toolType] !== undefined);
for (let i = 0; i < PROJECTS; i++) {
  const engine = FREE_TOOLS[i % FREE_TOOLS.length];
  const request = engine.tool.request.parse({ ...samples[engine.toolType], variant: i });
  rows.push({
    id: `bench-${i}`,
    userId: owner.id,
    toolType: engine.toolType,
    title: `Project ${i}`,
    inputData: request,
    outputData: engine.generate(request),
    updatedAt: new Date(Date.now() - i * 60_000),
  });
}
await database.db.insert(projects).values(rows);

/** `before(i)` runs ahead of each request, untimed. */
async function time(path, headers, before = async () => {}) {
  const times = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    await before(i);
    const started = performance.now();
    const response = await app.request(path, { headers });
    body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    bytes: body.byteLength,
    body,
  };
}

const signedIn = { Cookie: cookie };
const baseline = await time("/api/health", {});
// The whole list in one page (GET /api/workspace pages at 20 by default, decision 027).
const LIST = `/api/workspace?limit=${PROJECTS}`;
const workspace = await time(LIST, signedIn);
const cold = await time(LIST, signedIn, async () => listCache.clear());
if (!cold.body.equals(workspace.body)) throw new Error("the cold and cached bodies differ");
const oneChanged = await time(LIST, signedIn, async (i) => {
  const response = await app.request(`/api/workspace/bench-${i % PROJECTS}`, {
    method: "PATCH",
    headers: { ...signedIn, "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ title: `Project ${i % PROJECTS}, renamed ${i}` }),
  });
  if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
});
await database.close();

const figures = ({ p50, p95 }) => `p95 ${p95.toFixed(2)} ms, p50 ${p50.toFixed(2)} ms`;
console.log(
  `INFO  GET /api/workspace, ${PROJECTS} projects, cold (list cache emptied before each request): ${figures(cold)} (no target)`,
);
console.log(
  `INFO  GET /api/workspace, ${PROJECTS} projects, one project's title PATCHed before each request (GET timed alone): ${figures(oneChanged)} (no target)`,
);

let ok = report(
  `GET /api/workspace, ${PROJECTS} projects, steady state (dashboard loaded again), p95`,
  workspace.p95.toFixed(2),
  `ms (p50 ${workspace.p50.toFixed(2)}; ${Math.round(workspace.bytes / 1024)} KB body; baseline GET /api/health p95 ${baseline.p95.toFixed(2)} ms)`,
  "< 20 ms",
  workspace.p95 < 20,
);
ok =
  report(
    "sign-in password hash (scrypt N=2^17, r=8, p=1), median of 5",
    hashMs.toFixed(0),
    "ms",
    "100-500 ms",
    hashMs >= 100 && hashMs <= 500,
  ) && ok;
process.exitCode = ok ? 0 : 1;
