import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors";
import { type PlanBlock, sectionText } from "../../shared/plan";
import { blocksOfEdit } from "./plan-edit";

describe("a founder's edit of a plan section", () => {
  it("reads paragraphs, bullets, numbered items and tables", () => {
    const text = [
      "Our **first** segment is [clinics](https://example.com).",
      "",
      "- Faster rota",
      "- Fewer no-shows",
      "",
      "1. Interview 10 managers",
      "2. Pilot in one ward",
      "",
      "| Goal | Metric |",
      "| --- | --- |",
      "| Retain | 90% logos |",
    ].join("\n");
    expect(blocksOfEdit(text)).toEqual([
      { kind: "paragraph", text: "Our first segment is clinics." },
      { kind: "list", ordered: false, items: ["Faster rota", "Fewer no-shows"] },
      { kind: "list", ordered: true, items: ["Interview 10 managers", "Pilot in one ward"] },
      { kind: "table", header: ["Goal", "Metric"], rows: [["Retain", "90% logos"]] },
    ]);
  });

  it("round-trips the text the edit box starts from", () => {
    const blocks: PlanBlock[] = [
      { kind: "paragraph", text: "For nurse managers who rebuild the rota by hand." },
      { kind: "list", ordered: true, items: ["Q1: pilot", "Q2: three hospitals"] },
      {
        kind: "table",
        header: ["Risk", "Early warning"],
        rows: [
          ["Slow procurement", "No pilot signed by week 8"],
          ["Churn", ""],
        ],
      },
    ];
    expect(blocksOfEdit(sectionText(blocks))).toEqual(blocks);
  });

  it("keeps raw HTML as text, never as markup", () => {
    const [block] = blocksOfEdit("<script>alert(1)</script>");
    expect(block).toEqual({ kind: "paragraph", text: "<script>alert(1)</script>" });
  });

  it("refuses an empty edit and one larger than a section holds", () => {
    expect(() => blocksOfEdit("   \n\n ")).toThrow(AppError);
    const tooMany = Array.from({ length: 41 }, (_, i) => `Paragraph ${i}`).join("\n\n");
    expect(() => blocksOfEdit(tooMany)).toThrow(/at most 40/);
  });
});
