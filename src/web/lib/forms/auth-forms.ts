import { HttpError } from "../api";
import { emailError } from "./email";

/**
 * The sign-in page's pure parts (issue 6, contract): which view to show, where to go after
 * signing in, the checks each form makes before it sends (they mirror the server's rules; the
 * server checks again) and what a failure tells the founder.
 */

export const DEFAULT_NEXT = "/dashboard";

/** Password length the server accepts (contract: 8–128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const VIEWS = ["signin", "signup", "forgot", "reset"] as const;
export type View = (typeof VIEWS)[number];

export function parseView(value: string | null): View {
  return (VIEWS as readonly string[]).includes(value ?? "") ? (value as View) : "signin";
}

/**
 * `next` when it is a path on this site ("/tools/x?y=1#z"), else /dashboard. Refused: absolute
 * and protocol-relative URLs ("//evil.example", "/\evil.example"), anything with a scheme or
 * control characters, and the login and logout routes themselves (a loop).
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return DEFAULT_NEXT;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_NEXT;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_NEXT;
  let url: URL;
  try {
    url = new URL(value, "http://ninefold.invalid");
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.origin !== "http://ninefold.invalid") return DEFAULT_NEXT;
  if (url.pathname === "/api/login" || url.pathname === "/api/logout") return DEFAULT_NEXT;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address for a view, keeping `next` when it is not the default. */
export function loginHref(view: View, next: string): string {
  const params = new URLSearchParams();
  if (view !== "signin") params.set("view", view);
  if (next !== DEFAULT_NEXT) params.set("next", next);
  const query = params.toString();
  return query ? `/api/login?${query}` : "/api/login";
}

/** A new password's length rule (no composition rules; the server refuses common ones). */
export function newPasswordError(value: string): string | undefined {
  if (value.length === 0) return "Please choose a password.";
  if (value.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (value.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

export function nameError(value: string, label: string): string | undefined {
  const name = value.trim();
  if (name === "") return `Please enter your ${label}.`;
  if (name.length > NAME_MAX) return `Your ${label} can be at most ${NAME_MAX} characters.`;
  return undefined;
}

export type Errors<F extends string> = Partial<Record<F, string>>;

/** Only the fields that have an error, in the order given (focus goes to the first). */
export function collect<F extends string>(order: readonly F[], found: Errors<F>): Errors<F> {
  const errors: Errors<F> = {};
  for (const field of order) if (found[field]) errors[field] = found[field];
  return errors;
}

export const SIGN_IN_FIELDS = ["email", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export function validateSignIn(values: { email: string; password: string }): Errors<SignInField> {
  return collect(SIGN_IN_FIELDS, {
    email: emailError(values.email),
    password: values.password === "" ? "Please enter your password." : undefined,
  });
}

export const SIGN_UP_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "acceptTerms",
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  acceptTerms: false,
};

export const TERMS_REQUIRED =
  "Please confirm you are 18 or older and accept the Terms of Service and the Privacy Policy.";

export function validateSignUp(values: SignUpValues): Errors<SignUpField> {
  return collect(SIGN_UP_FIELDS, {
    firstName: nameError(values.firstName, "first name"),
    lastName: nameError(values.lastName, "last name"),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    acceptTerms: values.acceptTerms ? undefined : TERMS_REQUIRED,
  });
}

/** The sign-up request body (contract: POST /api/auth/sign-up/email). */
export function signUpBody(values: SignUpValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    acceptTerms: true as const,
  };
}

/** The first field with an error, in the form's order. */
export function firstError<F extends string>(order: readonly F[], errors: Errors<F>) {
  return order.find((field) => errors[field]);
}

/** How many fields need attention, as a sentence for screen readers. */
export function attentionMessage(errors: Errors<string>): string {
  const count = Object.keys(errors).length;
  if (count === 0) return "";
  return count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`;
}

/**
 * What a failed auth request tells the founder: the server's `{ error }` sentence when it sent
 * one, else a sentence for the kind of failure.
 */
export function authFailure(error: unknown): string {
  if (error instanceof HttpError) {
    const message = error.serverMessage;
    if (message) return message;
    if (error.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
    if (error.status === 401) return "That email and password don't match an account.";
    if (error.status < 500) return "That didn't work. Check the form and try again.";
    return "Something went wrong on our side. Please try again in a few minutes.";
  }
  return "We couldn't reach Ninefold. Check your internet connection and try again.";
}

/**
 * What a failed workspace or settings request tells the founder: the server's sentence, else
 * `fallback` (or the rate-limit sentence for a 429), else that Ninefold could not be reached.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return error.serverMessage ?? "Too many attempts. Please wait a few minutes.";
    }
    return error.serverMessage ?? fallback;
  }
  return "We couldn't reach Ninefold. Check your internet connection and try again.";
}

/** The social providers GET /api/auth/providers turns on. */
export interface Providers {
  google: boolean;
  github: boolean;
}

export function readProviders(body: unknown): Providers {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return { google: record.google === true, github: record.github === true };
}
