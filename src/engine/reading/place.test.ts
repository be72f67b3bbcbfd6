import { describe, expect, it } from "vitest";
import { getCountry, KNOWLEDGE_BASE } from "../knowledge";
import { COUNTRY_IDS } from "../knowledge/schema";
import { readFounder } from "./founder";
import { placeCountry, readCountry, readFounderCountry, readPlace } from "./place";

describe("readCountry: the founder's country from their words (issue 23)", () => {
  it.each([
    ["Independent florists in Ireland", "ie"],
    ["Pubs across the UK", "uk"],
    ["cafés in Dublin", "ie"],
    ["Dental practices in Germany", "de"],
    ["Boulangeries in Paris", "fr"],
    ["Trattorias in Milan", "it"],
    ["Bars in Madrid and Barcelona", "es"],
    ["Bike shops in Amsterdam", "nl"],
    ["Clinics in Toronto", "ca"],
    ["Gyms in Melbourne", "au"],
    ["Kirana stores in Bengaluru", "in"],
    ["Family-owned funeral homes in the United States", "us"],
    ["Restaurants in the US", "us"],
  ] as const)("%s → %s", (text, id) => {
    expect(readCountry(text)?.country.id).toBe(id);
  });

  it("never reads the pronoun us, and prefers a place to a language", () => {
    expect(readCountry("Teams that trust us with their data")).toBeNull();
    expect(readCountry("French lessons for children in Dublin")?.country.id).toBe("ie");
    expect(readCountry("Irish pubs")?.country.id).toBe("ie");
  });

  it("places a city only the country table knows in its scope", () => {
    expect(readPlace("Cafés in Cork")?.scope).toBe("Europe");
    expect(readPlace("Chemists in Pune")?.scope).toBe("Asia-Pacific");
  });

  it("keeps a country only inside the scope the founder chose", () => {
    const ireland = readCountry("florists in Ireland");
    expect(placeCountry("Europe", ireland)?.id).toBe("ie");
    expect(placeCountry("Specific Country/Region", ireland)?.id).toBe("ie");
    expect(placeCountry("Asia-Pacific", ireland)).toBeNull();
    expect(placeCountry("United States", ireland)?.id).toBe("us");
    expect(placeCountry("Europe", null)).toBeNull();
    expect(placeCountry("North America", readCountry("Vancouver"))?.id).toBe("ca");
  });

  it("gives the reading a place, leaving the scope's geography as it was", () => {
    const reading = readFounder({
      idea: "An ordering tool for florists",
      targetMarket: "Independent florists in Ireland",
      geography: "Europe",
    });
    expect(reading.geography.scope).toBe("Europe");
    expect(reading.place.scope).toBe("Europe");
    expect(reading.place.country?.name).toBe("Ireland");
    expect(reading.place.phrases).toEqual(["Ireland"]);
    const unplaced = readFounder({ idea: "A booking app", targetMarket: "salons" });
    expect(unplaced.place.country?.id).toBe("us");
    const byWords = readFounder({ idea: "A booking app", targetMarket: "salons in Berlin" });
    expect(byWords.geography.scope).toBe("Europe");
    expect(byWords.place.country?.id).toBe("de");
  });
});

describe("the country table", () => {
  it("has one entry per country id, each with a dated, sourced rate and a sourced population", () => {
    expect(KNOWLEDGE_BASE.countries.map((country) => country.id).sort()).toEqual(
      [...COUNTRY_IDS].sort(),
    );
    for (const id of COUNTRY_IDS) {
      const country = getCountry(id);
      expect(country.usdRate.perUsd).toBeGreaterThan(0);
      expect(country.usdRate.date).toMatch(/\d{4}/u);
      expect(country.population.value).toBeGreaterThan(1e6);
      expect(country.gdpShare.value).toBeGreaterThan(0);
    }
    expect(getCountry("ie").currency.code).toBe("EUR");
    expect(getCountry("uk").currency.code).toBe("GBP");
    expect(getCountry("in").currency.code).toBe("INR");
  });
});

describe("money only one country writes names it (issue 23)", () => {
  it.each([
    ["Tutoring for board exams, ₹299 a month", "in"],
    ["Tax help for 5 lakh small traders", "in"],
    ["Snow tyre storage, C$89 a season", "ca"],
    ["Pool cleaning rounds, A$60 a visit", "au"],
    ["Allotment planner, £3 a month", "uk"],
  ])("%s → %s", (text, id) => {
    expect(readCountry(text)?.country.id).toBe(id);
  });

  it("names no country for the euro or a bare dollar", () => {
    expect(readCountry("A recipe app, €4 a month")).toBeNull();
    expect(readCountry("A recipe app, $4 a month")).toBeNull();
  });

  it("reads a currency code only beside an amount", () => {
    expect(readCountry("CAD software for architects")).toBeNull();
    expect(readCountry("Priced at 49 CAD a month")?.country.id).toBe("ca");
    expect(readCountry("AUD 60 a visit")?.country.id).toBe("au");
  });

  it("uses the country the money names within the founder's region", () => {
    const reading = readFounder({
      idea: "Mock tests for engineering entrance exams, ₹299 a month",
      targetMarket: "Class 12 students preparing for entrance exams",
      geography: "Asia-Pacific",
    });
    expect(reading.place.scope).toBe("Asia-Pacific");
    expect(reading.place.country?.id).toBe("in");
  });

  it("a name outranks the money: a pound price for a venture in Ireland stays in Ireland", () => {
    expect(readCountry("Pubs in Cork, £40 a month")?.country.id).toBe("ie");
  });
});

