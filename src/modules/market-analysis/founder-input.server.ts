/**
 * Reading the founder's free text for the market analysis: short quotes that keep every number
 * whole, the competitor list, the saved idea passed as `previousData`, the stage, and a dollar
 * figure in their own market-size note. Pure functions, no knowledge base.
 */
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";
import { type SavedIdea, savedIdeaSchema } from "../../shared/saved-idea";

/** Longest quote of the business idea in prose (issue 4: "short quote, cap ~60 chars"). */
export const IDEA_QUOTE_LENGTH = 60;
/** At most this many competitors are named; the rest are summarised. */
export const MAX_COMPETITORS = 10;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL_OR_SPACE = /[\p{Cc}\p{Z}\s]+/gu;
const BROKEN_MARKERS = new RegExp(BROKEN_TEXT_PATTERN.source, "g");
/** A number as the provenance check reads it (src/shared/provenance.ts). */
const NUMBER_TOKEN = /(?<![\p{L}\p{N}_.])\d[\d,]*(?:\.\d+)?/gu;

/** Whitespace and control characters collapsed, lone surrogates and template markers removed. */
function cleanQuote(text: string): string {
  let current = text.replace(LONE_SURROGATE, "").replace(CONTROL_OR_SPACE, " ");
  while (BROKEN_TEXT_PATTERN.test(current)) current = current.replace(BROKEN_MARKERS, " ");
  return current.replace(/ {2,}/g, " ").trim();
}

/** At most `max` characters (code points), cut after a whole word, "…" when shortened. */
function truncateWords(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut =
    lastSpace > head.length / 3
      ? head.slice(0, lastSpace)
      : head.replace(/[\p{N}.,]+$/u, /[\p{N}.,]/u.test(chars[max] ?? "") ? "" : "$&");
  const trimmed = cut.replace(/[\s,;:.!?–—-]+$/u, "");
  return `${trimmed.length > 0 ? trimmed : chars[0]}…`;
}

/** Drops any number the quote shows that `source` does not (an artefact of cleaning or cutting). */
function keepSourceNumbers(quote: string, source: string): string {
  const allowed = new Set(numbersIn(source));
  return quote
    .replace(NUMBER_TOKEN, (token) => (numbersIn(token).every((n) => allowed.has(n)) ? token : ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * The founder's text as a short quote: whitespace collapsed, template markers removed, cut at a
 * word boundary with "…" when longer than `max`, and showing no number that `source` (by default
 * the text itself) does not show, so every number quoted is the founder's own.
 */
export function quoteText(text: string, max: number, source: string = text): string {
  return keepSourceNumbers(truncateWords(cleanQuote(text), max), source);
}

/** Where a noun phrase can end: before a clause, a preposition, a comma or a dash. */
const PHRASE_BOUNDARY =
  /\s+(?:who|that|which|at|in|with|across|on|from|by|using|and)\s|\s*[,;:(–—]\s*|\s-\s/giu;

/**
 * The founder's text quoted whole, never cut off with "…" (issue 16): the text itself when it
 * fits `max`, else its opening phrase up to the last natural boundary that fits (“Quality and
 * patient safety managers at US community hospitals” from a longer description), else null.
 */
export function wholeQuote(text: string, max: number, headPhrase = true): string | null {
  const clean = cleanQuote(text);
  const chars = Array.from(clean);
  let quote: string | null = null;
  if (chars.length <= max) quote = clean;
  else if (headPhrase) {
    const head = chars.slice(0, max + 1).join("");
    let cut = -1;
    for (const match of head.matchAll(PHRASE_BOUNDARY)) {
      if (match.index >= 12 && match.index <= max) cut = match.index;
    }
    if (cut > 0) quote = head.slice(0, cut).replace(/[\s,;:.!?–—-]+$/u, "");
  }
  if (quote === null) return null;
  const kept = keepSourceNumbers(quote, text);
  return kept === "" ? null : kept;
}

const LIST_SEPARATOR = /\r?\n|;|(?<!\d),|,(?!\d)|\s+(?:and|&)\s+|\s+\|\s+/iu;
const BULLET = /^(?:[-*•·–]+|\d{1,2}[.)])\s+/u;

/**
 * The founder's competitors (`competitorAnalysis`), split on newlines, commas, semicolons and
 * "and"; bullets stripped, repeats dropped, each name quoted short. A comma inside a number
 * ("1,200") does not split.
 */
export function splitCompetitors(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(LIST_SEPARATOR)) {
    const bare = part.replace(BULLET, "").replace(/^[\s"'“”‘’]+|[\s"'“”‘’.]+$/gu, "");
    const name = quoteText(bare, 60, text);
    const key = name.toLowerCase();
    if (name.length < 2 || !/[\p{L}\p{N}]/u.test(name) || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * The saved idea in `previousData` (a JSON string of `savedIdeaSchema`, or a list whose first
 * item is one), or null when it is absent, not JSON or not an idea.
 */
export function parseSavedIdea(previousData: string): SavedIdea | null {
  if (previousData.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(previousData);
  } catch {
    return null;
  }
  const candidate = Array.isArray(parsed) ? parsed[0] : parsed;
  const result = savedIdeaSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

export const STAGES = ["validation", "building", "launched", "scaling"] as const;
export type Stage = (typeof STAGES)[number];

const STAGE_CUES: ReadonlyArray<[Stage, RegExp]> = [
  ["scaling", /\b(?:scal\w*|grow\w*|expan\w*|series [a-d])\b/iu],
  ["launched", /\b(?:launch\w*|live|revenue|paying|sales|traction|seed|customers)\b/iu],
  ["building", /\b(?:mvp|prototyp\w*|build\w*|develop\w*|beta|pre-?seed|pilot)\b/iu],
  ["validation", /\b(?:idea|validat\w*|research\w*|concept|explor\w*)\b/iu],
];

/** The founder's `currentStage` text read as one of four stages (idea validation by default). */
export function readStage(currentStage: string): Stage {
  for (const [stage, cue] of STAGE_CUES) if (cue.test(currentStage)) return stage;
  return "validation";
}

/** The stage slugs the form sends; any other text is quoted back to the founder. */
export const KNOWN_STAGE_TEXTS: ReadonlySet<string> = new Set([
  "idea-validation",
  "idea validation",
  "mvp",
  "building",
  "launched",
  "scaling",
  "growth",
]);

/** "$5B", "USD 2.5 million", "$40,000": a currency mark before the amount. */
const MONEY_PREFIXED =
  /(?:\$|\busd|\bus\$)\s?(\d+(?:\.\d+)?)(?:\s?(trillion|billion|million|thousand|tn|bn|mn|t|b|m|k)\b)?/iu;
/** "5 billion dollars", "3M USD": a currency word after it. */
const MONEY_SUFFIXED =
  /\b(\d+(?:\.\d+)?)\s?(trillion|billion|million|thousand|tn|bn|mn|t|b|m|k)\s?(?:dollars|usd)\b/iu;
const MULTIPLIERS: Record<string, number> = {
  trillion: 1e12,
  tn: 1e12,
  t: 1e12,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  thousand: 1e3,
  k: 1e3,
};

/** A dollar amount in the founder's own words ("$5B", "2.5 million dollars"), or null. */
export function readMoney(text: string): number | null {
  const plain = text.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  const match = MONEY_PREFIXED.exec(plain) ?? MONEY_SUFFIXED.exec(plain);
  if (match === null) return null;
  const amount = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  const multiplier = unit === undefined ? 1 : MULTIPLIERS[unit];
  if (!Number.isFinite(amount) || multiplier === undefined || amount <= 0) return null;
  return amount * multiplier;
}
