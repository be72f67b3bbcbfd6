import { BarChart3, Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SavedIdea } from "../../../shared/saved-idea";
import { Card } from "../../../web/components/ui/card";
import { useToolModule } from "../../../web/lib/modules";
import { stopAfter } from "../../../web/lib/text";
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
import { briefMarketFields } from "../../_kit/brief-fields";
import type { MarketDocumentContext } from "../document";
import type { MarketAnalysisResult } from "../schema";
import { MarketAnalysisForm } from "./form";
import {
  DEFAULT_VALUES,
  type MarketFormValues,
  type MarketRequestBody,
  PREVIOUS_DATA_MAX,
  prefillFromIdea,
  toRequest,
} from "./form-values";
import { marketValuesFromInput } from "./prefill";
import { requestSavedMarketAnalysis } from "./request";
import { MarketAnalysisResults } from "./results";
import { browserStorage, readSavedIdea, saveAnalysis } from "./storage";

/** Performance marks: the response arrived, and the result it carried is on screen. */
export const MARK_RESPONSE = "market-analysis:response";
export const MARK_PAINTED = "market-analysis:painted";

interface Analysis {
  result: MarketAnalysisResult;
  context: MarketDocumentContext & { request: MarketRequestBody };
}

/** The idea title inside a previousData JSON string (a project opened by Edit), if any. */
function referencedTitle(previousData: string): string | null {
  try {
    const parsed: unknown = JSON.parse(previousData);
    const title = (parsed as { title?: unknown } | null)?.title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/** The right column before any result: spec §2's placeholder, word for word. */
function ReadyPlaceholder({ pending }: { pending: boolean }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center" aria-busy={pending}>
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <BarChart3 className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">Ready for Analysis</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Fill out the form and click "Analyze Market" to get your comprehensive market intelligence
        report.
      </p>
    </Card>
  );
}

/** The banner of GUIDE §2: the form was prefilled from the idea the founder chose to develop. */
function CrossReferenceBanner({ idea }: { idea: SavedIdea }) {
  return (
    <aside
      aria-labelledby="cross-reference-title"
      className="mb-5 flex gap-3 rounded-card border border-indigo-200 bg-primary-soft p-4 text-sm"
    >
      <Link2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 id="cross-reference-title" className="font-semibold text-primary">
          Cross-Referenced Data
        </h2>
        <p className="mt-1 text-slate-700">
          Building on your saved idea: <strong className="font-semibold">{idea.title}</strong>
          {stopAfter(idea.title)} The form starts from it; change anything before you analyze.
        </p>
      </div>
    </aside>
  );
}

/**
 * /tools/market-analysis-tool (spec §2, §3, §4, §7, §8, §9; issue 5): the request form on the
 * left, the placeholder or the analysis on the right (stacked on phones). A saved idea prefills
 * the form and travels as previousData; the result is kept in localStorage for the customer
 * discovery tool and can be exported as Markdown.
 */
export default function MarketAnalysisToolPage() {
  const module = useToolModule("market-analysis");
  const [savedIdea] = useState<SavedIdea | null>(() => readSavedIdea(browserStorage()));
  const [values, setValues] = useState<MarketFormValues>(() =>
    savedIdea ? prefillFromIdea(savedIdea) : DEFAULT_VALUES,
  );
  const [pending, setPending] = useState(false);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [status, setStatus] = useState("");
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Signed in: 'Edit' on a project prefills the form and analyzes into it (issue 6).
  const [savedTo, setSavedTo] = useState<string>();
  const { project, targetId } = useProjectToEdit("market-analysis", (input) =>
    setValues(marketValuesFromInput(input)),
  );
  const refreshWorkspace = useWorkspaceRefresh();
  // Signed in, in a venture (issue 12): the form starts from the venture's idea, runs go to it.
  const { venture, ventureId, adopt } = useVenture({
    // The venture's brief (issue 23) answers the idea, customer, scope, industry and competitors.
    prefill: (ventureIdea, brief) =>
      setValues(
        brief
          ? marketValuesFromInput({ ...prefillFromIdea(ventureIdea), ...briefMarketFields(brief) })
          : prefillFromIdea(ventureIdea),
      ),
    keepForm: Boolean(project),
  });
  const refreshVenture = useVentureRefresh();
  const [builtOn, setBuiltOn] = useState<BuiltOnEntry[]>();
  const idea = venture?.idea ?? savedIdea;

  // Once a new analysis is on screen: mark the paint, and take keyboard and screen-reader
  // users to it (on phones it sits below the form).
  useEffect(() => {
    if (!analysis) return;
    requestAnimationFrame(() => performance.mark(MARK_PAINTED));
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [analysis]);

  const analyze = async (formValues: MarketFormValues) => {
    // Editing a project: its own referenced idea, not whatever this browser last saved.
    const request = toRequest(formValues, project ? null : idea);
    const projectIdea = project?.inputData?.previousData;
    if (typeof projectIdea === "string") {
      request.previousData = projectIdea.slice(0, PREVIOUS_DATA_MAX);
    }
    setPending(true);
    setStatus("Analyzing your market. This takes a few seconds.");
    try {
      const saved = await requestSavedMarketAnalysis(module, request, {
        project: targetId,
        venture: ventureId ?? project?.ventureId,
      });
      const { result, projectId } = saved;
      performance.mark(MARK_RESPONSE);
      setSavedTo(projectId);
      setBuiltOn(saved.builtOn);
      if (projectId) refreshWorkspace(projectId);
      if (saved.ventureId) refreshVenture();
      adopt(saved.ventureId);
      saveAnalysis(browserStorage(), result);
      setAnalysis({
        result,
        context: {
          request,
          referencedIdea: request.previousData
            ? project
              ? referencedTitle(request.previousData)
              : (idea?.title ?? null)
            : null,
        },
      });
      setStatus("Your market analysis is ready.");
      toast({
        title: "Analysis Complete",
        description: "Your comprehensive market analysis has been generated successfully.",
      });
    } catch {
      setStatus("");
      toast({
        variant: "destructive",
        title: "Analysis Failed",
        description: "Failed to generate market analysis. Please try again.",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="market-tool-title"
      data-location="market-analysis-tool"
      className="bg-muted"
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-3xl">
          <ToolBadge />
          <h1 id="market-tool-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Market Analysis
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
            Describe your idea and who it is for. You get your market sized two ways (top-down and
            bottom-up), the competitors and trends that matter, a price range and the first steps to
            take, with the source of every figure.
            <NoAccountNeeded />
          </p>
        </header>
        <p className="sr-only" aria-live="polite">
          {status}
        </p>

        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div>
            {project ? <EditingNotice title={project.title} /> : null}
            {venture ? <VentureNote module={module} venture={venture} builtOn={builtOn} /> : null}
            {idea && !project ? <CrossReferenceBanner idea={idea} /> : null}
            <Card className="p-5 sm:p-6">
              <MarketAnalysisForm
                values={values}
                onChange={setValues}
                onSubmit={(formValues) => void analyze(formValues)}
                pending={pending}
              />
            </Card>
          </div>
          <div aria-busy={pending}>
            <SavedNote projectId={savedTo} className="mb-5" />
            {analysis ? (
              <>
                <MarketAnalysisResults
                  result={analysis.result}
                  context={analysis.context}
                  headingRef={resultsHeading}
                />
                <NextStep toolType="market-analysis" ventureId={ventureId ?? project?.ventureId} />
              </>
            ) : (
              <ReadyPlaceholder pending={pending} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
