import { describe, expect, it } from "vitest";
import { findSource } from "../../../engine/knowledge";
import ideaGenerationTool from "../../../modules/idea-generation/tool";
import { unexplainedNumbers } from "../../../shared/provenance";
import { ideaModelOutput } from "./fixtures/idea-generation";
import { marketModelOutput } from "./fixtures/market-analysis";
import {
  fillProvenance,
  findUnexplained,
  labelUnexplained,
  UNSOURCED_METHOD,
} from "./provenance-fill";

const context = {
  dataSource: "Language model test:model grounded in the knowledge base",
  citable: new Set(["statista-apparel-market-2023", "gartner-it-spending-2024-07"]),
};

describe("fillProvenance", () => {
  it("adds dataSource at the root and sources beside the assumptions, from the knowledge base", () => {
    const filled = fillProvenance(marketModelOutput, context) as Record<string, unknown>;
    expect(filled.dataSource).toBe(context.dataSource);
    expect(filled.sources).toEqual([findSource("statista-apparel-market-2023")]);
  });

  it("fills every idea's own sources and leaves the ideas list without sources", () => {
    const filled = fillProvenance(ideaModelOutput, context) as {
      ideas: { sources: unknown[] }[];
      sources?: unknown;
    };
    expect(filled.sources).toBeUndefined();
    for (const idea of filled.ideas) {
      expect(idea.sources).toEqual([findSource("gartner-it-spending-2024-07")]);
    }
    expect(ideaGenerationTool.result.safeParse(filled).success).toBe(true);
  });

  it("turns a citation of an unlisted source into an estimate naming it", () => {
    const filled = fillProvenance(marketModelOutput, context) as {
      assumptions: { label: string; basis: { kind: string; method?: string } }[];
    };
    const growth = filled.assumptions.find((item) => item.label.startsWith("Fashion revenue"));
    expect(growth?.basis.kind).toBe("estimate");
    expect(growth?.basis.method).toContain('"mckinsey-state-of-fashion-2024"');
    expect(growth?.basis.method).toContain("treat as unverified");
  });
});

describe("unexplained numbers", () => {
  /** The fixture's founder wrote "under 8". */
  const founder = ["Parents of children under 8 in US suburbs"];
  const withStray: Record<string, unknown> = {
    ...(fillProvenance(marketModelOutput, context) as Record<string, unknown>),
    marketTrends: "Resale grew 42% in 2022. Parents list 3.5 items on average.",
  };

  it("finds them per object that carries assumptions", () => {
    expect(findUnexplained(withStray, founder)).toEqual([
      { path: "", numbers: ["42", "2022", "3.5"] },
    ]);
    const ideas = fillProvenance(ideaModelOutput, context) as { ideas: Record<string, unknown>[] };
    const [first, ...rest] = ideas.ideas;
    const strayIdea = { ...first, description: "Saves 12 hours a week." };
    expect(findUnexplained({ ideas: [strayIdea, ...rest] }, [])).toEqual([
      { path: "ideas[0]", numbers: ["12"] },
    ]);
  });

  it("counts numbers from the founder's own words as explained", () => {
    expect(
      findUnexplained(withStray, [...founder, "We saw 42% growth in 2022, 3.5 items"]),
    ).toEqual([]);
  });

  it("labels each as an unverified estimate with the sentence it appears in", () => {
    const labelled = labelUnexplained(withStray, founder) as {
      assumptions: { label: string; value: string; basis: unknown }[];
    };
    const added = labelled.assumptions.slice(-3);
    expect(added).toEqual([
      {
        label: 'Figure stated in: "Resale grew 42% in 2022."',
        value: "42",
        basis: { kind: "estimate", method: UNSOURCED_METHOD },
      },
      {
        label: 'Figure stated in: "Resale grew 42% in 2022."',
        value: "2022",
        basis: { kind: "estimate", method: UNSOURCED_METHOD },
      },
      {
        label: 'Figure stated in: "Parents list 3.5 items on average."',
        value: "3.5",
        basis: { kind: "estimate", method: UNSOURCED_METHOD },
      },
    ]);
    expect(unexplainedNumbers(labelled, labelled.assumptions as never, founder)).toEqual([]);
  });
});
