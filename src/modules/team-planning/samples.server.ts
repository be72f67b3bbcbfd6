import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures, inVenture }) =>
  fc
    .record({
      businessIdea: text(),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      founderSkills: fc.option(text(), { nil: undefined }),
      founderCount: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      location: fc.option(
        fc.constantFrom("United States", "United Kingdom", "Canada", "Germany", "Remote / other"),
        { nil: undefined },
      ),
      runwayMonths: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      hiringBudget: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      openRoles: fc.option(fc.constantFrom("", "a first salesperson", "CTO, designer"), {
        nil: undefined,
      }),
    })
    .map(inVenture);
