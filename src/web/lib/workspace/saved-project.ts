/** The generate endpoints' workspace additions (contract), as pure functions for the tools. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The `projectId` a generate endpoint adds for a signed-in founder, if any. */
export function savedProjectId(body: unknown): string | undefined {
  return isRecord(body) && typeof body.projectId === "string" && body.projectId !== ""
    ? body.projectId
    : undefined;
}

/** A generate endpoint's address, aimed at a project when one is being edited. */
export function generatePath(path: string, projectId: string | undefined): string {
  return projectId ? `${path}?project=${encodeURIComponent(projectId)}` : path;
}
