/**
 * The HTTP fuzz test (issue 17): generated bodies against every endpoint that takes one (POST,
 * PUT, PATCH, DELETE), on the in-process app with a signed-up founder's session cookie and the
 * site's Origin (a share without the cookie, without an Origin or from another origin). Each
 * answer must be below 500; every refusal a 4xx with the JSON `{ error, code }` (both strings);
 * and a refused body must leave the database as it was (test-only row triggers count every write
 * to the tables the endpoints touch, rate-limit counters aside).
 *
 * Better Auth is fuzzed through our /api/auth routes only (a smaller share): they read each body
 * with our zod schemas first and rewrite Better Auth's errors, so its refusals are `{ error,
 * code }` too and no exception to the shape is needed. Its other endpoints answer 404
 * (the /api/auth/* catch-all, fuzzed like the /api/* one).
 *
 * The endpoint list is checked against the app's own route table: a new write route the list
 * does not name fails the test. About 4,300 bodies on PGlite by default (issue 25 cut the 10,800
 * of issue 17 and the PostgreSQL run: fuzz-http.test.ts sends bodies, query strings, chunked and
 * cut-off bodies and other sites' origins over a real socket to a server on PostgreSQL, decision
 * 030). FUZZ_SEED picks another seed, FUZZ_SCALE multiplies the runs (0.2 for a quick look, 2.5
 * for the old 10,000, 10 for a long night). A failure names the endpoint, the seed and fast-check's
 * path, so `FUZZ_SEED=<seed>` replays it.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_MODULES } from "../../modules/registry";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { testApp, testConfig } from "../testing/app-harness";
import {
  Browser,
  signedUpBrowser,
  signUpBody,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { type FakeStripe, signedWebhook, startFakeStripe } from "../testing/fake-stripe";
import { type FuzzBody, fuzzBody } from "../testing/fuzz-bodies";
import { drizzleRunner, watchWrites, writes as writesOf } from "../testing/fuzz-watch";
import { IDEAS_FORM, MARKET_FORM } from "../testing/tool-requests";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

const WEBHOOK_SECRET = "whsec_fuzz_test_secret";
const PRICES = {
  monthly: { id: "price_monthly_fuzz", unitAmount: 6900, interval: "month" as const },
  annual: { id: "price_annual_fuzz", unitAmount: 49000, interval: "year" as const },
};

/** Limits high enough that bodies reach validation; a 429 still counts as a proper refusal. */
function fuzzConfig(stripeUrl: string): Partial<Config> {
  const base = testConfig();
  return {
    eventsRateLimitPerMinute: 1_000_000,
    formsRateLimitPerHour: 1_000_000,
    formsEmailRateLimitPerHour: 1_000_000,
    tools: {
      rateLimitPerMinute: 1_000_000,
      rateLimitPerDay: 1_000_000,
      accountRateLimitPerMinute: 1_000_000,
      accountRateLimitPerDay: 1_000_000,
    },
    auth: {
      ...base.auth,
      signInLimitPerAccount: 1_000_000,
      signInLimitPerClient: 1_000_000,
      signUpLimitPerHour: 1_000_000,
    },
    stripe: {
      secretKey: "sk_test_fuzz",
      webhookSecret: WEBHOOK_SECRET,
      prices: { monthly: PRICES.monthly.id, annual: PRICES.annual.id },
      apiUrl: stripeUrl,
    },
  };
}

const IDEAS = IDEAS_FORM;
const MARKET = MARKET_FORM;
const DISCOVERY = {
  businessIdea: "A scheduling SaaS for dental clinics",
  marketData: { marketOverview: "Dental clinics book by phone." },
};
const IDEA = {
  title: "Yoga studio booking",
  description: "Class booking and payments for independent studios",
  category: "SaaS",
  marketSize: "$1B",
  targetMarket: "Studio owners",
};

/** ALL: a catch-all route, sent each of the write methods in turn. */
type Method = "POST" | "PUT" | "PATCH" | "DELETE" | "ALL";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** One endpoint to fuzz: its route as the app's table names it, and a valid body to mutate. */
interface Target {
  method: Method;
  /** The route pattern, as in the Hono app's `routes` (e.g. /api/workspace/:id). */
  route: string;
  /** The URLs to send to (a query variant is picked per run). */
  urls: string[];
  /** founder: the session cookie on most runs; visitor: never (sign-out would end it). */
  who: "founder" | "visitor";
  valid: unknown;
  runs: number;
  /** Before each run (e.g. clearing a fixed per-founder limit so bodies reach validation). */
  before?: () => Promise<void>;
  /** Stripe's webhook: half the runs carry a valid signature for their exact body. */
  signed?: boolean;
}

