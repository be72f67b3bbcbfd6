import { Check } from "lucide-react";
import { TRIAL_DAYS } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { SectionHeading } from "./section-heading";

const WITHOUT_ACCOUNT = [
  "The idea generator, market analysis and customer discovery tools",
  "An idea carried into market analysis, and that analysis into customer discovery",
  "Markdown export of each report",
];

const WITH_ACCOUNT = [
  "Every result saved to your workspace automatically, trial work included",
  "All nine modules, each reading the results that came before it",
  "PDF and Word exports, tables intact, alongside Markdown",
  `${TRIAL_DAYS} days of everything free, no credit card`,
];

function List({ items, tone }: { items: string[]; tone: "muted" | "accent" }) {
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Check
            className={
              tone === "accent"
                ? "mt-1 size-4 shrink-0 text-emerald-600"
                : "mt-1 size-4 shrink-0 text-slate-500"
            }
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Why register (spec §2): what a free account adds over the free tools. */
export function WhyRegister() {
  return (
    <section
      aria-labelledby="register-title"
      data-location="why-register"
      className="py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="register-title"
          eyebrow="Why register"
          title="The tools are free. The thread needs an account."
        >
          You can try Phase 1 without signing up. An account is what turns three reports into a plan
          you keep building on.
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-border p-6 sm:p-8">
            <h3 className="text-lg font-semibold">Free tools, no account</h3>
            <List items={WITHOUT_ACCOUNT} tone="muted" />
            <Button asChild variant="outline" className="mt-8">
              <a href="#framework">See the Free Tools</a>
            </Button>
          </div>
          <div className="rounded-card border border-primary bg-primary-soft/40 p-6 sm:p-8">
            <h3 className="text-lg font-semibold">Free account, {TRIAL_DAYS}-day trial</h3>
            <List items={WITH_ACCOUNT} tone="accent" />
            <Button asChild className="mt-8">
              <a href="/api/login">Create Free Account</a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
