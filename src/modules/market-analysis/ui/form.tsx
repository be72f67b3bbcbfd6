import { ChartLine } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
} from "../../../shared/options";
import { Button } from "../../../web/components/ui/button";
import { Input } from "../../../web/components/ui/input";
import { Label } from "../../../web/components/ui/label";
import { NativeSelect } from "../../../web/components/ui/native-select";
import { Textarea } from "../../../web/components/ui/textarea";
import { toggleInOrder } from "../../../web/lib/toggle-in-order";
import {
  type FormErrors,
  firstInvalid,
  LIMITS,
  type MarketFormValues,
  type RequiredField,
  validateForm,
} from "./form-values";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * The market analysis request form (spec §3, §5): business idea, industry and target market
 * required (asterisk and `required`), the optional business type, scope, value proposition,
 * research goals and competitors. Checked in the browser before sending: errors appear under
 * each field, are announced, and the first invalid field takes the focus.
 */
export function MarketAnalysisForm({
  values,
  onChange,
  onSubmit,
  pending,
}: {
  values: MarketFormValues;
  onChange: (values: MarketFormValues) => void;
  onSubmit: (values: MarketFormValues) => void;
  pending: boolean;
}) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [announcement, setAnnouncement] = useState("");
  const fields = useRef<Partial<Record<RequiredField, FieldElement | null>>>({});
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;

  const update = <K extends keyof MarketFormValues>(name: K, value: MarketFormValues[K]) => {
    const next = { ...values, [name]: value };
    onChange(next);
    // Once a field shows an error, re-check it as it is corrected.
    if (name in errors) {
      const field = name as RequiredField;
      setErrors((current) => ({ ...current, [field]: validateForm(next)[field] }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateForm(values);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      const count = Object.keys(found).length;
      setAnnouncement(
        count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`,
      );
      fields.current[first]?.focus();
      return;
    }
    setAnnouncement("");
    onSubmit(values);
  };

  /** The props a required field shares: id, name, ref, `required` and its error's wiring. */
  const required = (name: RequiredField, hint?: boolean) => ({
    id: idOf(name),
    name,
    ref: (element: FieldElement | null) => {
      fields.current[name] = element;
    },
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [hint ? idOf(`${name}-hint`) : "", errors[name] ? idOf(`${name}-error`) : ""]
        .filter(Boolean)
        .join(" ") || undefined,
  });

  const fieldError = (name: RequiredField): ReactNode =>
    errors[name] ? (
      <p id={idOf(`${name}-error`)} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={idOf("title")}>
      <h2 id={idOf("title")} className="text-xl font-bold">
        Your business
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>

      <div className="mt-6">
        <Label htmlFor={idOf("businessIdea")} required>
          Business idea
        </Label>
        <Textarea
          {...required("businessIdea", true)}
          rows={3}
          maxLength={LIMITS.businessIdea}
          className="mt-2 scroll-mt-28"
          placeholder="e.g. A booking app for independent dog groomers, with deposits and reminders"
          value={values.businessIdea}
          onChange={(e) => update("businessIdea", e.target.value)}
        />
        <Hint id={idOf("businessIdea-hint")}>What you sell, to whom, and how it works.</Hint>
        {fieldError("businessIdea")}
      </div>

      <div className="mt-5">
        <Label htmlFor={idOf("industry")} required>
          Industry
        </Label>
        <NativeSelect
          {...required("industry")}
          value={values.industry}
          onChange={(e) => update("industry", e.target.value)}
        >
          <option value="">Select an industry</option>
          {MARKET_INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </NativeSelect>
        {fieldError("industry")}
      </div>

      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <Label htmlFor={idOf("businessType")}>Business type</Label>
          <NativeSelect
            id={idOf("businessType")}
            name="businessType"
            value={values.businessType}
            onChange={(e) =>
              update("businessType", e.target.value as MarketFormValues["businessType"])
            }
          >
            {MARKET_BUSINESS_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor={idOf("geographicScope")}>Geographic scope</Label>
          <NativeSelect
            id={idOf("geographicScope")}
            name="geographicScope"
            value={values.geographicScope}
            onChange={(e) =>
              update("geographicScope", e.target.value as MarketFormValues["geographicScope"])
            }
          >
            {GEOGRAPHIC_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {scope}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <div className="mt-5">
        <Label htmlFor={idOf("targetMarket")} required>
          Target market
        </Label>
        <Input
          {...required("targetMarket", true)}
          maxLength={LIMITS.targetMarket}
          className="mt-2 scroll-mt-28"
          placeholder="e.g. Independent dog groomers in US suburbs"
          value={values.targetMarket}
          onChange={(e) => update("targetMarket", e.target.value)}
        />
        <Hint id={idOf("targetMarket-hint")}>Who pays, in a few words.</Hint>
        {fieldError("targetMarket")}
      </div>

      <div className="mt-5">
        <Label htmlFor={idOf("uniqueValueProposition")}>Unique value proposition</Label>
        <Textarea
          id={idOf("uniqueValueProposition")}
          name="uniqueValueProposition"
          rows={3}
          maxLength={LIMITS.uniqueValueProposition}
          className="mt-2"
          placeholder="Why would a customer switch to you from what they use today?"
          value={values.uniqueValueProposition}
          onChange={(e) => update("uniqueValueProposition", e.target.value)}
        />
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-medium leading-none text-foreground">Research goals</legend>
        <p className="mt-1.5 text-xs text-muted-foreground">Tick what matters most to you now.</p>
        <div className="mt-3 grid gap-x-4 gap-y-2.5 sm:grid-cols-2">
          {RESEARCH_GOALS.map((goal) => {
            const id = idOf(`goal-${goal.replace(/\W+/g, "-")}`);
            return (
              <div key={goal} className="flex items-start gap-2.5">
                <input
                  id={id}
                  type="checkbox"
                  name="researchGoals"
                  value={goal}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={values.researchGoals.includes(goal)}
                  onChange={(e) =>
                    update(
                      "researchGoals",
                      toggleInOrder(values.researchGoals, goal, e.target.checked, RESEARCH_GOALS),
                    )
                  }
                />
                <label htmlFor={id} className="text-sm leading-snug text-slate-700">
                  {goal}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5">
        <Label htmlFor={idOf("competitorAnalysis")}>Known competitors</Label>
        <Textarea
          id={idOf("competitorAnalysis")}
          name="competitorAnalysis"
          rows={3}
          maxLength={LIMITS.competitorAnalysis}
          className="mt-2"
          placeholder="Products or companies your customers use today, e.g. MoeGo, Gingr"
          value={values.competitorAnalysis}
          onChange={(e) => update("competitorAnalysis", e.target.value)}
        />
      </div>

      <Button type="submit" size="lg" className="mt-8 w-full" disabled={pending}>
        <ChartLine aria-hidden="true" />
        {pending ? "Analyzing Market..." : "Analyze Market"}
      </Button>
    </form>
  );
}
