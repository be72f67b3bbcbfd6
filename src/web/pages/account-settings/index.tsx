import { ArrowLeft, Download, LogOut, Monitor, Trash2 } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { type AuthUser, authUserSchema } from "../../../shared/user";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { apiRequest } from "../../lib/api";
import { collect, failureText, nameError, newPasswordError } from "../../lib/forms/auth-forms";
import { FormAlert, NameFields, NewPasswordField, TextField } from "../../lib/forms/field";
import { useCheckedForm } from "../../lib/forms/use-checked-form";
import { useQuery, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { planLine } from "../../lib/workspace/projects";
import { useRequireSignIn } from "../../lib/workspace/require-sign-in";
import { BillingSection } from "./billing-section";
import {
  type AccountSession,
  confirmsEmail,
  describeUserAgent,
  formatDateTime,
  readSessions,
  SESSIONS_KEY,
} from "./sessions";

const ConfirmDialog = lazy(() => import("../../components/confirm-dialog"));
const USER_KEY = ["/api/auth/user"] as const;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}

const NAME_FIELDS = ["firstName", "lastName"] as const;

function NameForm({ user }: { user: AuthUser }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useCheckedForm({
    initial: () => ({ firstName: user.firstName ?? "", lastName: user.lastName ?? "" }),
    order: NAME_FIELDS,
    validate: (values) =>
      collect(NAME_FIELDS, {
        firstName: nameError(values.firstName, "first name"),
        lastName: nameError(values.lastName, "last name"),
      }),
    send: async (values) => {
      const res = await apiRequest("PATCH", "/api/account", {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      const updated = authUserSchema.parse(await res.json());
      queryClient.setQueryData(USER_KEY, updated);
      toast({
        title: "Name saved",
        description: `We'll call you ${updated.firstName ?? "there"}.`,
      });
    },
    failure: (failure) => failureText(failure, "Your name could not be saved."),
    failureTitle: "Name not saved",
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      <NameFields id={id} firstName={form.field("firstName")} lastName={form.field("lastName")} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Saving..." : "Save Name"}
      </Button>
    </form>
  );
}

const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
const NO_PASSWORDS = { currentPassword: "", newPassword: "" };

function PasswordForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [done, setDone] = useState("");
  const form = useCheckedForm({
    initial: NO_PASSWORDS,
    order: PASSWORD_FIELDS,
    onSubmit: () => setDone(""),
    validate: (values) =>
      collect(PASSWORD_FIELDS, {
        currentPassword: values.currentPassword ? undefined : "Please enter your current password.",
        newPassword: newPasswordError(values.newPassword),
      }),
    send: async (values) => {
      await apiRequest("POST", "/api/account/password", values);
      form.setValues(NO_PASSWORDS);
      const message = "Your password was changed, and every other session was signed out.";
      setDone(message);
      toast({ title: "Password changed", description: message });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    failure: (failure) => failureText(failure, "Your password could not be changed."),
    failureTitle: "Password not changed",
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      {form.serverError ? <FormAlert message={form.serverError} /> : null}
      {done ? (
        <p
          role="status"
          className="rounded-lg bg-accent-soft px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {done}
        </p>
      ) : null}
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field("currentPassword")}
      />
      <NewPasswordField id={id} label="New password" {...form.field("newPassword")} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Changing..." : "Change Password"}
      </Button>
    </form>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const device = describeUserAgent(session.userAgent);

  const end = async () => {
    setPending(true);
    try {
      await apiRequest("DELETE", `/api/account/sessions/${encodeURIComponent(session.id)}`);
      if (session.current) {
        window.location.assign("/api/login");
        return;
      }
      toast({ title: "Session ended", description: `${device} is signed out.` });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Session not ended",
        description: failureText(failure, "That session could not be ended."),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            Signed in {formatDateTime(session.createdAt)} · expires{" "}
            {formatDateTime(session.expiresAt)}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => void end()}
        aria-label={
          session.current ? "End session: this device (signs you out)" : `End session: ${device}`
        }
      >
        <LogOut aria-hidden="true" />
        {pending ? "Ending..." : "End session"}
      </Button>
    </li>
  );
}

function SessionsList() {
  const query = useQuery({ queryKey: SESSIONS_KEY, select: readSessions });
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="text-sm text-red-800">
        Your sessions could not be loaded.{" "}
        <Button size="sm" variant="link" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label="Signed-in sessions">
      {query.data.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}

function DeleteAccount({ user }: { user: AuthUser }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const matches = confirmsEmail(typed, user.email);

  const remove = async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/account/delete", { confirm: typed.trim() });
      window.location.assign("/");
    } catch (failure) {
      setPending(false);
      toast({
        variant: "destructive",
        title: "Account not deleted",
        description: failureText(failure, "Your account could not be deleted."),
      });
    }
  };

  return (
    <>
      <Button
        variant="destructive"
        onPointerEnter={() => void import("../../components/confirm-dialog")}
        onClick={() => {
          setTyped("");
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete Account
      </Button>
      {wanted ? (
        <LoadErrorBoundary title="The confirmation could not be loaded">
          <Suspense fallback={null}>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              title="Delete your account?"
              description="Your account, your sessions and every project are deleted, and a paid subscription is cancelled at once (no refund for the rest of the period). You'll be signed out at once. This can't be undone, so download your data first if you want a copy."
              confirmLabel="Delete My Account"
              pendingLabel="Deleting..."
              pending={pending}
              confirmDisabled={!matches}
              onConfirm={() => void remove()}
            >
              <TextField
                id={`${id}-confirm`}
                label={
                  <>
                    Type your email, <strong>{user.email}</strong>, to confirm
                  </>
                }
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </ConfirmDialog>
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </>
  );
}

function SettingsSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your settings…
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-8 h-48" />
      <Skeleton className="mt-6 h-48" />
    </div>
  );
}

/**
 * /dashboard/settings (issue 6, the privacy policy's rights): billing (issue 15, at #billing),
 * change name, change password (ends the other sessions), list and end sessions, download
 * everything, delete the account.
 */
export default function AccountSettingsPage() {
  const { user, isLoading } = useRequireSignIn("/dashboard/settings");
  if (isLoading || !user) return <SettingsSkeleton />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-location="account-settings">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Dashboard
      </Link>
      <h1 className="mt-5 text-3xl font-bold">Account settings</h1>
      <p className="mt-2 text-slate-600">
        Signed in as <strong>{user.email}</strong> · {planLine(user)}
      </p>

      <div className="mt-8 space-y-6">
        <div id="billing" className="scroll-mt-20">
          <Section
            id="settings-billing"
            title="Billing"
            intro="Your plan, what it costs and when it renews, and your invoices."
          >
            <BillingSection />
          </Section>
        </div>
        <Section id="settings-name" title="Your name">
          <NameForm user={user} />
        </Section>
        <Section
          id="settings-password"
          title="Password"
          intro="Changing your password signs you out everywhere else."
        >
          <PasswordForm />
        </Section>
        <Section
          id="settings-sessions"
          title="Sessions"
          intro="The browsers signed in to your account. End any you don't recognise."
        >
          <SessionsList />
        </Section>
        <Section
          id="settings-data"
          title="Your data"
          intro="Everything you've made: your account details and each project as JSON and Markdown, in one zip file."
        >
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </Section>
        <Section
          id="settings-delete"
          title="Delete account"
          intro="Deletes your account, your sessions and every project, and signs you out."
        >
          <DeleteAccount user={user} />
        </Section>
      </div>
    </div>
  );
}
