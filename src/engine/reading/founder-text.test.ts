import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";
import {
  cleanText,
  founderExcerpt,
  numbersOf,
  truncateWords,
  withoutBrokenMarkers,
} from "./founder-text";

describe("truncateWords", () => {
  it("keeps short text as it is", () => {
    expect(truncateWords("a scheduling SaaS", 60)).toBe("a scheduling SaaS");
  });

  it("cuts after a whole word and marks the cut", () => {
    const cut = truncateWords("an app that books 1,250 appointments for every clinic in town", 30);
    expect(cut).toBe("an app that books 1,250…");
  });

  it("drops a number a hard cut would split", () => {
    expect(truncateWords(`x${"1".repeat(80)}`, 20)).toBe("x…");
  });
});

describe("founderExcerpt", () => {
  it("removes template markers and collapses whitespace", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a founder's literal marker
    expect(founderExcerpt("a {{tool}}\n\tfor  ${teams}", 60, new Set())).toBe("a tool for teams}");
  });

  it("never shows a number the founder did not write, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.integer({ min: 1, max: 120 }),
        (text, max) => {
          const founder = numbersOf([text]);
          const excerpt = founderExcerpt(text, max, founder);
          expect(numbersIn(excerpt).every((number) => founder.has(number))).toBe(true);
          expect(BROKEN_TEXT_PATTERN.test(excerpt)).toBe(false);
          expect(Array.from(excerpt).length).toBeLessThanOrEqual(max + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("withoutBrokenMarkers", () => {
  it("leaves no marker even when removing one would form another", () => {
    expect(withoutBrokenMarkers("[objectNaNObject]")).not.toMatch(BROKEN_TEXT_PATTERN);
    expect(withoutBrokenMarkers("{{{{ undefinedundefined }}}")).not.toMatch(BROKEN_TEXT_PATTERN);
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "{",
            "}",
            "$",
            "<",
            "%",
            ">",
            "NaN",
            "undefined",
            "[object",
            " ",
            "Object]",
            "a",
          ),
          {
            maxLength: 30,
          },
        ),
        (parts) => {
          expect(withoutBrokenMarkers(parts.join(""))).not.toMatch(BROKEN_TEXT_PATTERN);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("cleanText", () => {
  it("drops lone surrogates and control characters", () => {
    expect(cleanText("a\u0000b\uD800c\nd")).toBe("a bc d");
  });
});

describe("the founder's sentences typed casually or in their language", () => {
  it("drops 'Im a…', an in-law's trade and a Swahili self-introduction", async () => {
    const { withoutFounderSentences } = await import("./founder-sentences");
    const kept = withoutFounderSentences(
      "Reminders for every permit a courier needs. Im a van courier 6 yrs, my sister in law is a developer. Mimi ni dereva wa zamani, sasa ni developer.",
    );
    expect(kept).toBe("Reminders for every permit a courier needs.");
  });
});
