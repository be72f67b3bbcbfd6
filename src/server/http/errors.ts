import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorCode, isAppError } from "../../shared/errors";
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

/**
 * The app's onError: known errors become their 4xx; anything else is a real fault, logged with
 * the request id and answered with a 500 that reveals nothing internal.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (isAppError(error)) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const code = statusCodes[error.status] ?? "bad_request";
    return errorResponse(c, new AppError(code, error.message || "The request was not accepted."));
  }
  const log = c.get("log");
  log?.error({ err: error, path: c.req.path, method: c.req.method }, "unhandled error");
  return errorResponse(
    c,
    new AppError(
      "internal_error",
      `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${c.get("requestId") ?? "unknown"}.`,
    ),
  );
}
