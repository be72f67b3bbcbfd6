import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";
import { quoteText } from "./quote";

describe("quoteText", () => {
  it("keeps short text whole, with whitespace collapsed", () => {
    expect(quoteText("  24/7   3D\nprinting  ", 60)).toBe("24/7 3D printing");
  });

  it("cuts long text after a whole word and marks the cut", () => {
    const quote = quoteText(
      "A marketplace for renting camera gear between photographers in Lisbon",
      40,
    );
    expect(quote).toBe("A marketplace for renting camera gear…");
    expect(Array.from(quote).length).toBeLessThanOrEqual(41);
  });

  it("never shows part of a number when a single long word is cut", () => {
    const quote = quoteText(`${"x".repeat(20)}-123456789`, 25);
    expect(quote.endsWith("…")).toBe(true);
    for (const number of numbersIn(quote)) expect(numbersIn("-123456789")).toContain(number);
  });

  it("removes template markers and serialisation words", () => {
    const text = ["my {{title}} app $", "{x} is undefined NaN <% ok %> [object Object]"].join("");
    const quote = quoteText(text, 100);
    expect(BROKEN_TEXT_PATTERN.test(quote)).toBe(false);
    expect(quote).toContain("my");
    expect(quote).toContain("app");
  });

  it("drops a number that only cleaning created", () => {
    // "34" is glued to "N" in the founder's text, so it is not a number there.
    const quote = quoteText("12NaN34 widgets", 60);
    expect(numbersIn(quote)).toEqual(["12"]);
  });

  it("does not split a surrogate pair when cutting", () => {
    const quote = quoteText(`${"🚀".repeat(30)}`, 10);
    expect(quote).toBe(`${"🚀".repeat(10)}…`);
  });
});
