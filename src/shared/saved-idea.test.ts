import { describe, expect, it } from "vitest";
import { ideaAsBusinessIdea } from "./saved-idea";

describe("an idea as a business idea", () => {
  it("joins the title and the description, without saying the title twice", () => {
    expect(
      ideaAsBusinessIdea({ title: "Shiftswap", description: "Shift swaps for ICU nurses" }),
    ).toBe("Shiftswap: Shift swaps for ICU nurses");
    expect(
      ideaAsBusinessIdea({ title: "Meal kits", description: "Meal kits for night-shift nurses" }),
    ).toBe("Meal kits for night-shift nurses");
    expect(ideaAsBusinessIdea({ title: " Shiftswap ", description: " " })).toBe("Shiftswap");
    expect(ideaAsBusinessIdea({ title: "T", description: "x".repeat(3000) })).toHaveLength(2000);
  });
});

describe("an idea whose title was cut from its description", () => {
  it("reads as the description alone, not the cut title twice", () => {
    const description =
      "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text.";
    expect(
      ideaAsBusinessIdea({
        title: "ShiftWise: ICU nurse scheduling software for community…",
        description,
      }),
    ).toBe(description);
  });
});
