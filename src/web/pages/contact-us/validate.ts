import { CONTACT_SUBJECTS } from "../../../shared/options";
import { HttpError } from "../../lib/api";
import { emailError } from "../../lib/forms/email";

/**
 * The contact form's checks in the browser. They mirror `contactRequestSchema`
 * (src/shared/forms.ts), message for message, without shipping zod to this page (it would more
 * than double the page's code); the server validates with the schema itself, and
 * validate.test.ts checks that both give the same answer.
 */

/** The contact form's fields that can be wrong, in the order they appear (focus goes to the first). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's state; it is also the request body (`ContactRequest`, checked where it is sent). */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  /** "" until a topic is chosen ('Select a topic'). */
  subject: string;
  message: string;
  updates: boolean;
  /** The honeypot: empty for people. */
  website: string;
}

export const EMPTY_CONTACT: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  subject: "",
  message: "",
  updates: false,
  website: "",
};

/** As src/shared/forms.ts: CONTACT_MESSAGE_MAX and the name limit (the email check is shared). */
export const NAME_MAX = 100;
export const MESSAGE_MAX = 5000;
export const MESSAGE_MIN = 10;

const SUBJECTS = new Set<string>(CONTACT_SUBJECTS.map((s) => s.value));

function requiredText(value: string, label: string, max: number): string | undefined {
  const text = value.trim();
  if (text.length === 0) return `Please enter your ${label}.`;
  if (text.length > max) return `Your ${label} can be at most ${max} characters.`;
  return undefined;
}

/** One message per field that breaks the schema's rules (the first rule it breaks). */
export function validateContact(values: ContactValues): ContactErrors {
  const message = values.message.trim();
  const found: ContactErrors = {
    firstName: requiredText(values.firstName, "first name", NAME_MAX),
    lastName: requiredText(values.lastName, "last name", NAME_MAX),
    email: emailError(values.email),
    subject: SUBJECTS.has(values.subject) ? undefined : "Please select a topic.",
    message:
      requiredText(values.message, "message", MESSAGE_MAX) ??
      (message.length < MESSAGE_MIN
        ? "Please write at least 10 characters so we can help."
        : undefined),
  };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (found[field]) errors[field] = found[field];
  return errors;
}

/** What a failed send tells the founder, by kind of failure (the toast's description). */
export function contactFailure(error: unknown, supportEmail: string): string {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return (
        error.serverMessage ??
        "Too many messages from your connection. Please wait a while and try again."
      );
    }
    if (error.status < 500) {
      return error.serverMessage ?? "Your message wasn't accepted. Check the form and try again.";
    }
    return (
      error.serverMessage ??
      `Something went wrong on our side and your message wasn't sent. Please try again in a few minutes, or email ${supportEmail}.`
    );
  }
  return "We couldn't reach Ninefold, so your message wasn't sent. Check your internet connection and try again; your message is still in the form.";
}
