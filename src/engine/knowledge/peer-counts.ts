/**
 * A count estimated from peer countries (issue 23, decision 031): for a buyer unit whose number
 * follows a country's population (`scalesWithPopulation`: pharmacies, dental practices, vets) in
 * a country with no count of its own, the unit's count per person in comparable countries that
 * have one, times the country's people. The result is an `estimate` whose method states every
 * step in words a founder can check, and the callers still ask the founder for their own count.
 *
 * Peers: the countries with a count of the unit (the United States included) in the same World
 * Bank income group, the country's own region only when at least two such peers are in it. There
 * must be at least two peers, so the estimate is a median with a stated range rather than one
 * country's density carried over, and at least one of their counts must be read on its
 * publisher's page (`fromSource`), so an estimate never rests on estimates alone. The density used
 * is the peers' median, rounded as it is shown, and the method states the range the peers span.
 */
import type { GeographicScope } from "../../shared/options";
import { COUNTRIES } from "./countries";
import {
  type BuyerUnitEntry,
  type CountryEntry,
  type CountryId,
  count,
  estimate,
  type Figure,
} from "./schema";

/**
 * World Bank income groups for fiscal year 2025 (July 2024, from 2023 GNI per person): a unit's
 * density in a high-income country says little about a lower-middle-income one (India has about
 * one chemist per 1,200 people, the UK one pharmacy per 5,000).
 */
export const INCOME_GROUPS = {
  us: "high",
  uk: "high",
  ie: "high",
  de: "high",
  fr: "high",
  it: "high",
  es: "high",
  nl: "high",
  ca: "high",
  au: "high",
  ch: "high",
  jp: "high",
  nz: "high",
  sg: "high",
  pl: "high",
  se: "high",
  no: "high",
  dk: "high",
  at: "high",
  be: "high",
  pt: "high",
  br: "upper-middle",
  mx: "upper-middle",
  za: "upper-middle",
  in: "lower-middle",
  ng: "lower-middle",
  ke: "lower-middle",
  kr: "high",
  id: "upper-middle",
  ph: "lower-middle",
} as const satisfies Partial<Record<CountryId, IncomeGroup>>;
export type IncomeGroup = "high" | "upper-middle" | "lower-middle" | "low";

const INCOME_WORDS: Record<IncomeGroup, string> = {
  high: "high-income",
  "upper-middle": "upper-middle-income",
  "lower-middle": "lower-middle-income",
  low: "low-income",
};

/**
 * Fewest peers an estimate is made from, and fewest of the country's own region for the region
 * alone to be used: one country's density has no range to show how far it may be off.
 */
const FEWEST_PEERS = 2;

/** One peer country: its count of the unit and its people per unit. */
export interface PeerDensity {
  country: CountryEntry;
  count: Figure;
  /** The peer's people per unit (its population ÷ its count), unrounded. */
  peoplePerUnit: number;
}

/** The estimate and how it was reached, for a caller that shows its parts. */
export interface PeerEstimate {
  /** The count: an `estimate` whose method states the arithmetic. */
  figure: Figure;
  /** The peers used, densest first. */
  peers: readonly PeerDensity[];
  /** The median people per unit used, rounded as shown. */
  peoplePerUnit: number;
  /** The densest and the sparsest peer's people per unit, rounded as shown. */
  range: { densest: number; sparsest: number };
  /** The region the peers share ("Europe"), or null when they are the whole income group. */
  region: GeographicScope | null;
  /** The income group the peers share. */
  income: IncomeGroup;
}

function incomeOf(country: CountryEntry): IncomeGroup | null {
  return (INCOME_GROUPS as Partial<Record<CountryId, IncomeGroup>>)[country.id] ?? null;
}

/** The region a country is compared in: the United States is in North America. */
function regionOf(country: CountryEntry): GeographicScope {
  return country.scope === "United States" ? "North America" : country.scope;
}

function ownCount(unit: BuyerUnitEntry, country: CountryEntry): Figure | null {
  if (country.id === "us") return unit.us;
  return unit.counts?.[country.id] ?? null;
}

/** Rounded to two significant figures: 13,660 → 14,000; 2,215 → 2,200; 48 → 48. */
export function twoFigures(value: number): number {
  if (value < 100) return Math.round(value);
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
}

