import { z } from "zod";
import { type IndustryEntry, KNOWLEDGE_BASE } from "../../engine/knowledge";
import { LOCAL_NOTE_OPENING } from "../../engine/local-money";
import type { BusinessType } from "../../engine/reading";
import {
  cleanText,
  splitCompetitors,
  truncateWords,
  withoutBrokenMarkers,
} from "../../engine/reading";
import { spendAssumptionIndex } from "../../shared/market-analysis-result";
import {
  ALL_INDUSTRIES,
  GEOGRAPHIC_SCOPES,
  type GeographicScope,
  type Industry,
} from "../../shared/options";

/**
 * Reads the market analysis a founder passes as `marketData` (the stored `marketAnalysisResult`,
 * spec §7), leniently: each field is taken only if it has the shape the market tool gives it, and
 * anything else (arrays, nulls, numbers where text belongs, nested junk, megabyte strings) is
 * ignored rather than trusted or thrown on.
 */

/** A market-analysis figure quoted in this result, and the request field it came from. */
export interface MarketFigure {
  value: number;
  field: string;
}

/** What the customer-discovery engine uses of a market analysis; absent parts were unusable. */
export interface MarketContext {
  /** The first words of its overview, for the `builtOn` line. */
  overview?: string;
  targetAudience?: string;
  marketSize?: string;
  competitiveLandscape?: string;
  pricingAnalysis?: string;
  opportunities: string[];
  threats: string[];
  /**
   * TAM, SAM and SOM: the top-down figures, else the bottom-up ones when the analysis made no
   * top-down figure (decision 046); `method` says which.
   */
  sizing?: {
    year?: number;
    method: "top-down" | "bottom-up";
    tam: MarketFigure;
    sam: MarketFigure;
    som: MarketFigure;
  };
  /** The industry the analysis was run for, when its data names one. */
  industry?: IndustryEntry;
  /**
   * The competitors the founder named in that analysis's request (a venture's run adds them as
   * `namedCompetitors`, customer-discovery/tool.ts): names only, none with a figure in it.
   */
  namedCompetitors?: string[];
  /**
   * What the founder stated on that analysis' form (a venture's run adds it as `founderInput`,
   * customer-discovery/tool.ts): the one reading of the founder takes it over inference, so
   * both modules read the venture alike (issue 22).
   */
  stated?: StatedByFounder;
  /**
   * Its spend per customer a year ("$275"), the price the later plans take when the founder
   * states none (plan kit `venturePrice`), so customer discovery tests the same figure.
   */
  spend?: MarketSpend;
}

/** The market analysis' "Spend per customer a year", as it shows it. */
export interface MarketSpend {
  /** "$275", as written in the analysis. */
  value: string;
  field: string;
}

/** The market analysis form's fields the reading of the founder takes as the founder's word. */
export interface StatedByFounder {
  industry?: Industry;
  businessType?: BusinessType;
  geography?: GeographicScope;
  targetMarket?: string;
  /** The value proposition they wrote there. */
  details?: string;
}

const statedSchema = z.object({
  industry: z.enum(ALL_INDUSTRIES).optional().catch(undefined),
  businessType: z.enum(["digital", "offline", "hybrid", "all"]).optional().catch(undefined),
  geographicScope: z.enum(GEOGRAPHIC_SCOPES).optional().catch(undefined),
  targetMarket: z.string().max(500).optional().catch(undefined),
  uniqueValueProposition: z.string().max(1000).optional().catch(undefined),
});

/** The founder's statements that travel with a venture's market analysis, if any is usable. */
function readStated(value: unknown): StatedByFounder | undefined {
  const parsed = statedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { industry, businessType, geographicScope, targetMarket, uniqueValueProposition } =
    parsed.data;
  const stated: StatedByFounder = {
    ...(industry === undefined ? {} : { industry }),
    ...(businessType === undefined ? {} : { businessType }),
    ...(geographicScope === undefined ? {} : { geography: geographicScope }),
    ...(targetMarket?.trim() ? { targetMarket: cleanText(targetMarket) } : {}),
    ...(uniqueValueProposition?.trim() ? { details: cleanText(uniqueValueProposition) } : {}),
  };
  return Object.keys(stated).length > 0 ? stated : undefined;
}

