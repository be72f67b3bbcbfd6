import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, ventures, inVenture }) =>
  fc
    .record(
      {
        businessIdea: text(),
        venture: fc.constantFrom(undefined, ...ventures),
        budget: fc.integer({ min: 0, max: 200000 }),
        technicalSkills: fc.constantFrom("none", "no-code", "some-code", "developer"),
        hoursPerWeek: fc.integer({ min: 1, max: 60 }),
        platform: fc.constantFrom("web", "mobile", "both", "undecided"),
        targetWeeks: fc.integer({ min: 1, max: 52 }),
        mustHave: text(),
      },
      { requiredKeys: ["businessIdea"] },
    )
    .map(inVenture);
