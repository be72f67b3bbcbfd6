import type { RefObject } from "react";
import type { PlanQuestion } from "../../../modules/_kit/plan/meta";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { Textarea } from "../../components/ui/textarea";

/** The fields every plan may ask: shown only when the venture does not answer them. */
export const BASE_QUESTIONS = {
  businessIdea: {
    kind: "textarea",
    name: "businessIdea",
    label: "Business idea",
    placeholder: "What you are building, for whom, and the problem it solves",
    maxLength: 2000,
  },
  targetCustomer: {
    kind: "text",
    name: "targetCustomer",
    label: "Target customer",
    placeholder: "e.g. Nurse managers at community hospitals",
    maxLength: 500,
  },
  competitors: {
    kind: "text",
    name: "competitors",
    label: "Competitors or alternatives",
    placeholder: "e.g. QGenda, spreadsheets",
    maxLength: 1000,
  },
} as const satisfies Record<string, PlanQuestion>;

export type FormValues = Record<string, string>;

/**
 * A planning module's form (issue 13): the base questions the venture leaves open, then the
 * module's own. Every field but the idea is optional; the plan says what it assumed.
 */
export function PlanForm({
  questions,
  values,
  onChange,
  ideaRequired,
  ideaError,
  ideaRef,
  loading,
  disabled = false,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  questions: readonly PlanQuestion[];
  values: FormValues;
  onChange: (name: string, value: string) => void;
  ideaRequired: boolean;
  ideaError?: string;
  ideaRef: RefObject<HTMLTextAreaElement | null>;
  loading: boolean;
  /** Read-only access (issue 15): the form stays readable, Generate is off. */
  disabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
}) {
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) onSubmit();
      }}
    >
      {questions.map((question) => (
        <Question
          key={question.name}
          question={question}
          value={values[question.name] ?? ""}
          onChange={(value) => onChange(question.name, value)}
          required={question.name === "businessIdea" && ideaRequired}
          error={question.name === "businessIdea" ? ideaError : undefined}
          fieldRef={question.name === "businessIdea" ? ideaRef : undefined}
        />
      ))}
      <Button type="submit" size="lg" disabled={loading || disabled} className="w-full sm:w-auto">
        {loading ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

function Question({
  question,
  value,
  onChange,
  required,
  error,
  fieldRef,
}: {
  question: PlanQuestion;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string;
  fieldRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = `plan-field-${question.name}`;
  const helpId = question.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: question.name,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id} required={required}>
        {question.label}
      </Label>
      {question.kind === "textarea" ? (
        <Textarea
          {...common}
          ref={fieldRef}
          required={required}
          rows={3}
          maxLength={question.maxLength}
          placeholder={question.placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : question.kind === "text" ? (
        <Input
          {...common}
          maxLength={question.maxLength}
          placeholder={question.placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : question.kind === "number" ? (
        <div className="flex items-center gap-2">
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={question.min}
            max={question.max}
            placeholder={question.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="max-w-48"
          />
          {question.unit ? (
            <span className="text-sm text-muted-foreground">{question.unit}</span>
          ) : null}
        </div>
      ) : (
        <NativeSelect
          {...common}
          // A saved value the list no longer offers (a platform saved as "undecided") shows as
          // the blank choice, which means the same.
          value={question.options.some((option) => option.value === value) ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Not sure yet</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
      {question.help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {question.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's values as a request body: numbers as numbers, empty fields left for the venture. */
export function requestBody(
  questions: readonly PlanQuestion[],
  values: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    businessIdea: (values.businessIdea ?? "").trim(),
    targetCustomer: (values.targetCustomer ?? "").trim(),
    competitors: (values.competitors ?? "").trim(),
  };
  for (const question of questions) {
    if (question.name in BASE_QUESTIONS) continue;
    const value = (values[question.name] ?? "").trim();
    if (value === "") continue;
    body[question.name] = question.kind === "number" ? Number(value) : value;
  }
  return body;
}

/** A saved request's fields as form values (Edit). */
export function valuesFromInput(input: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    if (typeof value === "string") values[name] = value;
    else if (typeof value === "number" && Number.isFinite(value)) values[name] = String(value);
  }
  return values;
}
