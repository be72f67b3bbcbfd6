import { Bell } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import type { FormResponse } from "../../../shared/forms";
import { STATUS_SUBSCRIBE_PATH } from "../../../shared/status";
import { EmailError, EmailInput, Honeypot } from "../../components/email-signup-field";
import { Button } from "../../components/ui/button";
import { apiRequest, HttpError } from "../../lib/api";
import { emailError } from "../../lib/forms/email";
import { subscriptionFailure } from "../../lib/subscription";
import { toast } from "../../lib/toast-store";

/** What a failed subscription tells the founder, in one line under the toast's title. */
export function subscribeFailure(error: unknown): string {
  const { description } = subscriptionFailure(error);
  return error instanceof HttpError ? description : `We couldn't reach Ninefold. ${description}`;
}

/**
 * 'Subscribe to Updates' (spec §2 /status, GUIDE §2): a button that opens a small form; the
 * email (and the hidden `website` honeypot) goes to POST /api/status/subscribe; every outcome
 * ends in a toast.
 */
export function SubscribeForm() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const emailId = useId();
  const errorId = useId();

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // The field exists after this render; focus it so keyboard users land in the form.
    if (next) setTimeout(() => emailRef.current?.focus(), 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = emailError(email);
    if (problem) {
      setError(problem);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const res = await apiRequest("POST", STATUS_SUBSCRIBE_PATH, { email: email.trim(), website });
      const body = (await res.json().catch(() => ({}))) as Partial<FormResponse>;
      toast({
        title: "Subscribed to status updates",
        description: body.message ?? "You're subscribed to status updates.",
      });
      setEmail("");
      setOpen(false);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Subscription failed",
        description: subscribeFailure(err),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button
        type="button"
        size="lg"
        aria-expanded={open}
        aria-controls={formId}
        onClick={toggle}
        className="w-full sm:w-auto"
      >
        <Bell aria-hidden="true" />
        Subscribe to Updates
      </Button>
      <form
        id={formId}
        hidden={!open}
        noValidate
        onSubmit={submit}
        aria-label="Subscribe to status updates"
        className="mt-4 max-w-md rounded-card border border-border bg-background p-5"
      >
        {/* A plain label: the Radix one would pull the overlay primitives into this page. */}
        <label htmlFor={emailId} className="text-sm font-medium leading-none text-foreground">
          Email address
        </label>
        <p className="mt-1.5 text-sm text-slate-600">
          We email you when an incident starts or ends, and before scheduled maintenance.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <EmailInput
            id={emailId}
            errorId={errorId}
            inputRef={emailRef}
            value={email}
            onChange={setEmail}
            error={error}
            placeholder="you@example.com"
          />
          <Button type="submit" disabled={pending} className="sm:w-auto">
            {pending ? "Subscribing…" : "Subscribe"}
          </Button>
        </div>
        <EmailError id={errorId} error={error} />
        <Honeypot value={website} onChange={setWebsite} />
      </form>
    </div>
  );
}
