import { z } from "zod";
import { CONTACT_SUBJECTS } from "./options";

/**
 * The public forms' request bodies (spec §3, §5; issue 3): one schema each, shared by the browser
 * (validation before sending) and the server (validation on arrival). `website` is a honeypot:
 * hidden from people, filled in by simple bots; a non-empty value is accepted and dropped.
 */

export const emailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address, like name@example.com." }))
  .transform((email) => email.toLowerCase());

const honeypot = z.string().max(200).optional();

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
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`);

export const CONTACT_MESSAGE_MAX = 5000;

export const contactRequestSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailSchema,
  subject: z.enum(contactSubjects, { error: "Please select a topic." }),
  message: requiredText("message", CONTACT_MESSAGE_MAX).refine((m) => m.length >= 10, {
    message: "Please write at least 10 characters so we can help.",
  }),
  updates: z.boolean().optional().default(false),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** What the form endpoints answer on success: a sentence the toast shows. */
export interface FormResponse {
  message: string;
}
