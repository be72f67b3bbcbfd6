import type { DocumentModel } from "../shared/document";
import { customerDiscoveryDocument, discoveryExportBaseName } from "./customer-discovery/document";
import {
  customerDiscoveryRequestSchema,
  customerDiscoveryResultSchema,
} from "./customer-discovery/schema";
import { ideaGenerationDocument, ideasExportBaseName } from "./idea-generation/document";
import { ideaGenerationResultSchema, savedIdeaSchema } from "./idea-generation/schema";
import { marketAnalysisDocument, marketExportBaseName } from "./market-analysis/document";
import { marketAnalysisRequestSchema, marketAnalysisResultSchema } from "./market-analysis/schema";

/**
 * The export document of a saved result (the dashboard's project page, the account export): the
 * stored output checked with its module's result schema, then that module's builder. Null for a
 * tool without a document or an output that does not parse (an old or hand-edited project).
 * `input` (the project's inputData, optional) adds the request lines under the title.
 */
export function documentFor(
  toolType: string,
  outputData: unknown,
  options: { input?: unknown; date?: Date } = {},
): DocumentModel | null {
  switch (toolType) {
    case "idea-generation": {
      const parsed = ideaGenerationResultSchema.safeParse(outputData);
      return parsed.success ? ideaGenerationDocument(parsed.data, { date: options.date }) : null;
    }
    case "market-analysis": {
      const parsed = marketAnalysisResultSchema.safeParse(outputData);
      if (!parsed.success) return null;
      const request = marketAnalysisRequestSchema.safeParse(options.input);
      return marketAnalysisDocument(
        parsed.data,
        request.success
          ? { request: request.data, referencedIdea: referencedIdea(request.data.previousData) }
          : {},
      );
    }
    case "customer-discovery": {
      const parsed = customerDiscoveryResultSchema.safeParse(outputData);
      if (!parsed.success) return null;
      const request = customerDiscoveryRequestSchema.safeParse(options.input);
      return customerDiscoveryDocument(parsed.data, {
        businessIdea: request.success ? request.data.businessIdea : undefined,
        date: options.date,
      });
    }
    default:
      return null;
  }
}

/** The saved idea's title inside a market request's previousData (a JSON string), or null. */
function referencedIdea(previousData: string): string | null {
  if (!previousData) return null;
  try {
    const idea = savedIdeaSchema.safeParse(JSON.parse(previousData));
    return idea.success ? idea.data.title : null;
  } catch {
    return null;
  }
}

/**
 * The export file name without its extension (spec §9's names): market analysis by the
 * request's industry and the time, the others by the local date. Null for other tools.
 */
export function exportBaseNameFor(toolType: string, input: unknown, now: Date): string | null {
  switch (toolType) {
    case "idea-generation":
      return ideasExportBaseName(now);
    case "market-analysis": {
      const request = marketAnalysisRequestSchema.safeParse(input);
      return marketExportBaseName(
        request.success ? request.data.industry : "report",
        now.getTime(),
      );
    }
    case "customer-discovery":
      return discoveryExportBaseName(now);
    default:
      return null;
  }
}
