import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries";
import { countIn, countOrPeerEstimateIn, getCountry, KNOWLEDGE_BASE } from "./index";
import { INCOME_GROUPS, peerEstimateIn, twoFigures } from "./peer-counts";
import { type BuyerUnitEntry, type CountryEntry, count, estimate, fromSource } from "./schema";

const SOURCED = fromSource("bls-qcew-2024", "a count read on the page, for this test");
const ESTIMATED = estimate("A count derived for this test, with no page read behind it.");

/** A unit that scales with population, with the counts each test gives it. */
function clinics(
  counts: BuyerUnitEntry["counts"],
  overrides: Partial<BuyerUnitEntry> = {},
): BuyerUnitEntry {
  return {
    id: "test-clinics",
    singular: "test clinic",
    plural: "test clinics",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["test clinics"],
    us: count(33_500, 2023, ESTIMATED),
    counts,
    scalesWithPopulation: true,
    ...overrides,
  };
}

/** Germany 1 per 8,400, France 1 per 3,400, the UK 1 per 6,800 (2023 populations). */
const EUROPE = {
  de: count(10_000, 2022, SOURCED),
  fr: count(20_000, 2021, ESTIMATED),
  uk: count(10_000, 2023, ESTIMATED),
};

const methodOf = (unit: BuyerUnitEntry, country: CountryEntry): string => {
  const basis = peerEstimateIn(unit, country)?.figure.basis;
  if (basis?.kind !== "estimate") throw new Error("Expected an estimate");
  return basis.method;
};

