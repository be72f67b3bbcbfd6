import type { ProjectSummary } from "../../shared/workspace";
import type { Db } from "../db/client";
import { allProjects } from "../workspace/projects";

/**
 * The body GET /api/workspace must answer for a user, built the slow way (objects, then
 * JSON.stringify), for tests to compare the fast list with byte for byte.
 */
export async function expectedListBody(db: Db, userId: string): Promise<string> {
  const summaries: ProjectSummary[] = (await allProjects(db, userId)).map(
    ({ id, title, toolType, outputData, updatedAt }) => ({
      id,
      title,
      toolType,
      outputData,
      updatedAt,
    }),
  );
  return JSON.stringify(summaries);
}
