import { ArrowLeft, Clock, Download, Pencil, Trash2, Type } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PROJECT_TITLE_MAX, type Project } from "../../../shared/workspace";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { apiRequest, HttpError } from "../../lib/api";
import { AccessNotice } from "../../lib/billing/access-notice";
import { collect, failureText } from "../../lib/forms/auth-forms";
import { TextField } from "../../lib/forms/field";
import { useCheckedForm } from "../../lib/forms/use-checked-form";
import { useModules } from "../../lib/modules";
import { useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { editHref, projectHref, toolDisplayName, updatedLine } from "../../lib/workspace/projects";
import { useRequireSignIn } from "../../lib/workspace/require-sign-in";
import {
  projectKey,
  readProject,
  useProject,
  WORKSPACE_KEY,
} from "../../lib/workspace/workspace-query";
import { EXPORT_FORMATS, type ExportFormat, exportProject } from "./exports";
import { ProjectResult } from "./project-result";

const ConfirmDialog = lazy(() => import("../../components/confirm-dialog"));

function ProjectSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the project…
      </p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-6 h-9 w-96 max-w-full" />
      <Skeleton className="mt-3 h-5 w-60" />
      <Skeleton className="mt-8 h-64" />
    </div>
  );
}

function NotFoundState() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-2xl font-bold">Project not found</h1>
      <p className="mt-3 text-slate-600">
        This project doesn't exist, or it was deleted. Projects belong to the account that made
        them, so check you're signed in as the right person.
      </p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** The rename form's check: a title, at most PROJECT_TITLE_MAX characters once trimmed. */
function titleError(value: string): string | undefined {
  const title = value.trim();
  if (!title) return "Enter a title.";
  if (title.length > PROJECT_TITLE_MAX) return `Use at most ${PROJECT_TITLE_MAX} characters.`;
  return undefined;
}

function RenameForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useCheckedForm({
    initial: { title: project.title },
    order: ["title"] as const,
    validate: ({ title }) => collect(["title"], { title: titleError(title) }),
    send: async ({ title }) => {
      const res = await apiRequest("PATCH", `/api/workspace/${encodeURIComponent(project.id)}`, {
        title: title.trim(),
      });
      const updated = readProject(await res.json());
      queryClient.setQueryData(projectKey(project.id), updated);
      await queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
      toast({ title: "Project renamed", description: `It's now called "${updated.title}".` });
      onDone();
    },
    failure: (failure) => failureText(failure, "The project could not be renamed."),
    failureTitle: "Not renamed",
  });

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          id={`${id}-title`}
          label="Project title"
          required
          autoFocus
          maxLength={PROJECT_TITLE_MAX}
          {...form.field("title")}
          error={form.errors.title || form.serverError}
          onKeyDown={(e) => {
            if (e.key === "Escape") onDone();
          }}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Saving..." : "Save Title"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={form.pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ExportButtons({ project }: { project: Project }) {
  const [busy, setBusy] = useState<ExportFormat>();
  const run = async (format: ExportFormat, label: string) => {
    if (busy) return;
    setBusy(format);
    try {
      const made = await exportProject(project, format);
      if (made) {
        toast({ title: "Export ready", description: `Your ${label} file is downloading.` });
      } else {
        toast({
          variant: "destructive",
          title: "Export not available",
          description: "This project's result can't be exported yet.",
        });
      }
    } catch {
      toast({
        variant: "destructive",
        title: "Export failed",
        description: `The ${label} file could not be made. Please try again.`,
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-busy={busy ? true : undefined}>
      <legend className="sr-only">Export</legend>
      <span className="mr-1 text-sm font-medium text-slate-600">Export:</span>
      {EXPORT_FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          disabled={busy !== undefined}
          onClick={() => void run(format, label)}
          aria-label={`Export as ${label}`}
        >
          <Download aria-hidden="true" />
          {busy === format ? "Preparing..." : label}
        </Button>
      ))}
    </fieldset>
  );
}

function ProjectView({ project }: { project: Project }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const modules = useModules();
  const edit = editHref(project, modules);

  const remove = async () => {
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/workspace/${encodeURIComponent(project.id)}`);
      queryClient.removeQueries({ queryKey: projectKey(project.id) });
      await queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
      toast({ title: "Project deleted", description: `"${project.title}" was deleted.` });
      navigate("/dashboard");
    } catch (failure) {
      setDeleting(false);
      toast({
        variant: "destructive",
        title: "Not deleted",
        description: failureText(failure, "The project could not be deleted."),
      });
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" data-location="project">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Dashboard
      </Link>
      <AccessNotice className="mt-5" />
      <header className="mt-5 border-b border-border pb-6">
        <Badge>{toolDisplayName(project.toolType, modules)}</Badge>
        <h1 className="mt-3 text-2xl font-bold break-words sm:text-3xl">{project.title}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-500">
          <Clock className="size-4" aria-hidden="true" />
          <time dateTime={project.updatedAt}>{updatedLine(project.updatedAt)}</time>
        </p>
        {renaming ? (
          <RenameForm project={project} onDone={() => setRenaming(false)} />
        ) : (
          <div className="mt-5 flex flex-wrap gap-2">
            {edit ? (
              <Button asChild size="sm">
                <Link to={edit}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setRenaming(true)}>
              <Type aria-hidden="true" />
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive"
              onPointerEnter={() => void import("../../components/confirm-dialog")}
              onClick={() => {
                setConfirmWanted(true);
                setConfirmOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
        <div className="mt-4">
          <ExportButtons project={project} />
        </div>
      </header>

      <div className="mt-8">
        <ProjectResult
          toolType={project.toolType}
          output={project.outputData}
          input={project.inputData}
          project={{ id: project.id, ventureId: project.ventureId ?? undefined }}
        />
      </div>

      {confirmWanted ? (
        <LoadErrorBoundary title="The confirmation could not be loaded">
          <Suspense fallback={null}>
            <ConfirmDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              title="Delete this project?"
              description={
                <>
                  "{project.title}" and its result will be deleted. This can't be undone; export it
                  first if you want to keep a copy.
                </>
              }
              confirmLabel="Delete Project"
              pendingLabel="Deleting..."
              pending={deleting}
              onConfirm={() => void remove()}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </div>
  );
}

/**
 * /dashboard/projects/:id (GUIDE §2 'View Details'): the project's full result, its exports in
 * three formats, rename, delete (after a confirmation) and Edit. Unknown or someone else's: a
 * not-found state. Signed out: as the dashboard.
 */
export default function ProjectPage() {
  const { id = "" } = useParams();
  const { user, isLoading } = useRequireSignIn(projectHref(id));
  const query = useProject(id, Boolean(user) && id !== "");

  if (isLoading || !user || query.isPending) return <ProjectSkeleton />;
  if (query.isError) {
    if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundState />;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <Card role="alert">
          <h1 className="text-xl font-bold">This project could not be loaded</h1>
          <p className="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Card>
      </div>
    );
  }
  return <ProjectView project={query.data} />;
}