describe("a count estimated from peer countries (decision 031)", () => {
  it("multiplies the peers' median count per person by the country's people", () => {
    const spain = getCountry("es");
    const estimate = peerEstimateIn(clinics(EUROPE), spain)!;
    // 84.4M ÷ 10,000 = 8,440; 68.2M ÷ 20,000 = 3,410; 68.3M ÷ 10,000 = 6,830: median 6,830,
    // shown 1 per 6,800; 48.1 million ÷ 6,800 = 7,074, shown 7,100.
    expect(estimate.peoplePerUnit).toBe(6_800);
    expect(estimate.figure).toMatchObject({ value: 7_100, unit: "count", year: 2023 });
    expect(estimate.range).toEqual({ densest: 3_400, sparsest: 8_400 });
    expect(estimate.figure.basis.kind).toBe("estimate");
  });

  it("states its arithmetic in words a founder can check", () => {
    expect(methodOf(clinics(EUROPE), getCountry("es"))).toBe(
      "No published count for Spain in our sources. Estimated from 3 peer countries' test " +
        "clinics per person (France 1 per 3,400 (20,000 in 2021), United Kingdom 1 per 6,800 " +
        "(10,000 in 2023), Germany 1 per 8,400 (10,000 in 2022); median 1 per 6,800) × Spain's " +
        "48.1 million people = 7,100. Peers: the high-income countries of Europe with a count " +
        "of their own (World Bank income groups); a peer's people per unit is its population " +
        "(2023) ÷ its count. The peers range from 1 per 3,400 to 1 per 8,400: treat it as an " +
        "order of magnitude.",
    );
  });

  it("prefers the country's own region when two or more peers are in it", () => {
    const unit = clinics(EUROPE, { us: count(33_500, 2023, SOURCED) });
    const spain = peerEstimateIn(unit, getCountry("es"))!;
    expect(spain.region).toBe("Europe");
    expect(spain.peers.map((peer) => peer.country.id)).toEqual(["fr", "uk", "de"]);
    // Canada's region holds the United States alone: the whole income group is used.
    const canada = peerEstimateIn(unit, getCountry("ca"))!;
    expect(canada.region).toBeNull();
    expect(canada.peers.map((peer) => peer.country.id).sort()).toEqual(["de", "fr", "uk", "us"]);
    // Four peers: the median is the mean of the middle two, (6,830 + 8,440) ÷ 2 ≈ 7,600.
    expect(canada.peoplePerUnit).toBe(7_600);
    expect(canada.figure.value).toBe(twoFigures(40.1e6 / 7_600));
    expect(methodOf(unit, getCountry("ca"))).toContain(
      "Peers: the high-income countries with a count of their own",
    );
  });

  it("compares a country only with countries of its income group", () => {
    const unit = clinics({ ...EUROPE, in: count(900_000, 2023, SOURCED) });
    // Brazil's group (upper-middle income) has no count: no estimate, the founder is asked.
    expect(peerEstimateIn(unit, getCountry("br"))).toBeNull();
    // Nigeria's group holds India alone: one peer is too few, and Europe's densities are not
    // carried to it.
    expect(peerEstimateIn(unit, getCountry("ng"))).toBeNull();
    // With a second peer of its group (Brazil's for Mexico) there is an estimate.
    const latin = clinics({
      ...EUROPE,
      br: count(40_000, 2023, SOURCED),
      za: count(6_000, 2023, ESTIMATED),
    });
    const mexico = peerEstimateIn(latin, getCountry("mx"))!;
    expect(mexico.peers.map((peer) => peer.country.id).sort()).toEqual(["br", "za"]);
    expect(mexico.income).toBe("upper-middle");
    expect(methodOf(latin, getCountry("mx"))).toContain(
      "Peers: the upper-middle-income countries with a count of their own",
    );
    // And India's count is not a peer of a high-income country.
    expect(peerEstimateIn(unit, getCountry("es"))!.peers.map((p) => p.country.id)).not.toContain(
      "in",
    );
  });

  it("needs two peers: one country's density is not carried over", () => {
    const unit = clinics({ de: EUROPE.de }, { us: count(33_500, 2023, ESTIMATED) });
    expect(peerEstimateIn(unit, getCountry("es"))).not.toBeNull();
    // Germany alone (the US count is zero, so no peer): too few.
    const germanyAlone = clinics({ de: EUROPE.de }, { us: count(0, 2023, SOURCED) });
    expect(peerEstimateIn(germanyAlone, getCountry("es"))).toBeNull();
    const alone = clinics({}, { us: count(33_500, 2023, SOURCED) });
    expect(peerEstimateIn(alone, getCountry("ie"))).toBeNull();
  });

  it("rests on at least one count read on its publisher's page", () => {
    const estimatesOnly = clinics({ de: EUROPE.fr, fr: EUROPE.fr, uk: EUROPE.uk });
    expect(peerEstimateIn(estimatesOnly, getCountry("es"))).toBeNull();
    // Europe's peers are all estimates, the US count is read on its page: the wider group.
    const wider = clinics({ fr: EUROPE.fr, uk: EUROPE.uk }, { us: count(33_500, 2023, SOURCED) });
    const spain = peerEstimateIn(wider, getCountry("es"))!;
    expect(spain.region).toBeNull();
    expect(spain.peers.map((peer) => peer.country.id).sort()).toEqual(["fr", "uk", "us"]);
  });

  it("leaves out a peer whose count is zero", () => {
    const unit = clinics({ ...EUROPE, nl: count(0, 2023, SOURCED) });
    const spain = peerEstimateIn(unit, getCountry("es"))!;
    expect(spain.peers.map((peer) => peer.country.id)).not.toContain("nl");
  });

  it("keeps a country's own count, unchanged", () => {
    const unit = clinics(EUROPE);
    const germany = getCountry("de");
    expect(peerEstimateIn(unit, germany)).toBeNull();
    expect(countOrPeerEstimateIn(unit, germany)).toEqual({ figure: EUROPE.de, peers: null });
    expect(countIn(unit, germany)).toBe(EUROPE.de);
    // countIn never estimates: the estimate is a separate, named step.
    expect(countIn(unit, getCountry("es"))).toBeNull();
    expect(countOrPeerEstimateIn(unit, getCountry("es"))?.peers).not.toBeNull();
  });

  it("never estimates a unit that does not scale with population", () => {
    for (const flag of [undefined, false]) {
      const unit = clinics(EUROPE, { scalesWithPopulation: flag });
      expect(peerEstimateIn(unit, getCountry("es"))).toBeNull();
      expect(countOrPeerEstimateIn(unit, getCountry("es"))).toBeNull();
    }
    for (const unit of KNOWLEDGE_BASE.buyerUnits.filter((entry) => !entry.scalesWithPopulation)) {
      for (const country of COUNTRIES as readonly CountryEntry[]) {
        expect(peerEstimateIn(unit, country), `${unit.id} in ${country.id}`).toBeNull();
      }
    }
  });

  it("gives every country an income group", () => {
    for (const country of COUNTRIES) expect(INCOME_GROUPS).toHaveProperty(country.id);
  });

  it("states arithmetic that recomputes, for every unit and country of the knowledge base", () => {
    let estimates = 0;
    for (const unit of KNOWLEDGE_BASE.buyerUnits) {
      for (const country of COUNTRIES as readonly CountryEntry[]) {
        const found = peerEstimateIn(unit, country);
        if (found === null) continue;
        estimates += 1;
        const label = `${unit.id} in ${country.id}`;
        expect(countIn(unit, country), label).toBeNull();
        expect(unit.scalesWithPopulation, label).toBe(true);
        const method = methodOf(unit, country);
        const step =
          /median 1 per ([\d,]+)\) × .+'s ([\d.]+) (million|billion) people = ([\d,]+)\./u.exec(
            method,
          );
        expect(step, label).not.toBeNull();
        const [, per, people, scale, result] = step!;
        const shownPeople = Number(people) * (scale === "billion" ? 1e9 : 1e6);
        const perUnit = Number(per!.replaceAll(",", ""));
        expect(Number(result!.replaceAll(",", "")), label).toBe(twoFigures(shownPeople / perUnit));
        expect(found.figure.value, label).toBe(Number(result!.replaceAll(",", "")));
        expect(
          found.peers.some((peer) => peer.count.basis.kind === "source"),
          label,
        ).toBe(true);
        for (const peer of found.peers) {
          expect(INCOME_GROUPS[peer.country.id], label).toBe(INCOME_GROUPS[country.id]);
        }
      }
    }
    expect(estimates).toBeGreaterThan(0);
  });
});

describe("twoFigures", () => {
  it("rounds to two significant figures, whole numbers under 100", () => {
    expect(twoFigures(13_660)).toBe(14_000);
    expect(twoFigures(2_215)).toBe(2_200);
    expect(twoFigures(378.6)).toBe(380);
    expect(twoFigures(48.4)).toBe(48);
    expect(twoFigures(1_234_567)).toBe(1_200_000);
  });
});
