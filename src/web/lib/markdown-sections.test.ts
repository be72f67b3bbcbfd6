import { describe, expect, it } from "vitest";
import aboutSource from "../../../content/company/about-us.md?raw";
import pressSource from "../../../content/company/press.md?raw";
import faqSource from "../../../content/help/faq.md?raw";
import topicsSource from "../../../content/help/topics.md?raw";
import { parseMarkdownFile } from "../../../scripts/vite-markdown";
import { isoFromLongDate as isoDate } from "../../shared/dates";
import type { MdBlock } from "../../shared/markdown";
import { beforeList, blocksText, listItems, sectionOf, splitSections } from "./markdown-sections";

function tokens(markdown: string): MdBlock[] {
  return parseMarkdownFile("/x/notes/a.md", markdown).tokens as MdBlock[];
}

const SOURCES: Record<string, string> = {
  "company/about-us.md": aboutSource,
  "company/press.md": pressSource,
  "help/faq.md": faqSource,
  "help/topics.md": topicsSource,
};

/** A content file as the build gives it to pages (front matter checked, body lexed). */
function load(file: string): MdBlock[] {
  return parseMarkdownFile(`/content/${file}`, SOURCES[file] ?? "").tokens as MdBlock[];
}

describe("splitSections", () => {
  it("cuts at level-2 headings, keeping deeper headings inside their section", () => {
    const { intro, sections } = splitSections(
      tokens(
        "Lead.\n\n## Our Values\n\n### Accessibility\n\nText.\n\n## Start **Building**\n\nGo.",
      ),
    );
    expect(intro).toHaveLength(1);
    expect(sections.map((s) => [s.title, s.slug])).toEqual([
      ["Our Values", "our-values"],
      ["Start Building", "start-building"],
    ]);
    const values = splitSections(sections[0]?.tokens ?? [], 3).sections;
    expect(values.map((v) => v.title)).toEqual(["Accessibility"]);
    expect(blocksText(values[0]?.tokens ?? [])).toBe("Text.");
  });

  it("refuses a higher heading inside lower sections", () => {
    expect(() => splitSections(tokens("### A\n\nx\n\n## B\n\ny"), 3)).toThrow(/level-2 heading/);
  });
});

describe("sectionOf", () => {
  it("finds a section by title and names the ones there are when it can't", () => {
    const { sections } = splitSections(tokens("## One\n\na\n\n## Two\n\nb"));
    expect(sectionOf(sections, "Two").title).toBe("Two");
    expect(() => sectionOf(sections, "Three")).toThrow(/No section "Three".*"One", "Two"/);
  });
});

describe("blocksText, listItems, beforeList", () => {
  it("flattens paragraphs, emphasis, links and list items into one line of text", () => {
    const blocks = tokens(
      "Use **bold** and [a link](/contact-us).\n\n- First *item*\n- Second\n\nAfter &amp; done.",
    );
    expect(blocksText(blocks)).toBe("Use bold and a link. First item Second After & done.");
    expect(listItems(blocks).map((item) => blocksText(item))).toEqual(["First item", "Second"]);
    expect(blocksText(beforeList(blocks))).toBe("Use bold and a link.");
  });

  it("returns no items and every block when there is no list", () => {
    const blocks = tokens("Just a paragraph.");
    expect(listItems(blocks)).toEqual([]);
    expect(beforeList(blocks)).toEqual(blocks);
  });
});

describe("the help and company content has the shape its pages expect", () => {
  it("faq.md holds the ten entries of spec §9, each a question with an answer", () => {
    const { sections } = splitSections(load("help/faq.md"));
    expect(sections).toHaveLength(10);
    for (const entry of sections) {
      expect(entry.title).toMatch(/\?$/);
      expect(blocksText(entry.tokens).length).toBeGreaterThan(80);
    }
  });

  it("topics.md holds the four topic cards, each a sentence and a list", () => {
    const { sections } = splitSections(load("help/topics.md"));
    expect(sections.map((s) => s.title)).toEqual([
      "Getting Started",
      "Module Guides",
      "Billing & Plans",
      "Troubleshooting",
    ]);
    for (const topic of sections) {
      expect(blocksText(beforeList(topic.tokens))).toMatch(/\.$/);
      expect(listItems(topic.tokens).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("about-us.md has the three values as level-3 sections", () => {
    const values = sectionOf(splitSections(load("company/about-us.md")).sections, "Our Values");
    expect(splitSections(values.tokens, 3).sections.map((v) => v.title)).toEqual([
      "Accessibility",
      "Innovation",
      "Results",
    ]);
  });

  it("press.md has two dated releases", () => {
    const releases = sectionOf(splitSections(load("company/press.md")).sections, "Press Releases");
    const dates = splitSections(releases.tokens, 3).sections.map((r) =>
      isoDate(blocksText(r.tokens.slice(0, 1))),
    );
    expect(dates).toEqual(["2025-01-14", "2025-02-18"]);
  });
});

describe("isoDate", () => {
  it.each([
    ["January 14, 2025", "2025-01-14"],
    ["February 8, 2025", "2025-02-08"],
    ["Smarch 14, 2025", undefined],
    ["14 January 2025", undefined],
    ["January 32, 2025", undefined],
  ])("%s → %s", (text, expected) => {
    expect(isoDate(text)).toBe(expected);
  });
});
