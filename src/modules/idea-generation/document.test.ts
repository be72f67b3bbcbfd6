import { describe, expect, it } from "vitest";
import { toMarkdown } from "../../shared/document-markdown";
import { ideaGenerationDocument, ideasExportBaseName } from "./document";
import type { IdeaGenerationResult } from "./schema";
import { sampleIdea, sampleResult } from "./ui/test-fixtures";

const withProvenance: IdeaGenerationResult = {
  ...sampleResult(),
  ideas: [
    sampleIdea({
      sources: [
        {
          id: "s1",
          publisher: "IBISWorld",
          title: "Pet Grooming in the US",
          year: 2024,
          url: "https://www.ibisworld.com/x",
        },
      ],
      assumptions: [
        {
          label: "US pet grooming market",
          value: "$14B",
          basis: { kind: "source", sourceId: "s1" },
        },
      ],
    }),
    sampleIdea({ id: "idea-2", title: "Mobile grooming van" }),
    sampleIdea({ id: "idea-3", title: "Grooming school" }),
  ],
};

describe("ideaGenerationDocument", () => {
  const doc = ideaGenerationDocument(withProvenance, { date: new Date(2025, 2, 7) });
  const markdown = toMarkdown(doc);

  it("gives each idea a numbered section in the page's order", () => {
    const sections = doc.blocks.filter((b) => b.kind === "heading" && b.level === 2);
    expect(sections.map((b) => (b.kind === "heading" ? b.text : ""))).toEqual([
      "Idea 1: Booking software for dog groomers",
      "Idea 2: Mobile grooming van",
      "Idea 3: Grooming school",
    ]);
    expect(doc.meta).toEqual([
      { label: "Date", value: "2025-03-07" },
      { label: "Ideas", value: "3" },
    ]);
  });

  it("numbers the next steps, bullets skills and benefits, leads facts in bold", () => {
    expect(markdown).toContain("### Next Steps\n\n1. Interview groomers\n2. Mock up the screens\n");
    expect(markdown).toContain("### Required Skills\n\n- Software engineering\n");
    expect(markdown).toContain("### Key Benefits\n\n- Recurring revenue\n");
    expect(markdown).toContain("- **Score:** 7/10\n");
    expect(markdown).toContain("- **Difficulty:** Low. Low capital and low regulation.\n");
  });

  it("tabulates the rubric and the figures behind the numbers, and lists the sources", () => {
    expect(markdown).toContain("| Criterion | Points | Why |");
    expect(markdown).toContain("| Skill fit | 1.5/2 | Python. |");
    expect(markdown).toContain("| US pet grooming market | $14B | Source: IBISWorld (2024) |");
    expect(markdown).toContain(
      "- IBISWorld, Pet Grooming in the US (2024): <https://www.ibisworld.com/x>",
    );
    // Ideas without provenance have no empty provenance headings.
    expect(markdown.split("### Figures and Their Basis")).toHaveLength(2);
    expect(markdown.trimEnd().endsWith("*Data source: Offline knowledge engine*")).toBe(true);
  });

  it("names the file startup-ideas-{YYYY-MM-DD}", () => {
    expect(ideasExportBaseName(new Date(2024, 11, 31, 23, 0))).toBe("startup-ideas-2024-12-31");
  });

  it("puts a set's spread note before the ideas, and none when there is none", () => {
    const note = "These ideas score within one point of each other (7/10): no other idea.";
    const noted = toMarkdown(ideaGenerationDocument({ ...withProvenance, spreadNote: note }));
    expect(noted.indexOf(note)).toBeGreaterThan(-1);
    expect(noted.indexOf(note)).toBeLessThan(noted.indexOf("Idea 1:"));
    expect(markdown).not.toContain("within one point");
  });

  it("puts the set-aside note before the ideas, so the founder sees what was not used", () => {
    const note = "Set aside in this set: “Spanish” (none of these ideas calls for it).";
    const noted = toMarkdown(ideaGenerationDocument({ ...withProvenance, setAsideNote: note }));
    expect(noted.indexOf(note)).toBeGreaterThan(-1);
    expect(noted.indexOf(note)).toBeLessThan(noted.indexOf("Idea 1:"));
    expect(markdown).not.toContain("Set aside in this set");
  });
});
