import { BadgeCheck, FileDown, Waypoints, WifiOff } from "lucide-react";
import { SectionHeading } from "./section-heading";

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: "Every number has a pedigree",
    body: "Each figure is tagged: sourced (publisher, title, year), from your input, or an estimate with the arithmetic shown. Nothing is invented quietly.",
  },
  {
    icon: WifiOff,
    title: "Works offline, grounded online",
    body: "The default engine is a deterministic knowledge engine that needs no network and no API key. Connect OpenAI, Anthropic or your own model server and the same knowledge base grounds its answers, checked against the same rules.",
  },
  {
    icon: Waypoints,
    title: "One thread through nine modules",
    body: "Idea, market, customers, strategy and on: each module reads the results you already have and tells you which ones it used. You never retype your idea.",
  },
  {
    icon: FileDown,
    title: "Exports that survive",
    body: "Markdown, PDF and Word from one document model, tables intact, ready to send to a co-founder, an advisor or an investor.",
  },
] as const;

/** Benefits (spec §2): what makes Ninefold different (GUIDE §1). */
export function Benefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      data-location="benefits"
      className="border-y border-border bg-muted py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" eyebrow="Why Ninefold" title="Built to be checked">
          Business-plan tools tend to fail founders the same four ways: invented numbers, generic
          text, sections that don't talk to each other and exports that break. Here is what we do
          instead.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-card border border-border bg-background p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
