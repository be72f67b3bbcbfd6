import { describe, expect, it } from "vitest";
import { getBuyerUnit, KNOWLEDGE_BASE } from "../knowledge";
import { lowerFirst } from "../text";
import {
  establishmentPhrase,
  isWithin,
  namesSellers,
  readBuyer,
  readMarket,
  rolePhrase,
} from "./buyer";

describe("readBuyer: the unit a target market names (issue 16)", () => {
  it("reads a role inside an organisation as that organisation, the narrowest unit named", () => {
    const reading = readBuyer(
      "Quality and patient safety managers at US community hospitals (under 200 beds)",
    );
    expect(reading.unit?.id).toBe("small-community-hospitals");
    expect(reading.orientation).toBe("b2b");
    expect(reading.roleInOrganisation).toBe(true);
    expect(reading.phrase).toBe("under 200 beds");
  });

  it("reads nurses at hospitals as hospitals, hospital nurses as nurses", () => {
    expect(readBuyer("ICU nurses at community hospitals").unit?.id).toBe("community-hospitals");
    const nurses = readBuyer("Hospital nurses in large US cities");
    expect(nurses.unit?.id).toBe("registered-nurses");
    expect(nurses.roleInOrganisation).toBe(false);
  });

  it("reads an organisation before a role word as the buyer: hotel staff → hotels", () => {
    const hotel = readBuyer("Compliance training for hotel staff");
    expect(hotel.unit?.id).toBe("hotels");
    expect(hotel.orientation).toBe("b2b");
    expect(hotel.roleInOrganisation).toBe(true);
    expect(readBuyer("restaurant managers").unit?.id).toBe("restaurants");
  });

  it("makes a role inside an organisation it cannot count a business buyer", () => {
    expect(readBuyer("Operations leads at logistics startups")).toMatchObject({
      unit: null,
      orientation: "b2b",
      roleInOrganisation: true,
    });
    expect(readBuyer("HR managers at mid-size companies").unit?.id).toBe("employer-firms");
  });

  it("counts households, not people, for dog owners; the head noun decides", () => {
    expect(readBuyer("Busy dog owners in cities").unit?.id).toBe("dog-households");
    expect(readBuyer("Apartment dwellers with dogs").unit?.id).toBe("dog-households");
    // "dog" only describes the groomers: they are not households with a dog.
    expect(readBuyer("independent dog groomers").unit).toBeNull();
    expect(readBuyer("apartment owners").unit).toBeNull();
  });

  it("marks a unit narrowed by a clause, so its whole count is not the segment", () => {
    expect(readBuyer("Adults who want to get fit")).toMatchObject({ qualified: true });
    expect(readBuyer("Busy dog owners in cities")).toMatchObject({ qualified: false });
    // "people" alone names no unit: the scope's population, split by segments, as before.
    expect(readBuyer("people who love hiking").unit).toBeNull();
  });

  it("finds nonprofits with under 20 staff and casual mobile players", () => {
    expect(readBuyer("Nonprofits with under 20 staff").unit?.id).toBe("small-nonprofits");
    expect(readBuyer("Casual mobile gamers").unit?.id).toBe("mobile-game-players");
  });
});

describe("readMarket: the market an idea is in", () => {
  it("places a dog-walking marketplace for apartment owners in pet services", () => {
    const reading = readMarket("A dog-walking marketplace for apartment owners");
    expect(reading?.market.id).toBe("pet-services");
    expect(reading?.phrases).toEqual(["dog-walking"]);
  });

  it("places hospital safety tools and mobile puzzle games", () => {
    expect(readMarket("Incident-review dashboards for patient safety teams")?.market.id).toBe(
      "patient-safety-software",
    );
    expect(readMarket("A mobile puzzle game")?.market.id).toBe("mobile-games");
    expect(readMarket("An accounting tool for freelancers")).toBeNull();
  });

  it("tells the market's sellers from its buyers", () => {
    const pets = readMarket("dog grooming")!.market;
    expect(namesSellers("independent dog groomers", "", pets)).toBe(true);
    expect(namesSellers("", "A booking app for dog groomers", pets)).toBe(true);
    expect(namesSellers("Busy dog owners", "A dog-walking app", pets)).toBe(false);
  });
});

