import { type ComponentType, lazy, Suspense } from "react";
import type { SavedResultProps } from "../../../modules/define-module";
import { TOOL_MODULES } from "../../../modules/registry";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { unwrapOutput } from "../../lib/workspace/projects";

/** Text output (or a result we cannot read as its tool's): shown as plain paragraphs. */
function PlainOutput({ output }: { output: unknown }) {
  const text = typeof output === "string" ? output : JSON.stringify(output, null, 2);
  return (
    <Card>
      <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-slate-700">
        {text}
      </pre>
    </Card>
  );
}

/** Each tool's saved-result view, loaded with the first project of that tool shown. */
const VIEWS: ReadonlyMap<string, ComponentType<SavedResultProps>> = new Map(
  TOOL_MODULES.map((module) => [module.toolType, lazy(module.tool.savedResult)]),
);

/**
 * A project's full result, drawn by its own module's view (ui/saved-result.tsx, the same cards
 * the tool page shows) after checking it against the tool's result schema; `input` is what the
 * founder asked. Anything a module cannot read is shown as text.
 */
export function ProjectResult({
  toolType,
  output,
  input,
  project,
}: {
  toolType: string;
  output: unknown;
  input: Record<string, unknown> | null;
  project: SavedResultProps["project"];
}) {
  const result = unwrapOutput(toolType, output, TOOL_MODULES);
  const View = VIEWS.get(toolType);
  if (!View) return <PlainOutput output={result} />;
  return (
    <Suspense fallback={<Skeleton className="h-64" />}>
      <View
        output={result}
        input={input}
        project={project}
        fallback={<PlainOutput output={result} />}
      />
    </Suspense>
  );
}
