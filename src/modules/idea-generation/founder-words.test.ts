import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capitalise, singular } from "../../engine/text";
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";
import {
  adjunctOf,
  clip,
  continueHash,
  HASH_START,
  hashFraction,
  MAX_QUOTE_CHARS,
  phrasesOf,
  quote,
  sanitizeFounderText,
  stableHash,
  tidyCase,
} from "./founder-words.server";

/** Numbers a text shows that the founder's own text does not. */
const newNumbers = (output: string, input: string) => {
  const known = new Set(numbersIn(input));
  return numbersIn(output).filter((number) => !known.has(number));
};

describe("sanitizeFounderText", () => {
  it("removes markup, template markers and words that read as bugs", () => {
    const hostile = `dogs {{title}} $${"{"}x} <% y %> [object Object] undefined NaN`;
    const text = sanitizeFounderText(hostile);
    expect(text).not.toMatch(BROKEN_TEXT_PATTERN);
    expect(text).toContain("dogs");
  });

  it("strips invisible and bidi-control characters", () => {
    expect(sanitizeFounderText("evil\u202Etext\u200B here")).toBe("evil text here");
  });
});

describe("clip", () => {
  it("prefers a word boundary", () => {
    expect(clip("sustainable fashion for busy parents in cities", 25)).toBe(
      "sustainable fashion for",
    );
  });

  it("never cuts a number in two", () => {
    expect(clip("x12,345,678", 6)).toBe("x");
    expect(clip("price 12.75 dollars", 9)).toBe("price");
  });

  it("creates no number the founder did not write", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, max) => {
        expect(newNumbers(clip(text, max), text)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("phrasesOf", () => {
  it("splits lists and sentences into short phrases in the founder's words", () => {
    expect(phrasesOf("Dogs, hiking and 3D printing", 5)).toEqual(["dogs", "hiking", "3D printing"]);
    expect(phrasesOf("I love cooking. I'm into board games!", 5)).toEqual([
      "cooking",
      "board games",
    ]);
  });

  it("keeps numbers whole: 1,000 and 24/7 stay as written", () => {
    expect(phrasesOf("1,000 mugs; 24/7 support", 5)).toEqual(["1,000 mugs", "24/7 support"]);
  });

  it("caps each phrase at three words and the quote length", () => {
    for (const phrase of phrasesOf(
      `I spend weekends restoring old furniture, ${"x".repeat(90)}`,
      5,
    )) {
      expect(phrase.split(" ").length).toBeLessThanOrEqual(3);
      expect(Array.from(phrase).length).toBeLessThanOrEqual(MAX_QUOTE_CHARS);
    }
  });

  it("drops a phrase that would show a number the founder did not write", () => {
    expect(phrasesOf(".5 scale models", 5).flatMap((phrase) => numbersIn(phrase))).toEqual([]);
  });

  it("never shows an unexplained number or a broken-text marker", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const phrase of phrasesOf(text, 6)) {
          expect(newNumbers(phrase, text)).toEqual([]);
          expect(phrase).not.toMatch(BROKEN_TEXT_PATTERN);
          expect(capitalise(phrase)).not.toMatch(BROKEN_TEXT_PATTERN);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("word forms", () => {
  it("singularises the last word for use before a noun", () => {
    expect(singular("dogs")).toBe("dog");
    expect(singular("puppies")).toBe("puppy");
    expect(singular("movies")).toBe("movie");
    expect(singular("boxes")).toBe("box");
    expect(singular("fitness")).toBe("fitness");
    expect(singular("analytics")).toBe("analytics");
    expect(adjunctOf("board games")).toBe("board game");
  });

  it("lowercases ordinary words but keeps acronyms and names", () => {
    expect(tidyCase("Dogs")).toBe("dogs");
    expect(tidyCase("COOKING")).toBe("cooking");
    expect(tidyCase("3D")).toBe("3D");
    expect(tidyCase("iOS")).toBe("iOS");
    expect(tidyCase("spanish")).toBe("Spanish");
    expect(tidyCase("python")).toBe("Python");
  });

  it("quotes at most forty characters, in curly quotes", () => {
    expect(quote("  finding the first customers  ")).toBe("“finding the first customers”");
    expect(Array.from(quote("a ".repeat(100))).length).toBeLessThanOrEqual(MAX_QUOTE_CHARS + 2);
    expect(quote("   ")).toBe("");
  });

  it("hashes stably", () => {
    expect(stableHash("dogs")).toBe(stableHash("dogs"));
    expect(stableHash("dogs")).not.toBe(stableHash("cats"));
    expect(stableHash("dogs")).toMatch(/^[0-9a-f]{16}$/);
  });
});

/** The plain definitions the fast versions replaced; they must agree on any text. */
const plain = {
  adjunctOf(phrase: string): string {
    const words = phrase.split(" ");
    const last = words.pop() ?? "";
    return [...words, singular(last)].join(" ");
  },
  capitalise(text: string): string {
    const first = text.split(" ")[0] ?? "";
    if (first !== first.toLowerCase()) return text;
    const [head = "", ...rest] = Array.from(text);
    return head.toUpperCase() + rest.join("");
  },
  restHasCapital: (word: string) => /\p{Lu}/u.test(Array.from(word).slice(1).join("")),
  fnv1a(text: string, seed: number): number {
    let hash = seed >>> 0;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
  },
};

const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc
    .array(fc.constantFrom("dogs", "É", "𝒜b", "iOS", "\ud800", " ", "ßa", "x"), { maxLength: 6 })
    .map((parts) => parts.join("")),
);

describe("fast word forms agree with their plain definitions", () => {
  it("adjunctOf and capitalise", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(adjunctOf(text)).toBe(plain.adjunctOf(text));
        expect(capitalise(text)).toBe(plain.capitalise(text));
      }),
    );
  });

  it("tidyCase (outside the list of proper names)", () => {
    const plainTidyCase = (word: string) => {
      const letters = word.replace(/[^\p{L}]/gu, "");
      if (letters.length === 0) return word;
      const allUpper = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
      if (allUpper) return letters.length >= 5 ? word.toLowerCase() : word;
      if (plain.restHasCapital(word)) return word;
      return word.toLowerCase();
    };
    fc.assert(
      fc.property(anyText, (word) => {
        expect(tidyCase(word)).toBe(plainTidyCase(word));
      }),
    );
  });

  it("stableHash and continued hashes equal FNV-1a over the whole text", () => {
    const hex = (value: number) => value.toString(16).padStart(8, "0");
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        const whole = a + b;
        expect(stableHash(whole)).toBe(
          hex(plain.fnv1a(whole, 0x811c9dc5)) + hex(plain.fnv1a(whole, 0x9e3779b9)),
        );
        expect(continueHash(continueHash(HASH_START, a), b)).toBe(plain.fnv1a(whole, 0x811c9dc5));
        expect(hashFraction(whole)).toBe(plain.fnv1a(whole, 0x811c9dc5) / 0x1_0000_0000);
      }),
    );
  });

  it("quote and clip give the same text on a repeat call (cached) as on the first", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const first = quote(text);
        expect(quote(text)).toBe(first);
        expect(clip(text, 10)).toBe(clip(text, 10));
      }),
    );
  });
});
