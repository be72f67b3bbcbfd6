import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/button";
import { toast } from "../lib/toast-store";

interface State {
  failed: boolean;
}

const reload = () => window.location.reload();

/**
 * Catches a page that failed to load or render (most often its code chunk could not be fetched:
 * a lost connection, or a new deployment). The founder gets a toast and a way to reload, never a
 * blank screen. `resetKey` (the path) clears the error on navigation.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  State
> {
  override state: State = { failed: false };
  private failedKey: string | undefined;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.failedKey = this.props.resetKey;
    console.error("Page failed to load", error, info.componentStack);
    toast({
      variant: "destructive",
      title: "This page could not be loaded",
      description: "Check your connection and reload the page.",
      action: { label: "Reload", altText: "Reload the page", onClick: reload },
    });
  }

  override componentDidUpdate(): void {
    if (this.state.failed && this.failedKey !== this.props.resetKey) {
      this.failedKey = undefined;
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">This page could not be loaded</h1>
        <p className="mt-3 text-muted-foreground">
          Something interrupted the download of this page. Your work is safe; reload to try again.
        </p>
        <Button className="mt-6" onClick={reload}>
          Reload the page
        </Button>
      </section>
    );
  }
}
