import { describe, expect, it } from "vitest";
import { discoveryFromInput } from "./prefill";

describe("Edit: a project's inputs back into its tool's form", () => {
  it("refills the customer discovery idea and its market data", () => {
    expect(discoveryFromInput({ businessIdea: "Idea", marketData: { a: 1 } })).toEqual({
      businessIdea: "Idea",
      marketData: { a: 1 },
    });
    expect(discoveryFromInput({ businessIdea: "Idea", marketData: {} })).toEqual({
      businessIdea: "Idea",
      marketData: undefined,
    });
  });
});
