import { Bell } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { emailSchema, type FormResponse } from "../../../shared/forms";
import { STATUS_SUBSCRIBE_PATH } from "../../../shared/status";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { apiRequest, HttpError } from "../../lib/api";
import { toast } from "../../lib/toast-store";

/** What a failed subscription tells the founder, by kind of failure. */
export function subscribeFailure(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return error.serverMessage ?? "Too many attempts from this address. Please try again later.";
    }
    if (error.status < 500) {
      return error.serverMessage ?? "That request was not accepted. Check your email address.";
    }
    return (
      error.serverMessage ??
      "The server could not save your subscription. Please try again in a few minutes."
    );
  }
  return "We couldn't reach Ninefold. Check your internet connection and try again.";
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
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const res = await apiRequest("POST", STATUS_SUBSCRIBE_PATH, { email, website });
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
          <Input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={pending} className="sm:w-auto">
            {pending ? "Subscribing…" : "Subscribe"}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {/* Honeypot: hidden from people and screen readers; simple bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </label>
        </div>
      </form>
    </div>
  );
}
