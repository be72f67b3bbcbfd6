import { CheckCircle2, Pencil } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { HttpError } from "../api";
import { cn } from "../cn";
import { useQuery, useQueryClient } from "../query";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { projectHref, projectKey, WORKSPACE_KEY } from "./keys";

/**
 * What the three tool pages share for the workspace (GUIDE §2, issue 6): 'Edit' opens a tool with
 * `?project=<id>`; signed in, the page reads that project, prefills its form from the inputs, and
 * generates into it (`POST /api/<tool>?project=<id>`). Any signed-in generation says where it was
 * saved. Kept free of zod so the tools' own code stays small.
 */

interface EditableProject {
  id: string;
  title: string;
  toolType: string;
  inputData: Record<string, unknown> | null;
  /** The venture it belongs to: a regeneration stays in it (issue 12). */
  ventureId?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** GET /api/workspace/:id's body, as much of it as Edit needs. */
export function readEditableProject(body: unknown): EditableProject {
  if (
    !isRecord(body) ||
    typeof body.id !== "string" ||
    typeof body.title !== "string" ||
    typeof body.toolType !== "string"
  ) {
    throw new Error("The project answered with something unexpected.");
  }
  return {
    id: body.id,
    title: body.title,
    toolType: body.toolType,
    inputData: isRecord(body.inputData) ? body.inputData : null,
    ...(typeof body.ventureId === "string" ? { ventureId: body.ventureId } : {}),
  };
}

/**
 * The project named by `?project=` when the founder is signed in and it is this tool's. Calls
 * `prefill` once with its inputs. `targetId` is where the next generation goes (undefined: a new
 * project, or none when signed out).
 */
export function useProjectToEdit(
  toolType: string,
  prefill: (input: Record<string, unknown> | null) => void,
) {
  const [params] = useSearchParams();
  const requested = params.get("project") ?? "";
  const { user } = useAuth();
  const query = useQuery({
    queryKey: projectKey(requested),
    enabled: Boolean(user) && requested !== "",
    select: readEditableProject,
  });
  const project = query.data && query.data.toolType === toolType ? query.data : undefined;
  const prefilled = useRef<string | null>(null);
  const prefillRef = useRef(prefill);
  prefillRef.current = prefill;

  useEffect(() => {
    if (!project || prefilled.current === project.id) return;
    prefilled.current = project.id;
    prefillRef.current(project.inputData);
  }, [project]);

  const unusable = (query.isError || (query.data && !project)) && requested !== "";
  useEffect(() => {
    if (!unusable) return;
    const missing = query.error instanceof HttpError && query.error.status === 404;
    toast({
      variant: "destructive",
      title: missing ? "Project not found" : "Project not opened",
      description: missing
        ? "That project doesn't exist in your workspace. What you generate now is saved as a new project."
        : "That project could not be opened here. What you generate now is saved as a new project.",
    });
  }, [unusable, query.error]);

  return { project, targetId: project?.id };
}

/** After a generation was saved: refresh the dashboard's list and the project. */
export function useWorkspaceRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string) => {
      void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId), refetchType: "none" });
    },
    [queryClient],
  );
}

/** The banner over a form opened by 'Edit'. */
export function EditingNotice({ title }: { title: string }) {
  return (
    <p className="mb-5 flex items-start gap-2 rounded-card border border-indigo-200 bg-primary-soft p-4 text-sm text-slate-700">
      <Pencil className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Editing <strong className="font-semibold">{title}</strong>. The form holds its inputs;
        generating again updates this project.
      </span>
    </p>
  );
}

/** 'Saved to your workspace', with a link to the project (signed-in generations only). */
export function SavedNote({
  projectId,
  className,
}: {
  projectId: string | undefined;
  className?: string;
}) {
  // The live region stays in the page (empty, no height) so the note is announced when it appears.
  return (
    <p role="status">
      {projectId ? (
        <span
          className={cn(
            "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-accent-soft px-4 py-3 text-sm text-emerald-900",
            className,
          )}
        >
          <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          Saved to your workspace.
          <Link to={projectHref(projectId)} className="font-semibold underline">
            View project
          </Link>
        </span>
      ) : null}
    </p>
  );
}
