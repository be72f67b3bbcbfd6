import { ArrowRight } from "lucide-react";
import { PHASES } from "../../../modules/define-module";
import { MODULE_COUNT, MODULE_REGISTRY as MODULES } from "../../../modules/registry";
import { TRIAL_DAYS } from "../../../shared/plans";
import { Button } from "../../components/ui/button";

const PHASE_TILE: Record<number, string> = {
  1: "bg-primary text-primary-foreground",
  2: "bg-indigo-100 text-indigo-900",
  3: "bg-primary-soft text-indigo-900 ring-1 ring-inset ring-indigo-200",
};

/**
 * A picture of the product in HTML: the nine modules as a 3 × 3 grid, one row per phase, and one
 * figure with its pedigree tag. Decorative (the framework section lists the same modules).
 */
function HeroGraphic() {
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl border border-border bg-background p-4 shadow-xs sm:p-6"
    >
      <div className="space-y-3">
        {PHASES.map((phase) => (
          <div key={phase.id}>
            <p className="mb-1.5 text-xs font-semibold text-slate-600">
              Phase {phase.id} · {phase.name}
            </p>
            <div className="grid grid-cols-3 gap-2">
              {MODULES.filter((m) => m.phase === phase.id).map((m) => (
                <div
                  key={m.toolType}
                  className={`flex min-h-16 flex-col justify-between rounded-lg p-2 text-xs font-medium leading-snug sm:p-3 ${PHASE_TILE[phase.id]}`}
                >
                  <span className="opacity-80">{MODULES.indexOf(m) + 1}</span>
                  <span>{m.displayName}</span>
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-5 rounded-lg border border-border bg-muted p-3 text-sm sm:p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-medium text-slate-700">Obtainable market (example)</span>
          <span className="text-lg font-bold tabular-nums">$1.41M</span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
            estimate
          </span>
          <span className="tabular-nums">2,400 reachable customers × $588 a year</span>
        </div>
      </div>
    </div>
  );
}

/** The hero (spec §2): the page's only h1, 'Start Your Journey' and 'Free Tools'. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      data-location="hero"
      className="border-b border-border bg-linear-to-b from-primary-soft to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            {MODULE_COUNT} modules · 3 phases · 1 thread
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl font-bold sm:text-5xl lg:text-6xl">
            From startup idea to launch and scale, with every number sourced
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Ninefold takes you through nine strategy modules, from the first idea to your first
            hires. Each module builds on what the last one found, and every figure says where it
            came from: a source, your own input, or an estimate with the arithmetic shown.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="/api/login">
                Start Your Journey
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#framework">Free Tools</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            {TRIAL_DAYS}-day free trial of all {MODULE_COUNT} modules · No credit card · Three tools
            free without an account
          </p>
        </div>
        <HeroGraphic />
      </div>
    </section>
  );
}
