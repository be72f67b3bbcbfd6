import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema. Migrations under drizzle/ are generated from this file with
 * `npm run db:generate` and applied at start, on PGlite and PostgreSQL alike.
 */

/** First-party analytics (spec §2): page views and click events. No cookies, no user ids. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    title: text("title"),
    category: text("category"),
    label: text("label"),
    referrer: text("referrer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_created_at_idx").on(table.createdAt)],
);

/**
 * Fixed-window request counters, so a rate limit holds across server instances sharing one
 * database. `key` is a purpose and a hashed client identity, never a raw address.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_window_idx").on(table.windowStart),
  ],
);

/**
 * The blog's newsletter (issue 3). Addresses are stored lowercased (src/shared/forms.ts), so the
 * unique index deduplicates them case-insensitively.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_idx").on(table.email)],
);

/** The status page's 'Subscribe to Updates': who hears about incidents and maintenance. */
export const statusSubscribers = pgTable(
  "status_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("status_subscribers_email_idx").on(table.email)],
);

/** The contact form's submissions (spec §3), kept whether or not mail could be sent. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    updates: boolean("updates").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the server sends is written here first (src/server/mail/). Without SMTP_URL it
 * stays `pending`; with it, it ends `sent` or `failed` with the last error.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_status_idx").on(table.status, table.createdAt)],
);

/**
 * Language-model results by normalised request (src/server/ai/strategy-engine.ts), so an
 * identical request costs one model call. `key` hashes the tool, the provider and model, the
 * knowledge-base version and the normalised request; `result` is re-validated when read.
 */
export const generationCache = pgTable(
  "generation_cache",
  {
    key: text("key").primaryKey(),
    toolType: text("tool_type").notNull(),
    result: jsonb("result").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generation_cache_created_at_idx").on(table.createdAt)],
);
