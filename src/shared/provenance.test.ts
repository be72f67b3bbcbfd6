import { describe, expect, it } from "vitest";
import { type Assumption, numbersIn, proseOf, unexplainedNumbers } from "./provenance";

const assumption = (value: string, label = "A figure"): Assumption => ({
  label,
  value,
  basis: { kind: "estimate", method: "Illustrative arithmetic for the test: 2 × 3 = 6." },
});

describe("numbersIn", () => {
  it("reads money, percentages, thousands and ranges as text shows them", () => {
    expect(numbersIn("$187.7B, 23% of 1,200 users in 2024–2030")).toEqual([
      "187.7",
      "23",
      "1200",
      "2024",
      "2030",
    ]);
  });

  it("normalises trailing zeros so two mentions of one figure match", () => {
    expect(numbersIn("$4.90T and 3.0× and 0.50")).toEqual(["4.9", "3", "0.5"]);
  });

  it("sees no number inside words such as B2B, Web3 or H2O", () => {
    expect(numbersIn("B2B and B2C on Web3, H2O")).toEqual([]);
  });

  it("keeps a number that starts a word, such as 3D", () => {
    expect(numbersIn("3D printing, 24/7 support")).toEqual(["3", "24", "7"]);
  });
});

describe("proseOf", () => {
  it("collects every string leaf except provenance and ids", () => {
    const result = {
      id: "idea-42",
      title: "One",
      nested: { list: ["Two", { deep: "Three" }], count: 4 },
      dataSource: "engine 2026.11.1",
      sources: [{ id: "x", publisher: "P", title: "T 2024", year: 2024 }],
      assumptions: [assumption("$5B")],
    };
    expect(proseOf(result)).toEqual(["One", "Two", "Three"]);
  });
});

describe("unexplainedNumbers", () => {
  it("is empty when every number in the prose is in an assumption's label, value or method", () => {
    const result = { text: "A $5B market growing 12% a year, 6 times our estimate." };
    const assumptions = [assumption("$5B"), assumption("12%", "Growth")];
    expect(unexplainedNumbers(result, assumptions)).toEqual([]);
  });

  it("names the numbers no assumption explains", () => {
    const result = { text: "A $5B market with 40 competitors and 7 segments." };
    expect(unexplainedNumbers(result, [assumption("$5B")])).toEqual(["40", "7"]);
  });

  it("accepts numbers the founder typed", () => {
    const result = { text: "Your 3D printing studio open 24/7." };
    expect(unexplainedNumbers(result, [], ["3D printing studio, 24/7"])).toEqual([]);
  });
});
