/**
 * The buyer units' counts outside the United States, gathered from one file per group of
 * countries (issue 23). A unit's entry may also carry counts of its own (`counts`); these files
 * add to them, and the knowledge-base test refuses a unit counted twice in one country.
 */
import type { CountryId, Figure } from "../schema";
import { EUROPE_SOUTH_NORTH_COUNTS, EUROPE_SOUTH_NORTH_SOURCES } from "./europe-south-north";
import { EUROPE_WEST_COUNTS, EUROPE_WEST_SOURCES } from "./europe-west";
import type { UnitCount } from "./types";
import { WORLD_COUNTS, WORLD_SOURCES } from "./world";

export type { UnitCount };

export const COUNT_SOURCES = [
  ...EUROPE_WEST_SOURCES,
  ...EUROPE_SOUTH_NORTH_SOURCES,
  ...WORLD_SOURCES,
] as const;

export const UNIT_COUNTS: readonly UnitCount[] = [
  ...EUROPE_WEST_COUNTS,
  ...EUROPE_SOUTH_NORTH_COUNTS,
  ...WORLD_COUNTS,
];

const BY_UNIT = new Map<string, Partial<Record<CountryId, Figure>>>();
for (const entry of UNIT_COUNTS) {
  const counts = BY_UNIT.get(entry.unit) ?? {};
  counts[entry.country] ??= entry.figure;
  BY_UNIT.set(entry.unit, counts);
}

/** A unit's counts from these files, keyed by country (the first, if a pair repeats). */
export function countsOfUnit(unitId: string): Partial<Record<CountryId, Figure>> {
  return BY_UNIT.get(unitId) ?? {};
}
