import { describe, expect, it } from "vitest";
import { chartGeometry } from "./line-chart";

describe("the line chart's geometry", () => {
  it("puts every series on one scale, with the zero line where values cross it", () => {
    const geometry = chartGeometry(
      [
        { name: "Cash", values: [100, 0, -100], colour: "#000" },
        { name: "Revenue", values: [0, 50, 100], colour: "#111" },
      ],
      200,
      100,
    );
    expect(geometry.min).toBe(-100);
    expect(geometry.max).toBe(100);
    expect(geometry.zeroY).toBe(50);
    expect(geometry.paths[0]!.d).toBe("M0,0 L100,50 L200,100");
    expect(geometry.paths[1]!.d).toBe("M0,50 L100,25 L200,0");
  });

  it("draws no zero line when every value is on one side, and survives a flat series", () => {
    const flat = chartGeometry([{ name: "Flat", values: [0, 0], colour: "#000" }], 10, 10);
    expect(flat.zeroY).toBeUndefined();
    expect(flat.paths[0]!.d).toBe("M0,10 L10,10");
    const positive = chartGeometry([{ name: "Up", values: [1, 2], colour: "#000" }], 10, 10);
    expect(positive.zeroY).toBeUndefined();
  });

  it("draws the zero line whenever a value is below zero, even with none above it", () => {
    const negative = chartGeometry([{ name: "Down", values: [-1, -2], colour: "#000" }], 10, 10);
    expect(negative.zeroY).toBe(0);
  });
});
