import { z } from "zod";

/**
 * What the browser reports to the first-party collector (POST /api/events), spec §2: a page view
 * per route, and click events with category 'engagement' and a label 'button name - location'.
 * No cookies and no identifiers: a path, a label and a time.
 */

const path = z
  .string()
  .min(1)
  .max(512)
  .regex(/^\/[^\s]*$/, "must be a site path starting with /");

export const pageViewEventSchema = z.object({
  type: z.literal("page_view"),
  path,
  title: z.string().max(200).optional(),
  referrer: z.string().max(512).optional(),
});

export const clickEventSchema = z.object({
  type: z.literal("click"),
  path,
  category: z.literal("engagement"),
  label: z.string().min(1).max(200),
});

export const analyticsEventSchema = z.discriminatedUnion("type", [
  pageViewEventSchema,
  clickEventSchema,
]);

/** One request may carry a small batch, so a page can flush several clicks at once. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(20),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
