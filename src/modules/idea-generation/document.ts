import {
  type DocumentBlock,
  type DocumentModel,
  leadItem,
  localIsoDate,
  type MetaLine,
} from "../../shared/document";
import { assumptionsTable, sourceRuns } from "../../shared/document-provenance";
import type { Idea, IdeaGenerationResult } from "./schema";

/**
 * The idea generator's result as a document (exports for signed-in founders, issue 5): one
 * section per idea in the page's order with its facts, description, the n/10 rubric as a table,
 * skills and benefits bulleted, next steps numbered, and the figures and sources behind it; the
 * engine line closes the document.
 */

export const IDEAS_REPORT_TITLE = "Startup Ideas";

/** `startup-ideas-{YYYY-MM-DD}` with the local date, no extension. */
export function ideasExportBaseName(date: Date): string {
  return `startup-ideas-${localIsoDate(date)}`;
}

/** 2 → "2", 1.5 → "1.5". */
function points(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, "");
}

function ideaBlocks(idea: Idea, index: number): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    { kind: "heading", level: 2, text: `Idea ${index + 1}: ${idea.title}` },
    {
      kind: "list",
      ordered: false,
      items: [
        leadItem("Score", `${points(idea.score)}/10`),
        leadItem("Category", idea.category),
        leadItem("Difficulty", `${idea.difficulty}. ${idea.difficultyReason}`),
        leadItem("Business model", idea.businessModel),
        leadItem("Market size", idea.marketSize),
        leadItem("Time to market", idea.timeToMarket),
        leadItem("Target market", idea.targetMarket),
      ],
    },
    { kind: "paragraph", content: idea.description },
    { kind: "heading", level: 3, text: "How this idea scores" },
    {
      kind: "table",
      header: ["Criterion", "Points", "Why"],
      rows: idea.scoreBreakdown.map((part) => [
        part.label,
        `${points(part.points)}/${part.maxPoints}`,
        part.reason,
      ]),
    },
    { kind: "heading", level: 3, text: "Required Skills" },
    { kind: "list", ordered: false, items: idea.requiredSkills },
    { kind: "heading", level: 3, text: "Key Benefits" },
    { kind: "list", ordered: false, items: idea.keyBenefits },
    { kind: "heading", level: 3, text: "Next Steps" },
    { kind: "list", ordered: true, items: idea.nextSteps },
  ];
  if (idea.assumptions.length > 0) {
    blocks.push(
      { kind: "heading", level: 3, text: "Figures and Their Basis" },
      ...assumptionsTable(idea.assumptions, idea.sources),
    );
  }
  if (idea.sources.length > 0) {
    blocks.push(
      { kind: "heading", level: 3, text: "Sources" },
      { kind: "list", ordered: false, items: idea.sources.map((s) => sourceRuns(s, ": ")) },
    );
  }
  return blocks;
}

export function ideaGenerationDocument(
  result: IdeaGenerationResult,
  { date }: { date?: Date } = {},
): DocumentModel {
  const meta: MetaLine[] = [];
  if (date) meta.push({ label: "Date", value: localIsoDate(date) });
  meta.push({ label: "Ideas", value: String(result.ideas.length) });
  const blocks: DocumentBlock[] = [];
  // A set whose scores sit within one point says why, before the ideas (issue 16).
  if (result.spreadNote) blocks.push({ kind: "paragraph", content: [{ text: result.spreadNote }] });
  if (result.setAsideNote) {
    blocks.push({ kind: "paragraph", content: [{ text: result.setAsideNote }] });
  }
  blocks.push(...result.ideas.flatMap(ideaBlocks));
  if (result.dataSource.trim()) {
    blocks.push(
      { kind: "rule" },
      { kind: "paragraph", content: [{ text: `Data source: ${result.dataSource}`, italic: true }] },
    );
  }
  return { title: IDEAS_REPORT_TITLE, meta, blocks };
}
