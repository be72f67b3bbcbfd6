import { describe, expect, it } from "vitest";
import { splitParagraphs, withoutParagraph } from "./paragraphs";

describe("splitParagraphs", () => {
  it("splits on blank lines, trims, and drops empty paragraphs", () => {
    expect(splitParagraphs("  One.\n\nTwo.\r\n\r\n\n  \nThree.  ")).toEqual([
      "One.",
      "Two.",
      "Three.",
    ]);
  });

  it("joins single line breaks inside a paragraph", () => {
    expect(splitParagraphs("A line\nand its rest.\n \nNext.")).toEqual([
      "A line and its rest.",
      "Next.",
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(splitParagraphs(" \n\n ")).toEqual([]);
  });
});

describe("withoutParagraph", () => {
  it("drops the paragraph equal to the skipped text, whitespace aside", () => {
    expect(withoutParagraph(["A.", "Warn me."], " Warn\nme. ")).toEqual(["A."]);
    expect(withoutParagraph(["A.", "B."], null)).toEqual(["A.", "B."]);
    expect(withoutParagraph(["A."], "C.")).toEqual(["A."]);
  });
});
