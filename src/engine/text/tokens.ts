import { stem } from "./stem";

/**
 * Splitting text into words (decision 010). Two forms, one set of rules:
 * - `tokenise`: every run of letters and digits, lowercased, accents stripped and stemmed, with
 *   its offsets in the original text (the founder's text against a lexicon, knowledge-base text);
 * - `wordsOf`: lowercase words that keep the joiners of "e-commerce", "c++", "node.js", for
 *   lexicons whose terms carry them.
 */

/** One word of a text: its stem for matching and where it sits in the original. */
export interface Token {
  stem: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;
const PLAIN_WORD = /^[a-z0-9]+$/;
const ASCII_WORD = /^[\x21-\x7e]+$/;
/** Letters whose stroke is not a combining mark, so NFKD keeps them: "Łódź", "København". */
const STROKED: Readonly<Record<string, string>> = { ł: "l", ø: "o" };
const STROKED_LETTER = /[łø]/gu;

/** Lowercase, accents stripped ("Café" → "cafe", "Wrocław" → "wroclaw", "Tromsø" → "tromso"). */
export function foldWord(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  if (ASCII_WORD.test(word)) return word.toLowerCase();
  return word
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(STROKED_LETTER, (letter) => STROKED[letter] ?? letter);
}

/** The words of a text, in order, stemmed, with offsets into that same text. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const key = stem(foldWord(match[0]));
    if (key.length === 0) continue;
    tokens.push({ stem: key, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The stems of a text in order: "Small Businesses, cafés & 24/7" → small, business, cafe, 24, 7. */
export function stemsOf(text: string): string[] {
  return tokenise(text).map((token) => token.stem);
}

const KNOWN_TEXT_STEMS = new Map<string, readonly string[]>();

/**
 * The stems of a fixed text (a knowledge-base sentence, a lexicon phrase), computed once. Only
 * for texts from the code and the knowledge base: founder text is never cached, so the cache
 * stays bounded.
 */
export function knownTextStems(text: string): readonly string[] {
  let stems = KNOWN_TEXT_STEMS.get(text);
  if (stems === undefined) {
    stems = stemsOf(text);
    KNOWN_TEXT_STEMS.set(text, stems);
  }
  return stems;
}

/** Text to match literally inside a regular expression: "C$ 9.90" → "C\\$ 9\\.90". */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** A set of the words of a space-separated list, as the reading's word lists are written. */
export function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(" "));
}

/** Lowercase words for matching: letters, digits and the joiners of "e-commerce", "c++". */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&'+#./-]+/gu, " ")
    .split(" ")
    .map((token) => token.replace(/^[.'/-]+|[.'/-]+$/gu, ""))
    .filter((token) => token.length > 0);
}
