import { type FormEvent, useId, useRef, useState } from "react";
import type { FormResponse } from "../../shared/forms";
import { apiRequest, HttpError } from "../lib/api";
import { cn } from "../lib/cn";
import { toast } from "../lib/toast-store";
import { Button } from "./ui/button";
import { Input } from "./ui/input";

export const NEWSLETTER_PATH = "/api/newsletter";

/**
 * A quick check before sending: something@something.tld, at most 254 characters. The server
 * validates with newsletterRequestSchema (src/shared/forms.ts) and its 400 message is shown as it
 * is; zod itself stays out of the pages that carry this form (it would add ~60 KB of script).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return "Please enter your email address.";
  if (value.length > 254) return "That email address is too long.";
  if (!EMAIL.test(value)) return "Please enter a valid email address, like name@example.com.";
  return undefined;
}

/** The toast a failed subscription ends in, by kind of failure. */
export function newsletterFailure(error: unknown): { title: string; description: string } {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return {
        title: "Too many attempts",
        description:
          error.serverMessage ?? "Too many sign-ups from this address. Please try again later.",
      };
    }
    if (error.status < 500) {
      return {
        title: "Subscription failed",
        description: error.serverMessage ?? "That request was not accepted. Check your email.",
      };
    }
    return {
      title: "Subscription failed",
      description:
        error.serverMessage ??
        "Our server could not save your subscription. Please try again in a few minutes.",
    };
  }
  return {
    title: "Couldn't reach Ninefold",
    description: "Check your internet connection and try again.",
  };
}

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
    const problem = emailProblem(email);
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
      toast({ variant: "destructive", ...newsletterFailure(err) });
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
        <Input
          ref={emailRef}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-12 bg-background text-foreground sm:flex-1"
        />
        <Button type="submit" size="lg" disabled={pending} className="sm:w-auto">
          {pending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {error ? (
        <p
          id={errorId}
          className={cn(
            "mt-2 text-sm font-medium",
            tone === "dark" ? "text-red-200" : "text-destructive",
          )}
        >
          {error}
        </p>
      ) : null}
      {/* Honeypot: off-screen and hidden from assistive technology; simple bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
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
  );
}
