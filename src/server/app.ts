import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isToolModule } from "../modules/define-module";
import { toolLoader } from "../modules/engines.server";
import { MODULE_REGISTRY } from "../modules/registry";
import { AppError } from "../shared/errors";
import { IMPORT_MAX_BODY_BYTES } from "../shared/ventures";
import { briefHintsReader } from "./ai/brief-hints";
import { lazyModelBackend, StrategyEngine } from "./ai/strategy-engine";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { AfterResponse } from "./http/after-response";
import type { AppDeps, AppEnv } from "./http/context";
import { errorHandler, errorResponse } from "./http/errors";
import { metricsRoutes, requestMetrics } from "./http/metrics";
import { originCheck } from "./http/origin-check";
import { RateLimiter } from "./http/rate-limit";
import { requestContext } from "./http/request-context";
import { accountRoutes } from "./http/routes/account";
import { authRoutes } from "./http/routes/auth";
import { billingRoutes } from "./http/routes/billing";
import { eventRoutes } from "./http/routes/events";
import { formRoutes } from "./http/routes/forms";
import { healthRoutes } from "./http/routes/health";
import { planSectionRoutes } from "./http/routes/plan-sections";
import { statusRoutes } from "./http/routes/status";
import { toolRateLimit, toolRoutes } from "./http/routes/tools";
import { ventureRoutes } from "./http/routes/ventures";
import { workspaceRoutes } from "./http/routes/workspace";
import { securityHeaders } from "./http/security-headers";
import { seoRoutes } from "./http/seo";
import { sessionHint } from "./http/session-hint";
import { type Site, siteRoutes } from "./http/site";
import { Mailer } from "./mail/mailer";
import { lazyMetrics } from "./metrics/lazy";
import { type Metrics, NO_METRICS } from "./metrics/metrics";
import { WorkspaceListCache } from "./workspace/list-cache";

/** Request bodies above this size get 413 before anything reads them. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * The whole HTTP surface: /api routes by area, then the built website. `site` is optional so
 * API tests need no build.
 */
