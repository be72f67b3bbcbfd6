import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BUSINESS_MODELS } from "./options";
import {
  BRIEF_MODELS,
  type BriefLines,
  briefModelOf,
  briefPatchSchema,
  briefSentence,
  engineModelOf,
  priceText,
  ventureBriefSchema,
} from "./venture-brief";

const read = { by: "reading" as const, words: [] };
const LINES: BriefLines = {
  offer: { value: { what: "Shoplifting alerts from CCTV", problem: "", industry: "Retail" }, read },
  buyer: {
    value: {
      kind: "organisations",
      who: "independent grocery stores",
      size: "1–3 locations",
      place: "the United States",
      scope: "United States",
      count: 41000,
      countSource: "U.S. Census Bureau, 2022",
    },
    read: { by: "founder" },
  },
  users: { value: { who: "store managers" }, read },
  price: { value: { amount: 249, currency: "USD", per: "store", period: "month" }, read },
  model: { value: { model: "b2b-saas", orientation: "B2B" }, read },
  competitors: { value: { names: [] }, read },
  founder: { value: { skills: "Python", money: null, hours: 30 }, read },
};

describe("the venture brief's schema", () => {
  it("takes a whole brief and refuses a line without its reading", () => {
    const brief = {
      text: "x",
      idea: "x",
      from: "founder",
      lines: LINES,
      revision: 1,
      changedAt: "t",
    };
    expect(ventureBriefSchema.safeParse(brief).success).toBe(true);
    const { read: _read, ...bare } = LINES.price;
    expect(
      ventureBriefSchema.safeParse({ ...brief, lines: { ...LINES, price: bare } }).success,
    ).toBe(false);
  });

  it("takes a correction of part of a line, and refuses empty or unknown ones", () => {
    expect(z.safeParse(briefPatchSchema, { buyer: { who: "florists" } }).success).toBe(true);
    expect(z.safeParse(briefPatchSchema, { text: "A rota app for pubs" }).success).toBe(true);
    for (const bad of [
      {},
      { buyer: {} },
      { buyer: { nope: 1 } },
      { price: { amount: -1 } },
      { price: { currency: "BTC" } },
      { model: { orientation: "B2G" } },
      { founder: { hours: 169 } },
      { text: "too short" },
    ]) {
      expect(z.safeParse(briefPatchSchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the brief in words", () => {
  it("says it as the founder reads it back", () => {
    expect(briefSentence(LINES)).toBe(
      "B2B, buyer = independent grocery stores, about 41,000 (U.S. Census Bureau, 2022) in the United States, $249 per store a month, subscription software (B2B SaaS)",
    );
    expect(priceText({ amount: 39, currency: "EUR", per: "", period: "month" })).toBe(
      "€39 a month",
    );
    expect(priceText({ amount: null, currency: "EUR", per: "", period: null })).toBeNull();
  });

  it("maps every engine model to a brief model and back where one exists", () => {
    for (const model of BUSINESS_MODELS) {
      expect(BRIEF_MODELS.map((entry) => entry.value)).toContain(briefModelOf(model));
    }
    expect(engineModelOf("b2b-saas")).toBe("SaaS");
    expect(engineModelOf("other")).toBeUndefined();
  });
});
