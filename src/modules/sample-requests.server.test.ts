import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleVenture } from "./_fixtures/ventures.server";
import { TOOL_MODULES } from "./registry";
import { loadSampleRequests, type SampleKit } from "./sample-requests.server";

/** A small kit: two texts and one sample venture (the bench's has every word and venture). */
const kit: SampleKit = {
  fc,
  text: () => fc.constantFrom("dog walking for busy parents", "ICU nurse scheduling"),
  values: (list) => list.map((item) => (typeof item === "string" ? item : item.value)),
  ventures: [sampleVenture("dogs")],
  inVenture: ({ venture, ...request }) =>
    venture === undefined ? request : { ...request, businessIdea: venture.businessIdea },
};

describe("the bench's sample requests, from each tool module's samples.server.ts", () => {
  it.each(TOOL_MODULES.map((module) => [module.toolType, module] as const))(
    "%s gives requests its tool accepts",
    async (_toolType, module) => {
      const [sampleRequests, { default: tool }] = await Promise.all([
        loadSampleRequests(module),
        module.tool.load(),
      ]);
      const requests = fc.sample(sampleRequests(kit), { numRuns: 20, seed: 1 });
      expect(requests.some((request) => tool.request.safeParse(request).success)).toBe(true);
    },
  );
});
