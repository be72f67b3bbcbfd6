import { describe, expect, it } from "vitest";
import { establishmentPhrase, isEstablishmentWord, readBuyer } from "./buyer";
import { readFounder } from "./founder";

/**
 * Businesses named the founder's way (issue 23): a buyer the knowledge base has no unit for is
 * still read as a business when its words name a premises or a trade, in English or in the
 * founder's language, and never when the establishment is only where people meet.
 */
describe("establishments the knowledge base does not list", () => {
  it("reads Romance shop words as businesses, whatever the trade", () => {
    for (const target of [
      "Ferreterías independientes en Chile",
      "Gelaterie artigianali a Roma",
      "Sorveterias em São Paulo",
      "Crêperies en Bretagne",
    ]) {
      const reading = readBuyer(target);
      expect(reading.orientation, target).toBe("b2b");
      // A trade the knowledge base counts is its unit; any other, the founder's phrase.
      expect(reading.unit !== null || reading.establishment !== null, target).toBe(true);
    }
    // A country with a shop's suffix is a place, and "criteria" no shop.
    expect(isEstablishmentWord("Nigeria")).toBe(false);
    expect(isEstablishmentWord("criteria")).toBe(false);
    expect(isEstablishmentWord("ferreterías")).toBe(true);
  });

  it("reads the words for an establishment or a company in the founder's language", () => {
    for (const target of ["Establecimientos hoteleros de Andalucía", "Negozi di quartiere"]) {
      expect(readBuyer(target).orientation, target).toBe("b2b");
    }
  });

  it("reads Japanese words for a business as a business", () => {
    const owners = readBuyer("飲食店の店主（東京都内）");
    expect(owners.orientation).toBe("b2b");
    expect(owners.establishment).toBe("飲食店の店主");
    // People, in Japanese, are not a business.
    expect(readBuyer("子育て中の親").orientation).not.toBe("b2b");
  });

  it("reads the head after coordinated adjectives, and not a place after a preposition", () => {
    expect(establishmentPhrase("Public and private marinas in Ontario")).toBe("private marinas");
    expect(readBuyer("Cyclistes licenciés en club").establishment).toBeNull();
    expect(readBuyer("Cyclistes licenciés en club").orientation).not.toBe("b2b");
  });

  it("reads a subscription per premises, or one a business pays, as software (SaaS)", () => {
    const perShop = readFounder({
      idea: "Un carnet de rendez-vous en ligne pour les toiletteurs, 25 € par mois et par boutique.",
      targetMarket: "Salons de toilettage en France",
      businessType: "digital",
    });
    expect(perShop.orientation).toBe("B2B");
    expect(perShop.model.model.name).toBe("SaaS");
    const clubs = readFounder({
      idea: "A monthly subscription app for rowing clubs to run bookings, crews and membership fees.",
      targetMarket: "Rowing clubs in the UK",
      businessType: "digital",
    });
    expect(clubs.orientation).toBe("B2B");
    expect(clubs.model.model.name).toBe("SaaS");
  });

  it("keeps the establishment the target market names over a unit the idea only mentions", () => {
    const beach = readFounder({
      idea: "Prenotazione di ombrelloni e lettini online, con il menu del bar e del ristorante sul telefono del cliente. 49 € al mese per stabilimento.",
      targetMarket: "Stabilimenti balneari in Italia",
      businessType: "digital",
    });
    expect(beach.orientation).toBe("B2B");
    expect(beach.buyer.unit).toBeNull();
    // Named in the target market too, the idea's unit is the buyer.
    const bakeries = readFounder({
      idea: "HACCP temperature logging for bakeries, €29 a month per shop.",
      targetMarket: "Artisan boulangeries and bakeries in France",
      businessType: "digital",
    });
    expect(bakeries.buyer.unit?.id).toBe("bakeries");
  });
});

describe("providers, the self-employed and businesses named in any language buy as a business (issue 23)", () => {
  it.each([
    "Registered childminders in Wales",
    "Independent nurseries and creches",
    "Community health centres",
    "Dairy cooperatives in Kerala",
    "Mobile money agents in Tanzania",
    "Cocoa growers in Ghana",
    "Ambulante Pflegedienste in Bayern",
    "Selbstständige Physiotherapeuten",
    "Kinésithérapeutes libérales",
    "Libraires indépendants à Lyon",
    "Autónomos del sector de la construcción",
    "Zelfstandige fysiotherapeuten",
    "Małe sklepy spożywcze w Krakowie",
    "Gabinety stomatologiczne",
    "Frisörsalonger och butiker i Göteborg",
    "Små virksomheder i Danmark",
    "Pequenas torrefações de café em São Paulo",
    "Produttori di olio in Puglia",
    "大阪の幼稚園",
  ])("reads “%s” as a business", (target) => {
    expect(readBuyer(target).orientation).toBe("b2b");
  });

  it.each([
    "Busy parents in London",
    "Hotel guests in Rome",
    "Club members who play padel",
    "Young professionals in the city centre",
  ])("keeps “%s” as people or unread, not a business", (target) => {
    expect(readBuyer(target).orientation).not.toBe("b2b");
  });
});

describe("an idea typed alone, in Polish, names its buyer (issue 23)", () => {
  it("reads the preschools an app is for, in any case, and not a preschooler", () => {
    const reading = readFounder({
      idea: "Aplikacja dla prywatnych żłobków w Polsce: rodzice zgłaszają nieobecności, a dyrekcja wystawia rachunki. 99 zł miesięcznie za placówkę.",
    });
    expect(reading.orientation).toBe("B2B");
    expect(reading.place.country?.id).toBe("pl");
    expect(reading.statedPrice).toMatchObject({ amount: 99, currency: "PLN", per: "site" });
    expect(readBuyer("Sklepów osiedlowych w Krakowie").orientation).toBe("b2b");
    // "Przedszkolaki" are preschool children: people, not a preschool.
    expect(readBuyer("Przedszkolaki i ich rodzice").orientation).not.toBe("b2b");
  });
});
