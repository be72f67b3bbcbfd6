import { describe, expect, it } from "vitest";
import { formatUsd } from "../../../shared/money";
import {
  METHOD_LABELS,
  methodLabel,
  PEER_ESTIMATE_LABEL,
  sizingBars,
  sizingMoney,
  sizingUnit,
} from "./sizing";
import { FIXTURE_RESULT } from "./test-fixture";

describe("formatUsd (as the engine writes it)", () => {
  it("uses T, B, M, else whole dollars", () => {
    expect(formatUsd(1_840_000_000_000)).toBe("$1.84T");
    expect(formatUsd(460_000_000_000)).toBe("$460.0B");
    expect(formatUsd(50_250_000)).toBe("$50.3M");
    expect(formatUsd(12_000.4)).toBe("$12,000");
  });
});

describe("sizingBars", () => {
  it("gives six bars on one scale, the largest at 100%", () => {
    const bars = sizingBars(FIXTURE_RESULT.sizing);
    expect(bars.map((bar) => `${bar.method} ${bar.label} ${bar.display}`)).toEqual([
      "topDown TAM $1.8B",
      "topDown SAM $450.0M",
      "topDown SOM $2.3M",
      "bottomUp TAM $400.0M",
      "bottomUp SAM $100.0M",
      "bottomUp SOM $500,000",
    ]);
    expect(bars[0]?.percent).toBe(100);
    expect(bars[3]?.percent).toBeCloseTo(22.22, 1);
  });

  it("heads the bottom-up bars as an estimated count when the count is from peers", () => {
    const buyers = {
      noun: "veterinary practices",
      orientation: "b2b" as const,
      count: 3_400,
      place: "Spain",
      status: "estimated" as const,
      fallback: null,
    };
    const sizing = { ...FIXTURE_RESULT.sizing, buyers };
    expect(methodLabel(sizing, "bottomUp")).toBe(METHOD_LABELS.bottomUp);
    const peers = { ...sizing, buyers: { ...buyers, estimatedFrom: "peer-countries" as const } };
    expect(methodLabel(peers, "bottomUp")).toBe(PEER_ESTIMATE_LABEL);
    expect(methodLabel(peers, "topDown")).toBe(METHOD_LABELS.topDown);
    expect(sizingBars(peers)[3]?.display).toBe("$400.0M");
  });

  it("says the top-down side is not sized when there is no figure for the buyers' spending", () => {
    const zero = { tam: 0, sam: 0, som: 0 };
    const sizing = { ...FIXTURE_RESULT.sizing, topDown: zero, topDownBasis: "none" as const };
    const bars = sizingBars(sizing);
    expect(bars.slice(0, 3).map((bar) => bar.display)).toEqual([
      "Not sized",
      "Not sized",
      "Not sized",
    ]);
    expect(bars.slice(0, 3).every((bar) => !bar.sized)).toBe(true);
    expect(bars[3]?.display).toBe("$400.0M");
    expect(bars[3]?.sized).toBe(true);
    expect(bars[3]?.percent).toBe(100);
  });

  it("shows the founder's currency when the analysis does, the rate in the caption", () => {
    const local = {
      currency: "EUR",
      perUsd: 0.92,
      rateDate: "2023 annual average",
      source: "Federal Reserve",
    };
    const sizing = { ...FIXTURE_RESULT.sizing, local };
    expect(sizingBars(sizing).map((bar) => bar.display)).toEqual([
      "€1.7B",
      "€414.0M",
      "€2.1M",
      "€368.0M",
      "€92.0M",
      "€460,000",
    ]);
    expect(sizingUnit(sizing)).toBe(
      `euros a year (${sizing.year}), at €0.92 per US dollar (2023 annual average)`,
    );
    expect(sizingUnit(FIXTURE_RESULT.sizing)).toBe(`US dollars a year (${sizing.year})`);
    expect(sizingMoney({ ...sizing, local: { ...local, currency: "CHF" } }, 1_000_000)).toBe(
      "CHF 920,000",
    );
  });

  it("draws nothing, without NaN, when every figure is zero", () => {
    const zero = { tam: 0, sam: 0, som: 0 };
    const bars = sizingBars({ ...FIXTURE_RESULT.sizing, topDown: zero, bottomUp: zero });
    expect(bars.every((bar) => bar.percent === 0)).toBe(true);
  });
});
