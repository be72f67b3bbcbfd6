import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorCode, isAppError } from "../../shared/errors";
import { isDatabaseUnavailable } from "../db/availability";
import type { AppEnv } from "./context";

/** Writes an AppError as the JSON `{ error, code }` every client reads. */
export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** Seconds a client is told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer to any request that needed the database while it does not answer (decision 019). */
export function databaseUnavailable(): AppError {
  return new AppError(
    "database_unavailable",
    "Our database is not answering right now, so nothing was read or saved. Please try again in a minute.",
    { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}

/**
 * The app's onError: known errors become their 4xx; an error that says the database does not
 * answer (db/availability.ts) is a 503 `database_unavailable` (logged without a stack: it is the
 * infrastructure, not a bug); anything else is a real fault, logged with the request id and
 * answered with a 500 that reveals nothing internal, whether or not the database answers at
 * that moment. The one caller whose library swallows the driver's error, the session lookup
 * (auth/session.ts), asks the database itself and throws databaseUnavailable() (decision 029).
 */
export function errorHandler(): (error: Error, c: Context<AppEnv>) => Promise<Response> {
  return async (error, c) => {
    if (isAppError(error)) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = statusCodes[error.status] ?? "bad_request";
      return errorResponse(c, new AppError(code, error.message || "The request was not accepted."));
    }
    const log = c.get("log");
    if (isDatabaseUnavailable(error)) {
      log?.error(
        { path: c.req.path, method: c.req.method, reason: reasonOf(error) },
        "database unavailable",
      );
      return errorResponse(c, databaseUnavailable());
    }
    log?.error({ err: error, path: c.req.path, method: c.req.method }, "unhandled error");
    return errorResponse(
      c,
      new AppError(
        "internal_error",
        `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${c.get("requestId") ?? "unknown"}.`,
      ),
    );
  };
}

/** The innermost message of an error's cause chain (the driver's own words), for the log. */
export function reasonOf(error: unknown): string {
  let current: unknown = error;
  let reason = "unknown";
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    reason = typeof code === "string" ? `${code}: ${current.message}` : current.message;
    current = current.cause;
  }
  return reason;
}
