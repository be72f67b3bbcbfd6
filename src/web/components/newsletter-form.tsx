import { type FormEvent, useId, useRef, useState } from "react";
import type { FormResponse } from "../../shared/forms";
import { apiRequest } from "../lib/api";
import { cn } from "../lib/cn";
import { emailError } from "../lib/forms/email";
import { subscriptionFailure } from "../lib/subscription";
import { toast } from "../lib/toast-store";
import { EmailError, EmailInput, Honeypot } from "./email-signup-field";
import { Button } from "./ui/button";

export const NEWSLETTER_PATH = "/api/newsletter";

/**
 * The newsletter sign-up: an email field, a hidden `website` honeypot and 'Subscribe'. Sends
 * `{ email, website }` to POST /api/newsletter; every outcome ends in a toast (201 subscribed,
 * 200 already subscribed, the server's message for a 4xx or 429, a network failure).
 */
export function NewsletterForm({
  className,
  tone = "light",
}: {
  className?: string;
  /** "dark" for a dark band: the label and error text turn light. */
  tone?: "light" | "dark";
}) {
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = emailError(email);
    if (problem) {
      setError(problem);
      emailRef.current?.focus();
      toast({ variant: "destructive", title: "Check your email address", description: problem });
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const res = await apiRequest("POST", NEWSLETTER_PATH, { email: email.trim(), website });
      const body = (await res.json().catch(() => ({}))) as Partial<FormResponse>;
      const already = res.status === 200;
      toast({
        title: already ? "You're already subscribed" : "You're subscribed",
        description:
          body.message ??
          (already
            ? "This address is already on the list."
            : "Thanks for subscribing. New articles will reach your inbox."),
      });
      setEmail("");
    } catch (err) {
      toast({ variant: "destructive", ...subscriptionFailure(err) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Newsletter sign-up"
      className={cn("relative", className)}
    >
      {/* A plain label: the Radix one would pull the overlay primitives' chunk into the page. */}
      <label htmlFor={emailId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <EmailInput
          id={emailId}
          errorId={errorId}
          inputRef={emailRef}
          value={email}
          onChange={setEmail}
          error={error}
          placeholder="Enter your email"
          className="h-12 bg-background text-foreground sm:flex-1"
        />
        <Button type="submit" size="lg" disabled={pending} className="sm:w-auto">
          {pending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <EmailError
        id={errorId}
        error={error}
        className={tone === "dark" ? "text-red-200" : undefined}
      />
      <Honeypot value={website} onChange={setWebsite} />
    </form>
  );
}
