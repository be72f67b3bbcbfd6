import { describe, expect, it } from "vitest";
import { countIn, findSource, getBuyerUnit, getCountry, KNOWLEDGE_BASE } from "../knowledge";
import { PEOPLE_BUYER_UNITS } from "../knowledge/buyer-units-people";
import { readBrief } from "./brief";
import { readBuyer } from "./buyer";
import { readFounder } from "./founder";
import { readPlace } from "./place";

const NOW = new Date("2026-11-27T10:00:00Z");

describe("consumer groups founders sell to directly (issue 23)", () => {
  it.each([
    ["Carers looking after a parent with dementia", "unpaid-carers"],
    ["Family caregivers in Ohio", "unpaid-carers"],
    ["Pflegende Angehörige in Bayern", "unpaid-carers"],
    ["Aidants familiaux en France", "unpaid-carers"],
    ["Mantelzorgers in Utrecht", "unpaid-carers"],
    ["Adult children of elderly parents", "unpaid-carers"],
    ["International students arriving in Dublin", "international-students"],
    ["Studenti internazionali a Milano", "international-students"],
    ["NDIS participants in Queensland", "ndis-participants"],
    ["Gig workers and platform workers in London", "gig-workers"],
    ["First-time buyers in Ireland", "first-time-home-buyers"],
    ["Pensioners living alone in Cardiff", "retirees"],
    ["Retirees aged 70 and over", "retirees"],
    ["People living with type 2 diabetes in Kerala", "people-with-diabetes"],
    ["Diabetiker in Deutschland", "people-with-diabetes"],
  ])("reads %s as people who buy for themselves", (target, unit) => {
    const reading = readBuyer(target);
    expect(reading.unit?.id).toBe(unit);
    expect(reading.orientation).toBe("b2c");
    expect(reading.unit?.kind).toBe("person");
  });

  it("never reads a carer of a parent as a household with children", () => {
    for (const target of [
      "Unpaid carers of an elderly parent",
      "Families looking after an elderly parent at home",
    ]) {
      expect(readBuyer(target).unit?.id, target).toBe("unpaid-carers");
    }
  });

  it("reads international students as students, not as the colleges they study at", () => {
    const reading = readBuyer("International students coming to Irish universities and colleges");
    expect(reading.unit?.id).toBe("international-students");
    expect(reading.orientation).toBe("b2c");
    // The group's name does not make the founder's market worldwide.
    expect(readPlace("A room-finding service for international students in Ireland")).toEqual({
      scope: "Europe",
      phrases: ["Ireland"],
    });
  });
});

describe("municipalities: a public buyer, never a population (issue 23)", () => {
  it.each([
    "Municipalities in Spain",
    "Local councils in England",
    "Comuni sotto i 15.000 abitanti",
    "Gemeinden in Niedersachsen",
    "Gemeenten in Gelderland",
    "Les communes de Bretagne",
    "Municipios de menos de 5.000 habitantes",
  ])("reads %s as municipalities, business to business", (target) => {
    const reading = readBuyer(target);
    expect(reading.unit?.id).toBe("municipalities");
    expect(reading.unit?.kind).toBe("organisation");
    expect(reading.orientation).toBe("b2b");
  });

  it("reads a founder selling to comuni as B2B and counts Italy's comuni, sourced", () => {
    const brief = readBrief(
      {
        text: "Software per i Comuni italiani: avvisi TARI e incassi pagoPA, 3.600 € l'anno per Comune.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value).toMatchObject({
      kind: "organisations",
      count: 7_896,
      countSource: "ISTAT (as reported by ANSA), 2024",
    });
  });

  it("reads police forces as public buyers, counted where the forces are listed", () => {
    const reading = readBuyer("Police forces in England and Wales");
    expect(reading.unit?.id).toBe("police-forces");
    expect(reading.orientation).toBe("b2b");
    expect(readBuyer("Small-town police departments in Texas").unit?.id).toBe("police-forces");
    expect(countIn(getBuyerUnit("police-forces"), getCountry("us"))?.value).toBe(17_541);
    expect(countIn(getBuyerUnit("police-forces"), getCountry("fr"))).toBeNull();
  });

  it("asks for a country's municipalities where no count is held", () => {
    const municipalities = getBuyerUnit("municipalities");
    expect(countIn(municipalities, getCountry("sg"))).toBeNull();
    expect(countIn(municipalities, getCountry("nl"))?.value).toBe(342);
  });
});

describe("the groups' counts in the founder's country (issue 23)", () => {
  it("counts unpaid carers in the UK from the Census, not households with children", () => {
    const reading = readFounder({
      idea: "A shared diary and rota for unpaid carers looking after an elderly parent, £4.99 a month.",
      targetMarket: "Unpaid carers in England",
    });
    expect(reading.orientation).toBe("B2C");
    expect(reading.buyer.unit?.id).toBe("unpaid-carers");
    const brief = readBrief(
      {
        text: "A shared diary and rota for unpaid carers looking after an elderly parent in the UK, £4.99 a month.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value).toMatchObject({
      kind: "people",
      count: 5_000_000,
      countSource: "Office for National Statistics, 2023",
    });
  });

  it("counts each group where its country publishes one", () => {
    const value = (unit: string, country: Parameters<typeof getCountry>[0]) =>
      countIn(getBuyerUnit(unit), getCountry(country))?.value ?? null;
    expect(value("international-students", "us")).toBe(1_126_690);
    expect(value("international-students", "ca")).toBe(1_028_850);
    expect(value("international-students", "nl")).toBe(128_004);
    expect(value("ndis-participants", "au")).toBe(610_000);
    expect(value("ndis-participants", "uk")).toBeNull();
    expect(value("gig-workers", "in")).toBe(7_700_000);
    expect(value("retirees", "uk")).toBe(12_600_000);
    expect(value("unpaid-carers", "au")).toBe(3_000_000);
    expect(value("first-time-home-buyers", "uk")).toBe(282_000);
    expect(value("people-with-diabetes", "in")).toBe(101_000_000);
    expect(value("people-with-diabetes", "de")).toBeNull();
  });

  it("gives every count a read source with its address, or an estimate's arithmetic", () => {
    const units = KNOWLEDGE_BASE.buyerUnits.filter((unit) =>
      PEOPLE_BUYER_UNITS.some((entry) => entry.id === unit.id),
    );
    expect(units).toHaveLength(PEOPLE_BUYER_UNITS.length);
    for (const unit of units) {
      const figures = [unit.us, ...(unit.global ? [unit.global] : [])];
      figures.push(...Object.values(unit.counts ?? {}));
      for (const figure of figures) {
        if (figure.basis.kind === "source") {
          expect(findSource(figure.basis.sourceId)?.url, unit.id).toMatch(/^https:\/\//u);
        } else {
          expect(figure.basis.method, unit.id).toMatch(/\d/u);
        }
      }
    }
  });
});
