import * as z from "zod/mini";
import { provenanceShape } from "./provenance";

/**
 * Customer discovery's result (spec §3), a contract between modules: discovery writes it, the
 * plans read it. Its home is here, below the modules, as the plans' results are in plan.ts;
 * src/modules/customer-discovery/schema.ts re-exports it.
 */

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
