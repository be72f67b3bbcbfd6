import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PHASES } from "../../modules/define-module";
import { MODULE_REGISTRY as MODULES, TOOL_MODULES } from "../../modules/registry";
import { TRIAL_DAYS } from "../../shared/plans";
import { TrialOrDashboard } from "../components/trial-or-dashboard";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";

/** The modules whose free tool works without an account (GUIDE §2), and the tool's path. */
const FREE_TOOLS = new Map(
  TOOL_MODULES.filter((m) => m.tool.access === "free").map((m) => [
    m.toolType,
    { label: m.tool.route.title, to: m.tool.path, body: m.summary },
  ]),
);

const PHASE_INTROS: Record<number, string> = {
  1: "Before you build anything: an idea that fits your skills, budget and time, a market sized two ways, and the customers who have the problem. All three modules have a free tool.",
  2: "Turn what you learned into decisions: where to compete, what to build first, and how to reach your first customers.",
  3: "Get ready to grow: the team and advisors you need, the money, systems and legal groundwork, and a loop for measuring and scaling.",
};

/** /services (GUIDE §2): the nine modules by phase, each linking to its service page. */
export default function ServicesIndexPage() {
  return (
    <>
      <section
        aria-labelledby="services-title"
        data-location="services-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            The nine modules
          </p>
          <h1 id="services-title" className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">
            Nine modules in three phases, from idea to scale
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">
            Each module answers one set of questions a founder has to answer, and reads the results
            of the modules before it, so your plan stays one connected piece of work. Every figure
            is tagged sourced, from your input, or estimate with the arithmetic shown.
          </p>
        </div>
      </section>

      {PHASES.map((phase) => (
        <section
          key={phase.id}
          aria-labelledby={`phase-${phase.id}-title`}
          data-location={`phase-${phase.id}`}
          className="py-14 sm:py-16 [&+&]:border-t [&+&]:border-border"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <p className="text-sm font-semibold text-primary">Phase {phase.id}</p>
            <h2 id={`phase-${phase.id}-title`} className="mt-1 text-2xl font-bold sm:text-3xl">
              {phase.name}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-slate-600">
              {PHASE_INTROS[phase.id]}
            </p>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {MODULES.filter((m) => m.phase === phase.id).map((m) => {
                const tool = FREE_TOOLS.get(m.toolType);
                return (
                  <li
                    key={m.toolType}
                    className="flex flex-col rounded-card border border-border bg-background p-6"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary">
                        {MODULES.indexOf(m) + 1}
                      </span>
                      {tool ? <Badge variant="success">Free tool</Badge> : null}
                    </div>
                    <h3 className="mt-4 text-lg font-semibold">{m.name}</h3>
                    <p className="mt-2 flex-1 leading-relaxed text-slate-600">{m.summary}</p>
                    <div className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                      <Link
                        to={`/services/${m.serviceSlug}`}
                        className="inline-flex items-center gap-1 rounded-sm text-primary hover:underline"
                      >
                        About {m.displayName}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </Link>
                      {tool ? (
                        <Link to={tool.to} className="rounded-sm text-emerald-700 hover:underline">
                          Try it free
                          <span className="sr-only">: {tool.label.toLowerCase()}</span>
                        </Link>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ))}

      <section
        aria-labelledby="free-tools-title"
        data-location="services-free-tools"
        className="border-t border-border bg-muted py-14 sm:py-16"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="free-tools-title" className="text-2xl font-bold sm:text-3xl">
            Start free, no account needed
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-slate-600">
            The three Phase 1 tools work signed out. Sign up for the {TRIAL_DAYS}-day trial to save
            your results, run all nine modules and export to PDF and Word.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {[...FREE_TOOLS.values()].map((tool) => (
              <li key={tool.to}>
                <Link
                  to={tool.to}
                  className="block h-full rounded-card border border-border bg-background p-5 transition-colors duration-150 hover:border-emerald-300 hover:bg-accent-soft"
                >
                  <span className="font-semibold text-foreground">{tool.label}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600">
                    {tool.body}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row" data-location="services-cta">
            <TrialOrDashboard>
              <Button asChild size="lg">
                <a href="/api/login">Start {TRIAL_DAYS}-Day Free Trial</a>
              </Button>
              <p className="text-sm text-slate-600 sm:self-center">No credit card required.</p>
            </TrialOrDashboard>
          </div>
        </div>
      </section>
    </>
  );
}