describe("the knowledge base's buyer units and markets", () => {
  it("resolve every unit a market or another unit names", () => {
    for (const market of KNOWLEDGE_BASE.markets)
      expect(getBuyerUnit(market.buyer).id).toBe(market.buyer);
    for (const unit of KNOWLEDGE_BASE.buyerUnits) {
      if (unit.partOf !== undefined) {
        const parent = getBuyerUnit(unit.partOf);
        expect(isWithin(unit, parent)).toBe(true);
        expect(unit.us.value, unit.id).toBeLessThanOrEqual(parent.us.value);
      }
    }
  });
});

describe("rolePhrase", () => {
  it("reads the role the founder named inside an organisation, singular", () => {
    expect(
      rolePhrase(
        "Dashboards that help hospital quality and patient safety managers at US community hospitals track nurse staffing",
      ),
    ).toBe("quality and patient safety manager");
    expect(rolePhrase("Scheduling software for nurse managers at hospitals")).toBe("nurse manager");
  });

  it("is null when no role sits inside an organisation", () => {
    expect(rolePhrase("A dog-walking subscription app for busy dog owners")).toBeNull();
  });
});

describe("the founder's customer inside a sentence", () => {
  it("lowers an ordinary first word and keeps names", () => {
    expect(lowerFirst("Practice managers at independent veterinary clinics")).toBe(
      "practice managers at independent veterinary clinics",
    );
    expect(lowerFirst("Salon owners")).toBe("salon owners");
    expect(lowerFirst("Small businesses in Ohio")).toBe("small businesses in Ohio");
    expect(lowerFirst("Dog owners")).toBe("dog owners");
    expect(lowerFirst("Shopify sellers")).toBe("Shopify sellers");
    expect(lowerFirst("ICU nurses")).toBe("ICU nurses");
    expect(lowerFirst("Google Ads managers")).toBe("Google Ads managers");
    expect(lowerFirst("nurse managers")).toBe("nurse managers");
  });
});

describe("organisational buyers the knowledge base does not list (issue 23)", () => {
  it.each([
    ["Tattoo studios", "tattoo studios"],
    ["Independent trucking companies with under 10 trucks", "independent trucking companies"],
    ["Family-run car washes", "family-run car washes"],
    ["Escape rooms in Texas", "escape rooms"],
    ["Craft breweries", "craft breweries"],
    ["Dental labs", "dental labs"],
    ["Regional freight carriers", "regional freight carriers"],
    ["Photography studio owners", "photography studio"],
    ["Care homes", "care homes"],
    ["Marinas and boat yards", "marinas"],
    ["Independent dog groomers", "independent dog groomers"],
    ["Recording studios", "recording studios"],
  ])("%s → a business buyer, %s", (text, phrase) => {
    const reading = readBuyer(text);
    expect(reading.orientation).toBe("b2b");
    expect(reading.unit === null ? reading.establishment : reading.unit.plural).toBe(
      reading.unit === null ? phrase : reading.unit.plural,
    );
  });

  it("reads trades the knowledge base now counts as their own units", () => {
    expect(readBuyer("Independent florists in Ireland").unit?.id).toBe("florists");
    expect(readBuyer("Family-owned funeral homes").unit?.id).toBe("funeral-homes");
    expect(readBuyer("Pubs in the UK").unit?.id).toBe("pubs-and-bars");
    expect(readBuyer("Car dealerships").unit?.id).toBe("car-dealerships");
    expect(readBuyer("Independent grocers with 1-3 locations").unit?.id).toBe("grocery-stores");
    expect(readBuyer("Pharmacies in Germany").unit?.id).toBe("pharmacies");
    for (const id of ["florists", "funeral-homes", "pubs-and-bars", "grocery-stores"]) {
      expect(getBuyerUnit(id).orientation).toBe("b2b");
    }
  });

  it("leaves people as consumers", () => {
    for (const text of [
      "Busy parents",
      "People who love hiking",
      "Young professionals",
      "Students",
    ]) {
      const reading = readBuyer(text);
      expect(reading.establishment, text).toBeNull();
      expect(reading.orientation, text).not.toBe("b2b");
    }
  });
});

