import type { DocumentBlock, DocumentModel } from "../../shared/document";
import { definePlanTool } from "../_kit/plan/tool";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { ITERATION_SCALING_READS } from "./reads";
import {
  iterationScalingExtra,
  iterationScalingRequestSchema,
  type ResultsLogEntry,
  resultsLogSchema,
} from "./schema";

const DECISION_LABEL: Record<ResultsLogEntry["decision"], string> = {
  keep: "Keep",
  change: "Change",
  stop: "Stop",
  pending: "Pending",
};

const planTool = definePlanTool({
  request: iterationScalingRequestSchema,
  sections: ITERATION_SCALING_SECTIONS,
  documentTitle: "Iteration and Scaling Plan",
  titlePrefix: "Iteration plan",
  fileName: "iteration-plan",
  reads: ITERATION_SCALING_READS,
  // The founder's own words, which a plan may quote; their metrics reach the text as `input`
  // assumptions instead.
  founderText: (request) => [request.biggestProblem],
  extra: iterationScalingExtra,
});

/**
 * The export document with the results log the founder keeps, as a table after the sections
 * (before "Built on" and the sources), when it has entries.
 */
export function withResultsLog(
  document: DocumentModel,
  log: readonly ResultsLogEntry[],
): DocumentModel {
  if (log.length === 0) return document;
  const table: DocumentBlock[] = [
    { kind: "heading", level: 2, text: "Results log" },
    {
      kind: "table",
      header: ["Date", "Experiment", "Metric", "Result", "Decision"],
      rows: log.map((entry) => [
        entry.date,
        entry.experiment,
        entry.metric,
        entry.result,
        DECISION_LABEL[entry.decision],
      ]),
    },
  ];
  const at = document.blocks.findIndex(
    (block) =>
      block.kind === "heading" &&
      block.level === 2 &&
      (block.text === "Built on" || block.text === "Data Sources"),
  );
  const blocks =
    at === -1
      ? [...document.blocks, ...table]
      : [...document.blocks.slice(0, at), ...table, ...document.blocks.slice(at)];
  return { ...document, blocks };
}

export default {
  ...planTool,
  // The founder fills the log in over time (PUT /api/workspace/<id>/data/resultsLog); a new run
  // of the plan keeps it.
  editable: { resultsLog: resultsLogSchema },
  document: (result, context) =>
    withResultsLog(planTool.document(result, context), result.resultsLog ?? []),
} satisfies typeof planTool;
