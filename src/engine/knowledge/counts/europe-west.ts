/**
 * Buyer units counted in the United Kingdom, Ireland, Germany, Austria, Switzerland, the Netherlands and Belgium
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import type { Source } from "../schema";
import type { UnitCount } from "./types";

export const EUROPE_WEST_SOURCES = [] as const satisfies readonly Source[];

export const EUROPE_WEST_COUNTS: readonly UnitCount[] = [];
