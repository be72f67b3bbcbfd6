import { HttpError } from "./api";

/**
 * What the email sign-up forms (newsletter, status updates) share: a quick check before sending
 * and the toast a failure ends in. The server validates with the zod schemas of
 * src/shared/forms.ts and its 400 message is shown as it is; zod stays out of these pages.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** something@something.tld, at most 254 characters; the message says what is wrong. */
export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return "Please enter your email address.";
  if (value.length > 254) return "That email address is too long.";
  if (!EMAIL.test(value)) return "Please enter a valid email address, like name@example.com.";
  return undefined;
}

/** The toast a failed subscription ends in, by kind of failure. */
export function subscriptionFailure(error: unknown): { title: string; description: string } {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return {
        title: "Too many attempts",
        description:
          error.serverMessage ?? "Too many attempts from this address. Please try again later.",
      };
    }
    if (error.status < 500) {
      return {
        title: "Subscription failed",
        description:
          error.serverMessage ?? "That request was not accepted. Check your email address.",
      };
    }
    return {
      title: "Subscription failed",
      description:
        error.serverMessage ??
        "The server could not save your subscription. Please try again in a few minutes.",
    };
  }
  return {
    title: "Couldn't reach Ninefold",
    description: "Check your internet connection and try again.",
  };
}