describe("establishment words that do not name the buyer (issue 23)", () => {
  it.each([
    "Young professionals in the city center",
    "People who go to the theatre",
    "Analytical chemists",
    "3D printer owners",
    "Families whose jobs are stable",
    "LEGO builders and collectors",
  ])("%s stays without a business establishment", (text) => {
    expect(readBuyer(text).establishment).toBeNull();
  });

  it("reads the establishment after 'for' in an idea", () => {
    expect(establishmentPhrase("A booking app for tattoo studios")).toBe("tattoo studios");
    expect(establishmentPhrase("Dashboards for garden centres in Kent")).toBe("garden centres");
  });
});

describe("consumer groups narrower than households or people (issue 23)", () => {
  it.each([
    // Expectant parents are not yet a family with a newborn: see people-narrowed.test.ts.
    ["New parents in Leeds", "new-parents"],
    ["Parents of newborns who want to sleep", "new-parents"],
    ["Postgraduate students in Dublin", "tertiary-students"],
    ["Graduate students at Canadian universities", "tertiary-students"],
    ["Recent immigrants in Melbourne", "new-immigrants"],
    ["City households in Lyon", "urban-households"],
  ])("%s reads as %s, consumers", (text, id) => {
    const reading = readBuyer(text);
    expect(reading.unit?.id).toBe(id);
    expect(reading.orientation).toBe("b2c");
    expect(reading.roleInOrganisation).toBe(false);
  });

  it("reads people who are not a job title at an organisation as those people", () => {
    const reading = readBuyer("Graduate students at Canadian universities");
    expect(reading.unit?.id).toBe("tertiary-students");
    // A job at the organisation still buys as the organisation.
    expect(readBuyer("Nurses at rural hospitals").unit?.id).toBe("small-community-hospitals");
  });

  it("leaves a group no unit counts without a unit, for the analysis to ask", () => {
    // "Immigrants" are everyone who ever arrived, not the newcomers of a year the unit counts.
    for (const text of [
      "Year 12 students preparing for medical entrance exams",
      "Hobby knitters",
      "Immigrants in Germany",
      "Students",
    ]) {
      expect(readBuyer(text).unit).toBeNull();
    }
  });
});

describe("a qualifying noun before a broad unit narrows it (issue 23)", () => {
  it.each([
    ["Swim schools in Ohio", "swim schools"],
    ["Owners of independent vape stores", "independent vape stores"],
    ["Liquor retail stores in Texas", "liquor retail stores"],
    ["Fencing companies in Florida", "fencing companies"],
  ])("%s is asked for as %s, not widened", (text, phrase) => {
    const reading = readBuyer(text);
    expect(reading.unit).toBeNull();
    expect(reading.orientation).toBe("b2b");
    expect(reading.establishment).toBe(phrase);
  });

  it("keeps the broad unit for words that only say which part of it", () => {
    expect(readBuyer("Secondary schools in Wales").unit?.id).toBe("k12-schools");
    expect(readBuyer("Independent retail stores").unit?.id).toBe("retail-stores");
    expect(readBuyer("Private schools in Pune").unit?.id).toBe("private-schools");
  });
});