describe("readCountry: countries named in the founder's language (issue 23)", () => {
  it("reads Italia, España, Deutschland, Brasil and México", () => {
    expect(readCountry("Bar e caffetterie indipendenti in Italia")?.country.id).toBe("it");
    expect(readCountry("farmacias comunitarias en España")?.country.id).toBe("es");
    expect(readCountry("Zahnarztpraxen in Deutschland")?.country.id).toBe("de");
    expect(readCountry("clínicas veterinárias no Brasil")?.country.id).toBe("br");
    expect(readCountry("tienditas en México")?.country.id).toBe("mx");
    expect(readCountry("ryokan in Japan")?.country.id).toBe("jp");
  });
});

describe("readCountry: money only one country writes (issue 23)", () => {
  it("places R$, MX$, ₦, NZ$ and a yen amount, never a bare ¥", () => {
    expect(readCountry("Agenda para clínicas, R$ 149/mês")?.country.id).toBe("br");
    expect(readCountry("Punto de venta, MX$ 299 al mes")?.country.id).toBe("mx");
    expect(readCountry("School fees portal at ₦45,000 a month")?.country.id).toBe("ng");
    expect(readCountry("Booking for marinas, NZ$ 89 a month")?.country.id).toBe("nz");
    expect(readCountry("月額9,800円")?.country.id).toBe("jp");
    expect(readCountry("A tea subscription, ¥68 a month")).toBeNull();
  });
});

describe("readCountry: Poland, the Nordics, Kenya, Austria, Belgium and Portugal (issue 23)", () => {
  it.each([
    ["Kawiarnie w Warszawie", "pl"],
    ["Warszawa", "pl"],
    ["Gabinety stomatologiczne w Polsce", "pl"],
    ["Sklepy rowerowe we Wrocławiu i Łodzi", "pl"],
    ["Polish dentists", "pl"],
    ["Florists in Sweden", "se"],
    ["Frisörer i Sverige", "se"],
    ["Fish farms in Norge", "no"],
    ["Hotels in Tromsø", "no"],
    ["Tandlæger i København", "dk"],
    ["Bakeries in Nairobi", "ke"],
    ["Matatu operators in Kenya", "ke"],
    ["Zahnärzte in Österreich", "at"],
    ["Dental clinics in Vienna", "at"],
    ["Boulangeries en Belgique", "be"],
    ["Cafés in Brussels", "be"],
    ["Cafés em Lisboa", "pt"],
    ["Clínicas em Portugal", "pt"],
  ] as const)("%s → %s", (text, id) => {
    expect(readCountry(text)?.country.id).toBe(id);
  });

  it("gives each its currency and its place", () => {
    const currencies = { pl: "PLN", se: "SEK", no: "NOK", dk: "DKK", ke: "KES" } as const;
    for (const [id, code] of Object.entries(currencies)) {
      expect(getCountry(id as keyof typeof currencies).currency.code).toBe(code);
    }
    for (const id of ["at", "be", "pt"] as const) expect(getCountry(id).currency.code).toBe("EUR");
    expect(readPlace("Bakeries in Nairobi")?.scope).toBe("Middle East & Africa");
    expect(readPlace("Cafés em Lisboa")?.scope).toBe("Europe");
    expect(readPlace("Gabinety w Polsce")?.scope).toBe("Europe");
  });

  it("reads no country in ordinary English that shares their words", () => {
    for (const text of [
      "A nail polish subscription for salons",
      "Nail Polish Subscription Box",
      "We polish your pitch deck",
      "Polished software for dentists",
      "A booking app for Swedish massage therapists",
      "A bakery selling danishes",
      "A Brussels sprouts meal kit",
      "A marketplace for Great Dane breeders",
      "No more paperwork for plumbers",
      "A tool that saves time for florists",
      "Restaurants in Nice",
      "Ormeggi per barche nel porto turistico",
      "Manutenzione del faro e del porto turistico",
      "En lille boks til sommerhuset",
      "Wine cork recycling for restaurants",
    ]) {
      expect(readCountry(text), text).toBeNull();
    }
    // "porto" is a harbour in Italian: Genoa's harbour is Italy, not Portugal.
    expect(readCountry("Ormeggi per barche nel porto di Genova")?.country.id).toBe("it");
    expect(readCountry("Danish pastry shops in Chicago")).toBeNull();
    expect(readCountry("Portuguese lessons for children in Dublin")?.country.id).toBe("ie");
    expect(readCountry("Porto Alegre gyms")?.country.id).toBe("br");
    expect(readCountry("Bike couriers in Lille")?.country.id).toBe("fr");
    expect(readCountry("En lille boks til sommerhuse i Danmark")?.country.id).toBe("dk");
    expect(readCountry("Tutoring academies in Seoul")?.country.id).toBe("kr");
    expect(readCountry("월 59,000원 매장당")?.country.id).toBe("kr");
    expect(readCountry("Warung owners in Surabaya")?.country.id).toBe("id");
    expect(readCountry("Rp 250.000 per bulan")?.country.id).toBe("id");
    expect(readCountry("Sari-sari stores in Cebu")?.country.id).toBe("ph");
    expect(readCountry("₱299 a month")?.country.id).toBe("ph");
  });

  it("places złoty, shilling and the kronor's codes, never a bare kr", () => {
    expect(readCountry("Kiosk software, 49 zł a month")?.country.id).toBe("pl");
    expect(readCountry("Priced at 199 PLN a month")?.country.id).toBe("pl");
    expect(readCountry("Fleet tracking, KSh 2,500 a month")?.country.id).toBe("ke");
    expect(readCountry("SEK 499 a month")?.country.id).toBe("se");
    expect(readCountry("199 NOK per month")?.country.id).toBe("no");
    expect(readCountry("DKK 99 a month")?.country.id).toBe("dk");
    expect(readCountry("A booking app, 99 kr a month")).toBeNull();
  });
});