/** Only the first characters of any string are read, so huge strings cost nothing. */
const READ_CHARS = 600;
const OVERVIEW_CHARS = 70;
const EXCERPT_CHARS = 150;
const LIST_ITEM_CHARS = 110;
const LIST_ITEMS = 2;

const amount = z.number().finite().nonnegative().max(1e15);
const tripleSchema = z.object({ tam: amount, sam: amount, som: amount });
const yearSchema = z.number().int().min(1990).max(2100);

/** The market analysis's usable parts, or undefined when nothing in it is usable. */
export function readMarketData(marketData: unknown): MarketContext | undefined {
  if (!isRecord(marketData)) return undefined;
  const context: MarketContext = {
    opportunities: excerptList(field(marketData, "opportunities")),
    threats: excerptList(field(marketData, "threats")),
  };
  assignText(
    context,
    "overview",
    firstSentence(field(marketData, "marketOverview"), OVERVIEW_CHARS),
  );
  assignText(context, "targetAudience", firstSentence(field(marketData, "targetAudience")));
  // The sizing text's first sentence, after the note on the currency it is shown in.
  const marketSize = field(marketData, "marketSize");
  assignText(
    context,
    "marketSize",
    firstSentence(
      typeof marketSize === "string"
        ? marketSize.replace(new RegExp(`^${LOCAL_NOTE_OPENING} [^\\n]*\\n+`, "u"), "")
        : marketSize,
    ),
  );
  assignText(
    context,
    "competitiveLandscape",
    firstSentence(field(marketData, "competitiveLandscape")),
  );
  assignText(context, "pricingAnalysis", firstSentence(field(marketData, "pricingAnalysis")));
  const sizing = readSizing(field(marketData, "sizing"));
  if (sizing !== undefined) context.sizing = sizing;
  const industry = readIndustry(marketData);
  if (industry !== undefined) context.industry = industry;
  const named = competitorNames(field(marketData, "namedCompetitors"));
  if (named.length > 0) context.namedCompetitors = named;
  const stated = readStated(field(marketData, "founderInput"));
  if (stated !== undefined) context.stated = stated;
  const spend = readSpend(field(marketData, "assumptions"));
  if (spend !== undefined) context.spend = spend;
  return isUsable(context) ? context : undefined;
}

/**
 * "ezyVet, Cornerstone and paper" → up to four names, split as the market analysis splits them
 * (splitCompetitors), each short and without digits.
 */
export function competitorNames(text: unknown): string[] {
  if (typeof text !== "string") return [];
  return splitCompetitors(text.slice(0, READ_CHARS))
    .filter((name) => name.length <= 40 && !/\d/u.test(name))
    .slice(0, 4);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property only: nothing inherited, no getters run twice. */
function field(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function assignText(
  context: MarketContext,
  key: "overview" | "targetAudience" | "marketSize" | "competitiveLandscape" | "pricingAnalysis",
  text: string | undefined,
): void {
  if (text !== undefined) context[key] = text;
}

function isUsable(context: MarketContext): boolean {
  return (
    context.overview !== undefined ||
    context.targetAudience !== undefined ||
    context.marketSize !== undefined ||
    context.competitiveLandscape !== undefined ||
    context.pricingAnalysis !== undefined ||
    context.opportunities.length > 0 ||
    context.threats.length > 0 ||
    context.sizing !== undefined
  );
}

/** The first sentence of a text field, cleaned and capped; undefined if it is not usable text. */
function firstSentence(value: unknown, maxChars: number = EXCERPT_CHARS): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = withoutBrokenMarkers(cleanText(value.slice(0, READ_CHARS)));
  const sentence = /^.+?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
  const excerpt = truncateWords(sentence, maxChars).replace(/[.!?]$/, "");
  return /[\p{L}\p{N}]/u.test(excerpt) ? excerpt : undefined;
}

function excerptList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items: string[] = [];
  for (const item of value.slice(0, 10)) {
    const text = firstSentence(item, LIST_ITEM_CHARS);
    if (text !== undefined && !items.includes(text)) items.push(text);
    if (items.length === LIST_ITEMS) break;
  }
  return items;
}

