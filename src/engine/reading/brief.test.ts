import { describe, expect, it } from "vitest";
import {
  briefSentence,
  countText,
  PEER_ESTIMATE_SOURCE,
  ventureBriefSchema,
} from "../../shared/venture-brief";
import { getBuyerUnit, getCountry, peerEstimateIn } from "../knowledge";
import {
  BRIEF_UNSURE,
  briefAsStatements,
  correctBrief,
  currencyOf,
  pitchedFor,
  readBrief,
  readPrice,
  splitFounderText,
} from "./brief";
import { readFounder } from "./founder";

const GROCER =
  "A subscription computer-vision service that flags shoplifting on an independent grocer's " +
  "existing CCTV, for independent grocery stores with 1-3 locations in the US. $249 per store a " +
  "month. Founder: ex-retail loss-prevention manager, knows Python. I have $20,000 saved and " +
  "can give 30 hours a week.";
const NOW = new Date("2026-11-27T10:00:00Z");

describe("splitFounderText", () => {
  it("keeps what the founder says about themselves out of the idea", () => {
    const split = splitFounderText(GROCER);
    expect(split.idea).toMatch(/^A subscription computer-vision service/);
    expect(split.idea).not.toMatch(/Python|loss-prevention manager|hours/);
    expect(split.founder).toEqual([
      "Founder: ex-retail loss-prevention manager, knows Python.",
      "I have $20,000 saved and can give 30 hours a week.",
    ]);
  });

  it("reads named competitors apart, and keeps an idea that starts with I'm building", () => {
    const split = splitFounderText(
      "I'm building a rota app for UK pubs. Competitors: Rotacloud, Deputy.",
    );
    expect(split.idea).toBe("I'm building a rota app for UK pubs.");
    expect(split.competitors).toBe("Rotacloud, Deputy");
    expect(split.founder).toEqual([]);
  });
});

describe("readPrice", () => {
  it.each([
    ["$249 per store a month", { amount: 249, currency: "USD", per: "store", period: "month" }],
    ["€39 a month", { amount: 39, currency: "EUR", per: "", period: "month" }],
    ["£15/month per seat", { amount: 15, currency: "GBP", per: "seat", period: "month" }],
    ["2,000 euros per year", { amount: 2000, currency: "EUR", per: "", period: "year" }],
    ["₹999 per user a month", { amount: 999, currency: "INR", per: "user", period: "month" }],
    ["A$1.5k per site once", { amount: 1500, currency: "AUD", per: "site", period: "one-time" }],
  ])("%s", (text, expected) => {
    expect(readPrice(`It costs ${text}.`)).toMatchObject(expected);
  });

  it("is null when no price is named", () => {
    expect(readPrice("An app for dog walkers in Berlin")).toBeNull();
  });
});

describe("currencyOf", () => {
  it("is the place's currency, the euro for the rest of Europe, else dollars", () => {
    expect(currencyOf("the United Kingdom", "Europe")).toBe("GBP");
    expect(currencyOf("Ireland", "Europe")).toBe("EUR");
    expect(currencyOf("India", "Asia-Pacific")).toBe("INR");
    expect(currencyOf("Toronto", "North America")).toBe("CAD");
    expect(currencyOf("the United States", "United States")).toBe("USD");
    expect(currencyOf("Warsaw", "Europe")).toBe("PLN");
    expect(currencyOf("Sweden", "Europe")).toBe("SEK");
    expect(currencyOf("Oslo", "Europe")).toBe("NOK");
    expect(currencyOf("Copenhagen", "Europe")).toBe("DKK");
    expect(currencyOf("Nairobi", "Middle East & Africa")).toBe("KES");
    expect(currencyOf("Vienna", "Europe")).toBe("EUR");
    expect(currencyOf("Zurich", "Europe")).toBe("CHF");
    expect(currencyOf("Lagos", "Middle East & Africa")).toBe("NGN");
    expect(currencyOf("Barcelona", "Europe")).toBe("EUR");
    expect(currencyOf("Eastern Europe", "Europe")).toBe("EUR");
  });
});

