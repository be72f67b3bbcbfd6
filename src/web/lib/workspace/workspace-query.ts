import { useQuery } from "@tanstack/react-query";
import {
  type Project,
  type ProjectSummary,
  projectSchema,
  projectSummarySchema,
} from "../../../shared/workspace";

import { projectKey, WORKSPACE_KEY } from "./keys";

export { projectKey, WORKSPACE_KEY };

/** GET /api/workspace's body, each project checked against the contract; unreadable ones dropped. */
export function readWorkspace(body: unknown): ProjectSummary[] {
  if (!Array.isArray(body)) throw new Error("The workspace answered with something unexpected.");
  return body.flatMap((item) => {
    const parsed = projectSummarySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readProject(body: unknown): Project {
  return projectSchema.parse(body);
}

/** GET /api/workspace, only once the founder is known to be signed in (spec §7). */
export function useWorkspace(enabled: boolean) {
  return useQuery({ queryKey: WORKSPACE_KEY, enabled, select: readWorkspace });
}

/** GET /api/workspace/:id (404 for another founder's project or an unknown id). */
export function useProject(id: string, enabled: boolean) {
  return useQuery({ queryKey: projectKey(id), enabled, select: readProject });
}
