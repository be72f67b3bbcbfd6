import { Loader2, Save, Sheet } from "lucide-react";
import { useMemo, useState } from "react";
import { CURRENCIES } from "../../../shared/currencies";
import type { PlanResult } from "../../../shared/plan";
import { LineChart } from "../../../web/components/line-chart";
import { Button } from "../../../web/components/ui/button";
import { Card } from "../../../web/components/ui/card";
import { NativeSelect } from "../../../web/components/ui/native-select";
import { downloadBlob } from "../../../web/lib/export/download";
import { PlanExportsNote } from "../../../web/lib/export/export-buttons";
import { planFailureMessage, saveRequestChanges } from "../../../web/lib/plan/plan-client";
import type { PlanExtraProps } from "../../../web/lib/plan/plan-view";
import { toast } from "../../../web/lib/toast-store";
import { useAuth } from "../../../web/lib/use-auth";
import { breakEvenText, money as formatMoney, runwayText, SCENARIO_NAMES } from "../format";
import {
  type FinancialInputs,
  financialInputsSchema,
  type ModelRun,
  runScenarios,
  SCENARIOS,
  type Scenario,
} from "../model";
import { chartCaption } from "./chart-caption";
import { ModelInputs } from "./model-inputs";

/**
 * The acquisition cost, said once with which figure is which (issue 26): each month's CAC
 * (marketing ÷ that month's new customers) falls as new customers grow on a flat budget, so the
 * payback and LTV:CAC use the blended CAC over the 36 months, or the founder's own.
 */
function cacLine(run: ModelRun, currency: string): string {
  const s = run.summary;
  const money = (value: number) => formatMoney(value, currency);
  if (s.cacBasis === "blended" && run.rows.every((row) => row.marketing === 0))
    return "No marketing in the model: the founders' own hours win the customers, so there is no acquisition cost to pay back. Add a marketing budget to see CAC month by month and blended.";
  const monthly =
    s.cacFirstMonth !== null && s.cacLastMonth !== null
      ? `CAC month by month (that month's marketing ÷ its new customers): ${money(s.cacFirstMonth)} in month 1, ${money(s.cacLastMonth)} in month 36. `
      : "";
  if (s.cac === null) return `${monthly}No customers won, so no CAC.`;
  if (s.cacBasis === "input")
    return `${monthly}Payback and LTV:CAC use your CAC, ${money(s.cac)}${s.cacBlended === null ? "" : ` (blended over 36 months: ${money(s.cacBlended)})`}.`;
  return `${monthly}Blended CAC over 36 months (all marketing ÷ all new customers): ${money(s.cac)}${s.cacPaybackMonths === null ? "" : `, paid back in ${s.cacPaybackMonths.toFixed(1)} months`}; payback and LTV:CAC use it.`;
}

