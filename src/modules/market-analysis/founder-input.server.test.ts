import { describe, expect, it } from "vitest";
import { parseSavedIdea, readMoney, readStage } from "./founder-input.server";

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
