import { describe, expect, it } from "vitest";
import { getBusinessModel, getIndustry } from "../../engine/knowledge";
import { MARKET_INDUSTRIES } from "../../shared/options";
import { choosePrice, headStem, matchSegments } from "./classify.server";

describe("matchSegments", () => {
  const technology = getIndustry("Technology");
  const saas = getBusinessModel("SaaS");

  it("matches a segment by its words", () => {
    const match = matchSegments("small cafés in Berlin", technology, saas);
    expect(match.matchedBy).toBe("words");
    expect(match.segments.map((segment) => segment.name)).toEqual(["Small and medium businesses"]);
    expect(match.orientation).toBe("b2b");
  });

  it("falls back to B2B/B2C cue words", () => {
    const match = matchSegments("busy parents", getIndustry("Finance"), saas);
    expect(match.matchedBy).toBe("cues");
    expect(match.orientation).toBe("b2c");
  });

  it("reads the head noun first: hospital nurses are people, pet stores are businesses", () => {
    const ecommerce = getIndustry("E-commerce");
    const subscription = getBusinessModel("Subscription");
    expect(
      matchSegments("Hospital nurses in large US cities", ecommerce, subscription),
    ).toMatchObject({ matchedBy: "cues", orientation: "b2c" });
    expect(matchSegments("Studio owners and their instructors", technology, saas).orientation).toBe(
      "b2b",
    );
    expect(headStem("Hospital nurses in large US cities")).toBe("nurse");
    expect(headStem("pet stores, mostly independent")).toBe("store");
    expect(headStem("busy parents who cook")).toBe("parent");
    expect(headStem("in the US")).toBeUndefined();
  });

  it("falls back to the model's orientation when the words say nothing", () => {
    const match = matchSegments("xyz", technology, getBusinessModel("Mobile App"));
    expect(match).toMatchObject({ matchedBy: "default", orientation: "b2c" });
  });

  it("returns one or two segments of one orientation", () => {
    for (const industry of MARKET_INDUSTRIES) {
      const entry = getIndustry(industry);
      for (const target of ["small business owners", "parents and students", "", "players"]) {
        const match = matchSegments(target, entry, saas);
        expect(match.segments.length).toBeGreaterThanOrEqual(1);
        expect(match.segments.length).toBeLessThanOrEqual(2);
        for (const segment of match.segments) expect(segment.orientation).toBe(match.orientation);
      }
    }
  });
});

describe("choosePrice", () => {
  it("takes only dollar prices per customer", () => {
    for (const industry of MARKET_INDUSTRIES) {
      const entry = getIndustry(industry);
      for (const model of entry.typicalBusinessModels) {
        const { range } = choosePrice("", entry, getBusinessModel(model), "b2c");
        expect(range.unit).toBe("USD");
        expect(range.high).toBeGreaterThan(0);
        expect(range.per).not.toMatch(/watt|kwh|acre|mile|impression|parcel/i);
      }
    }
  });

  it("prefers the range the founder's words name", () => {
    const choice = choosePrice(
      "virtual visits for patients",
      getIndustry("Healthcare"),
      getBusinessModel("SaaS"),
      "b2c",
    );
    expect(choice.range.label).toBe("Cash-pay virtual visit");
    expect(choice.owner).toBe("Healthcare");
  });

  it("prefers a price per business for business buyers", () => {
    const choice = choosePrice("", getIndustry("Finance"), getBusinessModel("Marketplace"), "b2b");
    expect(choice.range.per).toBe("seller");
  });
});
