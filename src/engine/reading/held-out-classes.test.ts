import { describe, expect, it } from "vitest";
import { getIndustry } from "../knowledge";
import { groupPhrase, readBuyer } from "./buyer";
import { readFounder } from "./founder";
import { readBusinessModel } from "./model";

// Issue 23: classes of misreading found on ventures the reading was not tuned on, each tested
// here with phrasings of our own.

describe("an owner-run establishment or a self-employed trade is a business buyer", () => {
  it("reads a trade the knowledge base does not list as a business when a marker names it", () => {
    for (const [target, phrase] of [
      ["Self-employed piano tuners in Scotland", "self-employed piano tuners"],
      ["Family-run ski schools in Austria", "family-run ski schools"],
      ["Owner-operated tow-truck outfits in Texas", "owner-operated tow-truck outfits"],
      ["Freelance wedding videographers in Spain", "freelance wedding videographers"],
    ] as const) {
      const reading = readBuyer(target);
      expect(reading.orientation, target).toBe("b2b");
      expect(reading.establishment, target).toBe(phrase);
    }
  });

  it("reads the paying side as businesses even with consumers named beside them", () => {
    const reading = readFounder({
      idea: "A lead and calendar app for self-employed yoga teachers, whose pupils book classes in it; £19 a month per teacher",
      targetMarket: "Self-employed yoga teachers in the UK",
    });
    expect(reading.orientation).toBe("B2B");
    const estates = readFounder({
      idea: "Harvest logbooks for tea estates that visitors and pickers can read, $40 a month per estate",
      targetMarket: "Tea estates in Sri Lanka",
    });
    expect(estates.orientation).toBe("B2B");
  });

  it("keeps people the markers do not name as consumers", () => {
    expect(readBuyer("Families who go camping in France").orientation).not.toBe("b2b");
  });
});

describe("the model is what is sold, not stray words around it", () => {
  const food = getIndustry("Food & Beverage");
  const travel = getIndustry("Travel & Tourism");
  const health = getIndustry("Healthcare");
  const agriculture = getIndustry("Agriculture");
  const technology = getIndustry("Technology");

  it("reads software for a business's club or shipments as SaaS, not e-commerce", () => {
    const choice = readBusinessModel(
      "Software that runs a brewery's beer club: quarterly shipments, member billing and direct-to-consumer shipping labels, $99 a month per brewery",
      food,
      { orientation: "B2B" },
    );
    expect(choice.model.name).toBe("SaaS");
  });

  it("reads a scheduling tool that also matches cover staff as SaaS, not a marketplace", () => {
    const choice = readBusinessModel(
      "Shift scheduling for dental practices, matching temp hygienists to open shifts, £60 a month per practice",
      health,
      { orientation: "B2B" },
    );
    expect(choice.model.name).toBe("SaaS");
  });

  it("reads a booking engine or channel manager as SaaS with no 'software' word", () => {
    const choice = readBusinessModel(
      "A booking engine and channel manager for mountain huts, €35 a month per hut",
      travel,
      { orientation: "B2B" },
    );
    expect(choice.model.name).toBe("SaaS");
  });

  it("reads ear-tag readers as Hardware even beside audits", () => {
    const choice = readBusinessModel(
      "Ear-tag readers at the parlour door that log each sheep for the co-op's welfare audits",
      agriculture,
      { orientation: "B2B" },
    );
    expect(choice.model.name).toBe("Hardware");
  });

  it("reads a tech help service about phones as a service, not a mobile app", () => {
    const choice = readBusinessModel(
      "A phone and laptop tech help service for older neighbours, visits and calls, £10 a month",
      technology,
      { orientation: "B2C" },
    );
    expect(choice.model.name).not.toBe("Mobile App");
  });
});

describe("a narrower group is never widened to its parent", () => {
  it("never counts a narrower group of people as all households", () => {
    const reading = readFounder({
      idea: "Weekly meal deliveries for pensioners living alone, £30 a week per household",
      targetMarket: "Pensioners living alone in Wales",
    });
    expect(reading.orientation).toBe("B2C");
    expect(reading.buyer.unit?.id).not.toBe("us-households");
  });

  it("reads a sub-sector before farms as narrower than all farms", () => {
    for (const target of [
      "Organic vegetable farms in Ohio",
      "Arable farmers in Kent",
      "Specialist pig farms in Denmark",
    ]) {
      const reading = readBuyer(target);
      expect(reading.unit, target).toBeNull();
      expect(reading.orientation, target).toBe("b2b");
      expect(reading.narrowed?.id, target).toBe("farms");
    }
    expect(readBuyer("Small family farms in Ohio").unit?.id).toBe("farms");
    expect(readBuyer("Farmers across Canada").unit?.id).toBe("farms");
  });

  it("never lets the idea's own word for the parent unit stand in for the narrowed one", () => {
    const reading = readFounder({
      idea: "Water-trough sensors that text the farmer when a trough runs dry, $20 a month per farm",
      targetMarket: "Beef cattle farms in Nebraska",
    });
    expect(reading.buyer.unit?.id).not.toBe("farms");
  });

  it("names the group a target market names, before its place and qualifiers", () => {
    expect(groupPhrase("Widowers over 70 in Ireland")).toBe("widowers");
    expect(groupPhrase("Nursing students sitting the NCLEX")).toBe("nursing students");
    expect(groupPhrase("Amateur beekeepers with fewer than ten hives")).toBe("amateur beekeepers");
    expect(groupPhrase("People who like hiking")).toBeNull();
  });
});

describe("who pays decides, wherever the words around them point", () => {
  it("reads an app paid for by a self-employed trade as software sold to a business", () => {
    const reading = readFounder({
      idea: "Lesson-booking app that pupils use to book, paid by the coach at £15 a month",
      targetMarket: "Self-employed tennis coaches in Ireland",
    });
    expect(reading.orientation).toBe("B2B");
    expect(reading.model.model.name).toBe("SaaS");
  });

  it("reads commercial growers as businesses and never counts an establishment as all farms", () => {
    expect(readBuyer("Commercial mushroom growers in Poland").orientation).toBe("b2b");
    const orchards = readFounder({
      idea: "Frost alerts for growers, €20 a month per orchard",
      targetMarket: "Organic orchards in Austria",
    });
    expect(orchards.orientation).toBe("B2B");
    expect(orchards.buyer.unit?.id).not.toBe("farms");
  });

  it("reads an ordering system sold to a trade as SaaS and a service about phones as no app", () => {
    expect(
      readFounder({
        idea: "An ordering system for market stalls, $25 a month per stall",
        targetMarket: "Owner-run market stalls in Ohio",
      }).model.model.name,
    ).toBe("SaaS");
    expect(
      readFounder({
        idea: "A weekly phone call and shopping service for housebound people, €20 a month",
        targetMarket: "Housebound widows in Belgium",
      }).model.model.name,
    ).not.toBe("Mobile App");
  });
});
