import { describe, expect, it } from "vitest";
import { getIndustry } from "../knowledge";
import { placeCompetitor, splitCompetitors } from "./competitors";

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

describe("placeCompetitor", () => {
  const technology = getIndustry("Technology");

  it("knows a company the industry lists", () => {
    const placement = placeCompetitor("Salesforce", technology);
    expect(placement).toMatchObject({
      kind: "known",
      company: { industry: "Technology", archetype: { name: "Horizontal platforms" } },
    });
  });

  it("knows a company another industry lists, and parenthesised names", () => {
    expect(placeCompetitor("shein", technology)).toMatchObject({
      kind: "known",
      company: { industry: "Fashion" },
    });
    expect(placeCompetitor("Inditex", technology)).toMatchObject({ kind: "known" });
  });

  it("places a described competitor by the archetype's words", () => {
    expect(placeCompetitor("some vertical SaaS tool", technology)).toMatchObject({
      kind: "resembles",
      archetype: { name: "Vertical SaaS specialists" },
    });
  });

  it("says when it does not know", () => {
    expect(placeCompetitor("Zzyzx Corp", technology)).toEqual({ kind: "unknown" });
  });
});
