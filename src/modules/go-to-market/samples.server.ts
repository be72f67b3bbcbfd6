import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures, inVenture }) =>
  fc
    .record({
      businessIdea: text(),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      monthlyBudget: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      price: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
      launchDate: fc.option(fc.constantFrom("2026-03-02", "2027-01-15"), { nil: undefined }),
      salesMotion: fc.option(
        fc.constantFrom("self-serve", "sales-led", "community-led", "partner-led"),
        { nil: undefined },
      ),
      channelsTried: fc.option(text(), { nil: undefined }),
    })
    .map(inVenture);
