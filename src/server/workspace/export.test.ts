import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_RESULT } from "../../modules/customer-discovery/ui/sample-result";
import type { Project } from "../../shared/workspace";
import type { Database } from "../db/client";
import { openPglite } from "../db/client";
import { user } from "../db/schema";
import { exportStream } from "./export";
import { allProjects, countProjects, projectPages } from "./projects";

async function read(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** The account export streamed (issue 25): read a page at a time, sent as it is compressed. */
describe("the account export, streamed", () => {
  let database: Database;
  const userId = "export-founder";

  beforeAll(async () => {
    database = openPglite(undefined);
    await database.migrate();
    await database.db.insert(user).values({ id: userId, name: "Ada", email: "ada@example.com" });
    // 60 projects, inserted directly; every other pair shares its updated time.
    await database.db.execute(sql`
      insert into projects (id, user_id, tool_type, title, input_data, output_data, updated_at)
      select 'p-' || lpad(i::text, 3, '0'), ${userId}, 'no-such-tool', 'Project ' || i,
        json_build_object('n', i)::jsonb, json_build_object('summary', repeat('Result ' || i, 50)),
        timestamptz '2026-01-01T00:00:00Z' + ((i / 2) || ' seconds')::interval
      from generate_series(1, 60) as i`);
  });
  afterAll(() => database.close());

  it("pages through every project and writes the same files a whole zip would hold", async () => {
    const pages: number[] = [];
    const stream = exportStream({
      account: {
        id: userId,
        email: "ada@example.com",
        createdAt: "2026-01-01T00:00:00.000Z",
      } as never,
      ventures: [],
      projectCount: await countProjects(database.db, userId),
      projectPages: async function* () {
        for await (const page of projectPages(database.db, userId, 25)) {
          pages.push(page.length);
          yield page;
        }
      },
    });
    const chunks = await read(stream);
    // Two passes (projects.json, then the Markdown files) of three pages each; sent in pieces.
    expect(pages).toEqual([25, 25, 10, 25, 25, 10]);
    expect(chunks.length).toBeGreaterThan(3);

    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const projects = await allProjects(database.db, userId);
    expect(strFromU8(files["projects.json"]!)).toBe(`${JSON.stringify(projects, null, 2)}\n`);
    expect(strFromU8(files["ventures.json"]!)).toBe("[]\n");
    const markdown = Object.keys(files).filter((name) => name.startsWith("projects/"));
    expect(markdown).toHaveLength(60);
    expect(markdown[0]).toBe(
      `projects/01-${projects[0]!.title.toLowerCase().replace(" ", "-")}.md`,
    );
    expect(markdown.at(-1)).toBe("projects/60-project-1.md");
  });

  it("writes an empty account's projects as []", async () => {
    const stream = exportStream({
      account: { id: "nobody", createdAt: "2026-01-01T00:00:00.000Z" } as never,
      ventures: [],
      projectCount: 0,
      projectPages: () => projectPages(database.db, "nobody"),
    });
    const chunks = await read(stream);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(strFromU8(files["projects.json"]!)).toBe("[]\n");
    expect(Object.keys(files).sort()).toEqual(["account.json", "projects.json", "ventures.json"]);
  });
});

/**
 * A hostile founder: every field they type carries HTML, a link, a code fence and an escape that
 * tries to undo an escape. The account export's Markdown, rendered by a Markdown renderer that
 * passes raw HTML through (marked, as most do), must show those as characters: no tag, no link.
 */
const IMG = `<img src=x onerror="alert(1)">`;
const SCRIPT = "<script>alert(2)</script>";
const HOSTILE = `${IMG} \\${SCRIPT} [click](javascript:alert(3)) \`x\` &lt;b&gt;`;

const at = "2026-11-27T10:00:00.000Z";

function project(fields: Partial<Project> & Pick<Project, "id" | "title" | "outputData">): Project {
  return {
    toolType: "customer-discovery",
    inputData: null,
    updatedAt: at,
    createdAt: at,
    ventureId: null,
    builtOn: [],
    ...fields,
  };
}

const projects: Project[] = [
  project({
    id: "p1",
    title: HOSTILE,
    inputData: { businessIdea: `A bakery box ${HOSTILE}` },
    outputData: {
      ...SAMPLE_RESULT,
      executiveSummary: HOSTILE,
      customerPersonas: {
        ...SAMPLE_RESULT.customerPersonas,
        painPoints: [HOSTILE, `~~~\n${SCRIPT}`],
      },
    },
  }),
  // An output that does not parse falls back to its data as JSON under the title.
  project({ id: "p2", title: `${SCRIPT}\n# ${IMG}`, outputData: "plain text" }),
];

async function exportedMarkdown(): Promise<Record<string, string>> {
  const stream = exportStream({
    account: { id: "u1", email: "founder@example.com", name: "F", createdAt: at } as never,
    ventures: [],
    projectCount: projects.length,
    projectPages: async function* () {
      yield projects;
    },
  });
  const files = unzipSync(new Uint8Array(Buffer.concat(await read(stream))));
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.endsWith(".md"))
      .map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

describe("the account export's Markdown with a hostile founder", () => {
  it("renders founder-typed HTML, links and code as characters, never as tags", async () => {
    const files = await exportedMarkdown();
    expect(Object.keys(files)).toHaveLength(2);
    for (const [name, markdown] of Object.entries(files)) {
      const html = await marked.parse(markdown);
      expect(html, name).not.toMatch(/<img|<script|href="javascript|<code>|<del>/i);
      expect(html, name).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    }
    const report = await marked.parse(
      Object.values(files).find((text) => text.includes("Executive")) ?? "",
    );
    // The typed text survives as written: the backslash, the link, the backticks, the entity.
    expect(report).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; \\&lt;script&gt;");
    expect(report).toContain("[click](javascript:alert(3)) `x` &amp;lt;b&amp;gt;");
  });

  it("keeps the document's own Markdown: its headings, bold labels and lists", async () => {
    const files = await exportedMarkdown();
    const report = Object.values(files).find((text) => text.includes("Executive"));
    const html = await marked.parse(report ?? "");
    expect(html).toMatch(/<h1>/);
    expect(html).toMatch(/<h2>/);
    expect(html).toMatch(/<strong>Business idea:<\/strong> A bakery box &lt;img/);
    expect(html).toMatch(/<li>/);
  });
});
