import { phraseStems, type Token } from "./idea-text.server";

/**
 * Finds lexicon phrases in tokenised text: left to right, the longest phrase wins at each
 * position and consumes its words, so "coffee shop" is one cue, not "coffee" plus "shop".
 */

/** A phrase the lexicon knows and what it votes for. */
export interface Cue<Target extends string> {
  phrase: string;
  target: Target;
  weight: number;
}

/** One phrase found in the text, with every target it votes for. */
export interface CueMatch<Target extends string> {
  /** Token positions [first, last] in the text. */
  first: number;
  last: number;
  votes: readonly Cue<Target>[];
}

interface PhraseEntry<Target extends string> {
  stems: string[];
  votes: Cue<Target>[];
}

/** A lexicon compiled for matching: phrases indexed by their first stem, longest first. */
export class PhraseMatcher<Target extends string> {
  private readonly byFirstStem = new Map<string, PhraseEntry<Target>[]>();

  constructor(cues: readonly Cue<Target>[]) {
    const byKey = new Map<string, PhraseEntry<Target>>();
    for (const cue of cues) {
      const stems = phraseStems(cue.phrase);
      const first = stems[0];
      if (first === undefined) continue;
      const key = stems.join(" ");
      const entry = byKey.get(key);
      if (entry === undefined) {
        const created: PhraseEntry<Target> = { stems, votes: [cue] };
        byKey.set(key, created);
        const list = this.byFirstStem.get(first) ?? [];
        list.push(created);
        this.byFirstStem.set(first, list);
      } else if (!entry.votes.some((vote) => vote.target === cue.target)) {
        entry.votes.push(cue);
      }
    }
    for (const list of this.byFirstStem.values()) {
      list.sort((a, b) => b.stems.length - a.stems.length);
    }
  }

  /** Every phrase in the text, longest match first at each position, without overlaps. */
  match(tokens: readonly Token[]): CueMatch<Target>[] {
    const found: CueMatch<Target>[] = [];
    let index = 0;
    while (index < tokens.length) {
      const entry = this.longestAt(tokens, index);
      if (entry === undefined) {
        index += 1;
        continue;
      }
      found.push({ first: index, last: index + entry.stems.length - 1, votes: entry.votes });
      index += entry.stems.length;
    }
    return found;
  }

  private longestAt(tokens: readonly Token[], index: number): PhraseEntry<Target> | undefined {
    const candidates = this.byFirstStem.get(tokens[index]?.stem ?? "");
    if (candidates === undefined) return undefined;
    return candidates.find((entry) =>
      entry.stems.every((stem, offset) => tokens[index + offset]?.stem === stem),
    );
  }
}
