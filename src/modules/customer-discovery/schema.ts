import * as z from "zod/mini";
import { provenanceShape } from "../../shared/provenance";
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

const text = z.string().check(z.minLength(1));
const list = z.array(text).check(z.minLength(1));

/** The result (spec §3 "Customer discovery result"), every nested field, plus provenance. */
export const customerDiscoveryResultSchema = z.object({
  executiveSummary: text,
  customerPersonas: z.object({
    primaryPersona: text,
    secondaryPersonas: z.array(text),
    demographics: text,
    psychographics: text,
    painPoints: list,
    motivations: list,
    buyingBehavior: text,
  }),
  problemValidation: z.object({
    problemSeverity: text,
    currentSolutions: text,
    customerJourney: text,
    unmetNeeds: list,
    problemFrequency: text,
  }),
  solutionFit: z.object({
    solutionAlignment: text,
    featurePriority: list,
    valueProposition: text,
    competitiveAdvantage: text,
    adoptionBarriers: list,
  }),
  marketInsights: z.object({
    segmentAnalysis: text,
    marketTiming: text,
    customerAcquisition: text,
    pricingSensitivity: text,
    growthOpportunities: list,
  }),
  recommendations: z.object({
    immediateActions: list,
    researchGaps: list,
    validationSteps: list,
    nextMilestones: list,
  }),
  /** How the engine read the idea text. */
  classification: z.object({
    industry: text,
    orientation: z.enum(["B2B", "B2C"]),
    businessModel: text,
    /** The words in the founder's text that decided it. */
    signals: z.array(text),
  }),
  /** Earlier results this analysis read, as readable lines (e.g. the market analysis). */
  builtOn: z.array(text),
  ...provenanceShape,
});
export type CustomerDiscoveryResult = z.infer<typeof customerDiscoveryResultSchema>;

/** The endpoint's answer (spec §7): `{ analysis: { CustomerDiscoveryResult } }`. */
export const customerDiscoveryResponseSchema = z.object({
  analysis: z.object({ CustomerDiscoveryResult: customerDiscoveryResultSchema }),
});
export type CustomerDiscoveryResponse = z.infer<typeof customerDiscoveryResponseSchema>;
