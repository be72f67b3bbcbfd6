import { Button } from "../components/ui/button";

/** Shown in place of a page whose code could not be loaded. */
export function PageLoadFailed() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">This page could not be loaded</h1>
      <p className="mt-3 text-muted-foreground">
        Something interrupted the download of this page. Your work is safe; reload to try again.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </section>
  );
}
