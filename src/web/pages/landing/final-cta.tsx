import { Link } from "react-router";
import { TRIAL_DAYS } from "../../../shared/plans";
import { Button } from "../../components/ui/button";

/** The closing call to action (spec §2): 'Get Started Free' to /api/login. */
export function FinalCta() {
  return (
    <section
      aria-labelledby="cta-title"
      data-location="final-cta"
      className="px-4 pb-20 sm:px-6 sm:pb-24"
    >
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
          Give your idea numbers you can defend
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-indigo-100">
          {TRIAL_DAYS} days of all nine modules, free. Bring an idea or find one; leave with a plan
          you can check line by line.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-background text-primary hover:bg-primary-soft focus-visible:outline-white"
          >
            <a href="/api/login">Get Started Free</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-primary-foreground hover:bg-primary-hover focus-visible:outline-white"
          >
            <Link to="/tools/idea-generation-tool">Try the idea generator first</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-indigo-100">
          {TRIAL_DAYS}-day free trial • No credit card required
        </p>
      </div>
    </section>
  );
}