describe("the organisation a role works at (issue 23)", () => {
  it("reads the workplace after the role, not a word of the role's title", () => {
    expect(readBuyer("Office managers at veterinary clinics").unit?.id).toBe(
      "veterinary-practices",
    );
    expect(readBuyer("Business managers at secondary schools in Kent").unit?.id).toBe(
      "k12-schools",
    );
    const reading = readBuyer("Practice managers at dialysis centres");
    expect(reading.unit).toBeNull();
    expect(reading.establishment).toBe("dialysis centres");
    expect(reading.roleInOrganisation).toBe(true);
  });

  it("recognises trade premises in the founder's language", () => {
    expect(readBuyer("Fromageries in Lyon").establishment).toBe("fromageries");
    expect(readBuyer("Metzgereien in Bayern").orientation).toBe("b2b");
  });

  it("reads school districts as districts, not schools", () => {
    expect(readBuyer("IT directors at school districts in Ohio").unit?.id).toBe("school-districts");
  });
});

describe("readBuyer: buyers named noun first, in the founder's language (issue 23)", () => {
  it("counts a unit named noun first, with the adjectives that keep it whole", () => {
    expect(readBuyer("farmacias comunitarias en España").unit?.id).toBe("pharmacies");
    // "Bar e caffetterie" name only part of what "restaurants" counts: people-narrowed.test.ts.
    expect(readBuyer("Ristoranti e bar indipendenti in Italia").unit?.id).toBe("restaurants");
    expect(readBuyer("clínicas dentales en Madrid").unit?.id).toBe("dental-practices");
    expect(readBuyer("les boulangeries artisanales").unit?.id).toBe("bakeries");
    expect(readBuyer("tiendas de abarrotes en México").unit?.id).toBe("grocery-stores");
    expect(readBuyer("Zahnarztpraxen (dental practices) in Germany").unit?.id).toBe(
      "dental-practices",
    );
  });

  it("reads the care workers, licensed shops and distilleries of the latest batch of units", () => {
    // Each named in a founder's own words, in English and noun first or as a compound.
    expect(readBuyer("estancos en Valencia").unit?.id).toBe("tobacconists");
    expect(readBuyer("bureaux de tabac en France").unit?.id).toBe("tobacconists");
    expect(readBuyer("wine shops and off-licences in the UK").unit?.id).toBe(
      "wine-and-liquor-shops",
    );
    expect(readBuyer("cavistes à Lyon").unit?.id).toBe("wine-and-liquor-shops");
    expect(readBuyer("Hebammen in Bayern").unit?.id).toBe("midwives");
    expect(readBuyer("sages-femmes en France").unit?.id).toBe("midwives");
    expect(readBuyer("registered childminders in England").unit?.id).toBe("childminders");
    expect(readBuyer("Tagespflegepersonen in Hessen").unit?.id).toBe("childminders");
    expect(readBuyer("domiciliary care agencies in Yorkshire").unit?.id).toBe("home-care-agencies");
    expect(readBuyer("ambulante Pflegedienste in Sachsen").unit?.id).toBe("home-care-agencies");
    expect(readBuyer("craft distilleries in Scotland").unit?.id).toBe("distilleries");
    expect(readBuyer("Hörakustiker in Bayern").unit?.id).toBe("hearing-care-shops");
    expect(readBuyer("audiology clinics in Ohio").unit?.id).toBe("hearing-care-shops");
    expect(readBuyer("fietsenwinkels in Utrecht").unit?.id).toBe("bike-shops");
    expect(readBuyer("food truck owners in Texas").unit?.id).toBe("food-trucks");
    expect(readBuyer("Tabaktrafiken in Wien").unit?.id).toBe("tobacconists");
    expect(readBuyer("independent jewellers in Birmingham").unit?.id).toBe("jewellery-shops");
    expect(readBuyer("wedding caterers in Ohio").unit?.id).toBe("caterers");
  });

  it("asks for a kind of establishment a complement or an adjective narrows", () => {
    const ski = readBuyer("Écoles de ski in the French Alps and Pyrenees");
    expect(ski).toMatchObject({ unit: null, orientation: "b2b", establishment: "écoles de ski" });
    expect(ski.narrowed?.id).toBe("k12-schools");
    expect(readBuyer("almazaras en Jaén")).toMatchObject({
      unit: null,
      orientation: "b2b",
      establishment: "almazaras",
    });
    expect(readBuyer("Casas rurales y alojamientos de turismo rural en España").orientation).toBe(
      "b2b",
    );
  });

  it("keeps English noun-last reading for heads English shares", () => {
    expect(readBuyer("hotel guests").orientation).not.toBe("b2b");
    expect(readBuyer("Restaurants in Paris").unit?.id).toBe("restaurants");
    expect(readBuyer("colleges in Ohio").unit?.id).toBe("colleges");
    expect(readBuyer("dog owners").unit?.id).toBe("dog-households");
  });
});

