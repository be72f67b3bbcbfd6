import { describe, expect, it } from "vitest";
import { countIn, findSource, getCountry, KNOWLEDGE_BASE } from "../knowledge";
import { BUYER_UNITS } from "../knowledge/buyer-units";
import { PEOPLE_BUYER_UNITS } from "../knowledge/buyer-units-people";
import { TRADE_BUYER_UNITS } from "../knowledge/buyer-units-trades";
import type { BuyerUnitEntry, CountryId } from "../knowledge/schema";
import { readBuyer } from "./buyer";
import { readCountry } from "./place";

/** The trade a target market names, and the count the analysis uses in that country. */
function countedIn(targetMarket: string, country: CountryId) {
  const reading = readBuyer(targetMarket);
  const count = reading.unit === null ? null : countIn(reading.unit, getCountry(country));
  return { id: reading.unit?.id, orientation: reading.orientation, count: count?.value };
}

describe("trades and establishments of buyer-units-trades.ts (issue 23)", () => {
  it("reads the founder's words as the trade and counts it in their country", () => {
    expect(countedIn("independent optometrists in Ontario", "ca")).toEqual({
      id: "optometry-practices",
      orientation: "b2b",
      count: 6_665,
    });
    expect(countedIn("autoescuelas en España", "es")).toEqual({
      id: "driving-schools",
      orientation: "b2b",
      count: 6_098,
    });
    expect(readCountry("autoescuelas en España")?.country.id).toBe("es");
    expect(countedIn("Fahrschulen in Bayern", "de")).toEqual({
      id: "driving-schools",
      orientation: "b2b",
      count: 13_200,
    });
    expect(countedIn("campings en Bretagne", "fr")).toEqual({
      id: "campsites",
      orientation: "b2b",
      count: 7_800,
    });
    expect(countedIn("self-storage operators in Texas", "us")).toEqual({
      id: "self-storage-facilities",
      orientation: "b2b",
      count: 52_301,
    });
  });

  it.each([
    ["Optometrists in Ohio", "optometry-practices"],
    ["Independent opticians in Leeds", "optometry-practices"],
    ["Physiotherapy clinics in Dublin", "physiotherapy-clinics"],
    ["Small chiropractic clinics", "chiropractic-clinics"],
    ["Driving schools in Ohio", "driving-schools"],
    ["Self-employed driving instructors", "driving-schools"],
    ["Family-run campsites", "campsites"],
    ["Independent self-storage facilities", "self-storage-facilities"],
    ["Small family wineries", "wineries"],
    ["Dairy farms in Wisconsin", "dairy-farms"],
    ["Family-run car washes", "car-washes"],
    ["Boarding kennels and catteries", "pet-boarding-businesses"],
    ["Independent bookshops", "bookshops"],
    ["Tattoo studios in Berlin", "tattoo-studios"],
    ["Dental labs", "dental-laboratories"],
    ["Pest control companies in Florida", "pest-control-companies"],
    ["Small recruitment agencies", "recruitment-agencies"],
    ["Real estate agencies in Lisbon", "real-estate-agencies"],
    ["Architecture firms with under 20 staff", "architecture-firms"],
    ["Digital marketing agencies", "marketing-agencies"],
    ["Managed service providers", "it-services-firms"],
    ["Private security companies", "security-companies"],
    ["Commercial cleaning companies", "cleaning-companies"],
    ["Removal companies in Manchester", "removal-companies"],
    ["Locksmiths in London", "locksmiths"],
    ["Garden centres in Kent", "garden-centres"],
    ["Independent hardware stores", "hardware-stores"],
    ["Petrol stations in the UK", "petrol-stations"],
    ["Marinas and boat yards", "marinas"],
    ["Independent travel agencies", "travel-agencies"],
    ["Independent insurance brokers", "insurance-brokers"],
    ["Independent trucking companies with under 10 trucks", "trucking-companies"],
    ["Bed and breakfasts in Cornwall", "bed-and-breakfasts"],
    ["Print shops", "print-shops"],
  ])("%s reads as %s, a business buyer", (text, id) => {
    const reading = readBuyer(text);
    expect(reading.unit?.id).toBe(id);
    expect(reading.orientation).toBe("b2b");
    expect(reading.establishment).toBeNull();
  });

  it.each([
    ["Physiotherapiepraxen in NRW", "physiotherapy-clinics"],
    ["Tankstellen in Bayern", "petrol-stations"],
    ["Umzugsunternehmen in Hamburg", "removal-companies"],
    ["Werbeagenturen in Berlin", "marketing-agencies"],
    ["Buchhandlungen in Wien", "bookshops"],
    ["Schoonmaakbedrijven in Utrecht", "cleaning-companies"],
    ["Melkveebedrijven in Friesland", "dairy-farms"],
    ["Rijscholen in Amsterdam", "driving-schools"],
  ])("reads the German or Dutch compound %s as %s", (text, id) => {
    expect(readBuyer(text).unit?.id).toBe(id);
  });

  it.each([
    ["librerías independientes en Madrid", "bookshops"],
    ["agences immobilières à Lyon", "real-estate-agencies"],
    ["agencias de viajes en Sevilla", "travel-agencies"],
    ["laboratoires de prothèse dentaire", "dental-laboratories"],
    ["autoscuole in Lombardia", "driving-schools"],
    ["ferreterías independientes en Sevilla", "hardware-stores"],
    ["imobiliárias em São Paulo", "real-estate-agencies"],
    ["empresas de limpieza en Valencia", "cleaning-companies"],
    ["cabinets de recrutement à Paris", "recruitment-agencies"],
  ])("reads %s, named noun first, as %s", (text, id) => {
    const reading = readBuyer(text);
    expect(reading.unit?.id).toBe(id);
    expect(reading.headFirst).toBe(true);
  });

  it("reads fishing vessels as a business and hobby beekeepers as consumers", () => {
    expect(countedIn("Owners of fishing vessels in Ireland", "ie")).toEqual({
      id: "fishing-vessels",
      orientation: "b2b",
      count: 1_998,
    });
    expect(countedIn("Hobby-Imker in Deutschland", "de")).toEqual({
      id: "beekeepers",
      orientation: "b2c",
      count: 170_000,
    });
    expect(readBuyer("Commercial beekeepers")).toMatchObject({
      unit: null,
      orientation: "b2b",
      establishment: "commercial beekeepers",
    });
  });

  it("asks when the words name another kind beside the counted one", () => {
    // Arable and dairy farms are more than the dairy farms counted, and fewer than all farms.
    const arable = readBuyer("Arable and dairy farms in Germany");
    expect(arable).toMatchObject({ unit: null, orientation: "b2b" });
    expect(arable.narrowed?.id).toBe("farms");
    expect(readBuyer("Beef or dairy farms").unit).toBeNull();
    // A size or ownership word names no other kind.
    expect(readBuyer("Small and medium dairy farms").unit?.id).toBe("dairy-farms");
    expect(readBuyer("Independent and family-run wineries").unit?.id).toBe("wineries");
  });

  it("leaves the readings around them as they were", () => {
    expect(readBuyer("Real estate agents in Ohio").unit?.id).toBe("real-estate-agents");
    expect(readBuyer("Convenience stores").unit?.id).toBe("grocery-stores");
    expect(readBuyer("Car dealerships").unit?.id).toBe("car-dealerships");
    expect(readBuyer("Secondary schools in Wales").unit?.id).toBe("k12-schools");
    expect(readBuyer("Families who go camping in France").orientation).not.toBe("b2b");
    expect(readBuyer("Écoles de ski in the French Alps")).toMatchObject({
      unit: null,
      establishment: "écoles de ski",
    });
    // A trade no unit counts is still asked for.
    expect(readBuyer("Escape rooms in Texas")).toMatchObject({
      unit: null,
      orientation: "b2b",
      establishment: "escape rooms",
    });
  });
});

