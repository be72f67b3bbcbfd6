/**
 * Salary benchmarks for team plans (issue 14): the U.S. annual median of the occupation each
 * early hire belongs to, and how pay elsewhere compares. Published medians cite the U.S. Bureau
 * of Labor Statistics' Occupational Employment and Wage Statistics (May 2024); where no primary
 * table was checked, the figure is an `estimate` whose method says where it came from and that it
 * was not checked. Location factors are planning estimates, not published statistics.
 */
import { estimate, fromSource, ratio, type SalaryBenchmarks, usd } from "./schema";

export const SALARY_BENCHMARKS: SalaryBenchmarks = {
  roles: {
    engineering: {
      occupation: "Software developers",
      medianAnnual: usd(
        133080,
        2024,
        fromSource(
          "bls-oews-may-2024",
          "National median annual wage, Software Developers (SOC 15-1252), May 2024; 25th percentile $103,050, 75th $169,000",
        ),
      ),
    },
    data: {
      occupation: "Data scientists",
      medianAnnual: usd(
        112590,
        2024,
        fromSource(
          "bls-oews-may-2024",
          "National median annual wage, Data Scientists (SOC 15-2051), May 2024",
        ),
      ),
    },
    support: {
      occupation: "Customer service representatives",
      medianAnnual: usd(
        42830,
        2024,
        fromSource(
          "bls-oews-may-2024",
          "National median annual wage, Customer Service Representatives (SOC 43-4051), May 2024",
        ),
      ),
    },
    sales: {
      occupation: "Sales representatives, technical and scientific products",
      medianAnnual: usd(
        95000,
        2024,
        estimate(
          "A careers summary of the BLS Occupational Outlook Handbook quotes $94,840 as the median " +
            "annual wage of technical and scientific sales representatives (SOC 41-4011); the BLS " +
            "table itself was not checked here, so $94,840 rounded to $95,000 is an estimate, base " +
            "pay and commission together.",
        ),
      ),
    },
    marketing: {
      occupation: "Marketing generalist (below manager level)",
      medianAnnual: usd(
        102500,
        2024,
        estimate(
          "An occupation table compiled from BLS data by the Urban Institute lists $128,160 as the " +
            "median annual wage of advertising, marketing, promotions, public relations and sales " +
            "managers (SOC 11-2000, year not checked); a first marketing hire is usually a " +
            "generalist below manager level, so this plan takes 80%: $128,160 × 0.8 ≈ $102,500.",
        ),
      ),
    },
  },
  locationFactors: {
    "United States": ratio(
      1,
      2024,
      estimate(
        "The benchmark medians are U.S. national figures, so the United States factor is 1.",
      ),
    ),
    "United Kingdom": ratio(
      0.6,
      2024,
      estimate(
        "Planning factor, not a published statistic: UK salaries for the same roles are commonly " +
          "reported at about half to seven tenths of U.S. pay once converted to dollars; the " +
          "midpoint of 0.5 and 0.7 is 0.6. Check a UK survey (for example ONS ASHE) before an offer.",
      ),
    ),
    Canada: ratio(
      0.75,
      2024,
      estimate(
        "Planning factor, not a published statistic: Canadian pay for these roles is commonly " +
          "reported at about two thirds to five sixths of U.S. pay in dollars; the midpoint of " +
          "0.67 and 0.83 is 0.75. Check a Canadian survey before an offer.",
      ),
    ),
    Germany: ratio(
      0.65,
      2024,
      estimate(
        "Planning factor, not a published statistic: German pay for these roles is commonly " +
          "reported at about 55% to 75% of U.S. pay in dollars; the midpoint is 0.65. Check a " +
          "German survey before an offer.",
      ),
    ),
    "Remote / other": ratio(
      0.7,
      2024,
      estimate(
        "Planning factor for a remote hire outside the U.S.: many remote-first startups pay a " +
          "location band between 0.5 and 0.9 of U.S. pay; the midpoint is 0.7. Set your own band " +
          "before the first offer.",
      ),
    ),
  },
};
