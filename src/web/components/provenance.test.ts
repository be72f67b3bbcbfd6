import { describe, expect, it } from "vitest";
import type { Assumption } from "../../shared/provenance";
import { basisSummary } from "./provenance";

const input: Assumption = {
  label: "Price",
  value: "$29",
  basis: { kind: "input", field: "price" },
};
const estimate: Assumption = {
  label: "Buyers",
  value: "1,200",
  basis: { kind: "estimate", method: "400 clinics × 3 buyers each = 1,200." },
};
const sourced: Assumption = {
  label: "Market",
  value: "$4.2B",
  basis: { kind: "source", sourceId: "ibisworld-2024" },
};

describe("the provenance panel's summary line (issue 26)", () => {
  it("says what the figures rest on, never '0 sources'", () => {
    expect(basisSummary([input, estimate, estimate])).toBe(
      "3 figures: 1 from your answers, 2 estimates with their arithmetic",
    );
    expect(basisSummary([sourced, sourced, input, estimate])).toBe(
      "4 figures: 2 from published sources, 1 from your answers, 1 estimate with its arithmetic",
    );
    expect(basisSummary([sourced])).toBe("1 figure: 1 from a published source");
    expect(basisSummary([])).toBe("no figures");
    expect(basisSummary([input, estimate])).not.toMatch(/0 source/);
  });
});
