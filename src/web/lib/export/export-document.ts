import type { DocumentModel } from "../../../shared/document";
import { toMarkdown } from "../../../shared/document-markdown";
import { downloadBlob } from "./download";

/**
 * Exports a document in the browser (spec §7: no server call) and starts the download:
 * Markdown at once; PDF and Word through their libraries, each loaded by a dynamic import() the
 * first time the founder exports in that format, so no tool page carries them (decision 007).
 * Rejects when the exporter cannot be loaded or fails; the caller says so to the founder.
 */

export type ExportFormat = "markdown" | "pdf" | "docx";

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  markdown: "md",
  pdf: "pdf",
  docx: "docx",
};

const TYPES: Record<ExportFormat, string> = {
  markdown: "text/markdown;charset=utf-8",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file a format is saved as: the base name and the format's extension. */
export function exportFileName(fileBaseName: string, format: ExportFormat): string {
  return `${fileBaseName}.${EXPORT_EXTENSIONS[format]}`;
}

/** The document's bytes in a format (the exporter modules load here, on first use). */
export async function renderDocument(doc: DocumentModel, format: ExportFormat): Promise<Blob> {
  switch (format) {
    case "markdown":
      return new Blob([toMarkdown(doc)], { type: TYPES.markdown });
    case "pdf": {
      const { renderPdf } = await import("./pdf");
      return renderPdf(doc);
    }
    case "docx": {
      const { renderDocx } = await import("./docx");
      return renderDocx(doc);
    }
  }
}

export async function exportDocument(
  doc: DocumentModel,
  format: ExportFormat,
  fileBaseName: string,
): Promise<void> {
  const blob = await renderDocument(doc, format);
  const typed = blob.type ? blob : new Blob([blob], { type: TYPES[format] });
  downloadBlob(exportFileName(fileBaseName, format), typed);
}
