import * as options from "../../shared/options";
import type { SampleRequests } from "../sample-requests.server";

/** The requests bench/engine-latency.mjs runs this tool's offline engine on. */
export const sampleRequests: SampleRequests = ({ fc, text, values }) =>
  fc.record({
    interests: text(),
    skills: text(),
    industry: fc.option(fc.constantFrom(...options.IDEA_INDUSTRIES), { nil: undefined }),
    budget: fc.option(fc.constantFrom(...values(options.BUDGETS)), { nil: undefined }),
    timeCommitment: fc.option(fc.constantFrom(...values(options.TIME_COMMITMENTS)), {
      nil: undefined,
    }),
    businessModel: fc.subarray([...options.BUSINESS_MODELS]),
    businessType: fc.constantFrom(...values(options.IDEA_BUSINESS_TYPES)),
    location: fc.constantFrom(...values(options.LOCATIONS)),
    variant: fc.nat(20),
  });
