import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures, inVenture }) =>
  fc
    .record({
      businessIdea: text(),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      country: fc.option(fc.constantFrom("us", "uk", "ca", "de", "au", "other"), {
        nil: undefined,
      }),
      startingCash: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
      pricePerMonth: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
      monthlyBudget: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      founders: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      founderPay: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      currentTools: fc.option(text(), { nil: undefined }),
    })
    .map(inVenture);
