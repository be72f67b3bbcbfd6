import { describe, expect, it } from "vitest";
import { readFounder } from "./founder";

// Classes of business-model misreading from the fourth held-out set: the model comes from what
// the founder sells and how they charge, not from nouns the customer owns or the customer's own
// trade. Each class is tested with phrasings of our own, in several languages.

const modelOf = (input: Parameters<typeof readFounder>[0]) => readFounder(input).model.model.name;

describe("a device the customer owns, or the product runs on, is not what is sold", () => {
  it.each([
    [
      "Job cards for plumbers, filled in on the tablet in the van and sent to the office. £25 a month per plumber.",
      "Independent plumbing firms in the UK",
    ],
    [
      "Patient intake that reads straight from the clinic's existing card reader and files the forms. $150 a month per clinic.",
      "Independent physiotherapy clinics in the US",
    ],
    [
      "Prüfprotokolle für Aufzugsmonteure, direkt auf dem Tablet ausgefüllt und an den Betreiber geschickt. 39 € pro Monat und Betrieb.",
      "Aufzugsbetriebe in Deutschland",
    ],
    [
      "Carnets d'entretien pour chauffagistes, remplis sur la tablette du technicien. 29 € par mois et par entreprise.",
      "Entreprises de chauffage en France",
    ],
    [
      "Schede di lavoro per idraulici, compilate dal loro tablet in cantiere. 25 € al mese per impresa.",
      "Imprese idrauliche in Italia",
    ],
  ])("reads software, not hardware: %s", (idea, targetMarket) => {
    expect(modelOf({ idea, targetMarket, businessType: "digital" })).toBe("SaaS");
  });

  it("still reads a device the founder makes and sells as hardware", () => {
    expect(
      modelOf({
        idea: "A clip-on sensor for walk-in fridges that texts the chef when the door is left open. £89 per sensor.",
        targetMarket: "Independent restaurants in the UK",
        businessType: "hybrid",
      }),
    ).toBe("Hardware");
    expect(
      modelOf({
        idea: "Sensore per celle frigorifere che avvisa il ristorante quando la temperatura sale. 19 € al mese per sensore.",
        targetMarket: "Ristoranti indipendenti in Italia",
        businessType: "hybrid",
      }),
    ).toBe("Hardware");
  });

  it("reads 'connect your device' as linking a thing, not two sides of a market", () => {
    expect(
      modelOf({
        idea: "Connect your smart scale and a registered dietitian reviews your weight trend every week. €19 a month.",
        targetMarket: "Adults in Ireland trying to lose weight",
        businessType: "digital",
      }),
    ).not.toBe("Marketplace");
    expect(
      modelOf({
        idea: "An app that connects dog owners with vetted local walkers, taking 15% of each walk.",
        targetMarket: "Dog owners in Leeds",
      }),
    ).toBe("Marketplace");
  });
});

describe("the customer's own trade is not the founder's model", () => {
  it.each([
    [
      "I ran a title agency in Florida for 8 years. ClosingDesk keeps every closer's licences and bonds current and warns before one lapses. $59 a month per agency.",
      "Independent title agencies in Florida",
      "Finance",
    ],
    [
      "Ten years behind a cocktail bar taught me stock is lost at night: PourCount counts every bottle poured at the bar. £30 a month per bar.",
      "Independent cocktail bars in London",
      "Food & Beverage",
    ],
    [
      "Ho lavorato 12 anni in un'agenzia immobiliare: ChiaviOk registra ogni consegna di chiavi dell'agenzia. 35 € al mese per agenzia.",
      "Agenzie immobiliari indipendenti in Italia",
      "Real Estate",
    ],
  ] as const)("reads software sold per month to %s", (idea, targetMarket, industry) => {
    expect(modelOf({ idea, targetMarket, industry, businessType: "digital" })).toBe("SaaS");
  });

  it("reads a connected device for bars in Italian as hardware, not food service", () => {
    expect(
      modelOf({
        idea: "Sensori per spillatrici di birra: misurano temperatura e pressione e avvisano il pub. 15 € al mese per spillatrice.",
        targetMarket: "Pub e birrerie in Italia",
        industry: "Food & Beverage",
        businessType: "hybrid",
      }),
    ).toBe("Hardware");
  });

  it("reads a device named in Japanese as hardware, not the customer's local service", () => {
    expect(
      modelOf({
        idea: "美容室向けのIoTセンサー：シャンプー台の水量を計測します。月額¥3,000。",
        targetMarket: "美容室のオーナー",
        industry: "Other",
        businessType: "hybrid",
      }),
    ).toBe("Hardware");
  });
});

describe("how the founder charges decides the model", () => {
  it.each([
    "Buyers pay £1.80 per order on top of the supplier's price",
    "Cafés pay €3 per order in addition to the roaster's price",
    "Les fleuristes paient 2 € par commande en plus du prix du grossiste",
    "I ristoranti pagano 1,50 € per ordine oltre al prezzo del fornitore",
  ])("reads a fee per order on top of someone else's price as a marketplace: %s", (fee) => {
    expect(
      modelOf({
        idea: `An ordering app where independent shops order stock from local wholesalers before 7am. ${fee}.`,
        targetMarket: "Independent shops",
        businessType: "hybrid",
      }),
    ).toBe("Marketplace");
  });

  it.each([
    ["Monthly craft kits for kids aged 5–9, with a video lesson in each", "E-commerce"],
    ["A weekly box of seasonal baking projects for families", "E-commerce"],
    ["Une box mensuelle d'expériences scientifiques pour enfants", "Education"],
  ] as const)("reads a product sent every period as a subscription: %s", (idea, industry) => {
    expect(modelOf({ idea, targetMarket: "Parents", industry })).toBe("Subscription");
  });

  it("reads software a person pays for monthly as a subscription, not SaaS", () => {
    for (const idea of [
      "A shared calendar and task rota for flatmates, £2.99 a month per flat",
      "Scheduling and reminders for families caring for a parent, 4,99 € al mese per famiglia",
    ]) {
      expect(modelOf({ idea, targetMarket: "Households", businessType: "digital" }), idea).toBe(
        "Subscription",
      );
    }
  });

  it("reads coaching a person pays for monthly as a subscription, not consulting", () => {
    expect(
      modelOf({
        idea: "Online coaching for runners training for a first marathon: a coach reviews your runs weekly. $39 a month.",
        targetMarket: "Amateur runners in the US",
        businessType: "digital",
      }),
    ).toBe("Subscription");
  });

  it("does not read a course paid once as a subscription", () => {
    const model = modelOf({
      idea: "Live online first-aid classes for new grandparents, taught by paramedics. €89 per person, paid once.",
      targetMarket: "Grandparents in Ireland",
      industry: "Healthcare",
      businessType: "digital",
    });
    expect(["Subscription", "SaaS", "Freemium"]).not.toContain(model);
  });
});
