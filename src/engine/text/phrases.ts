import { knownTextStems, type Token } from "./tokens";

/**
 * Finding known phrases in a text's words (decision 010): left to right, the longest phrase at
 * each position wins and consumes its words, so "coffee shop" is one phrase, not "coffee" plus
 * "shop".
 */

/** One phrase found: word positions [start, start + length) and what it stands for. */
export interface PhraseHit<Value> {
  value: Value;
  start: number;
  length: number;
  /** The words matched, joined by single spaces. */
  text: string;
}

/**
 * Every known phrase in `words`, longest first at each position, without overlaps. `lookup`
 * answers for a candidate phrase (its words joined by single spaces); phrases have at most
 * `maxWords` words.
 */
export function findPhrases<Value>(
  words: readonly string[],
  lookup: (phrase: string) => Value | undefined,
  maxWords: number,
): PhraseHit<Value>[] {
  const found: PhraseHit<Value>[] = [];
  let position = 0;
  while (position < words.length) {
    const hit = longestAt(words, position, lookup, maxWords);
    if (hit === undefined) {
      position += 1;
    } else {
      found.push(hit);
      position += hit.length;
    }
  }
  return found;
}

function longestAt<Value>(
  words: readonly string[],
  start: number,
  lookup: (phrase: string) => Value | undefined,
  maxWords: number,
): PhraseHit<Value> | undefined {
  const longest = Math.min(maxWords, words.length - start);
  const texts = [words[start] ?? ""];
  for (let length = 2; length <= longest; length += 1) {
    texts.push(`${texts[length - 2]} ${words[start + length - 1]}`);
  }
  for (let length = longest; length >= 1; length -= 1) {
    const text = texts[length - 1] ?? "";
    const value = lookup(text);
    if (value !== undefined) return { value, start, length, text };
  }
  return undefined;
}

/** Whether `words` contain `phrase`'s words in order, side by side. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** A phrase a lexicon knows and what it votes for. */
export interface Cue<Target extends string> {
  phrase: string;
  target: Target;
  weight: number;
}

/** One phrase found in a text, with every target it votes for. */
export interface CueMatch<Target extends string> {
  /** Token positions [first, last] in the text. */
  first: number;
  last: number;
  votes: readonly Cue<Target>[];
}

/** A lexicon of cues compiled for matching stemmed tokens (`tokenise`). */
export class PhraseMatcher<Target extends string> {
  private readonly byStems = new Map<string, Cue<Target>[]>();
  private readonly maxWords: number;

  constructor(cues: readonly Cue<Target>[]) {
    let maxWords = 0;
    for (const cue of cues) {
      const stems = knownTextStems(cue.phrase);
      if (stems.length === 0) continue;
      maxWords = Math.max(maxWords, stems.length);
      const key = stems.join(" ");
      const votes = this.byStems.get(key);
      if (votes === undefined) this.byStems.set(key, [cue]);
      else if (!votes.some((vote) => vote.target === cue.target)) votes.push(cue);
    }
    this.maxWords = maxWords;
  }

  /** Every phrase in the text, longest match first at each position, without overlaps. */
  match(tokens: readonly Token[]): CueMatch<Target>[] {
    const stems = tokens.map((token) => token.stem);
    return findPhrases(stems, (phrase) => this.byStems.get(phrase), this.maxWords).map((hit) => ({
      first: hit.start,
      last: hit.start + hit.length - 1,
      votes: hit.value,
    }));
  }
}
