import type { Testimonial } from "./service-content";

/**
 * The operator's marketing claims (spec §1), in one place. These figures and testimonials are
 * the operator's own, unverified claims; the pages that show them say "Figures reported by
 * Ninefold". This is the one file to change them: no page hard-codes a figure or a quote.
 */

export interface MarketingStat {
  /** The figure as printed, e.g. "250+". */
  value: string;
  /** What it counts, completing the sentence after the figure. */
  label: string;
  /** A rating out of five, drawn with a star. */
  rating?: boolean;
}

/** The rating line of spec §1: 4.9/5 from 1,200+ founders. */
export const MARKETING_RATING = { score: 4.9, outOf: 5, raters: "1,200+" } as const;

export const MARKETING_STATS: readonly MarketingStat[] = [
  { value: "250+", label: "startups launched" },
  { value: "3,000+", label: "ideas and strategies generated" },
  {
    value: `${MARKETING_RATING.score}/${MARKETING_RATING.outOf}`,
    label: `average rating from ${MARKETING_RATING.raters} founders`,
    rating: true,
  },
];

/** How the pages label the claims above, so no one mistakes them for audited numbers. */
export const MARKETING_CLAIMS_NOTE = "Figures reported by Ninefold.";

/** The two testimonials of the landing page (spec §1). */
export const LANDING_TESTIMONIALS: readonly [Testimonial, Testimonial] = [
  {
    quote:
      "Our seed lead's first question was why our top-down and bottom-up market sizes disagreed. Ninefold had already flagged the gap and shown both calculations, so we answered in the meeting instead of a week later.",
    name: "Daniela Ortiz",
    role: "Founder, Harvestline (farm-to-restaurant ordering)",
  },
  {
    quote:
      "Customer discovery picked up the market analysis I'd just run and gave me interview questions for the segment I had actually sized. Eight interviews in, I cut a feature I'd spent a month planning.",
    name: "Kwame Mensah",
    role: "Co-founder, Ledgerleaf (bookkeeping for sole traders)",
  },
];
