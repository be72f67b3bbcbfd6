/**
 * Reading the founder's free text for the market analysis: short quotes that keep every number
 * whole (src/engine/reading), the saved idea passed as `previousData`, the stage, and a dollar
 * figure in their own market-size note. Pure functions, no knowledge base.
 */
import { type SavedIdea, savedIdeaSchema } from "../../shared/saved-idea";

/** Longest quote of the business idea in prose (issue 4: "short quote, cap ~60 chars"). */
export const IDEA_QUOTE_LENGTH = 60;
/** At most this many competitors are named; the rest are summarised. */
export const MAX_COMPETITORS = 10;

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
