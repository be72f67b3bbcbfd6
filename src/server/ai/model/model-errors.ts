import { APICallError, RetryError } from "ai";
import { AppError } from "../../../shared/errors";

/**
 * How a failed model call reaches the founder (issue 4, "Limits"; spec §8): an AppError with a
 * code, a status and a sentence a founder can act on, plus a line for the operator's log that
 * says what to fix — without the API key, the prompt or the founder's input.
 */

/** The founder's sentences, one per failure (docs/ai-providers.md lists them). */
export const FOUNDER_MESSAGES = {
  timeout: "The AI took too long to answer. Please try again; a shorter description often helps.",
  rateLimited:
    "The AI provider is handling too many requests right now. Please try again in a minute.",
  unavailable: "The AI engine is unavailable right now. Please try again in a few minutes.",
  invalidOutput:
    "The AI returned an answer we could not verify, so we did not show it. Please try again.",
} as const;

/** A model failure as the founder sees it and as the operator reads it in the log. */
export interface MappedModelError {
  error: AppError;
  /** What the operator should know; never contains the API key. */
  operatorMessage: string;
  /** Log level: misconfiguration and outages are errors, load and timeouts warnings. */
  level: "warn" | "error";
  detail: Record<string, unknown>;
}

/** Carries a mapped failure through the engine's own control flow to its error handler. */
export class ModelFailure extends Error {
  constructor(readonly mapped: MappedModelError) {
    super(mapped.operatorMessage);
    this.name = "ModelFailure";
  }
}

const DEFAULT_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 3600;

/** The error a timeout of `timeoutMs` becomes. */
export function timeoutError(timeoutMs: number): MappedModelError {
  return {
    error: new AppError("ai_timeout", FOUNDER_MESSAGES.timeout),
    operatorMessage: `The model did not answer within AI_TIMEOUT_MS (${timeoutMs} ms).`,
    level: "warn",
    detail: { timeoutMs },
  };
}

/** The error two unusable answers become. */
export function invalidOutputError(problems: readonly string[]): MappedModelError {
  return {
    error: new AppError("ai_invalid_output", FOUNDER_MESSAGES.invalidOutput),
    operatorMessage: "The model's answer broke the result schema twice (first answer and repair).",
    level: "warn",
    detail: { problems: problems.slice(0, 10) },
  };
}

/**
 * Maps an error thrown by a model call: HTTP 429 → ai_rate_limited with Retry-After; 401/403 →
 * ai_unavailable with "check AI_API_KEY" for the operator; other HTTP errors and network failures
 * → ai_unavailable. Returns undefined for errors that are not the model's (bugs, aborts).
 */
export function mapCallError(
  error: unknown,
  secrets: readonly string[],
): MappedModelError | undefined {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(cause)) return undefined;
  const status = cause.statusCode;
  const detail = {
    status,
    url: redact(withoutQuery(cause.url), secrets),
    message: redact(cause.message, secrets).slice(0, 300),
    responseBody:
      cause.responseBody === undefined
        ? undefined
        : redact(cause.responseBody, secrets).slice(0, 500),
  };
  if (status === 429) return rateLimited(cause, detail);
  const unavailable = (operatorMessage: string, level: "warn" | "error" = "error") => ({
    error: new AppError("ai_unavailable", FOUNDER_MESSAGES.unavailable),
    operatorMessage,
    level,
    detail,
  });
  if (status === undefined) {
    return unavailable(
      "Cannot reach the model's server: check AI_BASE_URL and that the server is running.",
    );
  }
  if (status === 401 || status === 403) {
    return unavailable(
      `The model provider refused the credentials (HTTP ${status}): check AI_API_KEY.`,
    );
  }
  if (status === 404) {
    return unavailable(
      "The model provider does not know this model or path (HTTP 404): check AI_MODEL and AI_BASE_URL.",
    );
  }
  if (status >= 500) {
    return unavailable(`The model provider failed (HTTP ${status}).`, "warn");
  }
  return unavailable(
    `The model provider rejected the request (HTTP ${status}); if it mentions the response format, set AI_STRUCTURED_OUTPUTS=false.`,
  );
}

function rateLimited(cause: APICallError, detail: Record<string, unknown>): MappedModelError {
  const seconds = retryAfterSeconds(cause.responseHeaders);
  const wait = seconds <= 90 ? "in a minute" : `in about ${Math.ceil(seconds / 60)} minutes`;
  return {
    error: new AppError(
      "ai_rate_limited",
      FOUNDER_MESSAGES.rateLimited.replace("in a minute", wait),
      { "Retry-After": String(seconds) },
    ),
    operatorMessage:
      "The model provider rate-limited the call (HTTP 429): raise the provider's limits or lower AI_DAILY_CALL_BUDGET.",
    level: "warn",
    detail: { ...detail, retryAfterSeconds: seconds },
  };
}

/** Seconds from a Retry-After header (seconds or an HTTP date), else a minute, at most an hour. */
export function retryAfterSeconds(headers: Record<string, string> | undefined): number {
  const value = headers?.["retry-after"] ?? headers?.["Retry-After"];
  if (value === undefined) return DEFAULT_RETRY_SECONDS;
  const seconds = /^\d+(\.\d+)?$/.test(value.trim())
    ? Number(value)
    : (Date.parse(value) - Date.now()) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_SECONDS;
  return Math.min(MAX_RETRY_SECONDS, Math.ceil(seconds));
}

/** Removes the configured secrets and anything shaped like an API key from a text. */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length >= 4) clean = clean.split(secret).join("[redacted]");
  }
  return clean.replace(/\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}/g, "[redacted]");
}

function withoutQuery(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? url : url.slice(0, index);
}