describe("readBuyer: German and Dutch compounds that end in a business (issue 23)", () => {
  it("reads them as establishments to ask about, and keeps counted compounds counted", () => {
    expect(readBuyer("Reitschulen in Deutschland")).toMatchObject({
      unit: null,
      orientation: "b2b",
      establishment: "reitschulen",
    });
    expect(readBuyer("Physiotherapiepraxen in NRW").orientation).toBe("b2b");
    expect(readBuyer("ländliche Raiffeisen-Genossenschaften").orientation).toBe("b2b");
    expect(readBuyer("Zahnarztpraxen").unit?.id).toBe("dental-practices");
    expect(readBuyer("homeschool families").orientation).toBe("b2c");
  });
});

describe("the further trades and groups of buyer-units-more.ts (issue 23)", () => {
  it.each([
    ["Roofing contractors in Texas", "roofing-contractors"],
    ["Landscapers and lawn care companies in the UK", "landscaping-companies"],
    ["Psychologists in private practice in Spain", "mental-health-practices"],
    ["Nail salons in London", "nail-salons"],
    ["Laundromats in Chicago", "laundromats"],
    ["Independent pet shops", "pet-shops"],
    ["Wedding photographers", "photography-studios"],
    ["Public and semi-private golf courses in Canada", "golf-courses"],
    ["Museums in Germany", "museums"],
    ["Dance studios and music schools", "music-and-dance-schools"],
    ["Écoles de musique en France", "music-and-dance-schools"],
    ["Freight forwarders in Rotterdam", "freight-forwarders"],
    ["Community banks in the Midwest", "banks"],
    ["Smokers who want to quit", "smokers"],
    ["Structural engineering firms in Texas", "engineering-firms"],
    ["Taxi companies and minicab firms in London", "taxi-companies"],
    ["Volunteer fire departments", "fire-departments"],
    ["Recreational anglers in the UK", "anglers"],
    ["Caravan owners", "rv-owning-households"],
    ["Horse owners in Kentucky", "horse-owning-households"],
    ["Boat owners in Florida", "boat-owners"],
    ["Chasseurs en France", "hunters"],
    ["Butchers in Germany", "butcher-shops"],
    ["Day spas in California", "spas"],
    ["Coworking spaces in Berlin", "coworking-spaces"],
    ["Car hire firms in Spain", "car-rental-companies"],
    ["Private renters in London", "renter-households"],
  ])("reads %s as %s", (text, id) => {
    expect(readBuyer(text).unit?.id).toBe(id);
  });

  it("keeps a bank of another kind to ask about, never every bank", () => {
    for (const text of [
      "Food banks",
      "Blood banks",
      "Unit and state microfinance banks in Nigeria",
    ])
      expect(readBuyer(text).unit, text).toBeNull();
    expect(readBuyer("Hair and nail salons").unit).toBeNull();
    // A hunter of bargains or jobs is no hunter; nor is a caravan park its owners.
    expect(readBuyer("Bargain hunters").unit).toBeNull();
    expect(readBuyer("Caravan parks").unit?.id).toBe("campsites");
    expect(readBuyer("Hotels with a spa").unit?.id).toBe("hotels");
    // Businesses renting premises are no renter households.
    expect(readBuyer("Commercial tenants").orientation).toBe("b2b");
  });
});
