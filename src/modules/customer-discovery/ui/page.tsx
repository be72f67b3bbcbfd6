import { Database, ListChecks } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ideaAsBusinessIdea } from "../../../shared/saved-idea";
import { Card } from "../../../web/components/ui/card";
import { useToolModule } from "../../../web/lib/modules";
import { toast } from "../../../web/lib/toast-store";
import {
  EditingNotice,
  SavedNote,
  useProjectToEdit,
  useWorkspaceRefresh,
} from "../../../web/lib/workspace/edit-project";
import { NoAccountNeeded, ToolBadge } from "../../../web/lib/workspace/tool-badge";
import { NextStep, VentureNote } from "../../../web/lib/workspace/tool-venture";
import { useVenture, useVentureRefresh } from "../../../web/lib/workspace/use-venture";
import type { BuiltOnEntry } from "../../../web/lib/workspace/venture";
import { readVisitorWork } from "../../../web/lib/workspace/visitor-work";
import { SECTION_TITLES } from "../document";
import type { CustomerDiscoveryResult } from "../schema";
import { failureMessage, requestSavedCustomerDiscovery } from "./discovery-client";
import { DiscoveryForm, IDEA_REQUIRED } from "./discovery-form";
import { browserStorage, readStoredMarketAnalysis, storedAnalysisIdea } from "./market-data";
import { discoveryFromInput } from "./prefill";
import { DiscoveryResults } from "./results";

/** A result with the idea text it was run on (the export names it). */
interface Report {
  result: CustomerDiscoveryResult;
  businessIdea: string;
}

/** Performance marks: from the response's arrival to the result painted (issue 5 target). */
const MARK_RESPONSE = "customer-discovery:response";
const MARK_PAINTED = "customer-discovery:painted";

function MarketDataNotice() {
  return (
    <div
      role="note"
      aria-labelledby="market-data-title"
      className="flex gap-3 rounded-card border border-accent/40 bg-accent-soft p-4"
    >
      <Database className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <h2 id="market-data-title" className="font-semibold">
          Market Analysis Data Detected
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Your saved market analysis goes in with your idea, so the personas and market insights
          build on it.
        </p>
      </div>
    </div>
  );
}

/** What the report will hold, shown before the first result. */
function EmptyState() {
  return (
    <div className="rounded-card border border-dashed border-border bg-muted p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ListChecks className="size-5 text-primary" aria-hidden="true" />
        What you get
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 pl-5 text-sm text-slate-700 list-disc sm:grid-cols-2">
        {SECTION_TITLES.map((title) => (
          <li key={title}>{title}</li>
        ))}
        <li>Data Sources: where each figure comes from</li>
      </ul>
    </div>
  );
}

function LoadingState() {
  return (
    <Card aria-busy="true" className="space-y-3">
      <p className="text-sm font-medium text-slate-700">AI Researching Customers...</p>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
          style={{ width: `${90 - row * 20}%` }}
        />
      ))}
    </Card>
  );
}

/**
 * /tools/customer-discovery-tool (spec §2, §4, §5, §7, §8, §9): the founder describes the idea;
 * the page sends it, trimmed, with the stored market analysis (or {}), shows the result cards
 * with their provenance, and exports them as Markdown. The result stays on screen.
 */