interface RunOptions {
  origin: "own" | "none" | "foreign" | "null";
  /** The founder's session cookie, none, or one whose token or signature is broken. */
  cookie: "session" | "none" | "broken";
  url: number;
  sign: boolean;
}

/** A share out of 100, unbiased (fast-check otherwise favours the ends of a range). */
const percent = fc.noBias(fc.integer({ min: 0, max: 99 }));

/**
 * 80% the site's Origin, 10% none, 5% another site's, 5% "null"; 88% with the session cookie,
 * 7% without, 5% with a broken one.
 */
const runOptions: fc.Arbitrary<RunOptions> = fc
  .tuple(percent, percent, fc.noBias(fc.nat()), fc.boolean())
  .map(([origin, cookie, url, sign]) => ({
    origin: origin < 80 ? "own" : origin < 90 ? "none" : origin < 95 ? "foreign" : "null",
    cookie: cookie < 88 ? "session" : cookie < 95 ? "none" : "broken",
    url,
    sign,
  }));

/** Routes that are middleware or catch-alls, not endpoints of their own. */
const NOT_ENDPOINTS = new Set([
  "ALL /*",
  "ALL /api/account/*",
  "ALL /api/workspace/*",
  "ALL /api/ventures/*",
]);

// PGlite only: PostgreSQL's driver sees fuzzed bodies over HTTP (fuzz-http.test.ts).
describe.each(testDatabases.filter((database) => database.kind === "pglite"))(
  "fuzzing every endpoint that takes a body, on $kind",
  ({ kind, open }) => {
    // Four tenths of the runs listed below: the suite's time budget (issue 26).
    const scale = SCALE * 0.4;
    let database: Database & { dispose(): Promise<void> };
    let fake: FakeStripe;
    let app: ReturnType<typeof testApp>["app"];
    let settled: () => Promise<void>;
    let founder: Browser;
    let founderEmail: string;
    const targets: Target[] = [];
    const stats = {
      bodies: 0,
      refused: 0,
      accepted: 0,
      byStatus: new Map<number, number>(),
      byCode: new Map<string, number>(),
      msByTarget: new Map<string, number>(),
    };

    beforeAll(async () => {
      database = await open();
      await watchWrites(drizzleRunner(database.db));
      fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, prices: PRICES });
      ({ app, settled } = testApp(database, fuzzConfig(fake.url)));
      ({ browser: founder, email: founderEmail } = await signedUpBrowser(app));
      targets.push(...(await buildTargets()));
    });
    afterAll(async () => {
      await fake?.close();
      await database?.dispose();
    });

    const json = async (response: Response) => {
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as Record<string, unknown>;
    };

    /** The fixtures the endpoints act on, and the list of endpoints with their valid bodies. */
    async function buildTargets(): Promise<Target[]> {
      const market = await json(await founder.post("/api/market-analysis", MARKET));
      const ventureId = market.ventureId as string;
      const marketProject = market.projectId as string;
      const discovery = await json(
        await founder.post(`/api/customer-discovery?venture=${ventureId}`, {
          businessIdea: "",
          marketData: {},
        }),
      );
      const imported: unknown[] = [
        {
          toolType: "market-analysis",
          inputData: MARKET,
          outputData: await json(await new Browser(app).post("/api/market-analysis", MARKET)),
        },
      ];
      const saved = async (id: string) => {
        const project = await json(await founder.get(`/api/workspace/${id}`));
        return {
          toolType: project.toolType,
          inputData: project.inputData,
          outputData: project.outputData,
        };
      };
      imported.push(await saved(discovery.projectId as string));
      const disposableProject = (await json(await founder.post("/api/generate-ideas", IDEAS)))
        .projectId as string;
      const disposableVenture = (await json(await founder.post("/api/ventures", { name: "Spare" })))
        .id as string;

      const list: Target[] = [];
      const add = (target: Omit<Target, "runs" | "urls"> & { runs: number; urls?: string[] }) =>
        list.push({
          ...target,
          urls: target.urls ?? [target.route],
          runs: Math.ceil(target.runs * scale),
        });

      // Public forms and analytics.
      add({
        method: "POST",
        route: "/api/events",
        who: "visitor",
        runs: 450,
        valid: {
          events: [
            {
              type: "page_view",
              path: "/pricing",
              title: "Pricing",
              referrer: "https://a.example",
            },
            { type: "click", path: "/", category: "engagement", label: "Get started - hero" },
          ],
        },
      });
      add({
        method: "POST",
        route: "/api/newsletter",
        who: "visitor",
        runs: 450,
        valid: { email: "ada@example.com" },
      });
      add({
        method: "POST",
        route: "/api/status/subscribe",
        who: "visitor",
        runs: 450,
        valid: { email: "ada@example.com", website: "" },
      });
      add({
        method: "POST",
        route: "/api/contact",
        who: "founder",
        runs: 500,
        valid: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          subject: "support",
          message: "The market analysis export stops at the competitors section.",
          updates: true,
          website: "",
        },
      });

      // Accounts: our routes in front of Better Auth (a smaller share).
      add({
        method: "POST",
        route: "/api/auth/sign-up/email",
        who: "visitor",
        runs: 150,
        valid: signUpBody(),
      });
      add({
        method: "POST",
        route: "/api/auth/sign-in/email",
        who: "visitor",
        runs: 150,
        valid: { email: founderEmail, password: TEST_PASSWORD, rememberMe: true },
      });
      add({
        method: "POST",
        route: "/api/auth/request-password-reset",
        who: "visitor",
        runs: 150,
        valid: { email: founderEmail, redirectTo: "/api/login?view=reset" },
      });
      add({
        method: "POST",
        route: "/api/auth/reset-password",
        who: "visitor",
        runs: 150,
        valid: { newPassword: "another good passphrase", token: "not-a-real-token" },
      });
      add({
        method: "POST",
        route: "/api/auth/sign-in/social",
        who: "visitor",
        runs: 100,
        valid: { provider: "google", callbackURL: "/dashboard" },
      });
      // Signed out only: with the founder's cookie it would end the session the rest relies on.
      add({ method: "POST", route: "/api/auth/sign-out", who: "visitor", runs: 60, valid: {} });
      add({ method: "POST", route: "/api/logout", who: "visitor", runs: 60, valid: {} });

      // Better Auth's other endpoints are not exposed, and nothing else is either: 404s.
      add({
        method: "ALL",
        route: "/api/auth/*",
        urls: [
          "/api/auth/update-user",
          "/api/auth/change-password",
          "/api/auth/change-email",
          "/api/auth/delete-user",
          "/api/auth/revoke-sessions",
          "/api/auth/sign-up/email/../../update-user",
          "/api/auth/link-social",
        ],
        who: "founder",
        runs: 100,
        valid: { name: "Mallory", email: "mallory@example.com", password: "x", newPassword: "y" },
      });
      add({
        method: "ALL",
        route: "/api/*",
        urls: ["/api/nope", "/api/workspace", "/api/billing", "/api/admin/users"],
        who: "founder",
        runs: 100,
        valid: { id: "x" },
      });

      // The founder's account. The password change and the deletion are sent with a wrong current
      // password and another address, so no mutation can lock the founder out.
      add({
        method: "PATCH",
        route: "/api/account",
        who: "founder",
        runs: 300,
        valid: { firstName: "Ada", lastName: "Lovelace" },
      });
      add({
        method: "POST",
        route: "/api/account/password",
        who: "founder",
        runs: 250,
        valid: {
          currentPassword: "not the password at all",
          newPassword: "another good passphrase",
        },
      });
      add({
        method: "DELETE",
        route: "/api/account/sessions/:id",
        urls: ["/api/account/sessions/no-such-session", "/api/account/sessions/a%00b"],
        who: "founder",
        runs: 100,
        valid: {},
      });
      add({
        method: "POST",
        route: "/api/account/delete",
        who: "founder",
        runs: 250,
        valid: { confirm: "someone-else@example.com" },
      });

      // The workspace and ventures.
      add({
        method: "PATCH",
        route: "/api/workspace/:id",
        urls: [
          `/api/workspace/${marketProject}`,
          "/api/workspace/no-such-project",
          "/api/workspace/a%00b",
        ],
        who: "founder",
        runs: 400,
        valid: { title: "Yoga studios", inputData: MARKET, outputData: { analysis: {} } },
      });
      add({
        method: "DELETE",
        route: "/api/workspace/:id",
        urls: [
          `/api/workspace/${disposableProject}`,
          "/api/workspace/no-such-project",
          "/api/workspace/a%00b",
        ],
        who: "founder",
        runs: 100,
        valid: {},
      });
      add({
        method: "POST",
        route: "/api/ventures",
        who: "founder",
        runs: 400,
        valid: { name: "Yoga venture", idea: IDEA, projectIds: [marketProject] },
      });
      add({
        method: "POST",
        route: "/api/ventures/import",
        who: "founder",
        runs: 500,
        valid: {
          name: "Imported",
          // A visitor's market analysis, and (pushed below) a customer discovery and a plan
          // as saved, so mutations reach deep into each module's result schema.
          results: imported,
        },
      });
      add({
        method: "PATCH",
        route: "/api/ventures/:id",
        urls: [
          `/api/ventures/${ventureId}`,
          "/api/ventures/no-such-venture",
          "/api/ventures/a%00b",
        ],
        who: "founder",
        runs: 400,
        valid: { name: "Yoga studios", idea: IDEA },
      });
      add({
        method: "PATCH",
        route: "/api/ventures/:id/brief",
        urls: [
          `/api/ventures/${ventureId}/brief`,
          "/api/ventures/no-such-venture/brief",
          "/api/ventures/a%00b/brief",
        ],
        who: "founder",
        runs: 300,
        valid: {
          buyer: { who: "Independent yoga studios", count: 4000 },
          price: { amount: 99, currency: "USD", per: "studio", period: "month" },
        },
      });
      add({
        method: "DELETE",
        route: "/api/ventures/:id",
        urls: [
          `/api/ventures/${disposableVenture}`,
          "/api/ventures/no-such-venture",
          "/api/ventures/a%00b",
        ],
        who: "founder",
        runs: 100,
        valid: {},
      });

      // Billing, against the fake Stripe. A founder may take 10 billing actions a minute (fixed in
      // the code): the counter is cleared before each run so bodies reach the validation.
      const clearBillingLimit = async () => {
        await database.db.execute(sql`delete from rate_limit_counters where key like 'billing:%'`);
      };
      for (const action of ["checkout", "portal", "upgrade", "cancel", "resume"]) {
        add({
          method: "POST",
          route: `/api/billing/${action}`,
          who: "founder",
          runs: action === "checkout" ? 250 : 80,
          valid: action === "checkout" ? { plan: "monthly" } : {},
          before: clearBillingLimit,
        });
      }
      add({
        method: "POST",
        route: "/api/billing/webhook",
        who: "visitor",
        runs: 400,
        signed: true,
        valid: {
          id: "evt_fuzz",
          object: "event",
          type: "customer.subscription.updated",
          created: 1_780_000_000,
          data: {
            object: {
              id: "sub_fuzz",
              object: "subscription",
              customer: "cus_fuzz",
              status: "active",
              metadata: { userId: "no-such-user", plan: "monthly" },
              items: { data: [{ price: { id: PRICES.monthly.id } }] },
            },
          },
        },
      });

      // The tools, from the registry: free ones as visitors and founders, plans as founders (in
      // the venture and into their project on a share), each plan's sections and editable data.
      const freeBodies: Record<string, unknown> = {
        "idea-generation": IDEAS,
        "market-analysis": MARKET,
        "customer-discovery": DISCOVERY,
      };
      for (const module of TOOL_MODULES) {
        const { endpoint, access } = module.tool;
        if (access !== "signed-in") {
          const valid = freeBodies[module.toolType];
          if (!valid) throw new Error(`no valid body for the free tool ${module.toolType}`);
          add({
            method: "POST",
            route: endpoint,
            urls: [
              endpoint,
              endpoint,
              endpoint,
              `${endpoint}?venture=${ventureId}`,
              `${endpoint}?venture=no-such`,
              `${endpoint}?venture=a%00b`,
              `${endpoint}?venture=`,
              `${endpoint}?project=&venture=${ventureId}`,
              `${endpoint}?venture=${ventureId}&venture=other`,
            ],
            who: "founder",
            runs: 450,
            valid,
          });
          // The section routes exist for every tool; a tool without sections answers 404.
          add({
            method: "POST",
            route: `${endpoint}/sections/:section`,
            urls: [
              `${endpoint}/sections/summary?project=${marketProject}`,
              `${endpoint}/sections/x`,
            ],
            who: "founder",
            runs: 30,
            valid: {},
          });
          continue;
        }
        const run = await json(
          await founder.post(`${endpoint}?venture=${ventureId}`, { businessIdea: "" }),
        );
        const projectId = run.projectId as string;
        const project = await json(await founder.get(`/api/workspace/${projectId}`));
        if (module.toolType === "strategic-planning") imported.push(await saved(projectId));
        const { default: definition } = await module.tool.load();
        const plan = module.tool.unwrap(project.outputData) as Record<string, unknown>;
        const valid: Record<string, unknown> = {
          ...(project.inputData as Record<string, unknown>),
        };
        const model = plan.financialModel as { inputs?: unknown } | undefined;
        if (model?.inputs) valid.modelInputs = model.inputs;
        add({
          method: "POST",
          route: endpoint,
          urls: [
            endpoint,
            endpoint,
            `${endpoint}?venture=${ventureId}`,
            `${endpoint}?project=${projectId}`,
          ],
          who: "founder",
          runs: 250,
          valid,
        });
        const section = definition.sections?.[0]?.id ?? "none";
        add({
          method: "POST",
          route: `${endpoint}/sections/:section`,
          urls: [
            `${endpoint}/sections/${section}?project=${projectId}`,
            `${endpoint}/sections/no-such-section?project=${projectId}`,
            `${endpoint}/sections/a%00b?project=a%00b`,
            `${endpoint}/sections/${section}`,
          ],
          who: "founder",
          runs: 40,
          valid: {},
        });
        // A saved plan written again from its changed answers (the financial model's inputs).
        if (model?.inputs) {
          add({
            method: "PATCH",
            route: "/api/workspace/:id/request",
            urls: [
              `/api/workspace/${projectId}/request`,
              `/api/workspace/a%00b/request`,
              `/api/workspace/${marketProject}/request`,
            ],
            who: "founder",
            runs: 120,
            valid: { modelInputs: model.inputs },
          });
        }
        if (module.toolType === "iteration-scaling") {
          add({
            method: "PUT",
            route: "/api/workspace/:id/sections/:section",
            urls: [
              `/api/workspace/${projectId}/sections/${section}`,
              `/api/workspace/${projectId}/sections/no-such-section`,
              `/api/workspace/a%00b/sections/x`,
              `/api/workspace/${marketProject}/sections/${section}`,
            ],
            who: "founder",
            runs: 300,
            valid: {
              text: "Our baseline:\n\n- 40 studios\n- 12% activation\n\n| a | b |\n|---|---|\n| 1 | 2 |",
            },
          });
          add({
            method: "DELETE",
            route: "/api/workspace/:id/sections/:section",
            urls: [`/api/workspace/${projectId}/sections/${section}`],
            who: "founder",
            runs: 60,
            valid: {},
          });
          add({
            method: "PUT",
            route: "/api/workspace/:id/data/:field",
            urls: [
              `/api/workspace/${projectId}/data/resultsLog`,
              `/api/workspace/${projectId}/data/summary`,
              `/api/workspace/${marketProject}/data/resultsLog`,
            ],
            who: "founder",
            runs: 300,
            valid: [
              {
                id: "a",
                date: "2026-03-02",
                experiment: "Onboarding checklist",
                metric: "Activation rate",
                result: "Up 4 points",
                decision: "pending",
              },
            ],
          });
        }
      }
      return list;
    }

    async function send(target: Target, body: FuzzBody, options: RunOptions): Promise<Response> {
      const headers: Record<string, string> = { "User-Agent": "vitest-fuzz" };
      if (options.origin === "own") headers.Origin = TEST_ORIGIN;
      if (options.origin === "foreign") headers.Origin = "https://evil.example";
      if (options.origin === "null") headers.Origin = "null";
      if (body.contentType !== null) headers["Content-Type"] = body.contentType;
      if (target.who === "founder" && options.cookie !== "none") {
        const broken = options.cookie === "broken";
        headers.Cookie = [...founder.cookies]
          .map(([name, value], index) => {
            if (!broken) return `${name}=${value}`;
            const bad = ["", "x", `${value}x`, value.replace(/\./, "%00."), value.split(".")[0]];
            return `${name}=${bad[(options.url + index) % bad.length]}`;
          })
          .join("; ");
      }
      if (target.signed && options.sign) {
        Object.assign(headers, signedWebhook(body.text, WEBHOOK_SECRET), {
          "content-type": body.contentType ?? "application/json",
        });
      }
      const url = target.urls[options.url % target.urls.length]!;
      const method =
        target.method === "ALL"
          ? WRITE_METHODS[options.url % WRITE_METHODS.length]!
          : target.method;
      return app.request(url, { method, headers, body: body.text });
    }

    /** The answer's problem, or null: a 5xx, or a refusal without a JSON `{ error, code }`. */
    async function problemWith(response: Response): Promise<string | null> {
      const text = await response.text();
      if (response.status >= 500) return `answered ${response.status}: ${text.slice(0, 500)}`;
      if (response.status < 400) return null;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return `refused with ${response.status} and a body that is not JSON: ${text.slice(0, 200)}`;
      }
      const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
      if (typeof error !== "string" || typeof code !== "string") {
        return `refused with ${response.status} without { error, code } strings: ${text.slice(0, 200)}`;
      }
      if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) {
        return `refused with ${response.status} as ${response.headers.get("content-type")}`;
      }
      return null;
    }

    it("lists every write endpoint of the app", () => {
      const listed = new Set(targets.map((target) => `${target.method} ${target.route}`));
      const unlisted = app.routes
        .filter((route) => ["POST", "PUT", "PATCH", "DELETE", "ALL"].includes(route.method))
        .map((route) => `${route.method} ${route.path}`)
        .filter((route) => !listed.has(route) && !NOT_ENDPOINTS.has(route));
      expect(unlisted, "endpoints the fuzz list does not cover").toEqual([]);
      const total = targets.reduce((sum, target) => sum + target.runs, 0);
      expect(total).toBeGreaterThanOrEqual(Math.floor(10_000 * scale));
    });

    it("answers every generated body below 500, refusals as { error, code }, storing nothing refused", async () => {
      let countMs = 0;
      let requestMs = 0;
      let last = await writesOf(drizzleRunner(database.db));
      for (const target of targets) {
        const name = `${target.method} ${target.route}`;
        const started = performance.now();
        try {
          await fc.assert(
            fc.asyncProperty(fuzzBody(target.valid), runOptions, async (body, options) => {
              await target.before?.();
              const sent = performance.now();
              const response = await send(target, body, options);
              requestMs += performance.now() - sent;
              const status = response.status;
              const problem = await problemWith(response.clone());
              if (problem) throw new Error(`${name} (${body.kind}) ${problem}`);
              if (status >= 400) {
                const { code } = (await response.json()) as { code: string };
                const key = `${status} ${code}`;
                stats.byCode.set(key, (stats.byCode.get(key) ?? 0) + 1);
              }
              // Mail a request causes is written after its response: count it with the request.
              await settled();
              const counted = performance.now();
              const now = await writesOf(drizzleRunner(database.db));
              countMs += performance.now() - counted;
              if (status >= 400)
                expect(now, `${name} stored something it refused (${status})`).toEqual(last);
              last = now;
              stats.bodies += 1;
              stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
              if (status >= 400) stats.refused += 1;
              else stats.accepted += 1;
            }),
            { seed: SEED, numRuns: target.runs, endOnFailure: true },
          );
          stats.msByTarget.set(name, Math.round(performance.now() - started));
        } catch (error) {
          const cause = (error as Error).cause;
          throw new Error(
            `${name}: fuzz failed with seed ${SEED} (FUZZ_SEED=${SEED} replays it)\n${(error as Error).message}${cause instanceof Error ? `\nCause: ${cause.message}` : ""}`,
          );
        }
      }
      // The founder's session survived the run, so the signed-in bodies reached the endpoints.
      expect((await founder.get("/api/auth/user")).status).toBe(200);
      if (process.env.FUZZ_VERBOSE) {
        console.info(
          `write counts ms ${Math.round(countMs)}, requests ms ${Math.round(requestMs)}`,
        );
        console.info(Object.fromEntries([...stats.byCode].sort()));
        console.info(Object.fromEntries([...stats.msByTarget].sort(([, a], [, b]) => b - a)));
      }
      console.info(
        `fuzz on ${kind}: ${stats.bodies} bodies, ${stats.refused} refused, ${stats.accepted} accepted; by status ${JSON.stringify(Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b)))}`,
      );
    }, 600_000);
  },
);
