import { Component, type ErrorInfo, type ReactNode } from "react";
import { toast } from "../lib/toast-store";

interface Props {
  children: ReactNode;
  /** The toast's title, e.g. 'This page could not be loaded'. */
  title: string;
  /** What to show instead of the failed part; nothing by default. */
  fallback?: ReactNode;
  /** A new key (the path, say) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  failed: boolean;
}

const reload = () => window.location.reload();

/**
 * Catches a lazily loaded part that failed to load or render (most often its code chunk could
 * not be fetched: a lost connection, or a new deployment). The founder gets a destructive toast
 * with a Reload action, never a blank screen.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  private failedKey: string | undefined;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.failedKey = this.props.resetKey;
    console.error(this.props.title, error, info.componentStack);
    toast({
      variant: "destructive",
      title: this.props.title,
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
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
