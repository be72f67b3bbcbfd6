/**
 * What the founder's own words say beyond the idea's reading (issue 23), read once by the plan
 * kit's facts and used by every plan: which sentences describe the customer's problem and which
 * describe the founder (their background, skills and money), the price they state, and the
 * skills they name. Pure and deterministic.
 *
 * The founder's bio is never the customer's words: a sentence about the founder ("Founder:
 * ex-retail loss-prevention manager, knows Python") or their means ("little money") is never
 * quoted as the customer's pain.
 */

import { isFounderSentence } from "../../../engine/reading/founder-sentences";
import { readPrice, type StatedPrice } from "../../../engine/reading/price";

export { isFounderSentence };

// ---------------------------------------------------------------------------------------------
// Sentences: the customer's problem, the founder's bio, the price
// ---------------------------------------------------------------------------------------------

/** A price label: "Price: $249 a month per store." */
const PRICE_LABEL = /^(?:price|pricing|fee|fees|plan|plans|cost)\s*[:\-–—]/i;

/** The idea's sentences, also split before a label ("… CCTV. Founder: …", "…; Price: …"). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(
      /(?<=[.!?;])\s+|\s+[–—-]\s+(?=(?:founders?|team|background|price|pricing|budget)\s*:)|\s+(?=(?:founders?|co-?founder|team|background|about me|price|pricing|budget)\s*:)/i,
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** True when a sentence only states the price ("Price: $249 a month per store"). */
export function isPriceSentence(sentence: string): boolean {
  if (PRICE_LABEL.test(sentence.trim())) return true;
  const price = readPrice(sentence);
  if (!price) return false;
  // What is left once the price is taken out: a short remainder is the price said alone.
  const rest = sentence
    .replace(price.words, "")
    .replace(/[\s,.;:!?–—-]+/g, " ")
    .trim();
  return rest.split(" ").filter((word) => word.length > 2).length <= 3;
}

export interface FounderWords {
  /** The idea's sentences after the first that describe the customer's problem, in order. */
  problem: string[];
  /** The sentences (of the idea and the target customer) about the founder, never quoted as pain. */
  bio: string[];
  /** The price the founder states in their words, if any (the first one found). */
  price?: StatedPrice;
}

/**
 * Reads the founder's idea (and more of their words): the problem sentences (the customer's,
 * as the founder describes it), the founder's own sentences and the stated price.
 */
