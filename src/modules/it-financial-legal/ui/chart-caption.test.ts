import { describe, expect, it } from "vitest";
import { chartGeometry } from "../../../web/components/line-chart";
import { chartCaption } from "./chart-caption";

describe("the model chart's caption (issue 26)", () => {
  it("names the zero line only when the chart draws one", () => {
    const lasting = chartCaption("Base", null);
    expect(lasting).toBe(
      "Base case, US dollars, 36 months: cash is the solid line, revenue a month the dashed one. Cash stays above zero, the chart's bottom edge, in every month.",
    );
    expect(lasting).not.toContain("grey line");
    expect(chartGeometry([{ name: "Cash", values: [5, 3, 1], colour: "#000" }], 10, 10).zeroY).toBe(
      undefined,
    );

    const short = chartCaption("Downside", 7);
    expect(short).toContain(
      "Cash runs out where it falls below the grey line at zero, in month 8.",
    );
    // A model in the venture's currency says so.
    expect(chartCaption("Base", null, "pounds sterling")).toMatch(
      /^Base case, pounds sterling, 36/u,
    );
    expect(
      chartGeometry([{ name: "Cash", values: [5, 3, -1], colour: "#000" }], 10, 10).zeroY,
    ).toBeDefined();
  });
});