describe("the trade units as data (issue 23)", () => {
  const trades: readonly BuyerUnitEntry[] = TRADE_BUYER_UNITS;

  it("adds at least 30 organisations no other file lists", () => {
    const organisations = trades.filter((unit) => unit.kind === "organisation");
    expect(organisations.length).toBeGreaterThanOrEqual(30);
    const elsewhere = new Set<string>(
      [...BUYER_UNITS, ...PEOPLE_BUYER_UNITS].map((unit) => unit.id),
    );
    for (const unit of trades) {
      expect(elsewhere.has(unit.id), unit.id).toBe(false);
      expect(unit.orientation, unit.id).toBe(unit.kind === "organisation" ? "b2b" : "b2c");
      expect(KNOWLEDGE_BASE.buyerUnits.some((listed) => listed.id === unit.id)).toBe(true);
    }
    // Beekeepers, mostly hobbyists, are the one group of people.
    expect(trades.filter((unit) => unit.kind !== "organisation").map((unit) => unit.id)).toEqual([
      "beekeepers",
    ]);
  });

  it("gives every count a read source or an estimate's arithmetic", () => {
    for (const unit of trades) {
      const counts = Object.values(unit.counts ?? {});
      for (const figure of [unit.us, ...counts]) {
        const basis = figure.basis;
        if (basis.kind === "source") {
          expect(findSource(basis.sourceId)?.publisher, unit.id).toBeTruthy();
          expect(basis.note, unit.id).toMatch(/\d/u);
        } else {
          expect(basis.method, unit.id).toMatch(/\d/u);
        }
        expect(figure.value, unit.id).toBeGreaterThan(0);
      }
    }
  });

  it("scales only the trades that follow population", () => {
    const scaling = (id: string) =>
      trades.find((unit) => unit.id === id)?.scalesWithPopulation === true;
    for (const id of ["campsites", "wineries", "dairy-farms", "marinas", "self-storage-facilities"])
      expect(scaling(id), id).toBe(false);
    for (const id of ["optometry-practices", "driving-schools", "locksmiths", "hardware-stores"])
      expect(scaling(id), id).toBe(true);
  });
});
