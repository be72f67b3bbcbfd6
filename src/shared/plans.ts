/**
 * The plans and commercial terms of spec §9, as data. The landing page's pricing cards, the
 * help center and the terms read them from here, so a price lives in one place. How many modules
 * a plan opens is the module registry's (`MODULE_COUNT`, src/modules/registry.ts), which this
 * layer cannot import: the pages pass it to `plansFor`.
 */

export const TRIAL_DAYS = 7;
export const MONTHLY_PRICE_USD = 69;
export const ANNUAL_PRICE_USD = 490;

/** What the annual plan saves over twelve monthly payments: $69 × 12 − $490 = $338. */
export function annualSavingsUsd(): number {
  return MONTHLY_PRICE_USD * 12 - ANNUAL_PRICE_USD;
}

/** Whole dollars, as the pricing cards print them: 69 → "$69", 1000 → "$1,000". */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/**
 * What an account may store in its workspace (issue 25, decision 027), in megabytes (MiB) as the
 * database holds it: the trial, and either paid plan. The terms and the README state these; an
 * operator may set others (STORAGE_LIMIT_TRIAL_MB, STORAGE_LIMIT_PAID_MB).
 */
export const STORAGE_LIMIT_MB = { trial: 25, paid: 250 } as const;

export type PlanId = "trial" | "monthly" | "annual";

export interface Plan {
  id: PlanId;
  name: string;
  /** The price in whole US dollars for one period; 0 for the trial. */
  priceUsd: number;
  /** The period the price covers, as the card prints it after the price. */
  period: string;
  /** The badge over the card (spec §9), if any. */
  badge?: "Most Popular" | "Best Value";
  /** A short line under the price: the trial's terms, the annual saving. */
  note: string;
  /** One sentence on who the plan is for. */
  summary: string;
  features: string[];
  /**
   * A visitor's card button; every plan starts at sign-in (spec §2): the trial at sign-up, a paid
   * plan at sign-up and back to /pricing to choose it (issue 15). A signed-in founder's buttons
   * are the pages' own (their trial, Checkout, their current plan).
   */
  cta: { label: string; href: `/api/login${string}` };
  /** The card the page draws the eye to. */
  featured?: boolean;
}

/** The three plans of spec §9 for a product of `moduleCount` modules. */
export function plansFor(moduleCount: number): readonly [Plan, Plan, Plan] {
  return [
    {
      id: "trial",
      name: "Free Trial",
      priceUsd: 0,
      period: `for ${TRIAL_DAYS} days`,
      note: "No credit card required",
      summary: "Run every module on your own idea before you decide.",
      features: [
        `All ${moduleCount} modules for ${TRIAL_DAYS} days`,
        "No credit card required",
        "Work from the trial stays saved when you subscribe",
        "PDF and Word exports, the financial model in Excel",
      ],
      cta: { label: "Start Free Trial", href: "/api/login?view=signup" },
    },
    {
      id: "monthly",
      name: "Monthly Plan",
      priceUsd: MONTHLY_PRICE_USD,
      period: "per month",
      badge: "Most Popular",
      note: "Billed monthly, cancel any time",
      summary: "For founders working through the phases month by month.",
      features: [
        `Full access to all ${moduleCount} modules`,
        "Unlimited AI analysis",
        "Downloads in PDF and Word, the financial model in Excel",
        "Email support",
      ],
      cta: { label: "Choose Monthly", href: "/api/login?view=signup&next=/pricing" },
      featured: true,
    },
    {
      id: "annual",
      name: "Annual Plan",
      priceUsd: ANNUAL_PRICE_USD,
      period: "per year",
      badge: "Best Value",
      note: `Save ${formatUsd(annualSavingsUsd())} annually`,
      summary: "For founders taking the company from idea through launch and scale.",
      features: [
        "Everything in Monthly",
        "Priority support",
        "Early access to new features",
        "Exclusive founder resources",
      ],
      cta: { label: "Choose Annual", href: "/api/login?view=signup&next=/pricing" },
    },
  ];
}

/** The terms every plan shares (spec §9), in the words the pricing section prints. */
export const PLAN_TERMS = [
  "Every plan includes every feature.",
  "Billing renews automatically until you cancel.",
  "Cancel any time; access continues to the end of the paid period.",
  "No refunds for partial months or periods.",
] as const;
