import { strToU8, zipSync } from "fflate";
import { documentFor } from "../../modules/documents";
import { oneLine } from "../../shared/document";
import { escapeMarkdownText, toMarkdown } from "../../shared/document-markdown";
import { fileSlug } from "../../shared/file-slug";
import type { AuthUser } from "../../shared/user";
import type { VentureSummary } from "../../shared/ventures";
import type { Project } from "../../shared/workspace";

/**
 * The account export (privacy policy: your right to a copy): account.json, projects.json,
 * ventures.json (each venture with its idea and progress) and one Markdown file per project, in
 * one zip built in memory with fflate.
 */

/**
 * A project as Markdown: its export document, or its data as JSON when it has none. The founder's
 * text is escaped either way (a title in the heading; the data inside a code fence, where Markdown
 * renders nothing).
 */
export async function projectMarkdown(project: Project): Promise<string> {
  const doc = await documentFor(project.toolType, project.outputData, {
    input: project.inputData ?? undefined,
    date: new Date(project.updatedAt),
  });
  if (doc) return toMarkdown(doc);
  return [
    `# ${escapeMarkdownText(oneLine(project.title))}`,
    "",
    `Tool: ${project.toolType}. Updated ${project.updatedAt}.`,
    "",
    "```json",
    JSON.stringify({ inputData: project.inputData, outputData: project.outputData }, null, 2),
    "```",
    "",
  ].join("\n");
}

export function exportFileName(now: Date): string {
  return `ninefold-export-${now.toISOString().slice(0, 10)}.zip`;
}

export async function buildExport(
  user: AuthUser & { createdAt: string },
  projects: Project[],
  ventures: VentureSummary[],
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {
    "account.json": strToU8(`${JSON.stringify(user, null, 2)}\n`),
    "projects.json": strToU8(`${JSON.stringify(projects, null, 2)}\n`),
    "ventures.json": strToU8(`${JSON.stringify(ventures, null, 2)}\n`),
  };
  const width = String(projects.length).length;
  for (const [index, project] of projects.entries()) {
    const number = String(index + 1).padStart(width, "0");
    files[`projects/${number}-${fileSlug(project.title, "project")}.md`] = strToU8(
      await projectMarkdown(project),
    );
  }
  return zipSync(files, { level: 6 });
}
