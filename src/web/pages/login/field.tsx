import type { ComponentProps, ReactNode, Ref } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/**
 * One labelled input with its hint and error line, wired for assistive tech (the error is
 * described-by and the field marked invalid). Used by the sign-in page and account settings.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  inputRef,
  ...props
}: Omit<ComponentProps<"input">, "id" | "ref"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Input
        id={id}
        ref={inputRef}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-2 scroll-mt-28"
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level error from the server, announced as soon as it appears. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  );
}
