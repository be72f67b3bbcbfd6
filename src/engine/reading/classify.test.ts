import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_INDUSTRIES, BUSINESS_MODELS } from "../../shared/options";
import { getIndustry, KNOWLEDGE_BASE } from "../knowledge";
import { classifyIdea } from "./classify";

describe("classifyIdea: realistic ideas", () => {
  it.each([
    ["a scheduling SaaS for dental clinics", "Healthcare", "B2B", "SaaS", "dental clinics"],
    [
      "meal-kit subscription for busy parents",
      "Food & Beverage",
      "B2C",
      "Subscription",
      "busy parents",
    ],
    ["an online store selling sustainable sneakers", "Fashion", "B2C", "E-commerce", undefined],
    ["bookkeeping software for freelancers", "Finance", "B2B", "SaaS", "freelancers"],
    ["a multiplayer mobile game for casual gamers", "Gaming", "B2C", "Mobile App", "casual gamers"],
    [
      "bookkeeping and tax preparation firm for small businesses",
      "Professional Services",
      "B2B",
      "Professional Services",
      "small businesses",
    ],
    [
      "a coffee shop with a coworking space downtown",
      "Food & Beverage",
      "B2C",
      "Restaurant/Food Service",
      undefined,
    ],
    ["solar panel installation for homeowners", "Energy", "B2C", "Local Services", "homeowners"],
    [
      "a freight-matching platform for trucking companies",
      "Transportation",
      "B2B",
      "Marketplace",
      "trucking companies",
    ],
    [
      "property management software for small landlords",
      "Real Estate",
      "B2B",
      "SaaS",
      "small landlords",
    ],
    ["a cybersecurity monitoring tool for IT teams", "Technology", "B2B", "SaaS", "IT teams"],
    [
      "an app that helps travelers plan itineraries",
      "Travel & Tourism",
      "B2C",
      "Mobile App",
      "travelers",
    ],
    [
      "home bakery selling custom cakes at farmers markets",
      "Food & Beverage",
      "B2C",
      "Home-Based Business",
      undefined,
    ],
    [
      "management consulting for family-owned manufacturers",
      "Consulting",
      "B2B",
      "Consulting",
      "family-owned manufacturers",
    ],
    [
      "a marketplace connecting dog owners with local dog walkers",
      "Other",
      "B2C",
      "Marketplace",
      "dog owners",
    ],
    [
      "a wearable device that tracks posture for office workers",
      "Sports & Fitness",
      "B2C",
      "Hardware",
      "office workers",
    ],
    ["AI chatbot for small law firms", "Professional Services", "B2B", "SaaS", "small law firms"],
    [
      "a booking app for independent yoga studios that handles waitlists and class packs",
      "Sports & Fitness",
      "B2B",
      // An app a studio buys for its front desk is software sold to it (issue 23).
      "SaaS",
      "independent yoga studios",
    ],
    ["a booking site for hostels in Lisbon", "Travel & Tourism", "B2B", "Marketplace", "hostels"],
    ["an app for restaurants to manage waitlists", "Food & Beverage", "B2B", "SaaS", "restaurants"],
  ])("%s → %s, %s, %s", (idea, industry, orientation, model, customers) => {
    const result = classifyIdea(idea);
    expect(result.industry.name).toBe(industry);
    expect(result.orientation).toBe(orientation);
    expect(result.model.name).toBe(model);
    expect(result.customers).toBe(customers);
  });

  it("returns the founder's own words as signals, in text order", () => {
    expect(classifyIdea("A scheduling SaaS for Dental Clinics").signals).toEqual([
      "scheduling",
      "saas",
      "dental",
      "clinics",
    ]);
    expect(classifyIdea("Meal-kit subscription for busy parents").signals).toEqual([
      "meal-kit",
      "subscription",
      "parents",
    ]);
  });

  it("reads digits and unicode as the founder wrote them", () => {
    const printing = classifyIdea("24/7 3D printing service for hardware startups");
    expect(printing.industry.name).toBe("Manufacturing");
    expect(printing.signals).toContain("3d printing");
    expect(classifyIdea("Café für Familien in Berlin").industry.name).toBe("Food & Beverage");
  });

  it("says when nothing in the text decided", () => {
    const result = classifyIdea("hello world");
    expect(result.industry.name).toBe("Other");
    expect(result.signals).toEqual([]);
    expect(result.basis).toEqual({
      industry: "knowledge-base",
      orientation: "knowledge-base",
      model: "knowledge-base",
    });
  });
});

describe("classifyIdea: the market analysis's industry", () => {
  it("decides when the idea names no industry, and says so", () => {
    const result = classifyIdea("a tool for tracking things", {
      marketIndustry: getIndustry("Healthcare"),
    });
    expect(result.industry.name).toBe("Healthcare");
    expect(result.basis.industry).toBe("market-analysis");
    expect(result.signals).toContain("Healthcare (your market analysis)");
  });

  it("does not override an idea that clearly names another industry", () => {
    const result = classifyIdea("a scheduling SaaS for dental clinics", {
      marketIndustry: getIndustry("Finance"),
    });
    expect(result.industry.name).toBe("Healthcare");
    expect(result.basis.industry).toBe("idea");
  });
});

