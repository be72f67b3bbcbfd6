import { describe, expect, it } from "vitest";
import { moneyIn, priceUnit, readPrice } from "../../../engine/reading/price";
import { isFounderSentence, readFounderSkills, readFounderWords } from "./founder-words.server";

describe("the founder's words: the customer's problem, never the founder's bio", () => {
  it("keeps the bio and the price out of the problem", () => {
    const words = readFounderWords(
      "ShelfWatch: a subscription computer-vision service that flags shoplifting on an independent grocer's existing CCTV, $249 a month per store. Founder: ex-retail loss-prevention manager, knows Python, little money.",
    );
    expect(words.problem).toEqual([]);
    expect(words.bio).toEqual([
      "Founder: ex-retail loss-prevention manager, knows Python, little money.",
    ]);
    expect(words.price?.words).toBe("$249 a month per store");
  });

  it("keeps the customer's problem, and splits a bio said after it", () => {
    const words = readFounderWords(
      "Cellarmate: keg tracking for pubs. Landlords count kegs on paper every Sunday and still run dry on Friday. I'm a former pub landlord who builds websites with Django.",
    );
    expect(words.problem).toEqual([
      "Landlords count kegs on paper every Sunday and still run dry on Friday.",
    ]);
    expect(words.bio).toEqual(["I'm a former pub landlord who builds websites with Django."]);
    const clauses = readFounderWords(
      "TradieBooks: bookkeeping for tradies. Tradies lose receipts in the van. We are two ex-accountants; one codes in React.",
    );
    expect(clauses.problem).toEqual(["Tradies lose receipts in the van."]);
    expect(clauses.bio).toEqual(["We are two ex-accountants;", "one codes in React."]);
  });

  it("reads a labelled bio, a first-person background and the founder's means as the founder's", () => {
    for (const sentence of [
      "Founder: ex-nurse with 10 years on ICU wards.",
      "Co-founders: a data scientist and a former teacher.",
      "About me: I ran a bakery for six years.",
      "Background - retail buyer, then e-commerce manager.",
      "I have 12 years of experience in freight brokerage.",
      "We worked at Deliveroo for five years.",
      "Budget: little money, evenings only.",
      "Ex-retail manager, knows SQL.",
    ])
      expect(isFounderSentence(sentence), sentence).toBe(true);
    for (const sentence of [
      "Nurses swap shifts by text today and managers rebuild the rota by hand.",
      "I'm tired of chasing invoices, say the plumbers we spoke to.",
      "Parents of picky eaters throw away half of what they cook.",
      "Owners lose a day a week to paperwork.",
    ])
      expect(isFounderSentence(sentence), sentence).toBe(false);
  });
});

describe("the price as the founder states it", () => {
  it("reads the amount, currency, period and unit in the founder's order", () => {
    expect(readPrice("$249 a month per store")).toMatchObject({
      amount: 249,
      currency: "USD",
      period: "month",
      per: "store",
    });
    expect(readPrice("only £30 per seat a month")).toMatchObject({
      amount: 30,
      currency: "GBP",
      period: "month",
      per: "seat",
    });
    expect(readPrice("€12/month")).toMatchObject({ currency: "EUR", period: "month" });
    expect(readPrice("$1.5k per site per year")).toMatchObject({
      amount: 1500,
      period: "year",
      per: "site",
    });
    expect(readPrice("at $249/store/mo")).toMatchObject({
      amount: 249,
      period: "month",
      per: "store",
    });
    expect(readPrice("A$1,800 a year per business")).toMatchObject({
      amount: 1800,
      currency: "AUD",
      period: "year",
      per: "business",
    });
    expect(readPrice("499 USD annually")).toMatchObject({ amount: 499, period: "year" });
    expect(readPrice("₹999 per student a month")).toMatchObject({ currency: "INR" });
    expect(readPrice("$15 per box")).toMatchObject({ period: null, per: "box" });
  });

  it("never takes a bare amount, a raise or a saving for a price", () => {
    expect(readPrice("we raised $20,000 from friends")).toBeNull();
    expect(readPrice("saves $2M in losses")).toBeNull();
    expect(readPrice("a $5,000 budget")).toBeNull();
  });

  it("shows a price in its currency and unit", () => {
    expect(moneyIn(249, "USD")).toBe("$249");
    expect(moneyIn(39, "GBP")).toBe("£39");
    expect(moneyIn(4.5, "EUR")).toBe("€4.50");
    expect(moneyIn(1800, "AUD")).toBe("A$1,800");
    expect(priceUnit({ per: "store", period: "month" })).toBe(" per store a month");
    expect(priceUnit({ per: "", period: "month" })).toBe(" per customer a month");
    expect(priceUnit({ per: "box", period: null })).toBe(" per box");
  });
});

describe("the founder's skills, one reader for every plan", () => {
  it("reads a programming language or framework as writing code", () => {
    for (const text of [
      "ex-retail loss-prevention manager, knows Python",
      "one codes in React",
      "builds websites with Django",
      "some SQL and pandas",
      "C# and .NET at a bank",
    ]) {
      const skills = readFounderSkills([text]);
      expect(skills.codes, text).toBe(true);
      expect(skills.areas.engineering, text).toBeDefined();
    }
    expect(readFounderSkills(["knows Python"]).coding).toBe("some-code");
    expect(readFounderSkills(["senior software engineer, TypeScript"]).coding).toBe("developer");
    expect(readFounderSkills(["data scientist, 8 years"]).codes).toBe(true);
  });

  it("reads no-code, not technical and the other areas", () => {
    expect(readFounderSkills(["I build in Bubble and Airtable"])).toMatchObject({
      coding: "no-code",
      codes: false,
    });
    const dietitian = readFounderSkills([
      "registered dietitian, non-technical, strong on social media",
    ]);
    expect(dietitian).toMatchObject({ coding: "none", codes: false });
    expect(dietitian.areas.engineering).toBeUndefined();
    expect(dietitian.areas.marketing).toBe("social media");
    expect(readFounderSkills(["ten years in B2B sales"]).areas.sales).toBe("sales");
    expect(readFounderSkills(["UX designer"]).areas.design).toBeDefined();
    expect(readFounderSkills(["machine learning researcher"]).areas.data).toBeDefined();
    expect(readFounderSkills(["I don't code; I sell"]).codes).toBe(false);
    expect(readFounderSkills([""]).coding).toBeUndefined();
  });
});
