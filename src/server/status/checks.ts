import { sql } from "drizzle-orm";
import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import { generateMarketAnalysis } from "../../modules/market-analysis/generate.server";
import marketAnalysisTool from "../../modules/market-analysis/tool";
import { MODULE_REGISTRY as MODULES } from "../../modules/registry";
import { STATUS_TARGETS, type StatusComponent, type StatusResponse } from "../../shared/status";
import { stripeClient } from "../billing/stripe";
import type { AiConfig, StripeConfig } from "../config";
import type { Database } from "../db/client";
import type { AppDeps } from "../http/context";
import type { Site } from "../http/site";
import { withTimeout } from "../timeout";

/** A database that has not answered in this long counts as down for the status page. */
const DATABASE_TIMEOUT_MS = 3_000;

const round = (ms: number) => Math.round(ms * 100) / 100;

async function checkDatabase(database: Database): Promise<StatusComponent> {
  const name = "Database";
  const engine = database.kind === "postgres" ? "PostgreSQL" : "The embedded PostgreSQL (PGlite)";
  try {
    const latencyMs = await withTimeout(database.ping(), DATABASE_TIMEOUT_MS, "database");
    const slow = latencyMs > STATUS_TARGETS.responseMs;
    return {
      id: "database",
      name,
      status: slow ? "degraded" : "operational",
      detail: `${engine} answered a query in ${round(latencyMs)} ms${slow ? ", slower than the response target" : ""}.`,
      latencyMs: round(latencyMs),
    };
  } catch {
    return {
      id: "database",
      name,
      status: "degraded",
      detail: `${engine} did not answer a query. Saved work and form submissions may fail until it does.`,
      latencyMs: null,
    };
  }
}

function checkWeb(site: Site | undefined): StatusComponent {
  const name = "Web Application";
  if (!site) {
    return {
      id: "web",
      name,
      status: "not_configured",
      detail: "This server runs the API alone (development); the website is served separately.",
      latencyMs: null,
    };
  }
  const hasHome = site.pages.has("/");
  return {
    id: "web",
    name,
    status: hasHome ? "operational" : "degraded",
    detail: hasHome
      ? `The built website is loaded: ${site.pages.size} prerendered pages and ${site.assets.size} assets served from memory.`
      : "The built website is loaded without its home page; rebuild and restart the server.",
    latencyMs: null,
  };
}

function checkModules(site: Site | undefined): StatusComponent {
  const name = "Planning Modules (all 9)";
  if (!site) {
    return {
      id: "modules",
      name,
      status: "operational",
      detail: `${MODULES.length} modules are catalogued; their pages are served by the separate website server in development.`,
      latencyMs: null,
    };
  }
  const missing = MODULES.filter((m) => !site.pages.has(`/services/${m.serviceSlug}`));
  return {
    id: "modules",
    name,
    status: missing.length === 0 ? "operational" : "degraded",
    detail:
      missing.length === 0
        ? `All ${MODULES.length} module pages are built and served.`
        : `${MODULES.length - missing.length} of ${MODULES.length} module pages are served; missing: ${missing.map((m) => m.name).join(", ")}.`,
    latencyMs: null,
  };
}

/** A fixed request the status check runs through the offline engine. */
const SAMPLE_MARKET_REQUEST = marketAnalysisTool.request.parse({
  businessIdea: "An online booking tool for independent fitness studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent fitness studio owners",
});

/**
 * The strategy engine: the offline knowledge engine answers a sample market analysis (it is also
 * the fallback shape of every model answer); a configured model is named but not called, since
 * each call costs money and counts against the day's budget.
 */
function checkEngine(ai: AiConfig): StatusComponent {
  const started = performance.now();
  let ok = false;
  try {
    ok = marketAnalysisTool.result.safeParse(generateMarketAnalysis(SAMPLE_MARKET_REQUEST)).success;
  } catch {
    ok = false;
  }
  const latencyMs = performance.now() - started;
  const industries = Object.keys(KNOWLEDGE_BASE.industries).length;
  const base = `knowledge base ${KNOWLEDGE_BASE.version} (${industries} industries, ${KNOWLEDGE_BASE.sources.length} cited sources)`;
  const sample = `answered a sample market analysis in ${round(latencyMs)} ms`;
  const detail = !ok
    ? "The built-in strategy engine could not produce a valid sample result; the tools may fail."
    : ai.provider === "builtin"
      ? `The built-in strategy engine runs on this server with no outside AI service: it ${sample} from ${base}.`
      : `The free tools are answered by the language model ${ai.provider}:${ai.model}, grounded in ${base}. The model is not called by this check; the built-in engine ${sample}.`;
  return {
    id: "ai_engine",
    name: "AI Planning Engine",
    status: ok ? "operational" : "degraded",
    detail,
    latencyMs: round(latencyMs),
  };
}

