// biome-ignore-all lint/suspicious/noArrayIndexKey: rows are keyed by their own ids.
import { Plus, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/components/ui/button";
import { Card } from "../../../web/components/ui/card";
import { Input } from "../../../web/components/ui/input";
import { NativeSelect } from "../../../web/components/ui/native-select";
import { planFailureMessage, saveResultData } from "../../../web/lib/plan/plan-client";
import type { PlanExtraProps } from "../../../web/lib/plan/plan-view";
import { toast } from "../../../web/lib/toast-store";
import { useAuth } from "../../../web/lib/use-auth";
import {
  RESULT_DECISIONS,
  RESULTS_LOG_MAX,
  type ResultDecision,
  type ResultsLogEntry,
  resultsLogSchema,
} from "../schema";

const DECISION_LABELS: Record<ResultDecision, string> = {
  keep: "Keep",
  change: "Change",
  stop: "Stop",
  pending: "Pending",
};

/** Today in the founder's time zone, YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh id no entry of the log has. */
function newId(log: readonly ResultsLogEntry[]): string {
  const taken = new Set(log.map((entry) => entry.id));
  let n = log.length + 1;
  while (taken.has(`result-${n}`)) n += 1;
  return `result-${n}`;
}

/**
 * The results log of an iteration plan (issue 14): what the founder records as experiments end,
 * one row per result with its decision (keep, change, stop, pending), saved to the plan
 * (`PUT /api/workspace/<id>/data/resultsLog`), kept when the plan is generated again, and in the
 * exports.
 */
export default function ResultsLog({ plan, projectId, onPlan }: PlanExtraProps) {
  const saved = resultsLogSchema.safeParse((plan as { resultsLog?: unknown }).resultsLog ?? []);
  const [log, setLog] = useState<ResultsLogEntry[]>(saved.success ? saved.data : []);
  const [saving, setSaving] = useState(false);
  // Read-only access (issue 15): the log can be read and drafted, not saved.
  const { readOnly } = useAuth();
  const changed = JSON.stringify(log) !== JSON.stringify(saved.success ? saved.data : []);

  const update = (index: number, patch: Partial<ResultsLogEntry>) =>
    setLog((current) => current.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

  const save = async () => {
    if (!projectId || saving) return;
    const checked = resultsLogSchema.safeParse(log);
    if (!checked.success) {
      toast({
        variant: "destructive",
        title: "Results Log Not Saved",
        description: "Each row needs a date, an experiment and a metric.",
      });
      return;
    }
    setSaving(true);
    try {
      await saveResultData(projectId, "resultsLog", checked.data);
      onPlan({ ...plan, resultsLog: checked.data });
      toast({ title: "Results Log Saved", description: "Your results are saved with the plan." });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Results Log Not Saved",
        description: planFailureMessage(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby="results-log-title" data-testid="results-log" className="space-y-4">
      <h3 id="results-log-title" className="text-lg font-semibold">
        Results log
      </h3>
      <p className="text-sm text-slate-600">
        Record each experiment's result as it ends and what you decided. The log is saved with the
        plan and goes into its exports.
      </p>
      {log.length === 0 ? (
        <p className="text-sm text-slate-600">No results recorded yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                {["Date", "Experiment", "Metric", "Result", "Decision", ""].map((cell, index) => (
                  <th key={index} scope="col" className="px-1.5 py-1.5 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.map((entry, index) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-1.5 py-1">
                    <Input
                      type="date"
                      aria-label={`Date of result ${index + 1}`}
                      value={entry.date}
                      onChange={(event) => update(index, { date: event.target.value })}
                    />
                  </td>
                  <td className="px-1.5 py-1">
                    <Input
                      aria-label={`Experiment of result ${index + 1}`}
                      maxLength={200}
                      value={entry.experiment}
                      onChange={(event) => update(index, { experiment: event.target.value })}
                    />
                  </td>
                  <td className="px-1.5 py-1">
                    <Input
                      aria-label={`Metric of result ${index + 1}`}
                      maxLength={200}
                      value={entry.metric}
                      onChange={(event) => update(index, { metric: event.target.value })}
                    />
                  </td>
                  <td className="px-1.5 py-1">
                    <Input
                      aria-label={`Result ${index + 1}`}
                      maxLength={500}
                      value={entry.result}
                      onChange={(event) => update(index, { result: event.target.value })}
                    />
                  </td>
                  <td className="px-1.5 py-1">
                    <NativeSelect
                      // Level with the row's inputs, and wide enough for "Pending" beside the
                      // chevron (the column used to squeeze it to "Penc").
                      wrapperClassName="min-w-32"
                      aria-label={`Decision of result ${index + 1}`}
                      value={entry.decision}
                      onChange={(event) =>
                        update(index, { decision: event.target.value as ResultDecision })
                      }
                    >
                      {RESULT_DECISIONS.map((decision) => (
                        <option key={decision} value={decision}>
                          {DECISION_LABELS[decision]}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                  <td className="px-1.5 py-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove result ${index + 1}`}
                      onClick={() => setLog((current) => current.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {projectId ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={log.length >= RESULTS_LOG_MAX}
            onClick={() =>
              setLog((current) => [
                ...current,
                {
                  id: newId(current),
                  date: today(),
                  experiment: "",
                  metric: "",
                  result: "",
                  decision: "pending",
                },
              ])
            }
          >
            <Plus aria-hidden="true" />
            Add a result
          </Button>
          <Button
            type="button"
            disabled={!changed || saving || readOnly}
            onClick={() => void save()}
          >
            <Save aria-hidden="true" />
            {saving ? "Saving..." : "Save log"}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
