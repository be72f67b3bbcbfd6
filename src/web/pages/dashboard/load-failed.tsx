import { Button } from "../../components/ui/button";

/** A dashboard list that could not be loaded: what, and a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-card border border-red-200 bg-red-50 p-5 text-sm text-red-800"
    >
      <p className="font-semibold">{what} could not be loaded.</p>
      <p className="mt-1">Check your connection and try again.</p>
      <Button className="mt-3" size="sm" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
