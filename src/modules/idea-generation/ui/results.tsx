import { Lightbulb, Loader2, RefreshCw } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../../web/components/ui/button";
import { ExportButtons } from "../../../web/lib/export/export-buttons";
import { useAuth } from "../../../web/lib/use-auth";
import type { Idea, IdeaGenerationResult } from "../schema";
import { IdeaCard } from "./idea-card";

/** Spec §4 'empty': no ideas yet and nothing loading. */
export function EmptyState() {
  return (
    <div
      data-testid="ideas-empty"
      className="flex flex-col items-center rounded-card border border-dashed border-border bg-background px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Lightbulb className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Your ideas will appear here</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Write down what you care about and what you can do, then click Generate Ideas. Each idea
        comes scored out of 10 against your skills, budget and time, with the sources behind its
        numbers.
      </p>
    </div>
  );
}

/** Spec §4 'loading', before any ideas exist. */
export function LoadingState() {
  return (
    <div
      data-testid="ideas-loading"
      className="flex flex-col items-center rounded-card border border-border bg-background px-6 py-14 text-center"
    >
      <Loader2
        className="size-8 animate-spin text-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <h2 className="mt-4 text-lg font-semibold">Generating Ideas...</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Matching your interests and skills against the industries and business models we have
        figures for, and scoring each idea against your budget and time.
      </p>
    </div>
  );
}

/** The register call to action that ends the results (spec §2). */
/** The register call to action (spec §2), for visitors: a signed-in founder has the trial already. */
function RegisterCta() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return null;
  return (
    <section
      aria-labelledby="idea-register-title"
      data-location="idea-register-cta"
      className="rounded-card border border-primary/20 bg-primary-soft p-6 text-center sm:p-8"
    >
      <h2 id="idea-register-title" className="text-xl font-bold">
        Take your best idea from list to launch
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm leading-relaxed text-slate-700">
        Sign up to keep these ideas, run the market analysis and customer discovery on the one you
        pick, and carry it through all nine modules to a launch plan.
      </p>
      <Button asChild size="lg" className="mt-5">
        <a href="/api/login">Start Your Free Trial</a>
      </Button>
      <p className="mt-3 text-sm text-slate-600">7-day free trial • No credit card required</p>
    </section>
  );
}

/** The export toast, in the words of the other tools' (spec §8). */
const EXPORTED = {
  title: "Ideas Exported",
  description: "Your startup ideas have been exported successfully.",
};

/**
 * Spec §4 'results': the ideas, a Regenerate button (disabled while loading), the exports for
 * signed-in founders (Markdown, PDF, Word) and the register call to action. While a new set loads, the current one stays on screen, dimmed and busy.
 */
export function IdeaResults({
  result,
  loading,
  onRegenerate,
  onDevelop,
  headingRef,
}: {
  result: IdeaGenerationResult;
  loading: boolean;
  onRegenerate: () => void;
  onDevelop: (idea: Idea) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const count = result.ideas.length;
  return (
    <div className="space-y-6" data-location="idea-results">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold outline-none focus-visible:underline"
          >
            Your Startup Ideas
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {count} ideas, each scored out of 10 against your profile.
          </p>
          {result.regenerateNote ? (
            <p data-testid="ideas-note" className="mt-1 text-sm text-slate-600">
              {result.regenerateNote}
            </p>
          ) : null}
          {result.spreadNote ? (
            <p data-testid="ideas-spread-note" className="mt-1 text-sm text-slate-600">
              {result.spreadNote}
            </p>
          ) : null}
          {result.setAsideNote ? (
            <p data-testid="ideas-set-aside-note" className="mt-1 text-sm text-slate-600">
              {result.setAsideNote}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" disabled={loading} onClick={onRegenerate}>
            <RefreshCw
              className={loading ? "animate-spin motion-reduce:animate-none" : undefined}
              aria-hidden="true"
            />
            Regenerate
          </Button>
          <ExportButtons
            markdownLabel="Export Markdown"
            markdownForEveryone={false}
            // The document and its file name load with the first export (decision 036 addendum).
            buildDocument={async () =>
              (await import("../document")).ideaGenerationDocument(result, { date: new Date() })
            }
            fileBaseName={async () => (await import("../document")).ideasExportBaseName(new Date())}
            successToast={EXPORTED}
          />
        </div>
      </div>
      {loading ? (
        <p
          data-testid="ideas-regenerating"
          className="flex items-center gap-2 rounded-lg bg-primary-soft px-4 py-3 text-sm font-medium text-primary"
        >
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Generating Ideas...
        </p>
      ) : null}
      <ul
        aria-busy={loading}
        className={`space-y-6 transition-opacity duration-150 ${loading ? "opacity-60" : ""}`}
      >
        {result.ideas.map((idea) => (
          <li key={idea.id}>
            <IdeaCard idea={idea} dataSource={result.dataSource} onDevelop={onDevelop} />
          </li>
        ))}
      </ul>
      <RegisterCta />
    </div>
  );
}
