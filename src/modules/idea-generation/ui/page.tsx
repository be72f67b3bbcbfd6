import { useCallback, useEffect, useRef, useState } from "react";
import { useToolModule } from "../../../web/lib/modules";
import { toast } from "../../../web/lib/toast-store";
import {
  EditingNotice,
  SavedNote,
  useProjectToEdit,
  useWorkspaceRefresh,
} from "../../../web/lib/workspace/edit-project";
import { NoAccountNeeded, ToolBadge } from "../../../web/lib/workspace/tool-badge";
import { VentureNote } from "../../../web/lib/workspace/tool-venture";
import { useVenture, useVentureRefresh } from "../../../web/lib/workspace/use-venture";
import type { Idea, IdeaGenerationResult } from "../schema";
import { useDevelopIdea } from "./develop-idea";
import { IdeaProfileForm } from "./form";
import {
  generationFailureMessage,
  generationSuccessMessage,
  isAbort,
  requestIdeas,
} from "./generate-ideas";
import { ideaProfileFromInput } from "./prefill";
import { EMPTY_PROFILE, type IdeaRequestBody, type ProfileValues, toIdeaRequest } from "./profile";
import { EmptyState, IdeaResults, LoadingState } from "./results";

/** Performance marks around the result's paint (issue 5's "response to painted" target). */
const MARK_RESPONSE = "ideas:response";
const MARK_PAINTED = "ideas:painted";

function markPaintAfterResponse(): void {
  if (typeof performance === "undefined" || typeof requestAnimationFrame === "undefined") return;
  requestAnimationFrame(() => {
    performance.mark(MARK_PAINTED);
    try {
      performance.measure("ideas:response-to-paint", MARK_RESPONSE, MARK_PAINTED);
    } catch {
      // The response mark is missing (cleared by another tool): nothing to measure.
    }
  });
}

/**
 * /tools/idea-generation-tool (spec §2, §4, §5, §8): the free idea generator. The form on the
 * left; on the right the empty state, the loading state or the ideas. A failure leaves the
 * previous view as it was and says why in a toast.
 */
export default function IdeaGenerationToolPage() {
  const module = useToolModule("idea-generation");
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const [result, setResult] = useState<IdeaGenerationResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const lastRequest = useRef<IdeaRequestBody | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Signed in: 'Edit' on a project prefills the form and generates into it (issue 6).
  const [savedTo, setSavedTo] = useState<string>();
  const { project, targetId } = useProjectToEdit("idea-generation", (input) =>
    setValues(ideaProfileFromInput(input)),
  );
  const target = useRef(targetId);
  target.current = targetId;
  const ventureRef = useRef<string | undefined>(undefined);
  const refreshWorkspace = useWorkspaceRefresh();
  // Signed in, in a venture (issue 12): ideas are saved to it; the one developed becomes its idea.
  const { venture, ventureId: requestedVenture } = useVenture();
  const ventureId = requestedVenture ?? project?.ventureId;
  ventureRef.current = ventureId;
  const refreshVenture = useVentureRefresh();

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!result) return;
    markPaintAfterResponse();
    resultsHeading.current?.focus();
  }, [result]);

  const generate = useCallback(
    async (body: IdeaRequestBody, project?: string) => {
      if (inFlight.current) return;
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      setAnnouncement("Generating Ideas...");
      try {
        const next = await requestIdeas(module, body, {
          signal: controller.signal,
          project,
          venture: ventureRef.current,
        });
        performance.mark(MARK_RESPONSE);
        lastRequest.current = body;
        setResult(next);
        setSavedTo(next.projectId);
        if (next.projectId) refreshWorkspace(next.projectId);
        if (next.ventureId) refreshVenture();
        const message = generationSuccessMessage(next.ideas.length);
        setAnnouncement(message);
        toast({ title: "Ideas Generated Successfully!", description: message });
      } catch (error) {
        if (isAbort(error)) return;
        const message = generationFailureMessage(error);
        setAnnouncement(`Generation failed: ${message}`);
        toast({ variant: "destructive", title: "Generation Failed", description: message });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (!controller.signal.aborted) setLoading(false);
      }
    },
    [module, refreshWorkspace, refreshVenture],
  );

  const onGenerate = () => void generate(toIdeaRequest(values), target.current);

  const onRegenerate = () => {
    const previous = lastRequest.current;
    // Regenerate replaces the ideas of the project the last set was saved to.
    if (previous)
      void generate({ ...previous, variant: previous.variant + 1 }, savedTo ?? target.current);
  };

  const develop = useDevelopIdea({ ventureId, ideasProjectId: savedTo });
  const onDevelop = (idea: Idea) => void develop(idea);

  return (
    <>
      <section
        aria-labelledby="idea-tool-title"
        data-location="idea-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <ToolBadge />
          <h1 id="idea-tool-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Startup Idea Generator
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg">
            Tell us what you care about, what you can do, and how much money and time you have. You
            get startup ideas scored out of 10 against exactly that, with the rubric and the sources
            behind every number.
            <NoAccountNeeded />
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          {project ? <EditingNotice title={project.title} /> : null}
          {venture ? <VentureNote module={module} venture={venture} /> : null}
          <IdeaProfileForm
            values={values}
            onChange={setValues}
            onGenerate={onGenerate}
            loading={loading}
          />
        </div>
        <section aria-label="Generated ideas" aria-busy={loading} className="min-w-0">
          <p className="sr-only" aria-live="polite" role="status">
            {announcement}
          </p>
          <SavedNote projectId={savedTo} className="mb-4" />
          {result ? (
            <IdeaResults
              result={result}
              loading={loading}
              onRegenerate={onRegenerate}
              onDevelop={onDevelop}
              headingRef={resultsHeading}
            />
          ) : loading ? (
            <LoadingState />
          ) : (
            <EmptyState />
          )}
        </section>
      </div>
    </>
  );
}
