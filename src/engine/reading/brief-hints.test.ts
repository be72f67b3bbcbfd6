import { describe, expect, it } from "vitest";
import { correctBrief, readBrief } from "./brief";
import {
  amountsIn,
  type BriefHintsAnswer,
  briefHintsAnswerSchema,
  briefHintsPrompt,
  quotedFrom,
  verifyBriefHints,
} from "./brief-hints";

/**
 * Decision 042: a language model's reading of the brief is kept only where the founder's own
 * words bear it out, and only as hints the founder can still correct.
 */

const STRATA =
  "Self-managed strata schemes in NSW waste hours on levies and AGMs. Our app does the " +
  "paperwork for A$29 a month per scheme; owners with a dog can log pet approvals too.";

const STRATA_ANSWER: BriefHintsAnswer = {
  buyer: {
    who: "strata schemes",
    kind: "organisations",
    orientation: "B2B",
    country: "Australia",
    quote: "Self-managed strata schemes in NSW",
  },
  price: {
    amount: 29,
    currency: "AUD",
    per: "Scheme",
    period: "month",
    quote: "A$29 a month per scheme",
  },
  model: { model: "b2b-saas", quote: "Our app does the paperwork" },
};

describe("the model's quotes are checked against the founder's text", () => {
  it("finds a quote loosely: case, spaces, curly quotes and dashes aside", () => {
    const text = "Für Tischlereien – „digitales Aufmaß“ in   Bayern";
    expect(quotedFrom('für tischlereien - "digitales aufmaß" in bayern', text)).toBe(true);
    expect(quotedFrom("für Schreinereien", text)).toBe(false);
    expect(quotedFrom(".", text)).toBe(false);
  });

  it("reads an amount however the founder separated it", () => {
    expect(amountsIn("$1,200 once")).toContain(1200);
    expect(amountsIn("1.200 € par an")).toContain(1200);
    expect(amountsIn("49,90 € im Monat")).toContain(49.9);
    expect(amountsIn("R350 a month per taxi")).toContain(350);
    expect(amountsIn("$3k a year")).toContain(3000);
    expect(amountsIn("₹45 000 per device")).toContain(45000);
  });

  it("keeps the parts its quotes bear out, as a target market, a side, a model and a price", () => {
    const hints = verifyBriefHints(STRATA_ANSWER, STRATA);
    expect(hints).toEqual({
      who: "strata schemes",
      targetMarket: "strata schemes in Australia",
      orientation: "B2B",
      model: "SaaS",
      price: { amount: 29, currency: "AUD", per: "scheme", period: "month" },
      words: {
        buyer: ["Self-managed strata schemes in NSW"],
        price: ["A$29 a month per scheme"],
        model: ["Our app does the paperwork"],
      },
    });
  });

  it("drops a part quoted from words the founder never wrote, and a price its quote does not say", () => {
    const hints = verifyBriefHints(
      {
        buyer: { ...STRATA_ANSWER.buyer!, quote: "body corporates in Queensland" },
        price: { ...STRATA_ANSWER.price!, amount: 39 },
        model: { model: "marketplace", quote: "a marketplace for strata managers" },
      },
      STRATA,
    );
    expect(hints).toEqual({ words: { buyer: [], price: [], model: [] } });
  });

  it("sells to organisations as B2B, whatever side the model named; 'other' names no model", () => {
    const hints = verifyBriefHints(
      {
        ...STRATA_ANSWER,
        buyer: { ...STRATA_ANSWER.buyer!, orientation: "B2C" },
        model: { model: "other", quote: "Our app" },
      },
      STRATA,
    );
    expect(hints.orientation).toBe("B2B");
    expect(hints.model).toBeUndefined();
  });

  it("refuses an answer outside the schema: an unknown model, a currency the brief has no rate for", () => {
    const bad = (patch: Record<string, unknown>) =>
      briefHintsAnswerSchema.safeParse({ ...STRATA_ANSWER, ...patch }).success;
    expect(bad({})).toBe(true);
    expect(bad({ model: { model: "franchise", quote: "x" } })).toBe(false);
    expect(bad({ price: { ...STRATA_ANSWER.price, currency: "XYZ" } })).toBe(false);
    expect(bad({ price: { ...STRATA_ANSWER.price, amount: -5 } })).toBe(false);
  });
});

