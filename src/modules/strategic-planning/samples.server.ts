import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures }) =>
  fc
    .record({
      businessIdea: text(),
      targetCustomer: fc.option(text(), { nil: undefined }),
      competitors: fc.constantFrom("", "Rover, Wag", "QGenda and Excel"),
      runwayMonths: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      teamSize: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
      traction: fc.constantFrom("", "3 paying clinics, $1,200 MRR", "waitlist of 300"),
      yearGoal: fc.constantFrom("", "Reach $10k MRR"),
      constraints: fc.constantFrom("", "No outside funding"),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
    })
    // The venture's earlier results only: the founder's own customer and competitors stay.
    .map(({ venture, ...request }) =>
      venture === undefined
        ? request
        : {
            ...request,
            marketAnalysis: venture.marketAnalysis,
            customerDiscovery: venture.customerDiscovery,
          },
    );