describe("classifyIdea: any text", () => {
  it("always answers with knowledge-base names and the founder's words", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (idea) => {
        const result = classifyIdea(idea);
        expect(ALL_INDUSTRIES).toContain(result.industry.name);
        expect(BUSINESS_MODELS).toContain(result.model.name);
        expect(["B2B", "B2C"]).toContain(result.orientation);
        expect(result.signals.length).toBeLessThanOrEqual(10);
        for (const signal of result.signals) expect(signal.length).toBeGreaterThan(0);
        expect(classifyIdea(idea)).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });

  it("finds every industry from its own knowledge-base keywords", () => {
    for (const name of ALL_INDUSTRIES) {
      const keywords = KNOWLEDGE_BASE.industries[name].keywords.slice(0, 3).join(", ");
      expect(classifyIdea(`a business around ${keywords}`).industry.name, keywords).toBe(name);
    }
  });
});

describe("classifyIdea: who buys, from the idea's own words (issue 23)", () => {
  it.each([
    // The customer named after a verb whose object it is, a sale, or a price.
    ["Leak sensors leased to housing associations for their tenants", "B2B"],
    ["A camera kit that lets nurseries share daily photos with parents", "B2B"],
    ["Stock alerts that tell village delis when to reorder, £20 a month per shop", "B2B"],
    ["Clip-on energy monitors with an app that show landlords which flats waste heat", "B2B"],
    ["Route optimisation for couriers' vans, $40 a month per site", "B2B"],
    // A trade's premises the lexicon does not list, by its suffix.
    ["Wine-pairing cards for brasseries", "B2B"],
    // A market's own sellers are businesses.
    ["A booking app for dog groomers", "B2B"],
    // Staff words.
    ["Timesheet app for construction crews", "B2B"],
    // People, and people who are someone's own.
    ["Fortnightly wheelie-bin cleaning for households, £8 a clean", "B2C"],
    ["an app for parents and their kids to share chores", "B2C"],
    ["Exam-prep app for students, ₹299 a month per student", "B2C"],
    ["A peer-to-peer app where neighbours lend each other power tools", "B2C"],
  ])("%s → %s", (idea, orientation) => {
    const result = classifyIdea(idea);
    expect(result.orientation).toBe(orientation);
    expect(result.basis.orientation).toBe("idea");
  });

  it("names the customers who pay: a sale before a use, an unlisted trade's premises", () => {
    const sold = classifyIdea("Daily photo updates for families, sold to care homes");
    expect(sold.orientation).toBe("B2B");
    expect(sold.customers).toBe("care homes");
    expect(classifyIdea("Hygiene logbooks for fromageries").customers).toBe("fromageries");
    // A price's unit is no customer name.
    expect(classifyIdea("Parts tracking software, $99 a month per rooftop").customers).toBe(
      undefined,
    );
  });

  it("reads the model with the side it read", () => {
    expect(classifyIdea("An inventory app for independent bike shops").model.name).toBe("SaaS");
    expect(classifyIdea("An inventory app for home cooks").model.name).toBe("Mobile App");
    expect(
      classifyIdea("A camera kit that lets nurseries share daily photos with parents").model.name,
    ).toBe("Hardware");
  });
});

describe("classifyIdea: the industry of an idea written in the founder's language (issue 23)", () => {
  it.each([
    ["Online-Terminbuchung für Physiotherapiepraxen in Hamburg", "Healthcare"],
    ["Logiciel de dossiers patients pour les cliniques vétérinaires de Bretagne", "Healthcare"],
    ["Agenda en línea para clínicas de fisioterapia en Chile", "Healthcare"],
    ["Gestionale per ambulatori veterinari e studi medici", "Healthcare"],
    ["System rezerwacji dla gabinetów stomatologicznych i przychodni", "Healthcare"],
    ["歯科クリニック向けの問診票アプリ", "Healthcare"],
    ["Pedidos por WhatsApp para panaderías y cafeterías de barrio", "Food & Beverage"],
    ["Kassensystem für Bäckereien mit mehreren Filialen", "Food & Beverage"],
    ["Application de suivi des devoirs pour les écoles primaires", "Education"],
    ["学習塾向けの出欠・成績管理システム", "Education"],
    ["Facturation électronique pour les artisans, conforme à la réforme des factures", "Finance"],
    ["Hausratversicherungsvergleich für Studierende", "Finance"],
    ["Gestione degli affitti brevi per agenzie immobiliari", "Real Estate"],
    ["Tide and swell alerts for surfers on the Atlantic coast", "Sports & Fitness"],
  ])("%s → %s", (idea, industry) => {
    const result = classifyIdea(idea);
    expect(result.industry.name).toBe(industry);
    expect(result.basis.industry).toBe("idea");
  });
});
