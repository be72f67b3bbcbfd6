/**
 * Does a founder's text carry any meaning the engines can read? Keyboard mashing ("asdfgh
 * qwerty"), filler ("test", "n/a", "lorem ipsum") and strings of consonants carry none, and an
 * engine that answers them anyway invents a business out of nothing (issue 16). The check is
 * deliberately lenient: one plausible content word is enough, as long as most words are
 * plausible; words the engines do not know (a craft, a brand) still pass.
 */

/** Runs of five keys along a keyboard row, either way, which no English word contains. */
const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEYBOARD_RUNS: readonly string[] = KEYBOARD_ROWS.flatMap((row) => {
  const runs: string[] = [];
  for (const line of [row, [...row].reverse().join("")]) {
    for (let start = 0; start + 5 <= line.length; start += 1)
      runs.push(line.slice(start, start + 5));
  }
  return runs;
});

/** Words that fill a required field without saying anything. */
const FILLER = new Set([
  "abc",
  "asdf",
  "bar",
  "baz",
  "blah",
  "dolor",
  "etc",
  "foo",
  "hello",
  "hi",
  "idk",
  "ipsum",
  "lorem",
  "na",
  "no",
  "none",
  "nothing",
  "ok",
  "qwer",
  "something",
  "anything",
  "stuff",
  "test",
  "testing",
  "thing",
  "things",
  "whatever",
  "xyz",
  "yes",
]);

/** Function words: plausible, but not content on their own. */
const FUNCTION_WORDS = new Set(
  (
    "a an the and or but of in on at to for with by from as is are be am was were i me my we our " +
    "you your it its this that these those some any all very really just like want would love " +
    "can do does good great things"
  ).split(" "),
);

const VOWELS = /[aeiouy]/g;

/** A word a person could have meant: vowels in it, no keyboard run, no long consonant run. */
export function isPlausibleWord(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z][a-z'+#.&-]*$/.test(w)) return false;
  const letters = w.replace(/[^a-z]/g, "");
  if (letters.length === 0) return false;
  // Acronyms and short words (SQL, UX, AI) are taken at their word.
  if (letters.length <= 3) return true;
  if (/(.)\1\1/.test(letters)) return false;
  if (/[^aeiouy]{6,}/.test(letters)) return false;
  if (KEYBOARD_RUNS.some((run) => letters.includes(run))) return false;
  const vowels = letters.match(VOWELS)?.length ?? 0;
  return vowels > 0 && vowels / letters.length >= 0.15;
}

/** True when the text holds at least one plausible content word and mostly plausible words. */
export function hasMeaning(text: string): boolean {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\bn\/a\b/gi, "na")
    .split(/[^A-Za-z'+#.&-]+/)
    .map((word) => word.replace(/^[^A-Za-z]+|[^A-Za-z+#]+$/g, ""))
    .filter((word) => word.length > 0);
  if (words.length === 0) return false;
  let plausible = 0;
  let content = 0;
  for (const word of words) {
    if (!isPlausibleWord(word)) continue;
    plausible += 1;
    const lower = word.toLowerCase();
    if (lower.length > 1 && !FILLER.has(lower) && !FUNCTION_WORDS.has(lower)) content += 1;
  }
  return content > 0 && plausible * 2 >= words.length;
}