describe("the brief read with a model's hints", () => {
  it("takes the model's buyer where the words name none the knowledge base counts", () => {
    const words = readBrief({ text: STRATA, from: "founder" });
    const read = readBrief({
      text: STRATA,
      from: "founder",
      hints: verifyBriefHints(STRATA_ANSWER, STRATA),
    });
    // Without the model, "owners with a dog" made this a consumer app.
    expect(words.lines.model.value.orientation).toBe("B2C");
    expect(read.lines.buyer.value).toMatchObject({
      kind: "organisations",
      who: "strata schemes",
      place: "Australia",
      count: null,
    });
    expect(read.lines.model.value).toEqual({ model: "b2b-saas", orientation: "B2B" });
    expect(read.lines.price.value).toMatchObject({
      amount: 29,
      currency: "AUD",
      per: "scheme",
      period: "month",
    });
    expect(read.lines.buyer.read).toEqual({
      by: "reading",
      words: expect.arrayContaining(["Self-managed strata schemes in NSW"]),
    });
  });

  it("counts a buyer the knowledge base knows by the model's English name for it", () => {
    const text = "Un logiciel pour les cabinets dentaires à Lyon : 89 € par mois et par cabinet.";
    const read = readBrief({
      text,
      from: "founder",
      hints: verifyBriefHints(
        {
          buyer: {
            who: "dental practices",
            kind: "organisations",
            orientation: "B2B",
            country: "France",
            quote: "les cabinets dentaires à Lyon",
          },
          price: null,
          model: null,
        },
        text,
      ),
    });
    expect(read.lines.buyer.value.place).toBe("France");
    expect(read.lines.buyer.value.count).toBeGreaterThan(10_000);
    expect(read.lines.buyer.value.countSource).toBeTruthy();
  });

  it("never outranks the founder: a corrected line stays as stated when the idea is read again", () => {
    const read = readBrief({
      text: STRATA,
      from: "founder",
      hints: verifyBriefHints(STRATA_ANSWER, STRATA),
    });
    const corrected = correctBrief(read, { buyer: { who: "strata managing agents" } });
    const again = readBrief(
      { text: STRATA, from: "founder", hints: verifyBriefHints(STRATA_ANSWER, STRATA) },
      corrected,
    );
    expect(again.lines.buyer.value.who).toBe("strata managing agents");
  });
});

describe("the prompt", () => {
  it("carries the founder's text whole and the buyers the knowledge base counts", () => {
    const prompt = briefHintsPrompt({ text: STRATA });
    expect(prompt.founderInput).toContain(STRATA);
    expect(prompt.founderText).toEqual([STRATA]);
    const names = prompt.grounding[0]?.lines[0]?.text ?? "";
    expect(names).toContain("dental practices");
    expect(names.split("; ").length).toBeGreaterThan(100);
  });
});

describe("a buyer a model names is who pays, counted or asked, never one the idea mentions", () => {
  const WALLET =
    "A wallet that keeps every licence paper a cab driver needs, and reminds them before the " +
    "council's deadline. Software developers and accountants get read-only links. £4.99 a month.";
  const ANSWER: BriefHintsAnswer = {
    buyer: {
      who: "licensed taxi and private hire drivers",
      kind: "organisations",
      orientation: "B2B",
      country: "United Kingdom",
      quote: "every licence paper a cab driver needs",
    },
    price: null,
    model: null,
  };

  it("asks for the count of a buyer the knowledge base does not count", () => {
    const read = readBrief({
      text: WALLET,
      from: "founder",
      hints: verifyBriefHints(ANSWER, WALLET),
    });
    expect(read.lines.buyer.value).toMatchObject({
      who: "licensed taxi and private hire drivers",
      kind: "organisations",
      count: null,
    });
  });
});
