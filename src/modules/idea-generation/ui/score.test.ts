import { describe, expect, it } from "vitest";
import { difficultyVariant, formatPoints, partLabel, percentOf, scoreLabel } from "./score";

describe("score display (spec §3, §9)", () => {
  it("shows the score as n/10 and each criterion as points/max", () => {
    expect(scoreLabel(7)).toBe("7/10");
    expect(scoreLabel(0)).toBe("0/10");
    expect(partLabel({ points: 1.5, maxPoints: 2 })).toBe("1.5/2");
    expect(partLabel({ points: 2, maxPoints: 2 })).toBe("2/2");
    expect(formatPoints(0.5)).toBe("0.5");
  });

  it("clamps bar widths to 0–100%", () => {
    expect(percentOf(1.5, 2)).toBe(75);
    expect(percentOf(3, 2)).toBe(100);
    expect(percentOf(-1, 2)).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
  });

  it("colours difficulty Low green, Medium yellow, High red", () => {
    expect(["Low", "Medium", "High"].map((d) => difficultyVariant(d as "Low"))).toEqual([
      "low",
      "medium",
      "high",
    ]);
  });
});
