import { type FormEvent, type ReactNode, useId, useState } from "react";
import { VENTURE_NAME_MAX } from "../../../shared/ventures";
import { Input } from "../../components/ui/input";

/**
 * A venture's name in a one-field form (starting a venture, renaming one): trimmed, required,
 * at most the API's length; the server's refusal shows under the field. `children` are the
 * buttons (the submit one first).
 */
export function VentureNameForm({
  label,
  initialName = "",
  placeholder,
  pending,
  problem: serverProblem,
  onSave,
  className,
  inputClassName,
  autoFocus,
  children,
  before,
}: {
  label: string;
  initialName?: string;
  placeholder?: string;
  pending: boolean;
  /** The last refusal from the server, if any. */
  problem?: string;
  onSave: (name: string) => void;
  className?: string;
  inputClassName?: string;
  autoFocus?: boolean;
  children: ReactNode;
  /** Shown before the field, inside the form (a heading for screen readers). */
  before?: ReactNode;
}) {
  const inputId = useId();
  const [name, setName] = useState(initialName);
  const [empty, setEmpty] = useState(false);
  const problem = empty ? "Enter a name for the venture." : serverProblem;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    setEmpty(!trimmed);
    if (trimmed) onSave(trimmed);
  };
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {before}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={placeholder}
          maxLength={VENTURE_NAME_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className={inputClassName}
          autoFocus={autoFocus}
        />
        {children}
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="mt-1.5 text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