/** People as the text shows them and as the arithmetic uses them: 48.1 million, 950,000. */
function shownPeople(value: number): { value: number; text: string } {
  if (value >= 1e9) {
    const billions = Math.round(value / 1e8) / 10;
    return { value: billions * 1e9, text: `${billions} billion` };
  }
  if (value >= 1e6) {
    const millions = Math.round(value / 1e5) / 10;
    return { value: millions * 1e6, text: `${millions} million` };
  }
  const rounded = twoFigures(value);
  return { value: rounded, text: rounded.toLocaleString("en-US") };
}

/** The years of the peers' populations: "2023", "2022 and 2023". */
function years(peers: readonly PeerDensity[]): string {
  const all = [...new Set(peers.map((peer) => peer.country.population.year))].sort();
  return all.length === 1 ? String(all[0]) : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

const whole = (value: number) => Math.round(value).toLocaleString("en-US");

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The peers a country's estimate is made from, or null when too few qualify: same income group,
 * a count above zero, the own region when it holds enough of them, at least two peers and at
 * least one sourced count.
 */
function choosePeers(
  unit: BuyerUnitEntry,
  country: CountryEntry,
): { peers: PeerDensity[]; region: GeographicScope | null; income: IncomeGroup } | null {
  const income = incomeOf(country);
  if (income === null) return null;
  const all: PeerDensity[] = [];
  for (const peer of COUNTRIES as readonly CountryEntry[]) {
    if (peer.id === country.id || incomeOf(peer) !== income) continue;
    const figure = ownCount(unit, peer);
    if (figure === null || figure.value <= 0) continue;
    all.push({ country: peer, count: figure, peoplePerUnit: peer.population.value / figure.value });
  }
  const sourced = (peers: readonly PeerDensity[]) =>
    peers.some((peer) => peer.count.basis.kind === "source");
  const region = regionOf(country);
  const near = all.filter((peer) => regionOf(peer.country) === region);
  if (near.length >= FEWEST_PEERS && sourced(near)) return { peers: near, region, income };
  if (all.length >= FEWEST_PEERS && sourced(all)) return { peers: all, region: null, income };
  return null;
}

/**
 * The count of a unit in a country estimated from peer countries, or null: the unit does not
 * scale with population, the country has a count of its own, or no peers qualify.
 */
export function peerEstimateIn(unit: BuyerUnitEntry, country: CountryEntry): PeerEstimate | null {
  if (unit.scalesWithPopulation !== true) return null;
  if (ownCount(unit, country) !== null) return null;
  const chosen = choosePeers(unit, country);
  if (chosen === null) return null;
  const peers = [...chosen.peers].sort((a, b) => a.peoplePerUnit - b.peoplePerUnit);
  const perUnit = twoFigures(median(peers.map((peer) => peer.peoplePerUnit)));
  const densest = twoFigures(peers[0]!.peoplePerUnit);
  const sparsest = twoFigures(peers[peers.length - 1]!.peoplePerUnit);
  const people = shownPeople(country.population.value);
  const value = twoFigures(people.value / perUnit);
  const listed = peers
    .map(
      (peer) =>
        `${peer.country.name} 1 per ${whole(twoFigures(peer.peoplePerUnit))} ` +
        `(${whole(peer.count.value)} in ${peer.count.year})`,
    )
    .join(", ");
  const many = `${peers.length} peer countries'`;
  const which =
    chosen.region === null
      ? `the ${INCOME_WORDS[chosen.income]} countries with a count of their own`
      : `the ${INCOME_WORDS[chosen.income]} countries of ${chosen.region} with a count of their own`;
  const spread = `The peers range from 1 per ${whole(densest)} to 1 per ${whole(sparsest)}: treat it as an order of magnitude.`;
  const method =
    `No published count for ${country.name} in our sources. Estimated from ${many} ` +
    `${unit.plural} per person (${listed}; median 1 per ${whole(perUnit)}) ` +
    `× ${country.name}'s ${people.text} people = ${whole(value)}. Peers: ` +
    `${which} (World Bank income groups); a peer's people per unit is its population ` +
    `(${years(peers)}) ÷ its count. ${spread}`;
  return {
    figure: count(value, country.population.year, estimate(method)),
    peers,
    peoplePerUnit: perUnit,
    range: { densest, sparsest },
    region: chosen.region,
    income: chosen.income,
  };
}
