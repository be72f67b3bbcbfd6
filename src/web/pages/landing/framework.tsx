import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PHASES } from "../../../modules/define-module";
import { MODULE_REGISTRY as MODULES, TOOL_MODULES } from "../../../modules/registry";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** The modules with a free tool that works without an account, and the tool's path. */
const FREE_TOOLS = new Map(
  TOOL_MODULES.filter((m) => m.tool.access === "free").map((m) => [
    m.toolType,
    { label: m.tool.route.title, to: m.tool.path },
  ]),
);

const PHASE_BLURBS: Record<number, string> = {
  1: "Find an idea worth your time, size its market and meet the people who have the problem.",
  2: "Decide where to compete, what to build first and how you will reach your first customers.",
  3: "Hire well, set up the money, systems and legal basics, and grow on evidence.",
};

/** The three-phase framework (spec §2): nine module cards by phase; the 'Free Tools' target. */
export function Framework() {
  return (
    <section
      id="framework"
      aria-labelledby="framework-title"
      data-location="framework"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            The framework
          </p>
          <h2 id="framework-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Three phases, nine modules, one thread
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Work through them in order or start where you are. Each module reads the results you
            already have, so your customer research starts from the market you sized and your launch
            plan from the product you scoped.
          </p>
        </div>

        <div className="mt-10 rounded-card border border-emerald-200 bg-accent-soft p-5 sm:p-6">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-3">
              <Sparkles className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-emerald-900">Three free tools, no account</h3>
                <p className="mt-1 text-sm text-slate-700">
                  Phase 1 starts free: generate ideas, size a market and research customers without
                  signing up.
                </p>
              </div>
            </div>
            <ul className="flex shrink-0 flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-nowrap">
              {[...FREE_TOOLS.values()].map((tool) => (
                <li key={tool.to}>
                  <Button asChild variant="outline" className="w-full border-emerald-300!">
                    <Link to={tool.to}>
                      {tool.label}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-3 lg:gap-8">
          {PHASES.map((phase) => (
            <div key={phase.id}>
              <p className="text-sm font-semibold text-primary">Phase {phase.id}</p>
              <h3 className="mt-1 text-xl font-bold">{phase.name}</h3>
              <p className="mt-2 text-slate-600">{PHASE_BLURBS[phase.id]}</p>
              <ul className="mt-6 space-y-4">
                {MODULES.filter((m) => m.phase === phase.id).map((m) => (
                  <li key={m.toolType}>
                    <Link
                      to={`/services/${m.serviceSlug}`}
                      className="group block rounded-card border border-border bg-background p-5 transition-colors duration-150 hover:border-indigo-300 hover:bg-primary-soft/50"
                    >
                      <div className="flex items-start justify-between gap-3">
                        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary">
                          {MODULES.indexOf(m) + 1}
                        </span>
                        {FREE_TOOLS.has(m.toolType) ? (
                          <Badge variant="success">Free tool</Badge>
                        ) : null}
                      </div>
                      <h4 className="mt-3 font-semibold text-foreground group-hover:text-primary">
                        {m.name}
                      </h4>
                      <p className="mt-1 text-sm leading-relaxed text-slate-600">{m.summary}</p>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
