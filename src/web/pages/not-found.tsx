import { Link } from "react-router";
import { Button } from "../components/ui/button";

/** Spec §2: heading '404 Page Not Found', text 'Did you forget to add the page to the router?'. */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Did you forget to add the page to the router?
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3" data-location="not-found">
        <Button asChild>
          <Link to="/">Back to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tools/idea-generation-tool">Try the free idea generator</Link>
        </Button>
      </div>
    </section>
  );
}
