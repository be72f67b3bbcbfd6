import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../../scripts/vite-markdown";
import type { MdBlock } from "../../shared/markdown";
import { Markdown, safeHref } from "./markdown";

function render(markdown: string, markers = {}) {
  const { tokens } = parseMarkdownFile("/x/notes/a.md", markdown);
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <Markdown tokens={tokens as MdBlock[]} markers={markers} />
    </StaticRouter>,
  );
}

describe("safeHref", () => {
  it.each([
    ["/tools/market-analysis-tool", "/tools/market-analysis-tool"],
    ["#pricing", "#pricing"],
    ["mailto:support@ninefold.app", "mailto:support@ninefold.app"],
    ["https://www.sba.gov/", "https://www.sba.gov/"],
    ["javascript:alert(1)", undefined],
    ["JaVaScRiPt:alert(1)", undefined],
    ["data:text/html,<b>x</b>", undefined],
    ["//evil.example/x", undefined],
    ["vbscript:x", undefined],
  ])("%s → %s", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe("Markdown", () => {
  it("renders headings with anchors, emphasis, lists and tables", () => {
    const html = render(
      "## Step 1: Size it\n\nSome **bold** and _em_.\n\n1. One\n2. Two\n\n| A | B |\n|---|--:|\n| 1 | 2 |\n",
    );
    expect(html).toContain('<h2 id="step-1-size-it"');
    expect(html).toContain("<strong");
    expect(html).toContain("<em>em</em>");
    expect(html).toMatch(/<ol[^>]*><li[^>]*>.*One.*<\/li><li[^>]*>.*Two/);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain("text-align:right");
  });

  it("links site paths in the app, external ones in a new tab, and drops unsafe ones", () => {
    const html = render(
      "[tool](/tools/market-analysis-tool) [sba](https://www.sba.gov/) [x](javascript:alert(1))",
    );
    expect(html).toContain('href="/tools/market-analysis-tool"');
    expect(html).toMatch(
      /<a href="https:\/\/www\.sba\.gov\/"[^>]*target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).not.toContain("javascript:");
    expect(html).toMatch(/<\/a> x<\/p>/);
  });

  it("shows text as text: no HTML injection through content", () => {
    const html = render("A <img src=x onerror=alert(1)> and &lt;b&gt; and Tom &amp; Jerry");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("onerror");
    expect(html).toContain("Tom &amp; Jerry");
  });

  it("renders markers through the given renderers, and nothing for unknown ones", () => {
    const html = render("<!-- chart:market-sizing -->\n\n<!-- unknown -->\n", {
      "chart:market-sizing": () => <svg aria-label="chart" />,
    });
    expect(html).toContain('aria-label="chart"');
    expect(html).not.toContain("unknown");
  });
});
