import { relations, sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
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
    /**
     * A message that must be written once whoever tries again (Mailer.sendOnce: an incident's mail
     * to one subscriber); null for the others.
     */
    dedupeKey: text("dedupe_key").unique(),
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

/*
 * Accounts (issue 6, docs/decisions/008-accounts.md): Better Auth's four tables, in its own field
 * names (the Drizzle adapter maps them by these keys), plus our additions on `user`.
 */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  /** When the 7-day trial started (sign-up). A plan is in `billing_accounts`. */
  trialStartedAt: timestamp("trial_started_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in browser. The cookie holds `token` (signed); ending a session deletes its row. */
export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

/** How a user signs in: `credential` (password hash in `password`) or a social provider. */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/**
 * Relations for Better Auth's joined lookups (`experimental.joins`, auth/auth.ts): a request's
 * session and its user come back in one query instead of two (bench/load.mjs, issue 17). They
 * change no table: drizzle-kit writes no migration for them.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

/** Short-lived tokens: password resets, OAuth state. */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * A venture (issue 12, decision 012): one idea a founder is pursuing, grouping their projects.
 * `idea` is the chosen idea (src/shared/saved-idea.ts), null until one is chosen. Every query
 * filters by `user_id`; deleting the user deletes their ventures.
 */
export const ventures = pgTable(
  "ventures",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    idea: jsonb("idea"),
    /**
     * The venture brief (issue 23, decision 025): the founder's idea read once by the engine's one
     * reading, with the lines they corrected (src/shared/venture-brief.ts); null for a venture
     * started before briefs, or from a name alone.
     */
    brief: jsonb("brief"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ventures_user_updated_idx").on(table.userId, table.updatedAt.desc())],
);

/**
 * The workspace (spec §3): one saved result of a tool. Every query filters by `user_id`; deleting
 * the user deletes their projects.
 */
export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toolType: text("tool_type").notNull(),
    title: text("title").notNull(),
    inputData: jsonb("input_data"),
    // `json`, not `jsonb`: the text is kept as written, so the workspace list splices it into its
    // body without the database re-printing megabytes of binary JSON (bench/workspace.mjs).
    outputData: json("output_data").notNull(),
    // Bumped by every write (workspace/projects.ts updateProject): the workspace list's cache
    // (workspace/list-cache.ts) keys a project's text by it. A millisecond timestamp can collide.
    revision: integer("revision").notNull().default(1),
    // The venture the project belongs to; deleting the venture keeps the project, unlinked.
    ventureId: text("venture_id").references(() => ventures.id, { onDelete: "set null" }),
    // The earlier results this one was built on (src/shared/workspace.ts builtOnSchema), with
    // their revision then: a later change to one of them makes this project stale (decision 012).
    builtOn: jsonb("built_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("projects_user_updated_idx").on(table.userId, table.updatedAt.desc()),
    index("projects_venture_idx").on(table.ventureId),
  ],
);

/*
 * Billing (issue 15, docs/decisions/015-billing.md). The subscription state is the server's:
 * written from Stripe's signed webhooks or an operator's grant, never from the browser.
 */

export const BILLING_PLANS = ["trial", "monthly", "annual"] as const;
export const BILLING_STATES = ["active", "past_due", "canceled"] as const;

/**
 * A founder's billing: their Stripe customer (made at their first Checkout) and their plan, if
 * any (none: the sign-up trial of `user.trial_started_at`). `plan` `trial` only comes from a
 * grant that extends the trial to `current_period_end`.
 */
export const billingAccounts = pgTable("billing_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").unique(),
  plan: text("plan", { enum: BILLING_PLANS }),
  status: text("status", { enum: BILLING_STATES }),
  source: text("source", { enum: ["stripe", "grant"] }),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  /** The subscription item whose price is changed on an upgrade. */
  stripeItemId: text("stripe_item_id"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** When the first unpaid renewal failed; cleared when an invoice is paid. */
  pastDueSince: timestamp("past_due_since", { withTimezone: true }),
  /** When a paid plan ended (status canceled): the export window counts from here. */
  endedAt: timestamp("ended_at", { withTimezone: true }),
  /** Stripe's `created` of the last subscription event applied: older ones are skipped. */
  stripeEventAt: timestamp("stripe_event_at", { withTimezone: true }),
  /** The last deletion warning mailed, in days before deletion (7, then 1). */
  deletionWarnedDays: integer("deletion_warned_days"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every Stripe event received, by its id: a replay finds its row and changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The founder's invoices, from `invoice.*` events (the Billing section lists them). */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    number: text("number"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("billing_invoices_user_idx").on(table.userId, table.createdAt.desc())],
);

/**
 * The status page's history (issue 17, decision 018): every instance runs the seven checks once a
 * minute and writes one row per component. Uptime and average response over 30 days are read
 * from here; rows older than 90 days are pruned (src/server/status/history.ts).
 */
export const statusChecks = pgTable(
  "status_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    instanceId: text("instance_id").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    /** A StatusComponentId (src/shared/status.ts). */
    component: text("component").notNull(),
    /** operational, degraded or not_configured. */
    status: text("status").notNull(),
    latencyMs: doublePrecision("latency_ms"),
  },
  (table) => [
    index("status_checks_component_idx").on(table.component, table.checkedAt),
    // The status page's 30-day window and the 90-day prune filter on time alone.
    index("status_checks_checked_idx").on(table.checkedAt),
    index("status_checks_instance_idx").on(table.instanceId, table.component, table.checkedAt),
  ],
);

/**
 * An incident: a component whose check failed three minutes running on an instance, until a
 * check passes again. At most one open incident per component (the partial unique index), so
 * instances that see the same failure open it once.
 */
export const statusIncidents = pgTable(
  "status_incidents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    component: text("component").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The instance whose checks opened it. */
    openedBy: text("opened_by").notNull(),
    /**
     * `failed_checks`: the component failed three rounds running. `unrecorded`: no instance
     * recorded a round for a while (none was running, or none reached the database), found when
     * recording resumed (status/history.ts recordGap).
     */
    cause: text("cause").notNull().default("failed_checks"),
    /**
     * When the status subscribers' mails for the incident's current state (open, or ended) were
     * written to the outbox; null until then, and set back to null when the incident ends, so
     * the resolution is told too (status/notify.ts sweepIncidentMail; decision 029).
     */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("status_incidents_open_idx")
      .on(table.component)
      .where(sql`${table.endedAt} is null`),
    // One incident per gap, however many instances find it at once.
    uniqueIndex("status_incidents_gap_idx")
      .on(table.startedAt)
      .where(sql`${table.cause} = 'unrecorded'`),
    index("status_incidents_started_idx").on(table.startedAt),
  ],
);
