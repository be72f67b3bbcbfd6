/**
 * Whether an error means the database is unreachable (as opposed to a bug or a bad statement):
 * a refused, reset or timed-out connection, a connection PostgreSQL ended, or a server that is
 * shutting down or starting. The cause chain is followed (Drizzle wraps the driver's error in a
 * DrizzleQueryError, Better Auth in its own). http/errors.ts answers these 503
 * `database_unavailable` instead of 500. Decision 019.
 */

import { withTimeout } from "../timeout";
import type { Database } from "./database";

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), admin or crash
 * shutdown, cannot connect now (starting up), too many connections, and a statement cancelled
 * (57014: the statement_timeout the pool sets just below the driver's query timeout, so a
 * statement the server held too long is cancelled there; decision 030).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** The `pg` driver's own messages for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== null && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    // AggregateError: a connection to several addresses (IPv4 and IPv6) that all failed.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** How long a caller waits for a round trip before it calls the database away. */
const PING_TIMEOUT_MS = 2000;

/**
 * Whether the database answers a round trip within two seconds. For the one caller whose
 * library replaces the driver's error with its own (auth/session.ts, Better Auth's "Failed to
 * get session"): there, an error while the database does not answer is the database's.
 */
export async function databaseAnswers(database: Pick<Database, "ping">): Promise<boolean> {
  return withTimeout(database.ping(), PING_TIMEOUT_MS, "database").then(
    () => true,
    () => false,
  );
}
