import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
