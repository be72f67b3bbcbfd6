import * as z from "zod/mini";

/**
 * What the browser reports to the first-party collector (POST /api/events), spec §2: a page view
 * per route, and click events with category 'engagement' and a label 'button name - location'.
 * No cookies and no identifiers: a path, a label and a time.
 */

const path = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(512),
    z.regex(/^\/[^\s]*$/, "must be a site path starting with /"),
  );

export const pageViewEventSchema = z.object({
  type: z.literal("page_view"),
  path,
  title: z.optional(z.string().check(z.maxLength(200))),
  referrer: z.optional(z.string().check(z.maxLength(512))),
});

export const clickEventSchema = z.object({
  type: z.literal("click"),
  path,
  category: z.literal("engagement"),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const analyticsEventSchema = z.discriminatedUnion("type", [
  pageViewEventSchema,
  clickEventSchema,
]);

/** One request may carry a small batch, so a page can flush several clicks at once. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(20)),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
