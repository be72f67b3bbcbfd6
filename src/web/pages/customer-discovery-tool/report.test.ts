import { describe, expect, it } from "vitest";
import { classificationLine, reportSections, SECTION_TITLES } from "./report";
import { SAMPLE_RESULT } from "./sample-result";

describe("reportSections (spec §2 cards, §9 list styles)", () => {
  const sections = reportSections(SAMPLE_RESULT);

  it("gives the six cards in spec order", () => {
    expect(sections.map((s) => s.title)).toEqual([...SECTION_TITLES]);
  });

  it("numbers exactly the five lists spec §9 names and bullets the rest", () => {
    const lists = sections.flatMap((s) => s.blocks).filter((b) => b.kind !== "text");
    const numbered = lists.filter((b) => b.kind === "numbered").map((b) => b.label);
    const bulleted = lists.filter((b) => b.kind === "bulleted").map((b) => b.label);
    expect(numbered).toEqual([
      "Secondary Personas",
      "Feature Priority",
      "Immediate Actions",
      "Validation Steps",
      "Next Milestones",
    ]);
    expect(bulleted).toEqual([
      "Pain Points",
      "Motivations",
      "Unmet Needs",
      "Adoption Barriers",
      "Growth Opportunities",
      "Research Gaps",
    ]);
  });

  it("shows every nested field of spec §3 (27 blocks: 1 + 7 + 5 + 5 + 5 + 4)", () => {
    const blocks = sections.flatMap((s) => s.blocks);
    expect(blocks).toHaveLength(27);
    const labels = blocks.map((b) => b.label).filter(Boolean);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("drops the secondary personas when there are none", () => {
    const none = reportSections({
      ...SAMPLE_RESULT,
      customerPersonas: { ...SAMPLE_RESULT.customerPersonas, secondaryPersonas: [] },
    });
    const personas = none.find((s) => s.id === "customer-personas");
    expect(personas?.blocks.map((b) => b.label)).not.toContain("Secondary Personas");
  });

  it("reads the classification as industry · B2B/B2C · model", () => {
    expect(classificationLine(SAMPLE_RESULT)).toBe("E-commerce · B2C · Marketplace");
  });
});
