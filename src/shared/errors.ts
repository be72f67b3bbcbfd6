/**
 * One error type for the whole product (GUIDE §5): a stable machine code, an HTTP status and a
 * message a founder can act on. The server maps it to JSON `{ error, code }`; the client shows
 * the message.
 */

export const ERROR_CODES = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  /** Sign-up: the password is in the shipped list of common passwords. */
  password_too_common: 400,
  /** Sign-up: the 18+/Terms/Privacy checkbox was not ticked. */
  terms_not_accepted: 400,
  /** A password reset link that is unknown, used or expired. */
  invalid_token: 400,
  /** Changing the password: the current password is not right. */
  invalid_password: 400,
  unauthenticated: 401,
  /** A paid module or a workspace change after the trial or plan has ended: subscribe. */
  plan_required: 402,
  /** Sign-in: wrong email or password (never says which). */
  invalid_credentials: 401,
  forbidden: 403,
  /** Sign-in: the right password, but the address is not confirmed yet (a new link is mailed). */
  email_not_verified: 403,
  bad_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** A saved result too old for the action (e.g. a plan saved before its sections changed). */
  outdated_result: 409,
  /** A billing action that does not apply to the founder's plan now (e.g. resume when active). */
  billing_conflict: 409,
  /** Stripe's webhook: a signature that does not verify (forged, or too old to trust). */
  invalid_signature: 400,
  payload_too_large: 413,
  /** A workspace write that would take the account past its plan's stored bytes (decision 027). */
  storage_limit_reached: 413,
  /** A free tool's text says nothing the engines can read ("asdfgh qwerty"): tell us more. */
  input_unclear: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  /** The database does not answer (refused, dropped, timed out): try again shortly. */
  database_unavailable: 503,
  /** Billing actions on a server without Stripe keys: operators set plans with `npm run plan`. */
  billing_not_configured: 503,
  /** Stripe could not be reached or refused a call. */
  billing_unavailable: 502,
  /** The language model's provider refused for load (its own HTTP 429): retry later. */
  ai_rate_limited: 429,
  /** The language model answered twice with output that breaks the result schema. */
  ai_invalid_output: 502,
  /** The language model could not be reached or refused the call (5xx, 401, network). */
  ai_unavailable: 503,
  /** Today's budget of model calls (AI_DAILY_CALL_BUDGET) is spent. */
  ai_budget_exhausted: 503,
  /** The language model took longer than AI_TIMEOUT_MS. */
  ai_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every error response. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra headers the response should carry, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code];
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
