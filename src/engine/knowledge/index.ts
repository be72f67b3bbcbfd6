/**
 * Ninefold's sourced knowledge base: industries, business models, geographic scopes, founder
 * profiles and the publications they cite, versioned as one object, with lookups that never
 * return undefined for a value the option lists allow.
 */
import {
  BUSINESS_MODELS,
  type Budget,
  type BusinessModel,
  GEOGRAPHIC_SCOPES,
  type GeographicScope,
  type Industry,
  type Location,
  type TimeCommitment,
} from "../../shared/options";
import { BUSINESS_MODEL_ENTRIES } from "./business-models";
import { BUYER_REVENUE, IT_SHARE_ALL, IT_SHARE_BY_INDUSTRY, SHARE_OF_IT } from "./buyer-spending";
import { BUYER_UNITS } from "./buyer-units";
import { MORE_BUYER_UNITS } from "./buyer-units-more";
import { PEOPLE_BUYER_UNITS } from "./buyer-units-people";
import { TRADE_BUYER_UNITS } from "./buyer-units-trades";
import { COUNTRIES, getCountry } from "./countries";
import { countsOfUnit } from "./counts";
import { BUDGET_ENTRIES, LOCATION_ENTRIES, TIME_COMMITMENT_ENTRIES } from "./founder-profiles";
import { FUNNEL_BENCHMARKS } from "./funnel-benchmarks";
import { GEOGRAPHIES } from "./geographies";
import { INDUSTRIES } from "./industries";
import { NICHE_MARKETS } from "./markets";
import { type PeerEstimate, peerEstimateIn } from "./peer-counts";
import { SALARY_BENCHMARKS } from "./salary-benchmarks";
import type {
  Basis,
  BudgetEntry,
  BusinessModelEntry,
  BuyerUnitEntry,
  CountryEntry,
  CountryId,
  Figure,
  GeographyEntry,
  IndustryEntry,
  LocationEntry,
  NicheMarketEntry,
  Source,
  TimeCommitmentEntry,
} from "./schema";
import { SERVING_COSTS } from "./serving-costs";
import { SOURCES, type SourceId } from "./sources";

/** Every buyer unit: the trades and groups of buyer-units.ts, then the consumer groups and
 * public buyers of buyer-units-people.ts and the further trades of buyer-units-trades.ts
 * (issue 23), and the further trades and groups of buyer-units-more.ts. */
