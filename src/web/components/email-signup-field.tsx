import type { Ref } from "react";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";

/**
 * The parts every email sign-up form repeats: the email input (wired to its error for screen
 * readers), the error line, and the `website` honeypot that simple bots fill in. The form keeps
 * its own label, button and layout.
 */
export function EmailInput({
  id,
  errorId,
  inputRef,
  value,
  onChange,
  error,
  placeholder,
  className,
}: {
  id: string;
  errorId: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder: string;
  className?: string;
}) {
  return (
    <Input
      ref={inputRef}
      id={id}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={className}
    />
  );
}

export function EmailError({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p id={id} className={cn("mt-2 text-sm font-medium", className ?? "text-destructive")}>
      {error}
    </p>
  ) : null;
}

/** Off-screen and hidden from assistive technology; a non-empty value marks a bot. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
