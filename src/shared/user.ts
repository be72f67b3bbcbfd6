import * as z from "zod/mini";

/**
 * The signed-in user as GET /api/auth/user returns it (spec §3 shows firstName; issue 6 adds the
 * rest). `trial` and `plan` are the server's view of the subscription (spec §4, §9): the trial
 * starts at sign-up and lasts TRIAL_DAYS.
 */
export const planStateSchema = z.enum(["trial", "trial_expired", "monthly", "annual", "canceled"]);
export type PlanState = z.infer<typeof planStateSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  plan: planStateSchema,
  /** `read_only` once the trial or a paid plan has ended (src/shared/billing.ts). */
  access: z.enum(["full", "read_only"]),
  /** True while a failed payment is being retried: full access, with a banner. */
  pastDue: z.boolean(),
  trial: z.object({
    startedAt: z.string(),
    endsAt: z.string(),
    /** Whole days left, rounded up; 0 once it has ended. */
    daysLeft: z.int().check(z.gte(0)),
  }),
});
export type AuthUser = z.infer<typeof authUserSchema>;
