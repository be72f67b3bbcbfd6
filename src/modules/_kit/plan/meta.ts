/**
 * The light half of the planning modules' kit (issue 13): what a planning module's `index.ts`
 * and its page's form read. No schema here: `index.ts` is in every page's bundle through the
 * registry, so it imports only this file (src/modules/plan-kit.ts holds the schemas).
 */

/** The plan request fields that carry earlier results, and the module each comes from. */
export const EARLIER_PLAN_FIELDS = {
  marketAnalysis: "market-analysis",
  customerDiscovery: "customer-discovery",
  strategicPlan: "strategic-planning",
  productPlan: "product-development",
  goToMarketPlan: "go-to-market",
  teamPlan: "team-planning",
  financialPlan: "it-financial-legal",
} as const;
export type EarlierPlanField = keyof typeof EARLIER_PLAN_FIELDS;

/** The refill map of a plan module (define-module.ts `refill`) for the fields it reads. */
export function planRefill(fields: readonly EarlierPlanField[]): Record<string, string> {
  return {
    targetCustomer: "market-analysis",
    competitors: "market-analysis",
    ...Object.fromEntries(fields.map((field) => [field, EARLIER_PLAN_FIELDS[field]])),
  };
}

/** A stored plan output: the result itself, or the endpoint's `{ plan }` around it. */
export function unwrapPlan(output: unknown): unknown {
  if (typeof output !== "object" || output === null || Array.isArray(output)) return output;
  const plan = (output as { plan?: unknown }).plan;
  return typeof plan === "object" && plan !== null && !Array.isArray(plan) ? plan : output;
}

/**
 * One of a planning module's own questions on its page (the idea, target customer and
 * competitors are asked by the page itself, only when the venture does not answer them).
 * `name` is the request field; every question is optional: the engine says what it assumed.
 */
export type PlanQuestion =
  | {
      kind: "text";
      name: string;
      label: string;
      placeholder?: string;
      help?: string;
      maxLength: number;
    }
  | {
      kind: "textarea";
      name: string;
      label: string;
      placeholder?: string;
      help?: string;
      maxLength: number;
    }
  | {
      kind: "number";
      name: string;
      label: string;
      placeholder?: string;
      help?: string;
      min: number;
      max: number;
      /** Shown after the field: "months", "USD a month". */
      unit?: string;
    }
  | {
      kind: "select";
      name: string;
      label: string;
      help?: string;
      options: readonly { value: string; label: string }[];
    };
