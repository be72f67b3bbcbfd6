/**
 * The light half of the planning modules' kit (issues 13 and 22): what a planning module's
 * `index.ts` and its page's form read. No schema here: `index.ts` is in every page's bundle
 * through the registry, so it imports only this file (tool.ts beside it holds the schemas, and
 * in-currency.ts the questions in a venture's currency, which need the currency table).
 */

/**
 * The plan request fields that carry earlier results: the module each comes from and its name in
 * a plan's "Built on" lines, in the registry's order. The one table of what a module exposes to
 * later plans (a new plan that later plans read adds its line here; the facts, the request
 * fields, `reads` and `refill` follow from it).
 */
export const EARLIER_PLAN_FIELDS = {
  marketAnalysis: { module: "market-analysis", name: "Market analysis" },
  customerDiscovery: { module: "customer-discovery", name: "Customer discovery" },
  strategicPlan: { module: "strategic-planning", name: "Strategic plan" },
  productPlan: { module: "product-development", name: "Product development plan" },
  goToMarketPlan: { module: "go-to-market", name: "Go-to-market plan" },
  teamPlan: { module: "team-planning", name: "Team plan" },
  financialPlan: { module: "it-financial-legal", name: "IT, financial and legal plan" },
} as const;
export type EarlierPlanField = keyof typeof EARLIER_PLAN_FIELDS;

/**
 * What a planning module reads of the venture's earlier results, declared once in its `reads.ts`
 * (issue 22) and derived everywhere else: the module's `reads` and `refill` (index.ts), its
 * request's earlier-result fields (schema.ts, `planRequestShape`), how a run in a venture fills
 * them (tool.ts, `definePlanTool`), and so what its engine and its model prompt are grounded on.
 */
export interface PlanReads<
  Fields extends readonly EarlierPlanField[] = readonly EarlierPlanField[],
> {
  /** The request fields that carry earlier results, in the registry's order. */
  readonly fields: Fields;
  /** The modules (toolTypes) read, for define-module's `reads`: the venture's idea, then each field's. */
  readonly reads: readonly string[];
  /** define-module's `refill`: each field with its module, plus the customer and competitors. */
  readonly refill: Readonly<Record<string, string>>;
}

/** A planning module's earlier results, from the request fields it reads. */
export function planReads<const Fields extends readonly EarlierPlanField[]>(
  fields: Fields,
): PlanReads<Fields> {
  return {
    fields,
    reads: ["idea-generation", ...fields.map((field) => EARLIER_PLAN_FIELDS[field].module)],
    refill: {
      targetCustomer: "market-analysis",
      competitors: "market-analysis",
      ...Object.fromEntries(fields.map((field) => [field, EARLIER_PLAN_FIELDS[field].module])),
    },
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
      /**
       * An amount of money: entered in the venture's currency when its brief states one other
       * than the US dollar (`inCurrency`), its unit and help then say that currency.
       */
      money?: boolean;
    }
  | {
      kind: "select";
      name: string;
      label: string;
      help?: string;
      options: readonly { value: string; label: string }[];
    };
