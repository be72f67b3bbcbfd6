import { AlertTriangle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { ProvenancePanel } from "../../../web/components/provenance";
import { Card, CardContent, CardHeader, CardTitle } from "../../../web/components/ui/card";
import { ExportButtons } from "../../../web/lib/export/export-buttons";
import type { MarketDocumentContext } from "../document";
import { splitParagraphs, withoutParagraph } from "../paragraphs";
import type { MarketAnalysisResult } from "../schema";
import { SizingChart } from "./sizing-chart";

/** Text that may hold several paragraphs (blank-line separated), rendered as text only. */
function Paragraphs({ text, skip = null }: { text: string; skip?: string | null }) {
  return (
    <div className="space-y-3">
      {withoutParagraph(splitParagraphs(text), skip).map((paragraph, index) => (
        // Paragraphs have no identity beyond their place in the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-primary">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; order is the identity.
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

function ResultCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className} data-card={title}>
      <CardHeader className="mb-3">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-slate-700">{children}</CardContent>
    </Card>
  );
}

/**
 * The engine's sizing warning, when it raised one: the two methods far apart, or no bottom-up
 * count yet. Its text says which ("The two methods disagree by 12×…"), so the lead does not.
 */
function SizingWarning({ warning }: { warning: string }) {
  return (
    <div
      role="note"
      className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Check the sizing. </strong>
        {warning}
      </p>
    </div>
  );
}

/** Spec §8's export toast, for every format. */
const EXPORTED = {
  title: "Analysis Exported",
  description: "Your market analysis has been exported successfully.",
};

/**
 * The analysis (spec §2): the 'Export Analysis' button (with 'Export PDF' and 'Export Word' for
 * signed-in founders) and twelve cards in the spec's order
 * (Opportunities and Threats side by side, the numbered lists numbered), then the figures and
 * sources behind the numbers. Everything the engine wrote is rendered as plain text.
 */
export function MarketAnalysisResults({
  result,
  context,
  exports,
  headingRef,
}: {
  result: MarketAnalysisResult;
  /** What the founder asked (the export's lines under the title and its file name). */
  context?: MarketDocumentContext & { request: { industry: string } };
  /** Other export buttons in place of the tool's (a saved project's page); null for none. */
  exports?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const warning = result.sizing.divergence.warning;
  return (
    <section aria-labelledby="market-results-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="market-results-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold focus:outline-none"
          >
            Your market analysis
          </h2>
          {result.builtOn.length > 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Built on: {result.builtOn.join("; ")}
            </p>
          ) : null}
        </div>
        {exports !== undefined ? (
          exports
        ) : context ? (
          <ExportButtons
            markdownLabel="Export Analysis"
            // The document and its file name load with the first export (decision 036 addendum).
            buildDocument={async () =>
              (await import("../document")).marketAnalysisDocument(result, context)
            }
            fileBaseName={async () =>
              (await import("../document")).marketExportBaseName(
                context.request.industry,
                Date.now(),
              )
            }
            successToast={EXPORTED}
          />
        ) : null}
      </div>

      <ResultCard title="Market Overview">
        <Paragraphs text={result.marketOverview} />
      </ResultCard>
      <ResultCard title="Market Size Analysis">
        <Paragraphs text={result.marketSize} skip={warning} />
        <SizingChart sizing={result.sizing} />
        {warning ? <SizingWarning warning={warning} /> : null}
      </ResultCard>
      <ResultCard title="Target Audience">
        <Paragraphs text={result.targetAudience} />
      </ResultCard>
      <ResultCard title="Competitive Landscape">
        <Paragraphs text={result.competitiveLandscape} />
      </ResultCard>
      <ResultCard title="Market Trends">
        <Paragraphs text={result.marketTrends} />
      </ResultCard>
      <div className="grid gap-5 md:grid-cols-2">
        <ResultCard title="Opportunities" className="border-emerald-200">
          <NumberedList items={result.opportunities} />
        </ResultCard>
        <ResultCard title="Threats" className="border-red-200">
          <NumberedList items={result.threats} />
        </ResultCard>
      </div>
      <ResultCard title="Recommended Strategy">
        <Paragraphs text={result.recommendedStrategy} />
      </ResultCard>
      <ResultCard title="Pricing Analysis">
        <Paragraphs text={result.pricingAnalysis} />
      </ResultCard>
      <ResultCard title="Market Entry Strategy">
        <NumberedList items={result.marketEntry} />
      </ResultCard>
      <ResultCard title="Key Metrics to Track">
        <NumberedList items={result.keyMetrics} />
      </ResultCard>
      <ResultCard title="Recommended Next Steps">
        <NumberedList items={result.nextSteps} />
      </ResultCard>
      {result.dataSource.trim() ? (
        <ResultCard title="Data Source" className="bg-muted">
          <p>{result.dataSource}</p>
        </ResultCard>
      ) : null}
      <ProvenancePanel sources={result.sources} assumptions={result.assumptions} />
    </section>
  );
}
