import { Loader2, Sparkles } from "lucide-react";
import { type FormEvent, useId } from "react";
import {
  BUDGETS,
  BUSINESS_MODELS,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../../shared/options";
import { Button } from "../../../web/components/ui/button";
import { Label } from "../../../web/components/ui/label";
import { NativeSelect } from "../../../web/components/ui/native-select";
import { Textarea } from "../../../web/components/ui/textarea";
import { toggleInOrder } from "../../../web/lib/toggle-in-order";
import {
  canGenerate,
  hasRequiredProfile,
  PROFILE_TEXT_MAX,
  type ProfileValues,
  showsLocation,
} from "./profile";

interface Choice {
  value: string;
  label: string;
}

/** A labelled native select with a first "any" option. */
function ChoiceSelect({
  id,
  label,
  placeholder,
  choices,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const INDUSTRY_CHOICES: Choice[] = IDEA_INDUSTRIES.map((name) => ({ value: name, label: name }));

/**
 * 'Tell Us About You' (spec §2, §3, §9): interests and skills (required), industry, budget, time
 * commitment, business models (any number), business type, and location for an offline or
 * hybrid business. Generate Ideas is disabled while loading or while interests or skills is
 * empty (spec §5); the hint under it says why.
 */
export function IdeaProfileForm({
  values,
  onChange,
  onGenerate,
  loading,
}: {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  onGenerate: () => void;
  loading: boolean;
}) {
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const set = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) =>
    onChange({ ...values, [name]: value });
  const ready = canGenerate(values, loading);
  const missingProfile = !hasRequiredProfile(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) onGenerate();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={idOf("title")}
      data-location="idea-form"
      className="rounded-card border border-border bg-background p-5 sm:p-6"
    >
      <h2 id={idOf("title")} className="text-xl font-bold">
        Tell Us About You
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Fields marked <span className="text-destructive">*</span> are required. The more specific
        you are, the closer the ideas fit you.
      </p>

      <div className="mt-6 space-y-5">
        <div>
          <Label htmlFor={idOf("interests")} required>
            Your interests
          </Label>
          <Textarea
            id={idOf("interests")}
            name="interests"
            required
            rows={3}
            maxLength={PROFILE_TEXT_MAX}
            className="mt-2"
            placeholder="e.g. dogs, hiking, cooking for friends, local history"
            value={values.interests}
            onChange={(event) => set("interests", event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={idOf("skills")} required>
            Your skills
          </Label>
          <Textarea
            id={idOf("skills")}
            name="skills"
            required
            rows={3}
            maxLength={PROFILE_TEXT_MAX}
            className="mt-2"
            placeholder="e.g. Python, marketing, bookkeeping, ten years as a nurse"
            value={values.skills}
            onChange={(event) => set("skills", event.target.value)}
          />
        </div>

        <ChoiceSelect
          id={idOf("industry")}
          label="Industry"
          placeholder="Any industry"
          choices={INDUSTRY_CHOICES}
          value={values.industry}
          onChange={(value) => set("industry", value as ProfileValues["industry"])}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceSelect
            id={idOf("budget")}
            label="Budget"
            placeholder="Select your budget"
            choices={BUDGETS}
            value={values.budget}
            onChange={(value) => set("budget", value as ProfileValues["budget"])}
          />
          <ChoiceSelect
            id={idOf("timeCommitment")}
            label="Time commitment"
            placeholder="Select your time"
            choices={TIME_COMMITMENTS}
            value={values.timeCommitment}
            onChange={(value) => set("timeCommitment", value as ProfileValues["timeCommitment"])}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-medium leading-none text-foreground">
            Business models
          </legend>
          <p id={idOf("models-hint")} className="mt-1.5 text-xs text-slate-600">
            Tick any you'd consider; leave all empty to keep every model open.
          </p>
          <ul
            aria-describedby={idOf("models-hint")}
            className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 min-[420px]:grid-cols-2"
          >
            {BUSINESS_MODELS.map((model, index) => {
              const id = idOf(`model-${index}`);
              return (
                <li key={model} className="flex items-center gap-2.5">
                  <input
                    id={id}
                    type="checkbox"
                    name="businessModel"
                    value={model}
                    className="size-4 shrink-0 accent-primary"
                    checked={values.businessModel.includes(model)}
                    onChange={(event) =>
                      set(
                        "businessModel",
                        toggleInOrder(
                          values.businessModel,
                          model,
                          event.target.checked,
                          BUSINESS_MODELS,
                        ),
                      )
                    }
                  />
                  <label htmlFor={id} className="text-sm leading-snug text-slate-700">
                    {model}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <ChoiceSelect
          id={idOf("businessType")}
          label="Business type"
          placeholder="Select a business type"
          choices={IDEA_BUSINESS_TYPES}
          value={values.businessType}
          onChange={(value) => set("businessType", value as ProfileValues["businessType"])}
        />
        {showsLocation(values.businessType) ? (
          <ChoiceSelect
            id={idOf("location")}
            label="Location"
            placeholder="Select a location"
            choices={LOCATIONS}
            value={values.location}
            onChange={(value) => set("location", value as ProfileValues["location"])}
          />
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        className="mt-8 w-full"
        disabled={!ready}
        aria-describedby={missingProfile ? idOf("generate-hint") : undefined}
      >
        {loading ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {loading ? "Generating Ideas..." : "Generate Ideas"}
      </Button>
      {missingProfile ? (
        <p id={idOf("generate-hint")} className="mt-2 text-center text-sm text-slate-600">
          Fill in your interests and your skills to generate ideas.
        </p>
      ) : null}
    </form>
  );
}
