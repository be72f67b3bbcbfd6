import { describe, expect, it } from "vitest";
import { splitCompetitors } from "./competitors";

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