export default function CustomerDiscoveryToolPage() {
  const module = useToolModule("customer-discovery");
  // Read once, on load (spec §4); unparsable data is ignored.
  const [marketData] = useState(() => readStoredMarketAnalysis(browserStorage()));
  // With a stored analysis, the idea box starts from the idea that analysis was run on.
  const [idea, setIdea] = useState(() => (marketData ? storedAnalysisIdea(readVisitorWork()) : ""));
  const [ideaError, setIdeaError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [report, setReport] = useState<Report>();
  const [announcement, setAnnouncement] = useState("");
  const running = useRef(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Signed in: 'Edit' on a project prefills the idea (and its market data) and runs into it.
  const [savedTo, setSavedTo] = useState<string>();
  const [projectMarketData, setProjectMarketData] = useState<Record<string, unknown>>();
  const { project, targetId } = useProjectToEdit("customer-discovery", (input) => {
    const prefill = discoveryFromInput(input);
    setIdea(prefill.businessIdea);
    setProjectMarketData(prefill.marketData);
  });
  const refreshWorkspace = useWorkspaceRefresh();
  // Signed in, in a venture (issue 12): the idea starts from the venture's, and the server adds
  // the venture's current market analysis as marketData.
  const {
    venture,
    ventureId: requestedVenture,
    adopt,
  } = useVenture({
    prefill: (ventureIdea, brief) => setIdea(brief?.idea || ideaAsBusinessIdea(ventureIdea)),
    keepForm: Boolean(project),
  });
  const ventureId = requestedVenture ?? project?.ventureId;
  const ventureMarket = venture?.current.has("market-analysis") ?? false;
  const refreshVenture = useVentureRefresh();
  const [builtOn, setBuiltOn] = useState<BuiltOnEntry[]>();

  // A new result: mark its paint, and take keyboard and screen-reader focus to it.
  useEffect(() => {
    if (!report) return;
    const frame = requestAnimationFrame(() => {
      performance.mark(MARK_PAINTED);
      performance.measure("customer-discovery:render", MARK_RESPONSE, MARK_PAINTED);
    });
    headingRef.current?.focus({ preventScroll: false });
    return () => cancelAnimationFrame(frame);
  }, [report]);

  const changeIdea = (next: string) => {
    setIdea(next);
    if (ideaError && next.trim()) setIdeaError(undefined);
  };

  const run = async () => {
    if (running.current) return;
    const businessIdea = idea.trim();
    if (!businessIdea) {
      toast({ variant: "destructive", ...IDEA_REQUIRED });
      setIdeaError(IDEA_REQUIRED.description);
      fieldRef.current?.focus();
      return;
    }
    running.current = true;
    setLoading(true);
    setAnnouncement("AI Researching Customers...");
    try {
      const saved = await requestSavedCustomerDiscovery(
        module,
        {
          businessIdea,
          // A venture with a market analysis: the server adds its current one (an empty
          // marketData); otherwise the one this browser or the edited project holds.
          marketData: (ventureMarket ? {} : project ? projectMarketData : marketData) ?? {},
        },
        { project: targetId, venture: ventureId },
      );
      const { result, projectId } = saved;
      performance.mark(MARK_RESPONSE);
      setSavedTo(projectId);
      setBuiltOn(saved.builtOn);
      if (projectId) refreshWorkspace(projectId);
      if (saved.ventureId) refreshVenture();
      adopt(saved.ventureId);
      setReport({ result, businessIdea });
      toast({
        title: "Customer Discovery Complete",
        description:
          "AI has completed comprehensive customer and problem research for your business idea.",
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Analysis Failed",
        description: failureMessage(error),
      });
    } finally {
      running.current = false;
      setLoading(false);
      setAnnouncement("");
    }
  };

  return (
    <>
      <section
        aria-labelledby="discovery-title"
        data-location="discovery-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <ToolBadge />
          <h1 id="discovery-title" className="mt-4 text-3xl font-bold sm:text-4xl">
            Customer and Problem Discovery
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Describe your idea and get the people most likely to buy it, how badly they feel the
            problem, which features they need first, and the interviews to run this week.
            <NoAccountNeeded />
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {project ? <EditingNotice title={project.title} /> : null}
        {venture ? <VentureNote module={module} venture={venture} builtOn={builtOn} /> : null}
        {!ventureMarket && (project ? projectMarketData : marketData) ? <MarketDataNotice /> : null}
        <Card className="p-5! sm:p-8!">
          <DiscoveryForm
            idea={idea}
            onIdeaChange={changeIdea}
            loading={loading}
            error={ideaError}
            onSubmit={run}
            fieldRef={fieldRef}
          />
        </Card>
        <SavedNote projectId={savedTo} />
        {report ? (
          <>
            <DiscoveryResults
              result={report.result}
              busy={loading}
              businessIdea={report.businessIdea}
              headingRef={headingRef}
            />
            <NextStep toolType="customer-discovery" ventureId={ventureId} />
          </>
        ) : loading ? (
          <LoadingState />
        ) : (
          <EmptyState />
        )}
      </div>
    </>
  );
}
