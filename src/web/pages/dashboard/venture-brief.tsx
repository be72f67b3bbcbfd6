import { Pencil } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  BRIEF_LINE_KEYS,
  BRIEF_TEXT_MAX,
  type BriefLineKey,
  type BriefPatch,
  briefSentence,
  type VentureBrief,
} from "../../../shared/venture-brief";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api";
import { useMutation, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import {
  BRIEF_FIELDS,
  BRIEF_LINE_LABELS,
  briefPatchOf,
  fieldValues,
  lineText,
  readText,
  unsureOf,
} from "../../lib/workspace/brief";
import { WORKSPACE_KEY } from "../../lib/workspace/projects";
import { quotaTitle } from "../../lib/workspace/quota";
import { messageOf, VENTURES_KEY } from "../../lib/workspace/ventures";

/** One line's inline correction: labelled fields, the first focused, Save and Cancel. */
function CorrectLine({
  ventureId,
  brief,
  lineKey,
  onDone,
}: {
  ventureId: string;
  brief: VentureBrief;
  lineKey: BriefLineKey;
  onDone: (saved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [values, setValues] = useState(() => fieldValues(brief.lines, lineKey));
  const [problem, setProblem] = useState<string>();
  const first = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const save = useMutation({
    mutationFn: async (patch: BriefPatch) => {
      await apiRequest("PATCH", `/api/ventures/${encodeURIComponent(ventureId)}/brief`, patch);
    },
    onSuccess: async () => {
      toast({
        title: "Brief corrected",
        description: `${BRIEF_LINE_LABELS[lineKey]} is now stated by you. Results built before are marked for a refresh.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VENTURES_KEY }),
        queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY }),
      ]);
      onDone(true);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: quotaTitle(error, "Correction not saved"),
        description: messageOf(error),
      });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const built = briefPatchOf(lineKey, values, brief.lines);
    if ("problem" in built) {
      setProblem(built.problem);
      return;
    }
    setProblem(undefined);
    save.mutate(built.patch);
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-2 grid gap-3 rounded-lg border border-border bg-muted p-3"
      aria-label={`Correct: ${BRIEF_LINE_LABELS[lineKey]}`}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDone(false);
      }}
    >
      {BRIEF_FIELDS[lineKey].map((field, index) => {
        const id = `${formId}-${field.name}`;
        const common = {
          id,
          name: field.name,
          value: values[field.name] ?? "",
          ...(index === 0 ? { ref: first } : {}),
        };
        const set = (value: string) => setValues((old) => ({ ...old, [field.name]: value }));
        return (
          <div key={field.name}>
            <Label htmlFor={id}>{field.label}</Label>
            {field.kind === "textarea" ? (
              <Textarea
                {...common}
                className="mt-2"
                onChange={(event) => set(event.target.value)}
              />
            ) : field.kind === "select" ? (
              <NativeSelect {...common} onChange={(event) => set(event.target.value)}>
                {field.optional ? <option value="">Not known</option> : null}
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...common}
                className="mt-2"
                inputMode={field.kind === "number" ? "decimal" : undefined}
                onChange={(event) => set(event.target.value)}
              />
            )}
          </div>
        );
      })}
      {problem ? (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The venture brief as the engine read it (issue 23): "We read this as: …", then each line with
 * how it was read and a one-click Correct that opens an inline form. Focus goes to the form's
 * first field, and back to the line's Correct button when it closes.
 */
export function VentureBriefPanel({
  ventureId,
  brief,
}: {
  ventureId: string;
  brief: VentureBrief;
}) {
  const [editing, setEditing] = useState<BriefLineKey | null>(null);
  const buttons = useRef(new Map<BriefLineKey, HTMLButtonElement>());
  const titleId = useId();
  const guessed = BRIEF_LINE_KEYS.filter((key) => unsureOf(brief.lines, key)).length;
  // Back to the line's button once the form is gone: after the render that brings it back (a
  // frame's callback could run before that render on a busy machine, and focus nothing).
  const returnTo = useRef<BriefLineKey | null>(null);
  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    buttons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [editing]);
  const close = (key: BriefLineKey) => {
    returnTo.current = key;
    setEditing(null);
  };
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-lg border border-border p-4"
      data-venture-brief=""
    >
      <h4 id={titleId} className="text-sm font-semibold">
        We read this as:
      </h4>
      <p className="mt-1 text-sm text-slate-700" data-brief-sentence="">
        {briefSentence(brief.lines)}
      </p>
      {guessed > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-800">
          {guessed === 1
            ? "One line is our guess, not your words: check it below."
            : `${guessed} lines are our guess, not your words: check them below.`}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-2 text-sm" aria-label="The brief, line by line">
        {BRIEF_LINE_KEYS.map((key) => (
          <li key={key} className="border-t border-border pt-2" data-brief-line={key}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-700">{BRIEF_LINE_LABELS[key]}</p>
                <p className="break-words text-slate-900">{lineText(brief.lines, key)}</p>
                <p className="text-xs text-slate-500">{readText(brief.lines, key)}</p>
                {unsureOf(brief.lines, key) ? (
                  <p className="mt-1 text-xs font-medium text-amber-800" data-brief-unsure="">
                    Check this: {unsureOf(brief.lines, key)}
                  </p>
                ) : null}
              </div>
              {editing === key ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="h-7 px-2.5"
                  ref={(element) => {
                    if (element) buttons.current.set(key, element);
                    else buttons.current.delete(key);
                  }}
                  onClick={() => setEditing(key)}
                  aria-label={`Correct ${BRIEF_LINE_LABELS[key].toLowerCase()}`}
                >
                  <Pencil aria-hidden="true" />
                  Correct
                </Button>
              )}
            </div>
            {editing === key ? (
              <CorrectLine
                ventureId={ventureId}
                brief={brief}
                lineKey={key}
                onDone={() => close(key)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A venture with no brief yet (started from a name, or by a tool run): the founder's idea, typed
 * once, is read into one (PATCH /api/ventures/:id/brief with its text).
 */
export function AddVentureBrief({
  ventureId,
  ventureName,
}: {
  ventureId: string;
  ventureName: string;
}) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const read = useMutation({
    mutationFn: async (ideaText: string) => {
      await apiRequest("PATCH", `/api/ventures/${encodeURIComponent(ventureId)}/brief`, {
        text: ideaText,
      });
    },
    onSuccess: async () => {
      toast({ title: "Brief read", description: "Check each line and correct what we got wrong." });
      await queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: quotaTitle(error, "Brief not read"),
        description: messageOf(error),
      });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (read.isPending) return;
    if (text.trim().length < 10) {
      setProblem("Describe your idea in a sentence or more (at least 10 characters).");
      return;
    }
    setProblem(undefined);
    read.mutate(text.trim());
  };
  return (
    <details className="mt-4 rounded-lg border border-dashed border-border p-4 text-sm">
      <summary className="cursor-pointer font-medium">
        Describe your idea once: every module's form starts from it
      </summary>
      <form onSubmit={onSubmit} noValidate className="mt-3">
        <IdeaTextField
          id={fieldId}
          value={text}
          onChange={setText}
          problem={problem}
          label={`Your idea for ${ventureName}, in your own words`}
        />
        <Button type="submit" size="sm" className="mt-2" disabled={read.isPending}>
          {read.isPending ? "Reading…" : "Read it into a brief"}
        </Button>
      </form>
    </details>
  );
}

/**
 * The founder's idea in their own words, typed once (issue 23): labelled, its problem announced.
 * Starting a venture and reading a brief into one both ask it this way.
 */
export function IdeaTextField({
  id,
  value,
  onChange,
  problem,
  placeholder,
  label = "Your idea, in your own words",
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  problem: string | undefined;
  placeholder?: string;
  /** A venture's own field names the venture: one page never holds two fields of one name. */
  label?: string;
}) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={BRIEF_TEXT_MAX}
        rows={3}
        className="mt-2"
        {...(placeholder === undefined ? {} : { placeholder })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </>
  );
}