export function createApp(deps: AppDeps, site?: Site): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const handleError = errorHandler();
  app.onError(handleError);
  const metrics = metricsOf(deps);
  if (metrics !== NO_METRICS) app.use("*", requestMetrics(metrics));
  app.use("*", requestContext(deps.logger));
  app.use("*", securityHeaders(deps.config));
  app.use("*", sessionHint(deps.config.publicUrl));
  const { metricsToken } = deps.config;
  if (metricsToken) app.route("/", metricsRoutes(metricsToken, metrics));

  const api = new Hono<AppEnv>();
  api.onError(handleError);
  const { databaseReady } = deps;
  if (databaseReady) {
    api.use("*", async (_c, next) => {
      await databaseReady;
      await next();
    });
  }
  api.use("*", originCheck(deps.config.publicUrl));
  // PostgreSQL's text cannot hold U+0000: an id or query value carrying one (%00) is refused
  // here, not failed at the query as a 500 (found by the HTTP fuzz test, issue 17).
  api.use("*", async (c, next) => {
    if (c.req.url.includes("%00")) {
      throw new AppError("bad_request", "The address may not contain the NUL character (%00).");
    }
    await next();
  });
  const limitBody = (maxSize: number, size: string): MiddlewareHandler<AppEnv> => {
    const tooLarge = (c: Context<AppEnv>) =>
      errorResponse(
        c,
        new AppError("payload_too_large", `The request body is larger than ${size}.`),
      );
    const limit = bodyLimit({ maxSize, onError: tooLarge });
    // A body without a length (chunked) is read here to count it. A client that hangs up in the
    // middle fails that read with Node's "aborted" (code ECONNRESET): its doing, a 400, not a
    // database outage or a 500 (found by the HTTP fuzz test over a socket, issue 25).
    //
    // A body of declared length is judged by its Content-Length here, as Hono's bodyLimit judges
    // it, but without asking for `c.req.raw.body` first: that question makes the Node adapter
    // build a whole Request around a web stream of the body, where `c.req.text()` would
    // otherwise read the socket's bytes directly (decision 037). GET and HEAD carry no body.
    return async (c, next) => {
      const { method } = c.req;
      if (method === "GET" || method === "HEAD") return next();
      const length = c.req.header("content-length");
      if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
        return Number.parseInt(length, 10) > maxSize ? tooLarge(c) : next();
      }
      let reached = false;
      try {
        return await limit(c, () => {
          reached = true;
          return next();
        });
      } catch (error) {
        if (reached) throw error;
        throw new AppError("bad_request", "The request body did not arrive whole.");
      }
    };
  };
  const defaultLimit = limitBody(MAX_BODY_BYTES, `${MAX_BODY_BYTES / 1024} KB`);
  // Importing the results made before sign-up carries up to nine of them (a market analysis
  // alone is about 20 KB), so this one route has a larger bound.
  const importLimit = limitBody(IMPORT_MAX_BODY_BYTES, `${IMPORT_MAX_BODY_BYTES / 1024 / 1024} MB`);
  api.use("*", (c, next) =>
    c.req.path === "/api/ventures/import" ? importLimit(c, next) : defaultLimit(c, next),
  );
  const afterResponse = deps.afterResponse ?? new AfterResponse(deps.logger);
  api.use("*", afterResponse.middleware());
  const auth = createAuth({
    config: deps.config,
    database: deps.database,
    logger: deps.logger,
    mailer: new Mailer(deps.database.db, deps.config.mail, deps.logger),
    afterResponse,
    secret: resolveAuthSecret(deps.config),
    hasher: deps.passwordHasher,
  });
  api.use("*", async (c, next) => {
    c.set("auth", auth);
    c.set("database", deps.database);
    await next();
  });
  // The limits' windows follow the app's clock: the system's, or a test's fixed one.
  const clock = deps.now;
  const limiter = new RateLimiter(deps.database.db, clock ? () => clock().getTime() : Date.now);
  const listCache = deps.workspaceListCache ?? new WorkspaceListCache();
  api.route("/", healthRoutes(deps));
  api.route("/", eventRoutes(deps, limiter));
  api.route("/", authRoutes(deps, limiter, afterResponse, site));
  api.route("/", accountRoutes(deps, limiter, listCache));
  api.route("/", workspaceRoutes(deps, listCache, limiter));
  const strategyEngine = createStrategyEngine(deps, metrics);
  api.route(
    "/",
    ventureRoutes(
      deps,
      deps.modules ?? MODULE_REGISTRY,
      limiter,
      briefHintsReader(strategyEngine, deps.logger),
    ),
  );
  api.route("/", formRoutes(deps, limiter));
  api.route("/", billingRoutes(deps, limiter));
  api.route("/", statusRoutes(deps, site));
  const tools = (deps.modules ?? MODULE_REGISTRY).filter(isToolModule);
  const loadTool = toolLoader(deps.loadEngine);
  const toolLimiter = deps.toolLimiter ?? limiter;
  api.route("/", toolRoutes(deps, strategyEngine, tools, loadTool, toolLimiter));
  api.route(
    "/",
    planSectionRoutes(
      deps,
      strategyEngine,
      tools,
      loadTool,
      toolRateLimit(deps.config, toolLimiter),
      limiter,
    ),
  );
  api.all("*", (c) =>
    errorResponse(
      c,
      new AppError("not_found", `No API endpoint at ${c.req.method} ${c.req.path}.`),
    ),
  );
  app.route("/api", api);

  app.route("/", seoRoutes(deps.config.publicUrl));
  if (site) app.route("/", siteRoutes(site));
  return app;
}

/** /metrics' observer: the deps' own (tests), Prometheus with METRICS_TOKEN, else none. */
function metricsOf(deps: AppDeps): Metrics {
  if (deps.metrics) return deps.metrics;
  return deps.config.metricsToken ? lazyMetrics(deps) : NO_METRICS;
}

/** The offline knowledge engine, or the configured language model with cache and budget. */
export function createStrategyEngine(
  { config, database, logger }: AppDeps,
  metrics: Metrics = NO_METRICS,
): StrategyEngine {
  const { ai } = config;
  return new StrategyEngine({
    metrics,
    db: database.db,
    logger,
    model: ai.provider === "builtin" ? undefined : lazyModelBackend(ai, logger),
    dailyModelCalls: ai.dailyCallBudget,
    cacheTtlMs: ai.cacheTtlMs,
    validateOffline: config.env !== "production",
  });
}
