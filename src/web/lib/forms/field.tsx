import type { ComponentProps, ReactNode, Ref } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth-forms";
import type { FieldProps } from "./use-checked-form";

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

/** The email field of sign in, sign up and forgot password. */
export function EmailField({ id, ...field }: FieldProps & { id: string }) {
  return (
    <TextField
      id={`${id}-email`}
      label="Email"
      type="email"
      autoComplete="email"
      required
      {...field}
    />
  );
}

const NEW_PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, any you like (a short phrase is easy to remember). Very common passwords are refused.`;

/** A password being chosen (sign up, reset, account settings), with the rule as its hint. */
export function NewPasswordField({
  id,
  label = "Password",
  ...field
}: FieldProps & { id: string; label?: string }) {
  return (
    <TextField
      id={`${id}-password`}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX}
      hint={NEW_PASSWORD_HINT}
      {...field}
    />
  );
}

/** First and last name side by side (sign up, account settings). */
export function NameFields({
  id,
  firstName,
  lastName,
}: {
  id: string;
  firstName: FieldProps;
  lastName: FieldProps;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${id}-firstName`}
        label="First name"
        autoComplete="given-name"
        required
        {...firstName}
      />
      <TextField
        id={`${id}-lastName`}
        label="Last name"
        autoComplete="family-name"
        required
        {...lastName}
      />
    </div>
  );
}
