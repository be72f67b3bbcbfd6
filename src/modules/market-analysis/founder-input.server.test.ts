import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";
import {
  parseSavedIdea,
  quoteText,
  readMoney,
  readStage,
  splitCompetitors,
} from "./founder-input.server";

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

describe("splitCompetitors", () => {
  it("splits on commas, newlines, semicolons and 'and'", () => {
    expect(splitCompetitors("Notion, Asana and Monday.com\nTrello; ClickUp & Jira")).toEqual([
      "Notion",
      "Asana",
      "Monday.com",
      "Trello",
      "ClickUp",
      "Jira",
    ]);
  });

  it("strips bullets and quotes, drops repeats and empty parts", () => {
    expect(splitCompetitors("- Starbucks\n• starbucks\n1. Blue Bottle\n\n, ,\n“Peet's”")).toEqual([
      "Starbucks",
      "Blue Bottle",
      "Peet's",
    ]);
  });

  it("keeps a number with a thousands comma whole and keeps names like 3M", () => {
    expect(splitCompetitors("3M, a chain with 1,200 stores")).toEqual([
      "3M",
      "a chain with 1,200 stores",
    ]);
  });

  it("returns nothing for empty text", () => {
    expect(splitCompetitors("")).toEqual([]);
    expect(splitCompetitors(" \n , ; ")).toEqual([]);
  });
});

describe("parseSavedIdea", () => {
  const idea = {
    title: "Meal kits for night-shift nurses",
    description: "Weekly kits",
    category: "Food & Beverage",
    marketSize: "$2B",
    targetMarket: "nurses",
  };

  it("reads a saved idea", () => {
    expect(parseSavedIdea(JSON.stringify(idea))).toEqual(idea);
  });

  it("fills missing optional fields and ignores unknown ones", () => {
    expect(parseSavedIdea(JSON.stringify({ title: "Only a title", score: 9 }))).toEqual({
      title: "Only a title",
      description: "",
      category: "",
      marketSize: "",
      targetMarket: "",
    });
  });

  it("takes the first idea of a list", () => {
    expect(parseSavedIdea(JSON.stringify([idea, { title: "other" }]))?.title).toBe(idea.title);
  });

  it.each([
    "",
    "   ",
    "not json",
    "{bad json",
    "42",
    "null",
    '"a string"',
    "[]",
    "{}",
    JSON.stringify({ title: "   " }),
    JSON.stringify({ title: 42 }),
    JSON.stringify({ description: "no title" }),
  ])("ignores %j", (previousData) => {
    expect(parseSavedIdea(previousData)).toBeNull();
  });
});

describe("readStage", () => {
  it.each([
    ["idea-validation", "validation"],
    ["", "validation"],
    ["something else", "validation"],
    ["MVP", "building"],
    ["building a prototype", "building"],
    ["launched with 2,000 players", "launched"],
    ["first paying customers", "launched"],
    ["scaling to new cities", "scaling"],
  ])("reads %j as %s", (text, stage) => {
    expect(readStage(text)).toBe(stage);
  });
});

describe("readMoney", () => {
  it.each([
    ["$5B", 5e9],
    ["about $2 million locally", 2e6],
    ["USD 2.5 million", 2.5e6],
    ["$40,000", 40_000],
    ["3 billion dollars", 3e9],
    ["$1.2T market", 1.2e12],
  ])("reads %j", (text, value) => {
    expect(readMoney(text)).toBe(value);
  });

  it.each(["5 million users", "big", "", "2024"])("finds no dollars in %j", (text) => {
    expect(readMoney(text)).toBeNull();
  });
});
