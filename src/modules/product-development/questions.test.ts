import { describe, expect, it } from "vitest";
import { PLATFORMS, PRODUCT_PLAN_QUESTIONS } from "./questions";

describe("the product plan's questions", () => {
  it("offer no second 'not decided' choice beside the form's blank 'Not sure yet' (issue 26)", () => {
    for (const question of PRODUCT_PLAN_QUESTIONS) {
      if (question.kind !== "select") continue;
      for (const option of question.options) {
        expect(option.label, question.name).not.toMatch(/not (sure|decided)|undecided/i);
      }
    }
    // A request saved with "undecided" still parses.
    expect(PLATFORMS).toContain("undecided");
  });
});
