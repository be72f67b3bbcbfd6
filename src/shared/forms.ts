import * as z from "zod/mini";
import { CONTACT_SUBJECTS } from "./options";

/**
 * The public forms' request bodies (spec §3, §5; issue 3): one schema each, shared by the browser
 * (validation before sending) and the server (validation on arrival). `website` is a honeypot:
 * hidden from people, filled in by simple bots; a non-empty value is accepted and dropped.
 */

export const emailSchema = z.pipe(
  z
    .string({ error: "Please enter your email address." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(254, "That email address is too long."),
    ),
  z
    .email({ error: "Please enter a valid email address, like name@example.com." })
    .check(z.toLowerCase()),
);

const honeypot = z.optional(z.string().check(z.maxLength(200)));

export const newsletterRequestSchema = z.object({
  email: emailSchema,
  website: honeypot,
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const statusSubscribeRequestSchema = newsletterRequestSchema;
export type StatusSubscribeRequest = z.input<typeof statusSubscribeRequestSchema>;

const contactSubjects = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Your ${label} can be at most ${max} characters.`),
    );

export const CONTACT_MESSAGE_MAX = 5000;

export const contactRequestSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailSchema,
  subject: z.enum(contactSubjects, { error: "Please select a topic." }),
  message: requiredText("message", CONTACT_MESSAGE_MAX).check(
    z.refine((m) => m.length >= 10, {
      message: "Please write at least 10 characters so we can help.",
    }),
  ),
  updates: z._default(z.optional(z.boolean()), false),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** What the form endpoints answer on success: a sentence the toast shows. */
export interface FormResponse {
  message: string;
}
