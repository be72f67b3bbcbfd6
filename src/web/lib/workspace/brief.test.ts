import { describe, expect, it } from "vitest";
import type { BriefLines } from "../../../shared/venture-brief";
import { briefPatchOf, fieldValues, lineText, readText, unsureOf } from "./brief";

const read = { by: "reading" as const, words: ["$249 per store a month"] };
const LINES: BriefLines = {
  offer: { value: { what: "Shoplifting alerts from CCTV", problem: "", industry: null }, read },
  buyer: {
    value: {
      kind: "organisations",
      who: "independent grocery stores",
      size: "",
      place: "the United States",
      scope: "United States",
      count: 41000,
      countSource: "U.S. Census Bureau, 2022",
    },
    read,
  },
  users: { value: { who: "store managers" }, read },
  price: { value: { amount: 249, currency: "USD", per: "store", period: "month" }, read },
  model: { value: { model: "b2b-saas", orientation: "B2B" }, read: { by: "founder" } },
  competitors: { value: { names: [{ name: "Veesion", type: "" }] }, read },
  founder: { value: { skills: "Python", money: null, hours: 30 }, read },
};

describe("the brief on the dashboard", () => {
  it("shows each line in words and how it was read", () => {
    expect(lineText(LINES, "price")).toBe("$249 per store a month");
    expect(lineText(LINES, "buyer")).toBe(
      "independent grocery stores (organisations) in the United States: about 41,000 (U.S. Census Bureau, 2022)",
    );
    expect(lineText(LINES, "model")).toBe("B2B, subscription software (B2B SaaS)");
    expect(readText(LINES, "model")).toBe("Stated by you");
    expect(readText(LINES, "price")).toBe("From your words: “$249 per store a month”");
  });

  it("says which read lines are the knowledge base's guess, never a line the founder stated", () => {
    const guessed: BriefLines = {
      ...LINES,
      buyer: { ...LINES.buyer, read: { ...read, unsure: "Nothing in your words said who pays." } },
    };
    expect(unsureOf(guessed, "buyer")).toBe("Nothing in your words said who pays.");
    expect(unsureOf(guessed, "price")).toBeUndefined();
    expect(unsureOf(guessed, "model")).toBeUndefined();
  });

  it("sends only the fields the founder changed, numbers read", () => {
    const values = { ...fieldValues(LINES, "buyer"), who: "corner shops" };
    expect(briefPatchOf("buyer", values, LINES)).toEqual({
      patch: { buyer: { who: "corner shops" } },
    });
    const price = { ...fieldValues(LINES, "price"), amount: "1,200" };
    expect(briefPatchOf("price", price, LINES)).toEqual({ patch: { price: { amount: 1200 } } });
    expect(briefPatchOf("price", { ...price, amount: "lots" }, LINES)).toEqual({
      problem: "Price (leave empty if not decided): enter a number, or leave it empty.",
    });
    expect(briefPatchOf("buyer", { ...values, who: " " }, LINES)).toEqual({
      problem: "Who pays cannot be empty.",
    });
    const competitors = { names: "Veesion, Everseen" };
    expect(briefPatchOf("competitors", competitors, LINES)).toEqual({
      patch: {
        competitors: {
          names: [
            { name: "Veesion", type: "" },
            { name: "Everseen", type: "" },
          ],
        },
      },
    });
  });
});