/** Authentication: the account and session tables answer a query (issue 6). */
async function checkAuth(database: Database): Promise<StatusComponent> {
  const name = "Authentication";
  const started = performance.now();
  try {
    await withTimeout(
      database.db.execute(
        sql`select (select count(*) from "user" where false) + (select count(*) from "session" where false)`,
      ),
      DATABASE_TIMEOUT_MS,
      "account tables",
    );
    const latencyMs = performance.now() - started;
    return {
      id: "auth",
      name,
      status: "operational",
      detail: `Sign-in is available: the account and session tables answered in ${round(latencyMs)} ms.`,
      latencyMs: round(latencyMs),
    };
  } catch {
    return {
      id: "auth",
      name,
      status: "degraded",
      detail: "The account and session tables did not answer; signing in and saved work may fail.",
      latencyMs: null,
    };
  }
}

/** Stripe is asked at most once a minute: /status is public and Stripe's calls are not free. */
const BILLING_CHECK_TTL_MS = 60_000;
let billingCheck:
  | { config: StripeConfig; at: number; result: Promise<StatusComponent> }
  | undefined;

/** Billing & Payments: Stripe answers an authenticated request with this server's keys (issue 15). */
function checkBilling(stripe: StripeConfig | undefined): Promise<StatusComponent> {
  const name = "Billing & Payments";
  if (!stripe)
    return Promise.resolve({
      id: "billing",
      name,
      status: "not_configured",
      detail:
        "Online payments are not set up on this server: trials work, and plans are set by an operator. No one is charged.",
      latencyMs: null,
    });
  const now = Date.now();
  if (billingCheck?.config === stripe && now - billingCheck.at < BILLING_CHECK_TTL_MS)
    return billingCheck.result;
  const result = (async (): Promise<StatusComponent> => {
    const started = performance.now();
    try {
      const client = await stripeClient(stripe);
      await withTimeout(client.balance.retrieve(), DATABASE_TIMEOUT_MS, "Stripe");
      const latencyMs = round(performance.now() - started);
      return {
        id: "billing",
        name,
        status: "operational",
        detail: `Stripe answered with this server's keys in ${latencyMs} ms: checkout and plan changes are available.`,
        latencyMs,
      };
    } catch {
      return {
        id: "billing",
        name,
        status: "degraded",
        detail:
          "Stripe did not answer this server: new subscriptions and plan changes may fail. Existing plans keep working.",
        latencyMs: null,
      };
    }
  })();
  billingCheck = { config: stripe, at: now, result };
  return result;
}

/** One round of the seven checks, in the order the status page lists them. */
export interface StatusRound {
  overall: StatusResponse["overall"];
  components: StatusComponent[];
}

/**
 * Runs the seven checks of what this server can check (spec §2 /status, GUIDE §2): GET
 * /api/status runs them on each request, the recorder (recorder.ts) once a minute. "API
 * Services" is the time the round itself took.
 */
export async function runStatusChecks(
  { config, database }: Pick<AppDeps, "config" | "database">,
  site?: Site,
): Promise<StatusRound> {
  const started = performance.now();
  const [databaseStatus, auth, billing] = await Promise.all([
    checkDatabase(database),
    checkAuth(database),
    checkBilling(config.stripe),
  ]);
  const web = checkWeb(site);
  const modules = checkModules(site);
  const engine = checkEngine(config.ai);
  const handledMs = performance.now() - started;
  const apiSlow = handledMs > STATUS_TARGETS.responseMs;
  const api: StatusComponent = {
    id: "api",
    name: "API Services",
    status: apiSlow ? "degraded" : "operational",
    detail: `This status request was handled in ${round(handledMs)} ms${apiSlow ? ", slower than the 2 s target" : ""}.`,
    latencyMs: round(handledMs),
  };
  const components = [web, engine, modules, auth, billing, databaseStatus, api];
  return {
    overall: components.some((comp) => comp.status === "degraded") ? "degraded" : "operational",
    components,
  };
}
