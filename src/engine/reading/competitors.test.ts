import { describe, expect, it } from "vitest";
import { getBuyerUnit, getIndustry } from "../knowledge";
import { alternativesFor, placeCompetitor, splitCompetitors } from "./competitors";

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

describe("alternativesFor: what a buyer might use instead (stop 35)", () => {
  const names = (industry: Parameters<typeof getIndustry>[0], unit: string, b2b = true) =>
    alternativesFor(getIndustry(industry), getBuyerUnit(unit), b2b).map((a) => a.name);

  it("never offers a business buyer the industry's consumer players", () => {
    // A keg sensor for pubs: McDonald's and PepsiCo are not what a pub uses instead; the
    // systems sold to restaurants and bars are.
    expect(names("Food & Beverage", "restaurants")).toEqual(["Hospitality software and systems"]);
    expect(names("Retail", "retail-stores")).toEqual(["Retail point-of-sale and stock software"]);
    expect(names("Sports & Fitness", "fitness-centers")).toEqual([
      "Booking and membership software",
    ]);
    // A vendor named after its buyers ("hotel software") would read as the buyers themselves.
    expect(names("Travel & Tourism", "hotels")[0]).toBe("Property-management and channel software");
  });

  it("offers the vendors that sell to organisations, those naming the buyer first", () => {
    expect(names("Healthcare", "dental-practices")).toEqual(["Health IT and EHR vendors"]);
    // Care "paid by cash or employers" is not sold to a vet practice because it employs staff.
    expect(names("Healthcare", "veterinary-practices")).toEqual(["Health IT and EHR vendors"]);
    // "Farm-management" software does not name farms: it sells to them.
    expect(names("Agriculture", "farms")).toContain("Agtech software and data");
    expect(names("Education", "k12-schools")[0]).toBe("K-12 platforms");
  });

  it("never lists the buyers themselves, and gives people every archetype", () => {
    expect(names("Healthcare", "community-hospitals")).not.toContain(
      "Integrated payers and health systems",
    );
    expect(names("Food & Beverage", "restaurants", false)).toHaveLength(
      getIndustry("Food & Beverage").competitorArchetypes.length,
    );
  });
});
