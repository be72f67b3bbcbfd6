import { describe, expect, it } from "vitest";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { SAMPLE_VENTURES, sampleVenture } from "./ventures.server";

describe("sample ventures", () => {
  it.each(SAMPLE_VENTURES)(
    "%s carries a market analysis and a discovery the facts read",
    (name) => {
      const venture = sampleVenture(name);
      const facts = readVentureFacts(venture);
      expect(facts.market).toBeDefined();
      expect(facts.discovery).toBeDefined();
      expect(facts.builtOn).toHaveLength(2);
      expect(facts.customerNamed).toBe(true);
    },
  );
});
