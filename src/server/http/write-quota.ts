import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { PaidPlan } from "../../shared/billing";
import { AppError } from "../../shared/errors";
import { requireUser, type SignedIn } from "../auth/session";
import { readOnlyMessage } from "../billing/service";
import { readBillingState } from "../billing/store";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AppDeps, AppEnv } from "./context";
import { type RateLimit, type RateLimiter, retryIn } from "./rate-limit";

/**
 * Per-account quotas on the workspace's writes (issue 25, decision 027):
 *  - how often: changes (a new venture, a brief, a project, its request, a section) per minute
 *    and per day, and imports per minute and per day on top of them, counted by the shared
 *    RateLimiter so they hold across instances. Over either: 429 `rate_limited` with Retry-After.
 *  - how much: the bytes an account stores in its projects and ventures, by plan. A write that
 *    would take the account past its plan's limit is rolled back: 413 `storage_limit_reached`.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What a write is counted as: a change, or an import (a venture with up to nine results). */
export type WriteKind = "change" | "import";

/** The signed-in founder allowed to write now, and the bytes their plan lets them store. */
export interface Writer extends SignedIn {
  storageLimitBytes: number;
}

/** The stored bytes a plan allows (config.workspace.storageBytes). */
export function storageLimitOf(
  config: Pick<Config, "workspace">,
  plan: "trial" | PaidPlan,
): number {
  return plan === "trial"
    ? config.workspace.storageBytes.trial
    : config.workspace.storageBytes.paid;
}

interface Window {
  name: "minute" | "day";
  limit: number;
  windowMs: number;
  kind: WriteKind;
}

function windowsOf(config: Pick<Config, "workspace">, kind: WriteKind): Window[] {
  const { workspace } = config;
  const changes: Window[] = [
    { name: "minute", limit: workspace.writesPerMinute, windowMs: MINUTE_MS, kind: "change" },
    { name: "day", limit: workspace.writesPerDay, windowMs: DAY_MS, kind: "change" },
  ];
  if (kind === "change") return changes;
  return [
    { name: "minute", limit: workspace.importsPerMinute, windowMs: MINUTE_MS, kind: "import" },
    { name: "day", limit: workspace.importsPerDay, windowMs: DAY_MS, kind: "import" },
    ...changes,
  ];
}

function refusal({ name, limit, kind }: Window, retryAfterSeconds: number): AppError {
  const what = kind === "import" ? `imported ${limit} ventures` : `made ${limit} changes`;
  return new AppError(
    "rate_limited",
    `You have ${what} this ${name}, the most one account can. Your work is saved; please try again ${retryIn(retryAfterSeconds)}.`,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The guard of a route that changes the founder's workspace: 401 signed out, 402 `plan_required`
 * once their trial or plan has ended (as planGuard), then one write counted against the
 * account's per-minute and per-day limits (429 over either). Checked before the body is read, so
 * a refused write costs one statement.
 */
export function workspaceWriter(deps: AppDeps, limiter: RateLimiter) {
  const { config, database, now = () => new Date() } = deps;
  return async (c: Context<AppEnv>, kind: WriteKind = "change"): Promise<Writer> => {
    const signedIn = await requireUser(c);
    const found = await readBillingState(database.db, signedIn.user.id, now());
    if (!found) throw new AppError("unauthenticated", "You are not signed in.");
    if (found.state.access !== "full") {
      throw new AppError("plan_required", readOnlyMessage(found.state));
    }
    const windows = windowsOf(config, kind);
    const limits: RateLimit[] = windows.map(({ name, limit, windowMs, kind: counted }) => ({
      key: `workspace:${counted}:${name}:${signedIn.user.id}`,
      limit,
      windowMs,
    }));
    const results = await limiter.consumeAll(limits);
    const refused = results.findIndex((result) => !result.allowed);
    if (refused !== -1) throw refusal(windows[refused]!, results[refused]!.retryAfterSeconds);
    return { ...signedIn, storageLimitBytes: storageLimitOf(config, found.state.plan) };
  };
}

const bytesRow = z.array(z.object({ bytes: z.coerce.number() }));

/**
 * The bytes an account stores: every column of its projects and ventures that holds what the
 * founder made (titles, names, requests, results, ideas, briefs, what a result was built on), as
 * the database holds them (`pg_column_size`: after PostgreSQL's compression of large values, and
 * read from each value's header, so the sum costs no decompression).
 */
export async function storedBytes(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(pg_column_size(title) + coalesce(pg_column_size(input_data), 0)
          + pg_column_size(output_data) + coalesce(pg_column_size(built_on), 0)), 0)
        from projects where user_id = ${userId})
      + (select coalesce(sum(pg_column_size(name) + coalesce(pg_column_size(idea), 0)
          + coalesce(pg_column_size(brief), 0)), 0)
        from ventures where user_id = ${userId}) as bytes`);
  return bytesRow.parse((result as { rows: unknown }).rows)[0]?.bytes ?? 0;
}

const MIB = 1024 * 1024;

/** "24.8 MB", "512 KB": a size as the README and the terms state limits (MiB, KiB). */
export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Runs a workspace write in one transaction and keeps it only if the account then stores at most
 * `limitBytes`, or no more than before (a write that shrinks an account over its limit, e.g.
 * after a plan ended, is always allowed). Otherwise the transaction is rolled back and the write
 * is 413 `storage_limit_reached`: nothing changed. Writes of one account take turns (a
 * transaction-scoped advisory lock), so two at once cannot both pass the check.
 */
export async function withinStorage<T>(
  db: Db,
  userId: string,
  limitBytes: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${userId}`}, 0))`,
    );
    const before = await storedBytes(tx, userId);
    const result = await write(tx);
    const after = await storedBytes(tx, userId);
    if (after > limitBytes && after > before) {
      throw new AppError(
        "storage_limit_reached",
        `This change would take your workspace to ${formatBytes(after)}, over your plan's ${formatBytes(limitBytes)}. Nothing was changed: delete projects or ventures you no longer need to make room.`,
      );
    }
    return result;
  });
}
