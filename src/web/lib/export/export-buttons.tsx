import { Download, FileText, FileType, Loader2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { DocumentModel } from "../../../shared/document";
import { Button } from "../../components/ui/button";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import type { ExportFormat } from "./export-document";

/**
 * A result's export buttons (GUIDE §2): Markdown under the tool's own label for everyone (or only
 * for signed-in founders, `markdownForEveryone={false}`), and 'Export PDF' and 'Export Word' for
 * signed-in founders (a read-only founder, whose trial or plan has ended, gets Markdown and a note
 * instead, issue 15). The document and the file name are made at the click (the name carries the
 * time). PDF and Word load their exporter on first use; a failure ends in 'Export Failed'.
 */

const FORMAT_NAMES: Record<ExportFormat, string> = {
  markdown: "Markdown file",
  pdf: "PDF",
  docx: "Word document",
};

/** Whether an error is a lazy chunk that did not load (offline, a deploy in between). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|Unable to preload/i.test(
    message,
  );
}

/** 'Export Failed' description: what went wrong and what to do. Exported for tests. */
export function exportFailureDescription(format: ExportFormat, error: unknown): string {
  const name = FORMAT_NAMES[format];
  if (isChunkLoadError(error)) {
    return `The ${name} exporter could not be loaded. Check your connection, then try again.`;
  }
  const detail = error instanceof Error && error.message ? ` (${error.message})` : "";
  return `Your ${name} could not be created${detail}. Please try again, or export another format.`;
}

/**
 * What replaces the PDF, Word and Excel buttons when the founder's access is read-only (issue 15):
 * Markdown stays, the rest comes with a plan.
 */
export function PlanExportsNote() {
  return (
    <p className="text-sm text-slate-600">
      PDF, Word and Excel exports come with a plan.{" "}
      <Link to="/pricing" className="font-medium text-primary hover:underline">
        See plans
      </Link>
    </p>
  );
}

export interface ExportButtonsProps {
  /** The result as a document, built at the click (a page may load what builds it then). */
  buildDocument: () => DocumentModel | Promise<DocumentModel>;
  /** The file name without its extension (spec §9's names), made at the click. */
  fileBaseName: () => string | Promise<string>;
  /** The Markdown button's text: 'Export Analysis', 'Export Report', 'Export Markdown'. */
  markdownLabel: string;
  markdownForEveryone?: boolean;
  /** The toast after a download, if the tool shows one. */
  successToast?: { title: string; description: string };
  /** The text a screen reader hears after a download, if the tool announces one. */
  announcement?: (fileName: string) => string;
}

export function ExportButtons({
  buildDocument,
  fileBaseName,
  markdownLabel,
  markdownForEveryone = true,
  successToast,
  announcement,
}: ExportButtonsProps) {
  const { isAuthenticated, readOnly } = useAuth();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [announced, setAnnounced] = useState("");

  const run = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      const base = await fileBaseName();
      // The exporter (and the Markdown writer) load with the first export, not with the page.
      const { exportDocument, exportFileName } = await import("./export-document");
      await exportDocument(await buildDocument(), format, base);
      if (successToast) toast(successToast);
      if (announcement) setAnnounced(announcement(exportFileName(base, format)));
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Export Failed",
        description: exportFailureDescription(format, error),
      });
    } finally {
      setBusy(null);
    }
  };

  const icon = (format: ExportFormat, Icon: typeof Download) =>
    busy === format ? (
      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
    ) : (
      <Icon aria-hidden="true" />
    );

  const showMarkdown = markdownForEveryone || isAuthenticated;
  if (!showMarkdown && !isAuthenticated) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {showMarkdown ? (
        <Button
          type="button"
          variant="outline"
          aria-busy={busy === "markdown" || undefined}
          onClick={() => void run("markdown")}
        >
          {icon("markdown", Download)}
          {markdownLabel}
        </Button>
      ) : null}
      {isAuthenticated && readOnly ? <PlanExportsNote /> : null}
      {isAuthenticated && !readOnly ? (
        <>
          <Button
            type="button"
            variant="outline"
            disabled={busy === "pdf"}
            aria-busy={busy === "pdf" || undefined}
            onClick={() => void run("pdf")}
          >
            {icon("pdf", FileText)}
            Export PDF
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy === "docx"}
            aria-busy={busy === "docx" || undefined}
            onClick={() => void run("docx")}
          >
            {icon("docx", FileType)}
            Export Word
          </Button>
        </>
      ) : null}
      {announcement ? (
        <p role="status" className="sr-only">
          {announced}
        </p>
      ) : null}
    </div>
  );
}
