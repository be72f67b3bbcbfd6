import { Loader2, Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from "react";
import { Button } from "../../../web/components/ui/button";
import { Label } from "../../../web/components/ui/label";
import { Textarea } from "../../../web/components/ui/textarea";

/**
 * The longest business idea the server accepts: the request schema's limit, kept as a number
 * here so the page does not ship zod (a unit test holds the two equal).
 */
export const IDEA_MAX = 2000;

/** Spec §8: the toast (and the field's message) for a blank submit. */
export const IDEA_REQUIRED = {
  title: "Business Idea Required",
  description: "Please provide your business idea to conduct customer discovery research.",
} as const;

/**
 * The business idea form (spec §2, §5): one 4-row textarea and the 'Start AI Customer Discovery'
 * button, disabled while the idea is blank (after trimming) or a request is running.
 * Ctrl/⌘+Enter submits from the textarea; a blank submit reaches `onSubmit`, which answers it
 * with spec §8's toast, and `error` then marks the field.
 */
export function DiscoveryForm({
  idea,
  onIdeaChange,
  loading,
  error,
  onSubmit,
  fieldRef,
}: {
  idea: string;
  onIdeaChange: (idea: string) => void;
  loading: boolean;
  /** The message under the field after a blank submit, cleared as the founder types. */
  error?: string;
  onSubmit: () => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const fieldId = `${id}-idea`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const blank = idea.trim() === "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const submitOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-location="discovery-form"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Describe your business idea
      </h2>
      <Label htmlFor={fieldId} required className="mt-5 block leading-normal">
        Business idea
      </Label>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        Say who it is for, the problem it solves and how. The more specific you are, the sharper the
        personas. Press Ctrl+Enter (⌘+Enter on a Mac) to start.
      </p>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="businessIdea"
        rows={4}
        required
        maxLength={IDEA_MAX}
        className="mt-3 scroll-mt-28"
        placeholder="e.g. A booking app for independent physiotherapy clinics that fills last-minute cancellations from a waitlist of patients nearby."
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={idea}
        onChange={(event) => onIdeaChange(event.target.value)}
        onKeyDown={submitOnShortcut}
      />
      <p
        id={errorId}
        aria-live="polite"
        className="mt-1.5 min-h-5 text-sm font-medium text-destructive"
      >
        {error ?? ""}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {idea.length} / {IDEA_MAX} characters
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={blank || loading}>
          {loading ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Search aria-hidden="true" />
          )}
          {loading ? "AI Researching Customers..." : "Start AI Customer Discovery"}
        </Button>
      </div>
    </form>
  );
}