describe("readBrief", () => {
  const brief = readBrief({ text: GROCER, from: "founder" }, undefined, NOW);

  it("fits the brief's schema", () => {
    expect(ventureBriefSchema.safeParse(brief).success).toBe(true);
    expect(brief).toMatchObject({ revision: 1, changedAt: NOW.toISOString(), from: "founder" });
  });

  it("reads the buyer, price, model and founder as the issue's grocer means them", () => {
    const { buyer, price, model, founder, users } = brief.lines;
    expect(buyer.value).toMatchObject({
      kind: "organisations",
      who: "independent grocery stores",
      size: "1-3 locations",
      place: "the United States",
      scope: "United States",
    });
    expect(buyer.read).toMatchObject({ by: "reading" });
    expect(price.value).toEqual({ amount: 249, currency: "USD", per: "store", period: "month" });
    // A subscription sold to businesses is B2B software, not a consumer box.
    expect(model.value).toEqual({ model: "b2b-saas", orientation: "B2B" });
    expect(founder.value).toMatchObject({ money: 20000, hours: 30 });
    expect(founder.value.skills).toMatch(/Python/);
    for (const words of [
      buyer.value.who,
      users.value.who,
      brief.idea,
      brief.lines.offer.value.what,
    ])
      expect(words).not.toMatch(/Python/);
  });

  it("counts the buyer only where it is sold: no US count for a venture in Ireland", () => {
    const irish = readBrief(
      {
        text: "Keg tracking software for independent breweries in Ireland, €39 a month.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(irish.lines.buyer.value).toMatchObject({
      place: "Ireland",
      scope: "Europe",
      count: null,
    });
    expect(irish.lines.price.value.currency).toBe("EUR");
  });

  it("counts the buyer in the founder's country where that country publishes a count", () => {
    const british = readBrief(
      {
        text: "Keg tracking software for independent pubs in the UK, £39 a month.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(british.lines.buyer.value.place).toBe("the United Kingdom");
    expect(british.lines.buyer.value.count).toBeGreaterThan(10_000);
    expect(british.lines.buyer.value.count).toBeLessThan(100_000);
    expect(british.lines.buyer.value.countSource).not.toBeNull();
  });

  it("takes what the founder said about themselves as their statement", () => {
    const stated = readBrief(
      {
        text: "Rota app for pubs in London.",
        from: "founder",
        about: { skills: "Chef", hours: 10 },
      },
      undefined,
      NOW,
    );
    expect(stated.lines.founder).toEqual({
      value: { skills: "Chef", money: null, hours: 10 },
      read: { by: "founder" },
    });
  });
});

describe("correctBrief", () => {
  const brief = readBrief({ text: GROCER, from: "founder" }, undefined, NOW);
  const later = new Date("2026-11-28T10:00:00Z");

  it("makes the corrected line the founder's, bumps the revision, keeps it on re-reading", () => {
    const corrected = correctBrief(brief, { price: { amount: 199 } }, later);
    expect(corrected.revision).toBe(2);
    expect(corrected.changedAt).toBe(later.toISOString());
    expect(corrected.lines.price).toEqual({
      value: { amount: 199, currency: "USD", per: "store", period: "month" },
      read: { by: "founder" },
    });
    const reread = correctBrief(corrected, {
      text: "Shoplifting alerts for corner shops, $99 a month.",
    });
    expect(reread.lines.price.value.amount).toBe(199);
    expect(reread.revision).toBe(3);
  });

  it("reads hardware sold with a subscription as both prices, carried to every module", () => {
    const hives = readBrief(
      {
        text: "HiveScale: a hive scale that texts beekeepers when a colony swarms. £149 per scale, plus £6 a month per hive for the alerts. For hobby and commercial beekeepers in the UK.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(hives.lines.price.value).toMatchObject({
      amount: 6,
      currency: "GBP",
      period: "month",
      upfront: 149,
      upfrontPer: "scale",
    });
    expect(hives.lines.model.value.model).toBe("hardware-subscription");
    expect(briefSentence(hives.lines)).toContain("£6 per hive a month, plus £149 per scale once");
    expect(briefAsStatements(hives).price).toMatchObject({
      amount: 6,
      upfront: { amount: 149, per: "scale" },
      words: "£6 per hive a month, plus £149 per scale once",
    });
    // A correction of the one-off price is the founder's, kept beside the subscription.
    const corrected = correctBrief(hives, { price: { upfront: 179 } }, later);
    expect(corrected.lines.price.value).toMatchObject({ amount: 6, upfront: 179 });
    expect(corrected.lines.price.read).toEqual({ by: "founder" });
  });

  it("counts a corrected buyer again from its words unless the count is given", () => {
    const recounted = correctBrief(brief, { buyer: { who: "pharmacies" } }, later);
    expect(recounted.lines.buyer.read).toEqual({ by: "founder" });
    expect(recounted.lines.buyer.value.who).toBe("pharmacies");
    const given = correctBrief(brief, { buyer: { count: 41000 } }, later);
    expect(given.lines.buyer.value).toMatchObject({ count: 41000, countSource: "stated by you" });
  });

  it("reads the other lines in the light of a correction", () => {
    const b2c = correctBrief(
      brief,
      { model: { model: "consumer-app", orientation: "B2C" } },
      later,
    );
    expect(b2c.lines.model.value).toEqual({ model: "consumer-app", orientation: "B2C" });
    expect(b2c.lines.buyer.value.kind).toBe("people");
  });
});

describe("FounderInput.stated", () => {
  it("takes the brief's buyer, count, model, side and place over inference", () => {
    const brief = correctBrief(
      readBrief({ text: GROCER, from: "founder" }, undefined, NOW),
      { buyer: { who: "independent florists", place: "Ireland", count: 1200 } },
      NOW,
    );
    const reading = readFounder({ idea: brief.idea, stated: briefAsStatements(brief) });
    expect(reading.orientation).toBe("B2B");
    expect(reading.model.model.name).toBe("SaaS");
    expect(reading.buyer).toMatchObject({ count: 1200, basis: "founder" });
    expect(reading.geography.scope).toBe("Europe");
    expect(reading.basis).toMatchObject({
      model: "founder",
      orientation: "founder",
      geography: "founder",
    });
    expect(reading.statedPrice).toMatchObject({ amount: 249, currency: "USD" });
  });

  it("changes nothing without statements", () => {
    const idea = "A booking app for independent yoga studios";
    expect(readFounder({ idea, stated: {} })).toEqual(readFounder({ idea }));
  });
});

describe("readBrief: an idea typed in Spanish, with no target market (issue 23)", () => {
  it('reads the buyer named after \'para\', its side, its count and the place by its country\'s name ("España", "w Polsce": Spain, Poland)', () => {
    const brief = readBrief({
      text: "Red de repartidores para farmacias: la farmacia pide un mensajero desde el móvil y el medicamento llega al domicilio del paciente en menos de 1 hora. 4,50 € por entrega. Para farmacias comunitarias en España.",
      from: "founder",
    });
    expect(brief.lines.buyer.value).toMatchObject({ kind: "organisations", place: "Spain" });
    expect(brief.lines.model.value.orientation).toBe("B2B");
    expect(brief.lines.buyer.value.count).toBe(22_000);
    expect(brief.lines.price.value).toMatchObject({
      amount: 4.5,
      currency: "EUR",
      per: "delivery",
    });
    expect(briefSentence(brief.lines)).toMatch(/^B2B, buyer = farmacias, about 22,000 /u);
    // Each of the founder's words is quoted once behind a line.
    expect(brief.lines.buyer.read).toMatchObject({ words: ["farmacias", "España"] });
    const polish = readBrief({
      text: "Aplikacja do zapisów dla szkół tańca w Polsce, 99 zł miesięcznie za szkołę.",
      from: "founder",
    });
    expect(polish.lines.buyer.value.place).toBe("Poland");
    expect(polish.lines.price.value).toMatchObject({ amount: 99, currency: "PLN" });
  });
});

describe("readBrief: a count estimated from peer countries (decision 031)", () => {
  const VETS =
    "Appointment reminders for veterinary clinics in Switzerland, CHF 49 a month per clinic.";

  it("states the estimate on the buyer line as one, and never passes it on as the founder's", () => {
    const peers = peerEstimateIn(getBuyerUnit("veterinary-practices"), getCountry("ch"))!;
    const brief = readBrief({ text: VETS, from: "founder" }, undefined, NOW);
    expect(brief.lines.buyer.value).toMatchObject({
      place: "Switzerland",
      count: peers.figure.value,
      countSource: PEER_ESTIMATE_SOURCE,
    });
    expect(countText(brief.lines.buyer.value)).toBe(
      `about ${peers.figure.value.toLocaleString("en-US")} (estimate from peer countries' density)`,
    );
    // The market analysis works the estimate out and labels it itself: no buyerCount.
    expect(briefAsStatements(brief).buyerCount).toBeUndefined();
    // A count the founder gives is theirs, and is passed on.
    const given = correctBrief(brief, { buyer: { count: 6_900 } }, NOW);
    expect(given.lines.buyer.value).toMatchObject({ count: 6_900, countSource: "stated by you" });
    expect(briefAsStatements(given).buyerCount).toBe(6_900);
  });

  it("keeps a published count and asks where no peer qualifies", () => {
    const german = readBrief(
      { text: VETS.replace("Switzerland", "Germany"), from: "founder" },
      undefined,
      NOW,
    );
    expect(german.lines.buyer.value).toMatchObject({ count: 10_465 });
    expect(german.lines.buyer.value.countSource).not.toBe(PEER_ESTIMATE_SOURCE);
    const brazilian = readBrief(
      { text: VETS.replace("in Switzerland", "in Brazil"), from: "founder" },
      undefined,
      NOW,
    );
    expect(brazilian.lines.buyer.value).toMatchObject({ count: null, countSource: null });
  });
});

describe("the founder's own money, in any currency (issue 23)", () => {
  it.each([
    ["I'm an electrician from Khayelitsha; we put in R80,000 of our own money.", 80000],
    ["I'm a former teacher in Lagos with ₦5,000,000 saved.", 5000000],
    ["We have zł 40000 of savings and 20 hours a week.", 40000],
    ["I have KSh 300,000 saved from my job in Nairobi.", 300000],
    ["I have ¥2,000,000 saved.", 2000000],
  ])("reads %s", (bio, money) => {
    const brief = readBrief({ text: `A booking app for hair salons. ${bio}`, from: "founder" });
    expect(brief.lines.founder.value.money).toBe(money);
  });
});

describe("readBrief: a business buyer the words do not name", () => {
  it("names the industry's business customers, never its consumers, on the buyer line", () => {
    const brief = readBrief(
      {
        text: "A card reader fitted in minibus taxis so the owner sees every fare and gets paid out daily. R350 a month per taxi.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value.kind).toBe("organisations");
    expect(brief.lines.buyer.value.who).not.toMatch(/consumer|household|individual/iu);
    expect(brief.lines.buyer.value.place).toBe("South Africa");
  });
});

describe("readBrief: the lines the knowledge base guessed ask to be checked", () => {
  it("says so on the buyer and model lines when no word named who pays or how money is made", () => {
    const brief = readBrief(
      { text: "An app that helps with juntas online, easy and fast.", from: "founder" },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.read).toMatchObject({ by: "reading", unsure: expect.any(String) });
    expect(brief.lines.model.read).toMatchObject({ by: "reading", unsure: expect.any(String) });
    expect(ventureBriefSchema.safeParse(brief).success).toBe(true);
  });

  it("asks nothing of lines the founder's words decided", () => {
    const brief = readBrief({ text: GROCER, from: "founder" }, undefined, NOW);
    for (const key of ["buyer", "price", "model"] as const)
      expect(brief.lines[key].read).not.toHaveProperty("unsure");
  });

  it("asks nothing once the founder has corrected the line", () => {
    const brief = readBrief(
      { text: "An app that helps with juntas online, easy and fast.", from: "founder" },
      undefined,
      NOW,
    );
    const corrected = correctBrief(
      brief,
      { buyer: { who: "property administrators", kind: "organisations" } },
      NOW,
    );
    expect(corrected.lines.buyer.read).toEqual({ by: "founder" });
  });
});

describe("correctBrief: the model line follows the side of a buyer the founder stated", () => {
  it("never says B2C under a business buyer the founder named", () => {
    const brief = correctBrief(
      readBrief(
        {
          text: "Juntas de propietarios online, con votaciones y actas. 39 € al mes por despacho.",
          from: "founder",
        },
        undefined,
        NOW,
      ),
      { buyer: { who: "administradores de fincas en España", kind: "organisations" } },
      NOW,
    );
    expect(brief.lines.buyer.value).toMatchObject({ kind: "organisations", place: "Spain" });
    expect(brief.lines.model.value.orientation).toBe("B2B");
    expect(brief.lines.model.value.model).not.toMatch(/^consumer/u);
  });
});

describe("readBrief: a buyer found only after the opening sentence asks to be checked", () => {
  it("says the first sentence did not name who pays, and is quiet when it did", () => {
    const later = readBrief(
      {
        text: "Rota planning that fits the way shifts really change. Independent cafés in Leeds lose hours every week to WhatsApp swaps; ours fixes that for £29 a month per café.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(later.lines.buyer.value.who).toBe("independent cafés");
    expect(later.lines.buyer.read).toMatchObject({
      unsure: expect.stringMatching(/^Your first sentence does not say who pays/u),
    });
    const first = readBrief(
      {
        text: "Rota planning for independent cafés in Leeds. Shifts change and WhatsApp swaps waste hours; £29 a month per café.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(first.lines.buyer.read).not.toHaveProperty("unsure");
  });
});

describe("readBrief: whom the opening sentence says the product is for (issue 23)", () => {
  it("reads the group after 'for', in the founder's language, and not a price's 'per'", () => {
    expect(pitchedFor("Rostering and payroll in one app for independent dance schools.")).toBe(
      "independent dance schools",
    );
    expect(pitchedFor("Abrechnung und Dienstplan für private Musikschulen in Bayern.")).toBe(
      "private musikschulen",
    );
    expect(pitchedFor("Agenda en ligne pour les orthophonistes libéraux.")).toBe(
      "orthophonistes libéraux",
    );
    expect(pitchedFor("Un registro digitale per apicoltori hobbisti.")).toBe("apicoltori hobbisti");
    expect(pitchedFor("A shared calendar, £3 a month per household.")).toBeNull();
    expect(pitchedFor("Photo backup for each deed and every registry entry.")).toBeNull();
  });

  it("takes that group as who pays when the words read no buyer in the opening sentence", () => {
    const brief = readBrief(
      {
        text: "Rostering, lesson plans and parent invoices in one app for independent dance schools. £39 a month.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value.who).toBe("independent dance schools");
    expect(brief.lines.model.value.orientation).toBe("B2B");
  });

  it("keeps a buyer the opening sentence names itself over a purpose after 'for'", () => {
    const brief = readBrief(
      {
        text: "A marketplace matching dog owners with vetted sitters for weekend stays, taking 15%.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value.who).not.toMatch(/stays/u);
  });

  it("says when it knows nothing of the group but the founder's 'for'", () => {
    const brief = readBrief(
      { text: "Ein Logbuch für Gleitschirmflieger, 4,99 € im Monat.", from: "founder" },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value.who).toBe("gleitschirmflieger");
    const read = brief.lines.buyer.read;
    expect(read.by === "reading" ? read.unsure : undefined).toBe(BRIEF_UNSURE.pitched);
  });
});
