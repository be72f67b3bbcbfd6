import type { ReactNode, RefObject } from "react";
import { ProvenancePanel } from "../../../web/components/provenance";
import { Card, CardContent, CardHeader, CardTitle } from "../../../web/components/ui/card";
import { ExportButtons } from "../../../web/lib/export/export-buttons";
import {
  classificationLine,
  customerDiscoveryDocument,
  discoveryExportBaseName,
  type ReportBlock,
  type ReportSection,
  reportSections,
} from "../document";
import type { CustomerDiscoveryResult } from "../schema";

/** Less padding on a phone, so the text keeps its width at 360 px. */
const CARD_PADDING = "p-4! sm:p-6!";
const LIST_CLASSES = "mt-2 space-y-1.5 pl-5 text-slate-700";

/** A block's heading id: the section's id and the label, e.g. "customer-personas-pain-points". */
function blockId(sectionId: string, label: string): string {
  return `discovery-${sectionId}-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** One field: its sub-heading, then its text or its list (named by the sub-heading). */
function Block({ block, sectionId }: { block: ReportBlock; sectionId: string }) {
  const headingId = block.label ? blockId(sectionId, block.label) : undefined;
  const heading = block.label ? (
    <h4 id={headingId} className="text-sm font-semibold text-foreground">
      {block.label}
    </h4>
  ) : null;
  if (block.kind === "text") {
    return (
      <div>
        {heading}
        <p className={block.label ? "mt-1 text-slate-700" : "text-base text-slate-700"}>
          {block.text}
        </p>
      </div>
    );
  }
  const items = block.items.map((item, index) => (
    // Items may repeat; their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered.
    <li key={index}>{item}</li>
  ));
  return (
    <div>
      {heading}
      {block.kind === "numbered" ? (
        <ol aria-labelledby={headingId} className={`${LIST_CLASSES} list-decimal`}>
          {items}
        </ol>
      ) : (
        <ul aria-labelledby={headingId} className={`${LIST_CLASSES} list-disc`}>
          {items}
        </ul>
      )}
    </div>
  );
}

function SectionCard({ section }: { section: ReportSection }) {
  const headingId = `discovery-${section.id}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-section={section.id}
      className={CARD_PADDING}
    >
      <CardHeader>
        <CardTitle id={headingId}>{section.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {section.blocks.map((block) => (
          <Block key={block.label ?? "text"} block={block} sectionId={section.id} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The Data Sources footer: the engine line, how the idea was read, and the provenance. */
function DataSources({ result }: { result: CustomerDiscoveryResult }) {
  return (
    <Card
      role="region"
      aria-labelledby="discovery-data-sources"
      data-section="data-sources"
      className={CARD_PADDING}
    >
      <CardHeader>
        <CardTitle id="discovery-data-sources">Data Sources</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        <p>{result.dataSource}</p>
        <p>
          <span className="font-semibold text-foreground">How we read your idea:</span>{" "}
          {classificationLine(result)}
        </p>
        {result.builtOn.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold text-foreground">Built on</h4>
            <ul className={`${LIST_CLASSES} list-disc`}>
              {result.builtOn.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ProvenancePanel
          sources={result.sources}
          assumptions={result.assumptions}
          className="rounded-card border border-border bg-slate-50 p-3 text-sm sm:p-4"
        />
      </CardContent>
    </Card>
  );
}

/**
 * The result (spec §2): an 'Export Report' button (with 'Export PDF' and 'Export Word' for
 * signed-in founders; a download is announced, not toasted, as before) and the cards Executive Summary, Customer
 * Personas, Problem Validation, Solution Fit Analysis, Market Insights, Strategic
 * Recommendations and the Data Sources footer. Model text is rendered as text only.
 */
export function DiscoveryResults({
  result,
  busy,
  businessIdea,
  exports,
  headingRef,
}: {
  result: CustomerDiscoveryResult;
  /** A new analysis is running: this one stays on screen until it arrives. */
  busy: boolean;
  /** The text the analysis was run on (the export names it). */
  businessIdea?: string;
  /** Other export buttons in place of the tool's (a saved project's page); null for none. */
  exports?: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      aria-labelledby="discovery-results-title"
      aria-busy={busy || undefined}
      data-location="discovery-results"
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="discovery-results-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-28 text-2xl font-bold outline-none"
        >
          Your customer discovery report
        </h2>
        {exports !== undefined ? (
          exports
        ) : (
          <ExportButtons
            markdownLabel="Export Report"
            buildDocument={() =>
              customerDiscoveryDocument(result, { businessIdea, date: new Date() })
            }
            fileBaseName={() => discoveryExportBaseName(new Date())}
            announcement={(fileName) => `Report downloaded as ${fileName}.`}
          />
        )}
      </div>
      {reportSections(result).map((section) => (
        <SectionCard key={section.id} section={section} />
      ))}
      <DataSources result={result} />
    </section>
  );
}
