/**
 * Funnel benchmarks for launch plans (go-to-market, issue 13): what share of visitors become
 * leads and of leads become customers, and what paid search costs. Published figures are cited
 * with their publisher and year; where no primary report could be checked, the figure is an
 * `estimate` whose method says how it was reached and that it was not checked.
 */
import { estimate, type FunnelBenchmarks, fromSource, months, percent, ratio, usd } from "./schema";

export const FUNNEL_BENCHMARKS: FunnelBenchmarks = {
  visitorToLead: {
    b2b: percent(
      2,
      2024,
      estimate(
        "Site-wide B2B visitor-to-lead rates (a demo request or trial sign-up per visitor) are " +
          "commonly quoted at 1–3% in agency benchmark write-ups such as First Page Sage's funnel " +
          "reports; the primary tables were not checked here, so the 2% midpoint is an estimate.",
      ),
    ),
    b2c: percent(
      3,
      2024,
      estimate(
        "Consumer sites turning a visitor into a sign-up (account, waitlist or first order " +
          "intent) are commonly quoted at 2–4%; not checked against a primary report, so the 3% " +
          "midpoint is an estimate.",
      ),
    ),
  },
  leadToCustomer: {
    b2b: percent(
      15,
      2024,
      estimate(
        "Assume 2 in 3 demo requests or trials become a qualified opportunity and 22% of " +
          "opportunities close (the low end of the 20–30% mid-market B2B win rate commonly " +
          "cited): 0.67 × 22% ≈ 15%.",
      ),
    ),
    b2c: percent(
      10,
      2024,
      estimate(
        "Opt-out free trials are commonly quoted converting 15–25% to paid; a launch sign-up " +
          "list includes people who never start a trial, so assume half do: 50% × 20% = 10%.",
      ),
    ),
  },
  paidSearch: {
    clickToLead: percent(
      6.96,
      2024,
      fromSource(
        "wordstream-search-ads-benchmarks-2024",
        "Average conversion rate across 23 industries, search campaigns April 2023–March 2024",
      ),
    ),
    costPerClick: usd(
      4.66,
      2024,
      fromSource(
        "wordstream-search-ads-benchmarks-2024",
        "Average cost per click across 23 industries",
      ),
    ),
    costPerLead: usd(
      66.69,
      2024,
      fromSource(
        "wordstream-search-ads-benchmarks-2024",
        "Average cost per lead across 23 industries, up about 25% on 2023",
      ),
    ),
  },
  landingPagePooled: percent(
    12.3,
    2024,
    fromSource(
      "unbounce-conversion-benchmark-2024",
      "57 million conversions from 464 million unique visitors on over 41 thousand landing " +
        "pages, July 2023–July 2024: 57 ÷ 464 ≈ 12.3%, a pooled rate (not the report's median)",
    ),
  ),
  growth: {
    activationRate: percent(
      37.5,
      2024,
      estimate(
        "An average SaaS activation rate (share of sign-ups reaching the product's first value) " +
          "of about 37.5% is widely quoted from Userpilot's 2024 Product Metrics Benchmarks, whose " +
          "vertical averages run from 5% (fintech) to 54.8% (AI tools); the report's own tables " +
          "were not checked here, so 37.5% is an estimate and a yardstick, not a target.",
      ),
    ),
    ltvToCac: ratio(
      3,
      2013,
      fromSource(
        "skok-saas-metrics-2",
        "Rule of thumb: lifetime value at least 3 times the cost of acquiring the customer",
      ),
    ),
    cacPaybackCeiling: months(
      12,
      2013,
      fromSource(
        "skok-saas-metrics-2",
        "Rule of thumb: earn back the cost of acquiring a customer within 12 months",
      ),
    ),
  },
};
