import { Layers } from "lucide-react";
import { Link } from "react-router";
import type { ToolModule } from "../../../modules/define-module";
import { briefSentence } from "../../../shared/venture-brief";
import { useModules } from "../modules";
import { stopAfter } from "../text";
import { builtOnText, willBuildOn } from "./built-on";
import type { BuiltOnEntry, VentureContext } from "./venture";

/**
 * The line over a tool run in a venture: its name, and the earlier results the run uses
 * ("Built on: market analysis of 24 Nov") once it has run, or will use before.
 */
export default function VentureNote({
  module,
  venture,
  builtOn,
}: {
  module: ToolModule;
  venture: VentureContext;
  /** The last run's `builtOn`; undefined before any run. */
  builtOn?: readonly BuiltOnEntry[];
}) {
  const modules = useModules();
  const planned = willBuildOn(module, venture);
  const used = builtOn ?? planned;
  return (
    <aside
      aria-label="Venture"
      data-testid="venture-note"
      className="mb-5 flex gap-3 rounded-card border border-indigo-200 bg-primary-soft p-4 text-sm"
    >
      <Layers className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 space-y-1 text-slate-700">
        <p>
          Part of your venture <strong className="font-semibold">{venture.name}</strong>
          {stopAfter(venture.name)}
        </p>
        {used.length > 0 ? (
          <p>
            {builtOn ? "Built on" : "Builds on"}: {builtOnText(used, modules)}.
          </p>
        ) : null}
        {venture.brief ? (
          <p data-testid="venture-brief-line">
            Your brief: {briefSentence(venture.brief.lines)}.{" "}
            <span className="text-slate-500">
              The form starts from it; correct it on{" "}
              <Link to="/dashboard" className="underline underline-offset-2 hover:text-primary">
                your dashboard
              </Link>
              .
            </span>
          </p>
        ) : null}
        {venture.idea && venture.idea.title !== venture.name && module.tool.reads.length > 0 ? (
          <p>
            The venture's idea: <strong className="font-semibold">{venture.idea.title}</strong>
            {stopAfter(venture.idea.title)}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
