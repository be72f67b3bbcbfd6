import { KeyRound, LogIn, Mail, UserPlus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BRAND } from "../../../shared/brand";
import { TRIAL_DAYS } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest, HttpError } from "../../lib/api";
import { cn } from "../../lib/cn";
import {
  authFailure,
  collect,
  EMPTY_SIGN_UP,
  loginHref,
  newPasswordError,
  type Providers,
  parseView,
  readProviders,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
  type SignUpField,
  type SignUpValues,
  safeNextPath,
  signUpBody,
  type View,
  validateSignIn,
  validateSignUp,
} from "../../lib/forms/auth-forms";
import { emailError } from "../../lib/forms/email";
import {
  EmailField,
  FormAlert,
  NameFields,
  NewPasswordField,
  TextField,
} from "../../lib/forms/field";
import { useCheckedForm } from "../../lib/forms/use-checked-form";
import { useQuery } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { useAuth } from "../../lib/use-auth";

/** Leaves the SPA for `next`: a full page load, so every part of the page sees the new session. */
function goTo(next: string): void {
  window.location.assign(next);
}

function SubmitButton({ pending, idle, busy }: { pending: boolean; idle: string; busy: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

function SignInForm({ next, notice }: { next: string; notice?: string }) {
  const id = useId();
  const form = useCheckedForm({
    initial: { email: "", password: "" },
    order: SIGN_IN_FIELDS,
    validate: validateSignIn,
    send: async (values) => {
      await apiRequest("POST", "/api/auth/sign-in/email", {
        email: values.email.trim(),
        password: values.password,
      });
      goTo(next);
    },
    failure: authFailure,
    failureTitle: "Sign-in failed",
    staysPending: true,
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5" aria-label="Sign in">
      <p className="sr-only" aria-live="assertive">
        {form.announcement}
      </p>
      {notice ? (
        <p
          role="status"
          className="rounded-lg bg-accent-soft px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {notice}
        </p>
      ) : null}
      {form.serverError ? <FormAlert message={form.serverError} /> : null}
      <EmailField id={id} {...form.field("email")} />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field("password")}
      />
      <SubmitButton pending={form.pending} idle="Sign In" busy="Signing in..." />
      <p className="text-center text-sm">
        <Link to={loginHref("forgot", next)} className="font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

function SignUpForm({ next }: { next: string }) {
  const id = useId();
  const [sentTo, setSentTo] = useState("");
  const form = useCheckedForm<SignUpField, SignUpValues>({
    initial: EMPTY_SIGN_UP,
    order: SIGN_UP_FIELDS,
    validate: validateSignUp,
    send: async (values) => {
      await apiRequest("POST", "/api/auth/sign-up/email", { ...signUpBody(values), next });
      setSentTo(values.email.trim());
    },
    failure: authFailure,
    failureTitle: "Account not created",
    recheck: true,
  });

  // The same answer whether or not the address has an account: the mailed link signs in.
  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-sm leading-relaxed text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-foreground">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          Check your email
        </p>
        <p>
          We've sent a message to <strong>{sentTo}</strong>. Open the link in it to confirm your
          address and sign in; your {TRIAL_DAYS}-day free trial starts then. The link works for 24
          hours. Nothing there after a few minutes? Check your spam folder.
        </p>
        <Link to={loginHref("signin", next)} className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  const termsError = form.errors.acceptTerms;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-5" aria-label="Create your account">
      <p className="sr-only" aria-live="assertive">
        {form.announcement}
      </p>
      {form.serverError ? <FormAlert message={form.serverError} /> : null}
      <NameFields id={id} firstName={form.field("firstName")} lastName={form.field("lastName")} />
      <EmailField id={id} {...form.field("email")} />
      <NewPasswordField id={id} {...form.field("password")} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            ref={form.bind("acceptTerms")}
            type="checkbox"
            required
            className="mt-0.5 size-4 shrink-0 scroll-mt-28 accent-primary"
            checked={form.values.acceptTerms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            onChange={(e) => form.update("acceptTerms", e.target.checked)}
          />
          <label htmlFor={`${id}-terms`} className="text-sm leading-snug text-slate-700">
            I am 18 or older and I accept the{" "}
            <a
              href="/terms-of-service"
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline"
            >
              Terms of Service
            </a>{" "}
            and the{" "}
            <a
              href="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline"
            >
              Privacy Policy
            </a>
            .
          </label>
        </div>
        {termsError ? (
          <p id={`${id}-terms-error`} className="mt-1.5 text-sm font-medium text-destructive">
            {termsError}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={form.pending} idle="Create Account" busy="Creating your account..." />
      <p className="text-center text-xs text-slate-600">
        Starts your {TRIAL_DAYS}-day free trial of all nine modules. No credit card.
      </p>
    </form>
  );
}

function ForgotForm({ next }: { next: string }) {
  const id = useId();
  const [sentTo, setSentTo] = useState("");
  const form = useCheckedForm({
    initial: { email: "" },
    order: ["email"] as const,
    validate: ({ email }) => collect(["email"], { email: emailError(email) }),
    send: async ({ email }) => {
      await apiRequest("POST", "/api/auth/request-password-reset", {
        email: email.trim(),
        redirectTo: "/api/login?view=reset",
      });
      setSentTo(email.trim());
    },
    failure: authFailure,
    failureTitle: "Reset link not sent",
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-sm leading-relaxed text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-foreground">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          Check your email
        </p>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we've sent it a link to choose a new
          password. The link works for one hour. Nothing there after a few minutes? Check your spam
          folder.
        </p>
        <Link to={loginHref("signin", next)} className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5" aria-label="Reset your password">
      <p className="text-sm text-slate-600">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      {form.serverError ? <FormAlert message={form.serverError} /> : null}
      <EmailField id={id} {...form.field("email")} />
      <SubmitButton pending={form.pending} idle="Send Reset Link" busy="Sending..." />
      <p className="text-center text-sm">
        <Link to={loginHref("signin", next)} className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

function ResetForm({ token, next, onDone }: { token: string; next: string; onDone: () => void }) {
  const id = useId();
  const form = useCheckedForm({
    initial: { password: "" },
    order: ["password"] as const,
    validate: ({ password }) => collect(["password"], { password: newPasswordError(password) }),
    send: async ({ password }) => {
      await apiRequest("POST", "/api/auth/reset-password", { newPassword: password, token });
      toast({ title: "Password changed", description: "Sign in with your new password." });
      onDone();
    },
    failure: (failure) =>
      failure instanceof HttpError && failure.status === 400
        ? "This reset link has expired or was already used. Ask for a new one below."
        : authFailure(failure),
    failureTitle: "Password not changed",
    staysPending: true,
  });

  if (!token) {
    return (
      <div className="space-y-4 text-sm">
        <FormAlert message="This reset link is incomplete. Ask for a new one and use the link in the email as it is." />
        <Link to={loginHref("forgot", next)} className="font-medium text-primary hover:underline">
          Send me a new link
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="space-y-5"
      aria-label="Choose a new password"
    >
      {form.serverError ? (
        <div className="space-y-2">
          <FormAlert message={form.serverError} />
          <Link to={loginHref("forgot", next)} className="text-sm font-medium text-primary">
            Send me a new link
          </Link>
        </div>
      ) : null}
      <NewPasswordField id={id} label="New password" {...form.field("password")} />
      <SubmitButton pending={form.pending} idle="Save New Password" busy="Saving..." />
    </form>
  );
}

function SocialButtons({ next }: { next: string }) {
  const { data } = useQuery<Providers>({
    queryKey: ["/api/auth/providers"],
    select: readProviders,
  });
  const [pending, setPending] = useState<string>();
  if (!data || (!data.google && !data.github)) return null;

  const start = async (provider: "google" | "github") => {
    setPending(provider);
    try {
      const res = await apiRequest("POST", "/api/auth/sign-in/social", {
        provider,
        callbackURL: next,
      });
      const body = (await res.json()) as { url?: unknown };
      if (typeof body.url !== "string") throw new Error("No redirect");
      window.location.assign(body.url);
    } catch (error) {
      toast({ variant: "destructive", title: "Sign-in failed", description: authFailure(error) });
      setPending(undefined);
    }
  };

  const providers = [
    { id: "google" as const, label: "Continue with Google", on: data.google },
    { id: "github" as const, label: "Continue with GitHub", on: data.github },
  ].filter((p) => p.on);
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={pending !== undefined}
          onClick={() => void start(provider.id)}
        >
          {pending === provider.id ? "Redirecting..." : provider.label}
        </Button>
      ))}
      <p className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or with your email
        <span className="h-px flex-1 bg-border" />
      </p>
    </div>
  );
}

const HEADINGS: Record<View, { title: string; intro: string }> = {
  signin: { title: `Sign in to ${BRAND.name}`, intro: "Welcome back. Your workspace is waiting." },
  signup: {
    title: "Create your account",
    intro: `Every result you generate is saved to your workspace. ${TRIAL_DAYS} days free, no credit card.`,
  },
  forgot: { title: "Reset your password", intro: "It happens. We'll email you a link." },
  reset: { title: "Choose a new password", intro: "Pick a new password for your account." },
};

/**
 * /api/login (issue 6; served by the server, rendered here): sign in, sign up (spec §5's
 * checkbox), forgot password and reset. `next` (a path on this site, default /dashboard) is where
 * a successful sign-in lands, by full page navigation.
 */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get("view"));
  const next = safeNextPath(params.get("next"));
  const token = params.get("token") ?? "";
  const [notice, setNotice] = useState<string | undefined>(
    () => LINK_NOTICES[params.get("link") ?? ""],
  );
  const { user } = useAuth();
  const heading = HEADINGS[view];

  const tabs: { view: View; label: string; icon: ReactNode }[] = [
    { view: "signin", label: "Sign in", icon: <LogIn aria-hidden="true" /> },
    { view: "signup", label: "Create account", icon: <UserPlus aria-hidden="true" /> },
  ];

  return (
    <section
      aria-labelledby="login-title"
      data-location="login"
      className="bg-linear-to-b from-primary-soft to-background px-4 py-10 sm:py-16"
    >
      <div className="mx-auto w-full max-w-md">
        <Card className="p-5 sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <h1 id="login-title" className="mt-4 text-2xl font-bold">
            {heading.title}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{heading.intro}</p>

          {user && (view === "signin" || view === "signup") ? (
            <p className="mt-5 rounded-lg bg-muted px-4 py-3 text-sm">
              You're already signed in as <strong>{user.email}</strong>.{" "}
              <a href={next} className="font-medium text-primary underline">
                Continue
              </a>
            </p>
          ) : null}

          {view === "signin" || view === "signup" ? (
            <nav aria-label="Sign in or create an account" className="mt-6 grid grid-cols-2 gap-2">
              {tabs.map((tab) => (
                <Link
                  key={tab.view}
                  to={loginHref(tab.view, next)}
                  aria-current={view === tab.view ? "page" : undefined}
                  className={cn(
                    "flex h-10 items-center justify-center gap-2 rounded-lg border text-sm font-semibold [&_svg]:size-4",
                    view === tab.view
                      ? "border-primary bg-primary-soft text-primary"
                      : "border-border text-slate-700 hover:bg-muted",
                  )}
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              ))}
            </nav>
          ) : null}

          <div className="mt-6 space-y-6">
            {view === "signin" || view === "signup" ? <SocialButtons next={next} /> : null}
            {view === "signin" ? <SignInForm next={next} notice={notice} /> : null}
            {view === "signup" ? <SignUpForm next={next} /> : null}
            {view === "forgot" ? <ForgotForm next={next} /> : null}
            {view === "reset" ? (
              <ResetForm
                token={token}
                next={next}
                onDone={() => {
                  setNotice("Your password was changed. Sign in with your new password.");
                  const nextParams = new URLSearchParams();
                  if (params.get("next")) nextParams.set("next", next);
                  setParams(nextParams, { replace: true });
                }}
              />
            ) : null}
          </div>
        </Card>
        {view === "signup" ? (
          <p className="mt-4 text-center text-xs text-slate-600">{TERMS_REQUIRED_NOTE}</p>
        ) : null}
      </div>
    </section>
  );
}

/** What the sign-in form says when a sign-up's confirmation link sent the browser here. */
const LINK_NOTICES: Record<string, string> = {
  invalid:
    "This confirmation link is invalid or has expired. Sign in with your email and password and we'll email you a new one.",
  used: "Your email address is already confirmed. Sign in with your password.",
};

const TERMS_REQUIRED_NOTE = `${BRAND.name} is for people aged 18 and over. You can export or delete your data from your account settings at any time.`;