const ALL_BUYER_UNITS: readonly BuyerUnitEntry[] = [
  ...(BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(PEOPLE_BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(TRADE_BUYER_UNITS as readonly BuyerUnitEntry[]),
  ...(MORE_BUYER_UNITS as readonly BuyerUnitEntry[]),
].map(withCountryFileCounts);

/**
 * A unit with the counts the country files (counts/*.ts) hold for it added to its own, and its
 * revenue per unit from buyer-spending.ts (decision 046).
 */
function withCountryFileCounts(unit: BuyerUnitEntry): BuyerUnitEntry {
  const fromFiles = countsOfUnit(unit.id);
  const revenue = unit.revenue ?? BUYER_REVENUE[unit.id];
  const withRevenue = revenue === undefined ? unit : { ...unit, revenue };
  if (Object.keys(fromFiles).length === 0) return withRevenue;
  return { ...withRevenue, counts: { ...fromFiles, ...unit.counts } };
}

export const KNOWLEDGE_BASE = {
  version: "2026.11.4",
  updated: "2026-11-27",
  sources: SOURCES,
  industries: INDUSTRIES,
  businessModels: BUSINESS_MODEL_ENTRIES,
  geographies: GEOGRAPHIES,
  budgets: BUDGET_ENTRIES,
  timeCommitments: TIME_COMMITMENT_ENTRIES,
  locations: LOCATION_ENTRIES,
  funnelBenchmarks: FUNNEL_BENCHMARKS,
  salaryBenchmarks: SALARY_BENCHMARKS,
  servingCosts: SERVING_COSTS,
  buyerUnits: ALL_BUYER_UNITS,
  markets: NICHE_MARKETS as readonly NicheMarketEntry[],
  countries: COUNTRIES as readonly CountryEntry[],
  /** What organisations spend on IT, and the part of it software and IT services take. */
  itSpending: {
    shareOfRevenue: IT_SHARE_ALL,
    shareOfRevenueByIndustry: IT_SHARE_BY_INDUSTRY,
    shareOfIt: SHARE_OF_IT,
  },
} as const;

/** "Ninefold knowledge base 2026.11.1 (updated 2026-11-21)", for a result's data-source line. */
export const KNOWLEDGE_BASE_LABEL =
  `Ninefold knowledge base ${KNOWLEDGE_BASE.version} ` + `(updated ${KNOWLEDGE_BASE.updated})`;

const SOURCES_BY_ID: ReadonlyMap<string, Source> = new Map(
  SOURCES.map((source) => [source.id, source]),
);

const normalise = (text: string): string => text.trim().toLowerCase();

export function getIndustry(name: Industry): IndustryEntry {
  return INDUSTRIES[name];
}

/** Any text: the industry whose name matches (case-insensitive), else "Other". */
export function resolveIndustry(name: string): IndustryEntry {
  const wanted = normalise(name);
  return (
    Object.values(INDUSTRIES).find((entry) => normalise(entry.name) === wanted) ?? INDUSTRIES.Other
  );
}

export function getBusinessModel(name: BusinessModel): BusinessModelEntry {
  return BUSINESS_MODEL_ENTRIES[name];
}

/** Any text: the business model whose name matches (case-insensitive), if one does. */
export function findBusinessModel(name: string): BusinessModelEntry | undefined {
  const wanted = normalise(name);
  const match = BUSINESS_MODELS.find((model) => normalise(model) === wanted);
  return match === undefined ? undefined : BUSINESS_MODEL_ENTRIES[match];
}

export function getGeography(scope: GeographicScope): GeographyEntry {
  return GEOGRAPHIES[scope];
}

/** Any text: the matching scope (case-insensitive), else the spec's default, United States. */
export function resolveGeography(scope: string): GeographyEntry {
  const wanted = normalise(scope);
  const match = GEOGRAPHIC_SCOPES.find((candidate) => normalise(candidate) === wanted);
  return GEOGRAPHIES[match ?? "United States"];
}

const BUYER_UNITS_BY_ID: ReadonlyMap<string, BuyerUnitEntry> = new Map(
  ALL_BUYER_UNITS.map((unit) => [unit.id, unit]),
);

/** A buyer unit by id; the knowledge-base test checks every reference resolves. */
export function getBuyerUnit(id: string): BuyerUnitEntry {
  const unit = BUYER_UNITS_BY_ID.get(id);
  if (unit === undefined) throw new Error(`Unknown buyer unit: ${id}`);
  return unit;
}

export { getCountry };

/**
 * How many of a unit there are in a country: the US count for the United States, else the
 * unit's own count for that country, else null (no count is published or derived: ask).
 */
export function countIn(unit: BuyerUnitEntry, country: CountryEntry): Figure | null {
  if (country.id === "us") return unit.us;
  return unit.counts?.[country.id as CountryId] ?? null;
}

export { itShareOfRevenue, PRODUCT_KIND_NAMES, type ProductKind } from "./buyer-spending";
export { regulatoryNotesFor, type SellingPlace } from "./regulation";
export type { PeerEstimate };
export { peerEstimateIn };

/**
 * A unit's count in a country, or, for a unit that scales with population and has no count
 * there, its estimate from peer countries (decision 031); null when neither exists: ask.
 */
export function countOrPeerEstimateIn(
  unit: BuyerUnitEntry,
  country: CountryEntry,
): { figure: Figure; peers: PeerEstimate | null } | null {
  const own = countIn(unit, country);
  if (own !== null) return { figure: own, peers: null };
  const peers = peerEstimateIn(unit, country);
  return peers === null ? null : { figure: peers.figure, peers };
}

export function getBudget(value: Budget): BudgetEntry {
  return BUDGET_ENTRIES[value];
}

export function getTimeCommitment(value: TimeCommitment): TimeCommitmentEntry {
  return TIME_COMMITMENT_ENTRIES[value];
}

export function getLocation(value: Location): LocationEntry {
  return LOCATION_ENTRIES[value];
}

export function getSource(id: SourceId): Source {
  const source = SOURCES_BY_ID.get(id);
  if (source === undefined) throw new Error(`Unknown knowledge-base source: ${id}`);
  return source;
}

/** Any text: the source with that id, if listed. */
export function findSource(id: string): Source | undefined {
  return SOURCES_BY_ID.get(id);
}

/** A readable line for a figure's basis: "Newzoo, Global Games Market Report 2024 (2024)". */
export function describeBasis(basis: Basis): string {
  if (basis.kind === "estimate") return `Estimate: ${basis.method}`;
  const source = SOURCES_BY_ID.get(basis.sourceId);
  if (source === undefined) return `Source ${basis.sourceId}`;
  const note = basis.note === undefined ? "" : ` — ${basis.note}`;
  return `${source.publisher}, ${source.title} (${source.year})${note}`;
}

export type {
  Basis,
  BudgetEntry,
  BusinessModelEntry,
  BuyerSpend,
  BuyerUnitEntry,
  CountryEntry,
  CountryId,
  CurrencyCode,
  Figure,
  FunnelBenchmarks,
  GeographyEntry,
  IndustryEntry,
  LocationEntry,
  NicheMarketEntry,
  SalaryBenchmarks,
  SalaryLocation,
  SalaryRole,
  Source,
  TimeCommitmentEntry,
} from "./schema";
export type { SourceId } from "./sources";
