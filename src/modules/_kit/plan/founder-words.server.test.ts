import { describe, expect, it } from "vitest";
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
      "I taught maths at a sixth-form college for 6 years and my partner is a data engineer.",
      "My co-founder is a backend developer at a bank.",
      "My dad has run a bakery in Lyon for 30 years.",
      "Je suis infirmière libérale à Rennes depuis 12 ans.",
      "Wir sind zwei Tischler aus Köln.",
      "Vi er to elektrikere fra Aarhus.",
    ])
      expect(isFounderSentence(sentence), sentence).toBe(true);
    for (const sentence of [
      "Nurses swap shifts by text today and managers rebuild the rota by hand.",
      "I'm tired of chasing invoices, say the plumbers we spoke to.",
      "Parents of picky eaters throw away half of what they cook.",
      "Owners lose a day a week to paperwork.",
      "We noticed that bakeries throw away a fifth of their bread.",
      "My clients are small bakeries in Lyon.",
    ])
      expect(isFounderSentence(sentence), sentence).toBe(false);
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
