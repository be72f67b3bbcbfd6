import { fileSlug } from "../../../shared/file-slug";

/**
 * A project's exports (GUIDE §2, §1.4): Markdown, PDF and Word from one document model, built in
 * the browser. The document model and the writers load only when the founder asks for a file.
 */

export type ExportFormat = "markdown" | "pdf" | "docx";

export const EXPORT_FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "markdown", label: "Markdown" },
  { format: "pdf", label: "PDF" },
  { format: "docx", label: "Word" },
];

/** Builds the project's document and downloads it; false when its output has no document. */
export async function exportProject(
  project: { title: string; toolType: string; outputData: unknown; inputData: unknown },
  format: ExportFormat,
): Promise<boolean> {
  const [{ documentFor }, { exportDocument }] = await Promise.all([
    import("../../../modules/documents"),
    import("../../lib/export/export-document"),
  ]);
  const doc = await documentFor(project.toolType, project.outputData, {
    input: project.inputData,
    date: new Date(),
  });
  if (!doc) return false;
  // The file name from the title: "Market analysis: Pet Care" → "market-analysis-pet-care".
  await exportDocument(doc, format, fileSlug(project.title, "ninefold-project"));
  return true;
}
