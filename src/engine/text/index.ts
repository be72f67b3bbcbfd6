/** The engines' one text toolkit: words, stems and phrase matching (decision 010). */

export { capitalise, lowerFirst, startsWithName } from "./case";
export { hasMeaning, isPlausibleWord } from "./meaning";
export {
  type Cue,
  type CueMatch,
  containsPhrase,
  findPhrases,
  type PhraseHit,
  PhraseMatcher,
} from "./phrases";
export { shorten } from "./shorten";
export { singular, stem } from "./stem";
export {
  escapeRegExp,
  foldWord,
  knownTextStems,
  stemsOf,
  type Token,
  tokenise,
  wordSet,
  wordsOf,
} from "./tokens";
