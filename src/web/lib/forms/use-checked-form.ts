import { type ChangeEvent, type FormEvent, type Ref, useRef, useState } from "react";
import { toast } from "../toast-store";
import { attentionMessage, type Errors, firstError } from "./auth-forms";

/** A text field's share of the form: spread onto TextField. */
export interface FieldProps {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface CheckedFormOptions<F extends string, V extends Record<F, unknown>> {
  initial: V | (() => V);
  /** The fields in the form's order: after a failed check, focus goes to the first with an error. */
  order: readonly F[];
  /** The client-side check: only the fields with an error. */
  validate: (values: V) => Errors<F>;
  /** Sends the checked values and does what success does; throws on failure. */
  send: (values: V) => Promise<void>;
  /** The sentence a failure shows, in the form (`serverError`) and in a destructive toast. */
  failure: (error: unknown) => string;
  /** The failure toast's title. */
  failureTitle: string;
  /** Success leaves the page or the view: the form stays pending (the idle label never returns). */
  staysPending?: boolean;
  /** A field that shows an error is checked again as it changes. */
  recheck?: boolean;
  /** Runs at each submit that is not ignored, before the check (e.g. to clear a success line). */
  onSubmit?: () => void;
}

/**
 * The state machine every checked form shares (sign in, sign up, forgot, reset, name, password,
 * contact):
 * values, field errors, the server's error, the screen-reader announcement and the pending flag.
 * `submit` ignores a second submit while pending, checks, announces, focuses the first field with
 * an error, sends, and on failure shows the server's sentence and a destructive toast.
 */
export function useCheckedForm<F extends string, V extends Record<F, unknown>>(
  options: CheckedFormOptions<F, V>,
) {
  const { order, validate, send, failure, failureTitle, staysPending, recheck, onSubmit } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [serverError, setServerError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [pending, setPending] = useState(false);
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  /** A field element's ref (an input, a select, a textarea): focus goes to it when it is wrong. */
  const bind = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  /** Sets one value (a checked field or not, e.g. a checkbox or a honeypot). */
  const update = <K extends keyof V & string>(name: K, value: V[K]) => {
    const nextValues = { ...values, [name]: value };
    setValues(nextValues);
    if (recheck && name in errors) {
      const checked = name as string as F;
      setErrors((current) => ({ ...current, [checked]: validate(nextValues)[checked] }));
    }
  };

  /** A text field's props: its ref, value, error and change handler. */
  const field = <K extends F & StringKeys<V>>(name: K): FieldProps => ({
    inputRef: bind(name),
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value as V[K]),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit?.();
    const found = validate(values);
    setErrors(found);
    setAnnouncement(attentionMessage(found));
    setServerError("");
    const invalid = firstError(order, found);
    if (invalid) {
      refs.current[invalid]?.focus();
      return;
    }
    setPending(true);
    try {
      await send(values);
      if (!staysPending) setPending(false);
    } catch (error) {
      const message = failure(error);
      setServerError(message);
      toast({ variant: "destructive", title: failureTitle, description: message });
      setPending(false);
    }
  };

  return {
    values,
    setValues,
    errors,
    serverError,
    announcement,
    pending,
    bind,
    update,
    field,
    submit,
  };
}
