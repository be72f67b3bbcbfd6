import { HttpError } from "./api";

/**
 * The toast the email sign-up forms (newsletter, status updates) end in when a subscription
 * fails. They check the address with lib/forms/email.ts before sending; the server validates
 * with the zod schemas of src/shared/forms.ts and its 400 message is shown as it is.
 */

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
