import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures, inVenture }) =>
  fc
    .record({
      businessIdea: text(),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      monthlyVisitors: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      signups: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      activationRate: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      payingCustomers: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
      monthlyRevenue: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      monthlyChurn: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      cac: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      retentionDay30: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      biggestProblem: fc.option(text(), { nil: undefined }),
      startDate: fc.option(fc.constantFrom("2026-03-02", "2027-01-15"), { nil: undefined }),
    })
    .map(inVenture);
