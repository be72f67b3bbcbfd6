import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/components/ui/button";
import { Input } from "../../../web/components/ui/input";
import { type FinancialInputs, financialInputsSchema, MODEL_MONTHS, TEAM_MAX } from "../model";

/** The single-number inputs, in the order the model reads them. */
const FIELDS: readonly {
  key: Exclude<keyof FinancialInputs, "team" | "scenarios" | "cac" | "currency" | "usdRate">;
  label: string;
  unit: string;
  step: number;
}[] = [
  { key: "startingCash", label: "Starting cash", unit: "USD", step: 1000 },
  { key: "pricePerMonth", label: "Price per customer a month", unit: "USD", step: 1 },
  {
    key: "upfrontPerNewCustomer",
    label: "One-off price per new customer",
    unit: "USD once",
    step: 1,
  },
  { key: "newCustomersMonth1", label: "New customers in month 1", unit: "customers", step: 0.1 },
  { key: "monthlyCustomerGrowth", label: "Growth of new customers", unit: "% a month", step: 1 },
  { key: "monthlyChurn", label: "Churn", unit: "% a month", step: 0.1 },
  { key: "grossMargin", label: "Gross margin", unit: "%", step: 1 },
  {
    key: "servingCostPerCustomer",
    label: "Inference or hosting per customer",
    unit: "USD a month",
    step: 1,
  },
  { key: "marketingPerMonth", label: "Marketing", unit: "USD a month", step: 100 },
  { key: "toolsPerMonth", label: "Tools", unit: "USD a month", step: 10 },
  { key: "otherPerMonth", label: "Other costs", unit: "USD a month", step: 100 },
  { key: "fundingBufferMonths", label: "Funding buffer", unit: "months of costs", step: 1 },
];

const SCENARIO_FIELDS = [
  ["conservative", "acquisition", "Conservative: new customers ×"],
  ["conservative", "churn", "Conservative: churn ×"],
  ["optimistic", "acquisition", "Optimistic: new customers ×"],
  ["optimistic", "churn", "Optimistic: churn ×"],
] as const;

interface Props {
  inputs: FinancialInputs;
  onChange: (next: FinancialInputs) => void;
}

/**
 * Every input of the financial model as a field (issue 14): the numbers, the acquisition cost
 * (empty: derived), each team member's role, monthly cost and start month (add and remove), and
 * the scenario multipliers. A value the model refuses (negative, out of range, half a month) is
 * marked invalid with the rule and leaves the model as it was until it is fixed.
 */
