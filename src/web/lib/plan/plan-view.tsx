// biome-ignore-all lint/suspicious/noArrayIndexKey: a section's blocks and cells are never reordered.
import { Loader2, Pencil, RefreshCw, RotateCcw } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { ToolModule } from "../../../modules/define-module";
import {
  type PlanBlock,
  type PlanResult,
  type PlanSection,
  SECTION_EDIT_MAX,
  sectionText,
  shownBlocks,
} from "../../../shared/plan";
import { ProvenancePanel } from "../../components/provenance";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/textarea";
import { useQueryClient } from "../query";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { projectKey, VENTURES_KEY, WORKSPACE_KEY } from "../workspace/keys";
import { quotaTitle } from "../workspace/quota";
import {
  planFailureMessage,
  regenerateSection,
  restoreSection,
  saveSectionEdit,
} from "./plan-client";

/** What a module's own panel beside a plan's sections gets (a financial model, a results log). */
export interface PlanExtraProps {
  plan: PlanResult;
  /** The saved project: the panel can save. */
  projectId?: string;
  /** The request the plan was made from, as the page or the project holds it. */
  request?: Record<string, unknown>;
  ventureId?: string;
  /** The plan changed (saved again): show it. */
  onPlan: (plan: PlanResult) => void;
}

/**
 * A plan on screen (issue 13): its summary, each section as a card, what it was built on and
 * where its numbers come from. With a saved project, each section can be regenerated on its own
 * and edited; the edit is kept, shown and exported instead of the generated text until restored.
 * All text is rendered as text.
 */
export function PlanView({
  module,
  plan,
  projectId,
  onChange,
  exports,
  extra,
  headingRef,
}: {
  module: ToolModule;
  plan: PlanResult;
  /** The saved project: sections can be changed. Absent: read only. */
  projectId?: string;
  onChange: (plan: PlanResult) => void;
  exports?: ReactNode;
  /** A module's own panel (its `PlanExtraProps` component), shown after the summary. */
  extra?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const queryClient = useQueryClient();
  // A changed section changes the project: its page, the list and the venture's progress.
  const changed = (next: PlanResult) => {
    onChange(next);
    if (!projectId) return;
    void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
  };
  const replace = (section: PlanSection) =>
    changed({
      ...plan,
      sections: plan.sections.map((current) => (current.id === section.id ? section : current)),
    });
  return (
    <section aria-labelledby="plan-result-title" data-location="plan-results" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="plan-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          Your {module.tool.resultNoun}
        </h2>
        {exports}
      </div>
      <Card>
        <h3 className="text-lg font-semibold">Summary</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{plan.summary}</p>
      </Card>
      {extra}
      {plan.sections.map((section) => (
        <SectionCard
          key={section.id}
          module={module}
          section={section}
          projectId={projectId}
          onRegenerated={changed}
          onReplaced={replace}
        />
      ))}
      {plan.builtOn.length > 0 ? (
        <Card>
          <h3 className="text-lg font-semibold">Built on</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {plan.builtOn.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ProvenancePanel
        dataSource={plan.dataSource}
        sources={plan.sources}
        assumptions={plan.assumptions}
      />
    </section>
  );
}

type Busy = "regenerate" | "save" | "restore" | null;

function SectionCard({
  module,
  section,
  projectId,
  onRegenerated,
  onReplaced,
}: {
  module: ToolModule;
  section: PlanSection;
  projectId?: string;
  onRegenerated: (plan: PlanResult) => void;
  onReplaced: (section: PlanSection) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // Read-only access (issue 15): the section stays readable; the page's banner says why.
  const { readOnly } = useAuth();
  const locked = busy !== null || readOnly;
  const fieldId = useId();
  const headingId = `plan-section-${section.id}`;

  const act = async (kind: Exclude<Busy, null>, work: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(kind);
    try {
      await work();
      toast({ title: done, description: `“${section.heading}” is saved in your workspace.` });
    } catch (error) {
      toast({
        variant: "destructive",
        title: quotaTitle(error, kind === "regenerate" ? "Regenerate Failed" : "Section Not Saved"),
        description: planFailureMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };

  const regenerate = () =>
    projectId &&
    act(
      "regenerate",
      async () => onRegenerated(await regenerateSection(module, projectId, section.id)),
      "Section Regenerated",
    );
  const save = () => {
    if (!projectId || editing === null) return;
    if (!editing.trim()) {
      toast({
        variant: "destructive",
        title: "Section Not Saved",
        description: "The section is empty. Write its text, or restore the generated version.",
      });
      return;
    }
    void act(
      "save",
      async () => {
        onReplaced(await saveSectionEdit(projectId, section.id, editing));
        setEditing(null);
      },
      "Section Saved",
    );
  };
  const restore = () =>
    projectId &&
    act(
      "restore",
      async () => onReplaced(await restoreSection(projectId, section.id)),
      "Generated Text Restored",
    );

  return (
    <Card data-section={section.id} aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {section.heading}
        </h3>
        {section.edited ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            Edited by you
          </span>
        ) : null}
      </div>
      {editing === null ? (
        <div className="mt-3 space-y-3 text-slate-700">
          {shownBlocks(section).map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <label htmlFor={fieldId} className="text-sm font-medium">
            Edit “{section.heading}”
          </label>
          <p className="text-xs text-muted-foreground">
            Paragraphs, “- ” bullets, “1. ” numbered items and “| a | b |” table rows, separated by
            blank lines.
          </p>
          <Textarea
            id={fieldId}
            value={editing}
            maxLength={SECTION_EDIT_MAX}
            rows={Math.min(24, Math.max(8, editing.split("\n").length + 2))}
            onChange={(event) => setEditing(event.target.value)}
            className="font-mono text-sm"
          />
        </div>
      )}
      {projectId ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {editing === null ? (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={locked}
                aria-busy={busy === "regenerate" || undefined}
                aria-label={`Regenerate ${section.heading}`}
                onClick={() => void regenerate()}
              >
                {busy === "regenerate" ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <RefreshCw aria-hidden="true" />
                )}
                {busy === "regenerate" ? "Regenerating..." : "Regenerate"}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={locked}
                aria-label={`Edit ${section.heading}`}
                onClick={() => setEditing(sectionText(shownBlocks(section)))}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              {section.edited ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={locked}
                  aria-label={`Restore the generated ${section.heading}`}
                  onClick={() => void restore()}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore generated
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button type="button" size="sm" disabled={locked} onClick={save}>
                {busy === "save" ? "Saving..." : "Save section"}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                onClick={() => setEditing(null)}
              >
                Cancel
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function Block({ block }: { block: PlanBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="leading-relaxed">{block.text}</p>;
    case "list": {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return block.ordered ? (
        <ol className="list-decimal space-y-1 pl-5">{items}</ol>
      ) : (
        <ul className="list-disc space-y-1 pl-5">{items}</ul>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="px-2 py-1.5 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-border/60 align-top">
                  {row.map((cell, index) => (
                    <td key={index} className="px-2 py-1.5">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
