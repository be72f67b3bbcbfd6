import { strFromU8, unzipSync } from "fflate";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { SAMPLE_RESULT } from "../../modules/customer-discovery/ui/sample-result";
import type { Project } from "../../shared/workspace";
import { buildExport } from "./export";

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
  const zip = await buildExport(
    { id: "u1", email: "founder@example.com", name: "F", createdAt: at } as never,
    projects,
    [],
  );
  const files = unzipSync(zip);
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
