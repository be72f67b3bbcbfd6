import { ArrowRight } from "lucide-react";
import { type ComponentProps, lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useModules } from "../modules";
import { nextToolModule, toolHref } from "./venture";

/**
 * What a tool page shows of its venture (issue 12). The venture note loads only when a page runs
 * in a venture (signed in), so a visitor's tool page does not carry it.
 */
const LazyVentureNote = lazy(() => import("./venture-note"));

export function VentureNote(props: ComponentProps<typeof LazyVentureNote>) {
  return (
    <Suspense fallback={null}>
      <LazyVentureNote {...props} />
    </Suspense>
  );
}

/**
 * The end of a tool page's result (issue 12): a button to the next module, inside the venture
 * when there is one; after the last built module, back to the dashboard's venture.
 */
export function NextStep({ toolType, ventureId }: { toolType: string; ventureId?: string }) {
  const next = nextToolModule(toolType, useModules());
  return (
    <nav aria-label="Next step" className="mt-8 flex flex-wrap items-center gap-3">
      {next ? (
        <Button asChild size="lg">
          <Link to={toolHref(next, ventureId)} data-location="next-step">
            Next: {next.displayName}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : ventureId ? (
        <Button asChild size="lg">
          <Link to="/dashboard" data-location="next-step">
            See your venture's progress
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
