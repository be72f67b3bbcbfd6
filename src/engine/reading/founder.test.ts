import { describe, expect, it } from "vitest";
import { getIndustry } from "../knowledge";
import { classifyIdea } from "./classify";
import { readFounder } from "./founder";

describe("readFounder: one reading of the founder (issue 22)", () => {
  it("reads an idea alone as classifyIdea does", () => {
    for (const idea of [
      "a scheduling SaaS for dental clinics",
      "meal-kit subscription for busy parents",
      "a marketplace connecting dog owners with local dog walkers",
      "A premium strategy game",
    ]) {
      const reading = readFounder({ idea });
      const own = classifyIdea(idea);
      expect(reading.industry.name).toBe(own.industry.name);
      expect(reading.model.model.name).toBe(own.model.name);
      expect(reading.orientation).toBe(own.orientation);
    }
  });

  it("reads the industry the buyer's trade is in over incidental words (issue 23)", () => {
    // Deliveries and tracking are freight words; the buyers are pubs, a food-and-drink trade.
    const pubs = readFounder({
      idea: "Keg and stock tracking software for independent pubs; deliveries checked on arrival",
    });
    expect(pubs.industry.name).toBe("Food & Beverage");
    expect(pubs.signals.industry.join(" ")).toMatch(/pubs/u);
    const dentists = readFounder({
      idea: "A supplies tracker that schedules deliveries",
      targetMarket: "Dental practices with two or three chairs",
    });
    expect(dentists.industry.name).toBe("Healthcare");
    // A stated industry still wins.
    expect(
      readFounder({ idea: "Keg tracking for pubs", industry: "Technology" }).industry.name,
    ).toBe("Technology");
  });

  it("takes the founder's stated industry, business type and scope over inference", () => {
    const reading = readFounder({
      idea: "A freight-matching app for small trucking companies",
      industry: "Technology",
      businessType: "digital",
      geography: "Europe",
    });
    expect(classifyIdea("A freight-matching app for small trucking companies").industry.name).toBe(
      "Transportation",
    );
    expect(reading.industry.name).toBe("Technology");
    expect(reading.basis.industry).toBe("founder");
    expect(reading.geography.scope).toBe("Europe");
    expect(reading.basis.geography).toBe("founder");
  });

  it("keeps an earlier analysis' industry a hint the idea's words can overrule", () => {
    const reading = readFounder({
      idea: "a scheduling SaaS for dental clinics",
      knownIndustry: getIndustry("Finance"),
    });
    expect(reading.industry.name).toBe("Healthcare");
  });

  it("reads the buyer unit, its count and its side from the target market", () => {
    const reading = readFounder({
      idea: "Bookkeeping software for vet clinics",
      targetMarket: "Practice managers at independent vet clinics",
    });
    expect(reading.orientation).toBe("B2B");
    expect(reading.buyer.unit?.kind).toBe("organisation");
    expect(reading.buyer.count).toBeGreaterThan(1000);
    expect(reading.buyer.countScope).toBe("United States");
    expect(reading.buyer.basis).toBe("target-market");
  });

  it("places the founder from their words when no scope is stated", () => {
    expect(readFounder({ idea: "An order planner for UK florists" }).geography.scope).toBe(
      "Europe",
    );
    expect(readFounder({ idea: "Dog walking in Toronto" }).geography.scope).toBe("North America");
    expect(readFounder({ idea: "a tool for us to plan meals" }).geography.scope).toBe(
      "United States",
    );
    expect(readFounder({ idea: "a tool for us to plan meals" }).basis.geography).toBe(
      "knowledge-base",
    );
  });

  it("types the competitors and reads the product's name", () => {
    const reading = readFounder({
      idea: "PawLedger: bookkeeping software for vet clinics",
      industry: "Technology",
      competitors: "Salesforce, Zzyzx Corp",
    });
    expect(reading.productName).toBe("PawLedger");
    expect(reading.competitors.map((competitor) => competitor.placement.kind)).toEqual([
      "known",
      "unknown",
    ]);
  });
});

describe("readFounder: the stated price (issue 23)", () => {
  it("reads the price from the founder's words, their brief's statement first", () => {
    const idea = "Stock alerts for independent pharmacies in Ireland, €45 a month per pharmacy";
    expect(readFounder({ idea }).statedPrice).toMatchObject({
      amount: 45,
      currency: "EUR",
      per: "pharmacy",
      period: "month",
    });
    const stated = { amount: 60, currency: "EUR", per: "pharmacy", period: "month" as const };
    expect(
      readFounder({ idea, stated: { price: { ...stated, words: "€60 per pharmacy a month" } } })
        .statedPrice,
    ).toMatchObject({ amount: 60 });
    expect(
      readFounder({ idea: "Stock alerts that save pharmacies €4,000 a year" }).statedPrice,
    ).toBeNull();
  });
});

describe("readFounder: the model a stated price implies when the words name none (issue 23)", () => {
  it("reads a monthly price per business as SaaS and per person as a subscription", () => {
    const ski = readFounder({
      idea: "Planning des moniteurs et réservation des cours pour les écoles de ski, 2 400 € par école et par saison",
      targetMarket: "Écoles de ski in the French Alps",
      industry: "Sports & Fitness",
      businessType: "digital",
    });
    expect(ski.model.model.name).toBe("SaaS");
    const riders = readFounder({
      idea: "Accident and income-loss cover for delivery riders, ₹99 per month paid by the rider",
      targetMarket: "Gig and platform workers in India",
      industry: "Finance",
      businessType: "digital",
    });
    expect(riders.model.model.name).toBe("Subscription");
  });

  it("keeps the industry's usual model when it already charges that way", () => {
    const filing = readFounder({
      idea: "Monthly GST return filing done for small shops and traders, ₹999 a month",
      targetMarket: "Small shopkeepers and traders registered for GST in India",
      industry: "Professional Services",
      businessType: "digital",
    });
    expect(filing.model.model.name).toBe("Professional Services");
  });
});

describe("readFounder: the founder's place decides what a bare dollar is (issue 23)", () => {
  it("reads a province or a state as its country, and '$' there as its dollar", () => {
    const maple = readFounder({
      idea: "Sap-flow sensors for maple sugarbushes, $30/month for a 10-sensor kit",
      targetMarket: "Maple syrup producers in Quebec, Ontario and New Brunswick",
      geography: "Specific Country/Region",
    });
    expect(maple.place.country?.id).toBe("ca");
    expect(maple.statedPrice).toMatchObject({ amount: 30, currency: "CAD" });
    const surf = readFounder({
      idea: "Surf forecasts for your local break, $9.99 a month",
      targetMarket: "Surfers in Queensland and New South Wales",
    });
    expect(surf.place.country?.id).toBe("au");
    expect(surf.statedPrice?.currency).toBe("AUD");
    const us = readFounder({ idea: "Surf forecasts for your local break, $9.99 a month" });
    expect(us.statedPrice?.currency).toBe("USD");
  });
});