describe("the founder's country: the target market first, other scripts too (issue 23)", () => {
  it("places the founder where the target market says, not where the idea exports to", () => {
    const reading = readFounder({
      idea: "Menu translation and distributor introductions for ramen shops expanding to Canada and Australia. ¥20,000 per shop per month.",
      targetMarket: "Independent ramen shops in Japan",
      geography: "Specific Country/Region",
    });
    expect(reading.place.country?.id).toBe("jp");
  });

  it("reads countries written in Japanese, Chinese or Korean script", () => {
    for (const [text, id] of [
      ["東京のラーメン店", "jp"],
      ["日本全国の歯科医院", "jp"],
      ["ドイツのパン屋", "de"],
      ["澳大利亚的咖啡馆", "au"],
      ["미국 치과", "us"],
    ] as const) {
      expect(readCountry(text)?.country.id, text).toBe(id);
    }
  });
});

describe("readFounderCountry: the rand's R before an amount places a founder in South Africa", () => {
  it("reads 'R350 a month' and 'R1,200 once' as South African money, and not 'R2' or 'R&D'", () => {
    expect(readFounderCountry("Tills for spaza shops, R249 a month each.", "")?.country.id).toBe(
      "za",
    );
    expect(readFounderCountry("A R1,200 install, then a monthly fee.", "")?.country.id).toBe("za");
    expect(readFounderCountry("Backups to R2 storage for agencies.", "")).toBeNull();
    expect(readFounderCountry("An R&D tax credit assistant.", "")).toBeNull();
  });
});

describe("a price in euros that names no country (issue 23)", () => {
  it.each([
    [
      "Una app para que los administradores de fincas convoquen juntas online, 39 € al mes por despacho.",
      "es",
    ],
    [
      "Un logiciel pour les boulangeries qui gère les commandes et la production, 29 € par mois.",
      "fr",
    ],
    [
      "Eine App für Hausverwaltungen, die Versammlungen online abhält und das Protokoll schreibt, 49 € im Monat.",
      "de",
    ],
    [
      "Un'app per gli amministratori di condominio che gestisce le assemblee online, 29 euro al mese.",
      "it",
    ],
    ["Uma plataforma para os condomínios que organiza as assembleias online, 19 € por mês.", "pt"],
    [
      "Een app voor huisartsen die het maken van afspraken met patiënten eenvoudig maakt, € 39 per maand.",
      "nl",
    ],
  ])("is the euro country that writes its language: %s", (text, id) => {
    expect(readCountry(text)?.country.id).toBe(id);
    expect(readPlace(text)?.scope).toBe("Europe");
  });

  it("is Europe, no country, in a language no single euro country writes, never the United States", () => {
    const text = "A booking app for yoga studios, €29 a month per studio.";
    expect(readCountry(text)).toBeNull();
    expect(readPlace(text)).toEqual({ scope: "Europe", phrases: [] });
  });

  it("needs the euro: Spanish alone names no country, and a named country outranks the language", () => {
    expect(
      readCountry("Una app para los talleres mecánicos con una cuota por mes, muy fácil."),
    ).toBeNull();
    expect(
      readCountry("Una app para los talleres mecánicos de Bélgica con una cuota de 29 € al mes.")
        ?.country.id,
    ).toBe("be");
  });
});