export function readFounderWords(
  idea: string,
  more: readonly string[] = [],
  /** The currency of the founder's country: a bare "$" in Canada is Canadian dollars. */
  local?: string,
  /** Who pays, in their words: of several recurring prices, the one per that buyer. */
  buyer?: string,
): FounderWords {
  const sentences = sentencesOf(idea);
  const bio: string[] = [];
  const problem: string[] = [];
  sentences.forEach((sentence, index) => {
    // A clause after a bio's semicolon ("We are two ex-accountants; one codes…") is the bio's.
    const afterBio =
      index > 0 &&
      /;$/.test(sentences[index - 1] ?? "") &&
      bio.includes(sentences[index - 1] ?? "");
    if (afterBio || isFounderSentence(sentence)) bio.push(sentence);
    else if (index > 0 && !isPriceSentence(sentence)) problem.push(sentence);
  });
  for (const text of more)
    for (const sentence of sentencesOf(text)) if (isFounderSentence(sentence)) bio.push(sentence);
  // The idea's own amount is its price even said bare ("sold for €599"), as the brief reads it.
  const where = { ...(local ? { local } : {}), ...(buyer ? { buyer } : {}) };
  const price =
    readPrice(idea, { bare: true, ...where }) ??
    more
      .map((text) => readPrice(text, where))
      .find((found): found is StatedPrice => found !== null);
  return { problem, bio, ...(price ? { price } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Skills: one reader for every plan
// ---------------------------------------------------------------------------------------------

export type SkillArea =
  | "engineering"
  | "design"
  | "sales"
  | "marketing"
  | "support"
  | "data"
  | "operations";

/** How much the founder builds software, in the product plan's terms. */
export type CodingLevel = "none" | "no-code" | "some-code" | "developer";

export interface FounderSkills {
  /** The level their words show, or undefined when they say nothing about building software. */
  coding?: CodingLevel;
  /** True when their words show they write code (a language, a framework, a developer's title). */
  codes: boolean;
  /** The words that show each area: "Python" for engineering, "sales" for sales. */
  areas: Partial<Record<SkillArea, string>>;
}

const LANGUAGES =
  /(?<![\w.])(?:python|javascript|typescript|java|kotlin|swift|golang|rust|ruby|php|c\+\+|c#|\.net|scala|elixir|haskell|clojure|dart|perl|matlab|julia|sql|bash|node(?:\.js)?|react(?:\s+native)?|vue(?:\.js)?|angular|svelte|next\.js|django|flask|fastapi|rails|ruby on rails|laravel|spring|flutter|tensorflow|pytorch|pandas|numpy|opencv|scikit-learn|keras)(?![\w+#])/i;

const DEVELOPER =
  /\b(?:developer|firmware|embedded\s+(?:software|systems|c)|software engineer\w*|programmer|full[- ]?stack|back[- ]?end|front[- ]?end|cto|engineer(?:ing)?\s+(?:lead|manager)|web dev\w*|i\s+code|write\s+code|coder)\b/i;

/** A data or ML trade: they write code for their analyses and models. */
const DATA_CODER =
  /\b(?:data scien\w*|data engineer\w*|ml engineer\w*|machine learning engineer\w*|quant\w*|research engineer\w*)\b/i;

const SOME_CODE =
  /\b(?:some\s+code|scripts?|scripting|html|css|a\s+bit\s+of|basic|beginner|learning|self-taught|hobby)\b/i;

const NO_CODE =
  /\b(?:no-code|nocode|low-code|bubble|webflow|glide|airtable|zapier|softr|adalo|wix|squarespace|shopify|notion)\b/i;

const NOT_TECHNICAL =
  /\b(?:non-?technical|not\s+technical|(?:don'?t|do\s+not|can'?t|cannot|never)\s+(?:code|program)|no\s+(?:coding|programming|code)\b|no\s+technical)/i;

/** What in the founder's words shows each area beside engineering. */
const AREA_WORDS: Record<Exclude<SkillArea, "engineering">, RegExp> = {
  design: /\b(?:design\w*|ux|ui|figma|product manag\w*)\b/i,
  sales: /\b(?:sales|sell\w*|sold|business development|account exec\w*|partnerships?)\b/i,
  marketing: /\b(?:marketing|growth|content|seo|brand\w*|social media|community|copywrit\w*)\b/i,
  support: /\b(?:support|customer success|onboarding|customer service|account manag\w*)\b/i,
  data: /\b(?:data scien\w*|data engineer\w*|data analy\w*|machine learning|computer vision|analytics?|statistic\w*|ml|ai|data|pandas|pytorch|tensorflow|sql)\b/i,
  operations: /\b(?:operations|ops|logistics|supply chain|fulfil\w*|inventory)\b/i,
};

/** Engineering beyond code: the words the plans have always read as an engineering background. */
const ENGINEERING_WORDS =
  /\b(?:engineer\w*|develop\w*|cod(?:e|ing)|programm\w*|software|technical|cto|full[- ]?stack|back[- ]?end|front[- ]?end|built)\b/i;

/**
 * Reads the founder's skills from their words (a team form's skills, the idea's bio sentences,
 * later the brief's skills): a programming language or framework means they code, a developer's
 * title that they build professionally, no-code tools that they build without code; the other
 * areas from their own words. `not technical` and "don't code" are read as such.
 */
export function readFounderSkills(texts: readonly string[]): FounderSkills {
  const text = texts.filter(Boolean).join(". ");
  const areas: FounderSkills["areas"] = {};
  const negated = NOT_TECHNICAL.test(text);
  const language = LANGUAGES.exec(text)?.[0];
  const developer = DEVELOPER.exec(text)?.[0];
  const noCode = NO_CODE.exec(text)?.[0];
  let coding: CodingLevel | undefined;
  if (developer && !negated) coding = "developer";
  else if (language || (DATA_CODER.test(text) && !negated)) coding = "some-code";
  else if (noCode) coding = "no-code";
  else if (negated) coding = "none";
  else if (SOME_CODE.test(text) && /\b(?:code|scripts?|html)\b/i.test(text)) coding = "some-code";
  const codes = coding === "developer" || coding === "some-code";
  const engineering =
    language ??
    DATA_CODER.exec(text)?.[0] ??
    (negated ? undefined : ENGINEERING_WORDS.exec(text)?.[0]);
  if (engineering && (codes || !negated)) areas.engineering = engineering;
  for (const [area, pattern] of Object.entries(AREA_WORDS) as [
    Exclude<SkillArea, "engineering">,
    RegExp,
  ][]) {
    const found = pattern.exec(text)?.[0];
    if (found) areas[area] = found;
  }
  return { ...(coding ? { coding } : {}), codes, areas };
}
