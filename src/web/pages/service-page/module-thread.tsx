import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type ModuleEntry, PHASES } from "../../../modules/define-module";
import { MODULE_REGISTRY as MODULES } from "../../../modules/registry";
import { cn } from "../../lib/cn";

/** Where a module sits in the nine: its number, its phase, and the modules either side of it. */
export function modulePosition(toolType: string) {
  const index = MODULES.findIndex((m) => m.toolType === toolType);
  const module = MODULES[index];
  if (!module) throw new Error(`No module with toolType ${toolType} in modules-catalog.ts`);
  const phase = PHASES.find((p) => p.id === module.phase);
  if (!phase)
    throw new Error(`Module ${toolType} names phase ${module.phase}, which is not listed`);
  return {
    module: module as ModuleEntry,
    number: index + 1,
    phase,
    previous: MODULES[index - 1] as ModuleEntry | undefined,
    next: MODULES[index + 1] as ModuleEntry | undefined,
  };
}

/** The nine modules as three rows of three, the current one marked: the hero's side panel. */
export function ThreadMap({ toolType }: { toolType: string }) {
  return (
    <nav
      aria-label="The nine modules"
      className="rounded-2xl border border-border bg-background p-5 shadow-xs"
    >
      <p className="text-sm font-semibold text-foreground">The nine-module thread</p>
      <div className="mt-4 space-y-4">
        {PHASES.map((phase) => (
          <div key={phase.id}>
            <p className="text-xs font-semibold text-slate-600">
              Phase {phase.id} · {phase.name}
            </p>
            <ul className="mt-1.5 grid grid-cols-3 gap-2">
              {MODULES.filter((m) => m.phase === phase.id).map((m) => {
                const current = m.toolType === toolType;
                return (
                  <li key={m.toolType}>
                    <Link
                      to={`/services/${m.serviceSlug}`}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "flex h-full min-h-16 flex-col justify-between rounded-lg p-2 text-xs font-medium leading-snug transition-colors duration-150",
                        current
                          ? "bg-primary text-primary-foreground"
                          : "bg-primary-soft text-indigo-900 hover:bg-indigo-100",
                      )}
                    >
                      <span className="opacity-80">{MODULES.indexOf(m) + 1}</span>
                      <span>{m.displayName}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

function NeighbourLink({ module, direction }: { module: ModuleEntry; direction: "prev" | "next" }) {
  const number = MODULES.findIndex((m) => m.toolType === module.toolType) + 1;
  return (
    <Link
      to={`/services/${module.serviceSlug}`}
      rel={direction}
      className={cn(
        "group flex h-full flex-col rounded-card border border-border bg-background p-5 transition-colors duration-150 hover:border-indigo-300 hover:bg-primary-soft",
        direction === "next" && "sm:items-end sm:text-right",
      )}
    >
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
        {direction === "prev" ? <ArrowLeft className="size-4" aria-hidden="true" /> : null}
        {direction === "prev" ? "Previous module" : "Next module"}
        {direction === "next" ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
      </span>
      <span className="mt-2 font-semibold text-foreground">
        {number}. {module.name}
      </span>
      <span className="mt-1 text-sm leading-relaxed text-slate-600">{module.summary}</span>
    </Link>
  );
}

/** The section that places a module in the thread, with links to its neighbours. */
export function ModuleThread({ toolType }: { toolType: string }) {
  const { module, number, phase, previous, next } = modulePosition(toolType);
  const before = previous
    ? `It builds on what ${previous.name} found.`
    : "It is where the thread starts: from your skills, budget and time.";
  const after = next
    ? `What you produce here carries into ${next.name}.`
    : "It is the last of the nine modules.";
  return (
    <section
      aria-labelledby="thread-title"
      data-location="service-thread"
      className="border-t border-border py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">
          Module {number} of {MODULES.length} · Phase {phase.id}
        </p>
        <h2 id="thread-title" className="mt-3 text-2xl font-bold sm:text-3xl">
          Where {module.name} fits
        </h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-slate-600">
          {module.name} is part of Phase {phase.id}, {phase.name}. {before} {after}
        </p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <NeighbourLink module={previous} direction="prev" />
          ) : (
            <div className="hidden sm:block" />
          )}
          {next ? <NeighbourLink module={next} direction="next" /> : null}
        </div>
        <p className="mt-6 text-sm">
          <Link to="/services" className="font-semibold text-primary hover:underline">
            See all nine modules by phase
          </Link>
        </p>
      </div>
    </section>
  );
}
