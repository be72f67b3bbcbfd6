import { strToU8, Zip, ZipDeflate } from "fflate";
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
 * one zip streamed with fflate (issue 25): the projects are read a page at a time and each file
 * is compressed and sent as it is written, so the export never holds the whole workspace or the
 * whole zip in memory. A project's own Markdown file is built whole (it is one document).
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

/** What the export reads: the account, its ventures, and its projects a page at a time. */
export interface ExportSource {
  account: AuthUser & { createdAt: string };
  ventures: VentureSummary[];
  /** How many projects there are (the width of the Markdown files' numbers). */
  projectCount: number;
  /** The projects newest first, a page at a time; read twice (projects.json, then Markdown). */
  projectPages: () => AsyncIterable<Project[]>;
}

/** `JSON.stringify(value, null, 2)` as one element of an array printed the same way. */
function indented(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^/gm, "  ");
}

/**
 * The export as a stream of zip bytes. Each file goes through fflate's streaming deflate, and
 * the stream hands on what it has compressed after every page, so a slow download holds back
 * the reading (the stream pulls the next page only when the last one is taken).
 */
export function exportStream(source: ExportSource): ReadableStream<Uint8Array> {
  const chunks = zipChunks(source);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function* zipChunks(source: ExportSource): AsyncGenerator<Uint8Array, void, undefined> {
  let ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  /** What the zip has written since the last call, as one chunk. */
  const take = (): Uint8Array | undefined => {
    if (failure) throw failure;
    if (ready.length === 0) return undefined;
    const chunk = ready.length === 1 ? ready[0]! : Buffer.concat(ready);
    ready = [];
    return chunk;
  };
  const open = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return file;
  };
  const whole = (name: string, text: string) => open(name).push(strToU8(text), true);

  whole("account.json", `${JSON.stringify(source.account, null, 2)}\n`);
  const projectsJson = open("projects.json");
  let first = true;
  for await (const page of source.projectPages()) {
    for (const project of page) {
      projectsJson.push(strToU8(`${first ? "[\n" : ",\n"}${indented(project)}`));
      first = false;
    }
    const chunk = take();
    if (chunk) yield chunk;
  }
  projectsJson.push(strToU8(first ? "[]\n" : "\n]\n"), true);
  whole("ventures.json", `${JSON.stringify(source.ventures, null, 2)}\n`);

  const width = String(source.projectCount).length;
  let index = 0;
  for await (const page of source.projectPages()) {
    for (const project of page) {
      index += 1;
      const number = String(index).padStart(width, "0");
      whole(
        `projects/${number}-${fileSlug(project.title, "project")}.md`,
        await projectMarkdown(project),
      );
    }
    const chunk = take();
    if (chunk) yield chunk;
  }
  zip.end();
  const last = take();
  if (last) yield last;
}
