import * as z from "zod/mini";
import { briefField } from "../../shared/venture-brief";

/** POST /api/customer-discovery (spec §3, §5, §7). */
export const customerDiscoveryRequestSchema = z.object({
  businessIdea: z
    .string({ error: "Business idea is required." })
    .check(
      z.trim(),
      z.minLength(1, "Business idea is required."),
      z.maxLength(2000, "Business idea can be at most 2000 characters."),
    ),
  /** The stored market analysis, or {} (spec §7); read leniently, unknown shapes ignored. */
  marketData: z._default(
    z.optional(
      z.pipe(
        z.transform((value: unknown) => (value === null || value === undefined ? {} : value)),
        z.record(z.string(), z.unknown(), { error: "marketData must be an object." }),
      ),
    ),
    {},
  ),
  /** The venture's brief, attached by the server to a run in the venture (issue 23). */
  brief: briefField,
});
export type CustomerDiscoveryRequest = z.output<typeof customerDiscoveryRequestSchema>;
export type CustomerDiscoveryRequestInput = z.input<typeof customerDiscoveryRequestSchema>;

export {
  type CustomerDiscoveryResult,
  customerDiscoveryResultSchema,
} from "../../shared/customer-discovery-result";

import { customerDiscoveryResultSchema } from "../../shared/customer-discovery-result";

/** The endpoint's answer (spec §7): `{ analysis: { CustomerDiscoveryResult } }`. */
export const customerDiscoveryResponseSchema = z.object({
  analysis: z.object({ CustomerDiscoveryResult: customerDiscoveryResultSchema }),
});
export type CustomerDiscoveryResponse = z.infer<typeof customerDiscoveryResponseSchema>;
