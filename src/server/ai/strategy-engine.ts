import { createHash } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import type { ModelPrompt } from "../../engine/prompt/prompt";
import type { ToolEngine } from "../../engine/tool-engine";
import { AppError } from "../../shared/errors";
import type { ModelAiConfig } from "../config";
import type { Db } from "../db/client";
import { generationCache } from "../db/schema";
import { RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics/metrics";
import type { ModelEngine } from "./model/engine";
import { modelIdOf } from "./model/model-id";
import { MODEL_BUDGET_KEY, MODEL_BUDGET_WINDOW_MS } from "./model-budget";

/** A configured language model: answers one tool request with an object to validate. */
export interface ModelBackend {
  /** "openai:gpt-4o-mini": part of the cache key, so a new model never reads old answers. */
  readonly id: string;
  /** `beforeModelCall` runs before every call (a repair included) and may refuse it. */
  generate(
    engine: ToolEngine,
    request: unknown,
    beforeModelCall: () => Promise<void>,
  ): Promise<unknown>;
}

/** The model engine (src/server/ai/model/) as a backend: builds the prompt, spends the budget. */
export function modelBackend(model: ModelEngine): ModelBackend {
  return {
    id: model.id,
    generate: (engine, request, beforeModelCall) =>
      model.generate(engine.tool, engine.buildPrompt(request as never) as ModelPrompt, {
        beforeModelCall,
      }),
  };
}

/**
 * The configured model as a backend, its engine built at the first model call: the AI SDK and
 * its providers (about 5 MB resident) stay unloaded on an instance that never calls a model.
 */
export function lazyModelBackend(config: ModelAiConfig, logger: Logger): ModelBackend {
  let backend: Promise<ModelBackend> | undefined;
  const load = () =>
    (backend ??= import("./model/engine").then((module) =>
      modelBackend(module.createModelEngine(config, logger)),
    ));
  return {
    id: modelIdOf(config),
    generate: async (engine, request, beforeModelCall) =>
      (await load()).generate(engine, request, beforeModelCall),
  };
}

export interface StrategyEngineOptions {
  db: Db;
  logger: Logger;
  /** Absent: every request runs the offline knowledge engine. */
  model?: ModelBackend;
  /** Model calls allowed per UTC day across all instances sharing the database. */
  dailyModelCalls: number;
  /** How long a cached model answer is reused. */
  cacheTtlMs: number;
  /**
   * Re-validate offline results against the result schema (development and tests). Off in
   * production: the engines are pure code held to the schema by property tests, and the check
   * costs more than the generation. Model output is always validated.
   */
  validateOffline: boolean;
  now?: () => number;
  /** /metrics: each answer's time by module and source, each model call asked for. */
  metrics?: Pick<Metrics, "engine" | "modelCall">;
}

/**
 * Runs a tool request (issue 4): the offline knowledge engine by default; with a model
 * configured, a cached answer for an identical normalised request, else one model call within
 * the daily budget, its answer validated and cached. Model answers are always validated against
 * the tool's result schema; offline results are in development and tests, where a failure is a
 * bug that surfaces as a 500.
 */
export class StrategyEngine {
  private readonly limiter: RateLimiter;
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(private readonly options: StrategyEngineOptions) {
    this.now = options.now ?? Date.now;
    this.limiter = new RateLimiter(options.db, this.now);
  }

  /** "offline" or the model's id, for logs and the status page. */
  get mode(): string {
    return this.options.model?.id ?? "offline";
  }

  async run<Request, Result>(
    engine: ToolEngine<Request, Result>,
    request: Request,
  ): Promise<Result> {
    // Meaningless input is refused before either path, so neither invents an answer from it.
    engine.screen?.(request);
    const { model, metrics } = this.options;
    const timer = performance.now();
    const seconds = () => (performance.now() - timer) / 1000;
    if (model === undefined) {
      const generated = engine.generate(request);
      const result = this.options.validateOffline
        ? this.validate(engine, generated, "offline")
        : generated;
      metrics?.engine(engine.toolType, "offline", seconds());
      return result;
    }

    const caching = this.options.cacheTtlMs > 0;
    const key = cacheKey(engine.toolType, model.id, request);
    const cached = caching ? await this.readCache(engine, key) : undefined;
    if (cached !== undefined) {
      metrics?.engine(engine.toolType, "cache", seconds());
      return cached;
    }

    const started = this.now();
    const output = await model.generate(engine as unknown as ToolEngine, request, async () => {
      try {
        await this.spendBudget();
        metrics?.modelCall(engine.toolType, "allowed");
      } catch (error) {
        if (error instanceof AppError && error.code === "ai_budget_exhausted")
          metrics?.modelCall(engine.toolType, "budget_exhausted");
        throw error;
      }
    });
    const completed =
      engine.completeModelAnswer === undefined
        ? output
        : engine.completeModelAnswer(request, output as Result);
    const result = this.validate(engine, completed, model.id);
    metrics?.engine(engine.toolType, "model", seconds());
    this.options.logger.info(
      { toolType: engine.toolType, model: model.id, ms: this.now() - started },
      "model result",
    );
    if (caching) await this.writeCache(engine.toolType, key, result);
    return result;
  }

  private validate<Result>(engine: ToolEngine<never, Result>, output: unknown, by: string): Result {
    const parsed = engine.tool.result.safeParse(output);
    if (parsed.success) return parsed.data as Result;
    this.options.logger.error(
      { toolType: engine.toolType, by, issues: parsed.error.issues.slice(0, 5) },
      "engine result failed its schema",
    );
    throw new Error(`The ${by} engine produced an invalid ${engine.toolType} result`);
  }

  private async spendBudget(): Promise<void> {
    const limit = await this.limiter.consume(
      MODEL_BUDGET_KEY,
      this.options.dailyModelCalls,
      MODEL_BUDGET_WINDOW_MS,
    );
    if (limit.allowed) return;
    const hours = Math.max(1, Math.ceil(limit.retryAfterSeconds / 3600));
    throw new AppError(
      "ai_budget_exhausted",
      `Ninefold's AI has used today's budget of model calls. Please try again in about ${hours} hour${hours === 1 ? "" : "s"}.`,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  private async readCache<Result>(
    engine: ToolEngine<never, Result>,
    key: string,
  ): Promise<Result | undefined> {
    const fresh = new Date(this.now() - this.options.cacheTtlMs);
    const rows = await this.options.db
      .select({ result: generationCache.result })
      .from(generationCache)
      .where(and(eq(generationCache.key, key), gt(generationCache.createdAt, fresh)))
      .limit(1);
    const row = rows[0];
    if (row === undefined) return undefined;
    const parsed = engine.tool.result.safeParse(row.result);
    if (parsed.success) return parsed.data as Result;
    this.options.logger.warn({ toolType: engine.toolType }, "cached result no longer valid");
    return undefined;
  }

  private async writeCache(toolType: string, key: string, result: unknown): Promise<void> {
    const now = new Date(this.now());
    await this.options.db
      .insert(generationCache)
      .values({ key, toolType, result, createdAt: now })
      .onConflictDoUpdate({ target: generationCache.key, set: { result, createdAt: now } });
    if (this.now() - this.lastSweep < 3_600_000) return;
    this.lastSweep = this.now();
    await this.options.db
      .delete(generationCache)
      .where(lt(generationCache.createdAt, new Date(this.now() - this.options.cacheTtlMs)));
  }
}

/**
 * The cache key of a request: the tool, the model, the knowledge-base version and the request
 * normalised (keys sorted, text trimmed, whitespace collapsed, lower-cased).
 */
export function cacheKey(toolType: string, modelId: string, request: unknown): string {
  const normalised = JSON.stringify(normalise(request));
  return createHash("sha256")
    .update(`${toolType}\n${modelId}\n${KNOWLEDGE_BASE.version}\n${normalised}`)
    .digest("base64url");
}

function normalise(value: unknown): unknown {
  if (typeof value === "string") return value.trim().replace(/\s+/g, " ").toLowerCase();
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
