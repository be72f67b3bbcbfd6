import type { CountryId, Figure } from "../schema";

/**
 * One buyer unit's count in one country, kept in a country group's file rather than in the
 * unit's entry: a new country's counts are one new file, and a unit's entry stays readable.
 * `unit` is a buyer unit's id; the knowledge-base test checks it names one, and that no unit has
 * two counts for one country.
 */
export interface UnitCount {
  readonly unit: string;
  readonly country: Exclude<CountryId, "us">;
  readonly figure: Figure;
}
