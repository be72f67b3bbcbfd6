/** Spec §9, "Support and legal": what a founder can expect after writing to us. */

export const EMAIL_REPLY_WITHIN = "24 hours";

export const RESPONSE_TIMES = [
  { kind: "General inquiries", time: "24-48 hours" },
  { kind: "Technical issues", time: "12-24 hours" },
  { kind: "Urgent trial or subscription matters", time: "4-8 hours" },
] as const;

export const LIVE_CHAT_HOURS = { days: "Mon-Fri", hours: "9AM-6PM EST" } as const;