/** The plan's saved model inputs, or undefined when it holds none readable. */
function savedInputs(plan: PlanResult): FinancialInputs | undefined {
  const model = (plan as { financialModel?: { inputs?: unknown } }).financialModel;
  const parsed = financialInputsSchema.safeParse(model?.inputs);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The financial model on the page (issue 14): every input editable, the three scenarios'
 * break-even, runway and funding need recomputed at each keystroke in the browser (the same
 * `runModel` the engine and the workbook use), a chart of cash and revenue, "Save model" (the plan
 * is written again from these inputs, edited sections kept) and the Excel workbook with live
 * formulas (its library loads only then).
 */
export default function ModelPanel({ plan, projectId, onPlan }: PlanExtraProps) {
  const saved = savedInputs(plan);
  const [inputs, setInputs] = useState<FinancialInputs | undefined>(saved);
  const [scenario, setScenario] = useState<Scenario>("base");
  const [busy, setBusy] = useState<"save" | "xlsx" | null>(null);
  // Read-only access (issue 15): the model still recomputes; saving and Excel need a plan.
  const { readOnly } = useAuth();
  const runs = useMemo(() => (inputs ? runScenarios(inputs) : undefined), [inputs]);
  if (!inputs || !runs) return null;
  const run = runs[scenario];
  const money = (value: number) => formatMoney(value, inputs.currency);

  const save = async () => {
    if (!projectId || busy) return;
    setBusy("save");
    try {
      // Only the model's inputs: the server writes the plan again from its saved request.
      onPlan(await saveRequestChanges(projectId, { modelInputs: inputs }));
      toast({ title: "Model Saved", description: "Your plan is written again from these inputs." });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Model Not Saved",
        description: planFailureMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };

  const exportXlsx = async () => {
    if (busy) return;
    setBusy("xlsx");
    try {
      const { financialWorkbook } = await import("../xlsx");
      // All three scenarios, each a sheet driven by its multipliers on the Inputs sheet.
      const bytes = await financialWorkbook(inputs);
      downloadBlob(
        "financial-model.xlsx",
        new Blob([bytes], {
          type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        }),
      );
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Export Failed",
        description: `The workbook could not be created${error instanceof Error && error.message ? ` (${error.message})` : ""}. Please try again.`,
      });
    } finally {
      setBusy(null);
    }
  };

  const figures: [string, string, string][] = [
    ["break-even", "Break-even", breakEvenText(run)],
    ["runway", "Runway", runwayText(run)],
    ["lowest-cash", "Lowest cash", money(run.summary.lowestCash)],
    ["funding-need", "Funding need", money(run.summary.fundingNeed)],
    [
      "ltv-cac",
      "LTV:CAC",
      run.summary.ltvToCac === null ? "n/a" : `${run.summary.ltvToCac.toFixed(1)} to 1`,
    ],
  ];
  const changed = saved !== undefined && JSON.stringify(saved) !== JSON.stringify(inputs);

  return (
    <Card aria-labelledby="model-title" data-testid="financial-model" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="model-title" className="text-lg font-semibold">
          Your financial model
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor="model-scenario" className="text-sm font-medium">
            Scenario
          </label>
          <NativeSelect
            id="model-scenario"
            value={scenario}
            onChange={(event) => setScenario(event.target.value as Scenario)}
            className="w-40"
          >
            {SCENARIOS.map((name) => (
              <option key={name} value={name}>
                {SCENARIO_NAMES[name]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Change any input: the 36 months below are worked out again at once, in your browser. Save
        the model to write your plan again from it.
        {inputs.usdRate ? (
          <span data-testid="model-currency">
            {" "}
            Money is in {CURRENCIES[inputs.currency].name}; US-dollar benchmarks (tools, pay,
            compute, ad prices) are converted at {inputs.usdRate.rate} ({inputs.usdRate.date};{" "}
            {inputs.usdRate.source}).
          </span>
        ) : null}
      </p>
      <dl className="grid gap-3 sm:grid-cols-5" aria-live="polite">
        {figures.map(([id, label, shown]) => (
          <div key={id} className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold tabular-nums" data-testid={`model-${id}`}>
              {shown}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600" data-testid="model-cac">
        {cacLine(run, inputs.currency)}
      </p>
      <ModelInputs inputs={inputs} onChange={setInputs} />
      <LineChart
        series={[
          { name: "Cash", values: run.rows.map((row) => row.cash), colour: "var(--color-primary)" },
          {
            name: "Revenue a month",
            values: run.rows.map((row) => row.revenue),
            colour: "var(--color-accent)",
            dashed: true,
          },
        ]}
        xLabels={["Month 1", "Month 36"]}
        caption={chartCaption(
          SCENARIO_NAMES[scenario],
          run.summary.runwayMonths,
          CURRENCIES[inputs.currency].name,
        )}
        summary={`Cash starts at ${money(inputs.startingCash)}, is lowest at ${money(run.summary.lowestCash)} and ends month 36 at ${money(run.rows.at(-1)?.cash ?? 0)}; revenue reaches ${money(run.rows.at(-1)?.revenue ?? 0)} a month.`}
      />
      <div className="flex flex-wrap gap-2">
        {projectId ? (
          <Button
            type="button"
            disabled={busy !== null || !changed || readOnly}
            onClick={() => void save()}
          >
            {busy === "save" ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {busy === "save" ? "Saving..." : "Save model"}
          </Button>
        ) : null}
        {readOnly ? (
          <PlanExportsNote />
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportXlsx()}
          >
            {busy === "xlsx" ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Sheet aria-hidden="true" />
            )}
            Export Excel
          </Button>
        )}
      </div>
    </Card>
  );
}