export function ModelInputs({ inputs, onChange }: Props) {
  /** What the founder typed, by field id, while it differs from the model's value. */
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});

  const commit = (id: string, text: string, next: unknown) => {
    setTexts((current) => ({ ...current, [id]: text }));
    const parsed = financialInputsSchema.safeParse(next);
    setProblems((current) => {
      const { [id]: _, ...rest } = current;
      return parsed.success ? rest : { ...rest, [id]: parsed.error.issues[0]?.message ?? "" };
    });
    if (parsed.success) onChange(parsed.data);
  };
  const number = (id: string, text: string, build: (value: number) => unknown) => {
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) {
      setTexts((current) => ({ ...current, [id]: text }));
      setProblems((current) => ({ ...current, [id]: "Enter a number." }));
      return;
    }
    commit(id, text, build(value));
  };
  /** A row added or removed shifts the team's field ids: forget what was typed there. */
  const setTeam = (team: FinancialInputs["team"]) => {
    const keep = (record: Record<string, string>) =>
      Object.fromEntries(Object.entries(record).filter(([id]) => !id.startsWith("team.")));
    setTexts(keep);
    setProblems(keep);
    onChange({ ...inputs, team });
  };
  const field = (id: string, value: number | string) => ({
    id: `model-${id}`,
    value: texts[id] ?? String(value),
    "aria-invalid": problems[id] ? true : undefined,
    "aria-describedby": problems[id] ? `model-${id}-problem` : undefined,
  });
  const problem = (id: string) =>
    problems[id] ? (
      <p id={`model-${id}-problem`} className="text-xs text-destructive">
        {problems[id]}
      </p>
    ) : null;

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ key, label, unit, step }) => (
          <div key={key} className="space-y-1.5">
            <label htmlFor={`model-${key}`} className="text-sm font-medium">
              {label}
            </label>
            <div className="flex items-center gap-2">
              <Input
                {...field(key, inputs[key])}
                type="number"
                inputMode="decimal"
                min={0}
                step={step}
                onChange={(event) =>
                  number(key, event.target.value, (value) => ({ ...inputs, [key]: value }))
                }
              />
              <span className="shrink-0 text-xs text-muted-foreground">
                {unit.replace("USD", inputs.currency)}
              </span>
            </div>
            {problem(key)}
          </div>
        ))}
        <div className="space-y-1.5">
          <label htmlFor="model-cac" className="text-sm font-medium">
            Acquisition cost per customer
          </label>
          <div className="flex items-center gap-2">
            <Input
              {...field("cac", inputs.cac ?? "")}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="derived"
              aria-describedby={problems.cac ? "model-cac-problem" : "model-cac-help"}
              onChange={(event) => {
                const text = event.target.value;
                if (text.trim() === "") commit("cac", text, { ...inputs, cac: null });
                else number("cac", text, (value) => ({ ...inputs, cac: value }));
              }}
            />
            <span className="shrink-0 text-xs text-muted-foreground">{inputs.currency}</span>
          </div>
          {problem("cac") ?? (
            <p id="model-cac-help" className="text-xs text-slate-600">
              Empty: the blended CAC, 36 months' marketing ÷ their new customers.
            </p>
          )}
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Team</legend>
        <p className="text-xs text-slate-600">
          Each person's cost a month (pay plus taxes and benefits) counts from their start month.
        </p>
        {inputs.team.length === 0 ? (
          <p className="text-sm text-slate-600">No one on the payroll yet.</p>
        ) : null}
        <ul className="space-y-3">
          {inputs.team.map((member, index) => {
            const at = (part: string) => `team.${index}.${part}`;
            const withMember = (patch: Partial<FinancialInputs["team"][number]>) => ({
              ...inputs,
              team: inputs.team.map((item, i) => (i === index ? { ...item, ...patch } : item)),
            });
            return (
              <li
                // Rows have no identity beyond their place; ids are reset when one is removed.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end sm:border-0 sm:p-0"
                data-testid="model-team-row"
              >
                <div className="space-y-1">
                  <label htmlFor={`model-${at("role")}`} className="text-xs font-medium">
                    Role
                    <span className="sr-only"> of person {index + 1}</span>
                  </label>
                  <Input
                    {...field(at("role"), member.role)}
                    maxLength={80}
                    onChange={(event) =>
                      commit(
                        at("role"),
                        event.target.value,
                        withMember({ role: event.target.value }),
                      )
                    }
                  />
                  {problem(at("role"))}
                </div>
                <div className="space-y-1">
                  <label htmlFor={`model-${at("monthlyCost")}`} className="text-xs font-medium">
                    Cost a month ({inputs.currency})
                    <span className="sr-only"> of person {index + 1}</span>
                  </label>
                  <Input
                    {...field(at("monthlyCost"), member.monthlyCost)}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={100}
                    onChange={(event) =>
                      number(at("monthlyCost"), event.target.value, (value) =>
                        withMember({ monthlyCost: value }),
                      )
                    }
                  />
                  {problem(at("monthlyCost"))}
                </div>
                <div className="space-y-1">
                  <label htmlFor={`model-${at("startMonth")}`} className="text-xs font-medium">
                    Start month
                    <span className="sr-only"> of person {index + 1}</span>
                  </label>
                  <Input
                    {...field(at("startMonth"), member.startMonth)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MODEL_MONTHS}
                    step={1}
                    onChange={(event) =>
                      number(at("startMonth"), event.target.value, (value) =>
                        withMember({ startMonth: value }),
                      )
                    }
                  />
                  {problem(at("startMonth"))}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${member.role || "this person"}`}
                  onClick={() => setTeam(inputs.team.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={inputs.team.length >= TEAM_MAX}
          onClick={() =>
            setTeam([...inputs.team, { role: "New hire", monthlyCost: 0, startMonth: 1 }])
          }
        >
          <Plus aria-hidden="true" />
          Add a person
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Scenarios</legend>
        <p className="text-xs text-slate-600">
          The base case uses the inputs as they are; the other two multiply the new customers of
          every month and the churn.
        </p>
        <div className="grid gap-4 sm:grid-cols-4">
          {SCENARIO_FIELDS.map(([scenario, factor, label]) => {
            const id = `scenarios.${scenario}.${factor}`;
            return (
              <div key={id} className="space-y-1.5">
                <label htmlFor={`model-${id}`} className="text-xs font-medium">
                  {label}
                </label>
                <Input
                  {...field(id, inputs.scenarios[scenario][factor])}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.05}
                  onChange={(event) =>
                    number(id, event.target.value, (value) => ({
                      ...inputs,
                      scenarios: {
                        ...inputs.scenarios,
                        [scenario]: { ...inputs.scenarios[scenario], [factor]: value },
                      },
                    }))
                  }
                />
                {problem(id)}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