/**
 * TAM, SAM and SOM in dollars, only when they are numbers with SOM ≤ SAM ≤ TAM: the top-down
 * figures, else the bottom-up ones when no top-down figure was made (decision 046).
 */
function readSizing(value: unknown): MarketContext["sizing"] {
  if (!isRecord(value)) return undefined;
  const year = yearSchema.safeParse(field(value, "year"));
  for (const [key, method] of [
    ["topDown", "top-down"],
    ["bottomUp", "bottom-up"],
  ] as const) {
    const triple = tripleSchema.safeParse(field(value, key));
    if (!triple.success) continue;
    const { tam, sam, som } = triple.data;
    if (tam <= 0 || som > sam || sam > tam) continue;
    const figure = (level: string, amountValue: number): MarketFigure => ({
      value: amountValue,
      field: `marketData.sizing.${key}.${level}`,
    });
    return {
      ...(year.success ? { year: year.data } : {}),
      method,
      tam: figure("tam", tam),
      sam: figure("sam", sam),
      som: figure("som", som),
    };
  }
  return undefined;
}

const labelledSchema = z.object({ label: z.string().max(200) });
// "$275" or "$1,250": a dollar amount, as the plans take it.
const spendSchema = z.object({
  value: z
    .string()
    .max(40)
    .regex(/^\$\d[\d,]*(?:\.\d+)?$/u),
});

/** The analysis' spend per customer a year, when its assumptions hold one in dollars. */
function readSpend(value: unknown): MarketSpend | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: unknown[] = value.slice(0, 200);
  const index = spendAssumptionIndex(
    items.map((item) => labelledSchema.safeParse(item).data ?? { label: "" }),
  );
  const parsed = spendSchema.safeParse(items[index]);
  return parsed.success
    ? { value: parsed.data.value, field: `marketData.assumptions.${index}.value` }
    : undefined;
}

/**
 * The industry the analysis was run for: an `industry` field naming a knowledge-base industry,
 * else the industry named earliest in its overview ("The Healthcare market…").
 */
function readIndustry(marketData: Record<string, unknown>): IndustryEntry | undefined {
  const named = field(marketData, "industry");
  if (typeof named === "string") {
    const wanted = named.slice(0, 60).trim().toLowerCase();
    const match = ALL_INDUSTRIES.find((name) => name.toLowerCase() === wanted);
    if (match !== undefined && match !== "Other") return KNOWLEDGE_BASE.industries[match];
  }
  const overview = field(marketData, "marketOverview");
  if (typeof overview !== "string") return undefined;
  const text = overview.slice(0, READ_CHARS);
  let earliest: { index: number; name: (typeof ALL_INDUSTRIES)[number] } | undefined;
  for (const name of ALL_INDUSTRIES) {
    if (name === "Other") continue;
    const index = indexOfWord(text, name);
    if (index !== -1 && (earliest === undefined || index < earliest.index)) {
      earliest = { index, name };
    }
  }
  return earliest === undefined ? undefined : KNOWLEDGE_BASE.industries[earliest.name];
}

/** Where `word` appears in `text` as a whole word (case-sensitive, as the tool writes names). */
function indexOfWord(text: string, word: string): number {
  let from = 0;
  while (from <= text.length) {
    const index = text.indexOf(word, from);
    if (index === -1) return -1;
    const before = text[index - 1] ?? " ";
    const after = text[index + word.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return index;
    from = index + 1;
  }
  return -1;
}
