import { Loader2 } from "lucide-react";
import { type ComponentType, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../toast-store";
import type { PlanExtraProps } from "./plan-view";

/**
 * A module's own panel beside a plan's sections (the financial model's editor, the results log),
 * loaded when the founder opens it, like the exporters: the plan reads without it, and its code
 * stays out of the page's first load (decision 005).
 */
export interface PlanExtra {
  title: string;
  description: string;
  /** The button that opens it: "Open the model". */
  action: string;
  load: () => Promise<{ default: ComponentType<PlanExtraProps> }>;
}

export function PlanExtraCard({ extra, ...props }: PlanExtraProps & { extra: PlanExtra }) {
  const [Panel, setPanel] = useState<ComponentType<PlanExtraProps>>();
  const [loading, setLoading] = useState(false);
  if (Panel) return <Panel {...props} />;
  const open = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const loaded = await extra.load();
      setPanel(() => loaded.default);
    } catch {
      toast({
        variant: "destructive",
        title: "Not Opened",
        description: `${extra.title} could not be loaded. Check your connection, then try again.`,
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">{extra.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{extra.description}</p>
      </div>
      <Button type="button" variant="secondary" disabled={loading} onClick={() => void open()}>
        {loading ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {extra.action}
      </Button>
    </Card>
  );
}
