import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { isIsoDate, optionalIsoDate, optionalNumber } from "./fields";

const message = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe("the form fields the planning modules share", () => {
  const runway = optionalNumber("Runway (months)", { max: 120, whole: true });
  const budget = optionalNumber("Budget", { min: 1, max: 10_000_000, unit: "US dollars" });

  it("reads an empty field as absent and numeric text as a number", () => {
    expect(z.parse(runway, "")).toBeUndefined();
    expect(z.parse(runway, null)).toBeUndefined();
    expect(z.parse(runway, " 12 ")).toBe(12);
  });

  it("refuses with a sentence naming the field", () => {
    expect(message(runway, -1)).toBe("Runway (months) cannot be negative.");
    expect(message(runway, 2.5)).toBe("Runway (months) must be a whole number.");
    expect(message(runway, 121)).toBe("Runway (months) can be at most 120.");
    expect(message(budget, 0)).toBe("Budget must be at least 1.");
    expect(message(budget, 2e7)).toBe("Budget can be at most 10,000,000 US dollars.");
    expect(message(budget, "lots")).toBe("Budget must be a number of US dollars.");
    expect(message(optionalNumber("Churn", { max: 100, unit: "percent" }), 120)).toBe(
      "Churn is a percentage: at most 100.",
    );
  });

  it("takes only real calendar days written YYYY-MM-DD", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    const date = optionalIsoDate("Launch date");
    expect(z.parse(date, " 2026-03-02 ")).toBe("2026-03-02");
    expect(z.parse(date, "")).toBeUndefined();
    expect(message(date, "2026-02-30")).toBe(
      "Launch date must be a real date written YYYY-MM-DD, e.g. 2026-03-02.",
    );
    expect(message(date, 20260302)).toBe("Launch date must be a date written YYYY-MM-DD.");
  });
});
