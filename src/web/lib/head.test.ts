import { describe, expect, it } from "vitest";
import { findRoute, NOT_FOUND_META, type RouteMeta } from "../../modules/routes";
import { ORIGIN_PLACEHOLDER, renderHead } from "./head";

describe("renderHead", () => {
  it("writes title, description, keywords, canonical and Open Graph 1200×630", () => {
    const html = renderHead(findRoute("/about-us")!, "https://ninefold.app");
    expect(html).toContain("<title>About us | Ninefold</title>");
    expect(html).toContain('<meta name="description" content="Why Ninefold exists');
    expect(html).toContain('<meta name="keywords" content="about ninefold,');
    expect(html).toContain('<link rel="canonical" href="https://ninefold.app/about-us">');
    expect(html).toContain(
      '<meta property="og:image" content="https://ninefold.app/og-image.jpg">',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
  });

  it("leaves the origin for the server to fill in by default", () => {
    expect(renderHead(findRoute("/")!)).toContain(`href="${ORIGIN_PLACEHOLDER}/"`);
  });

  it("escapes text so a title cannot break out of the tag", () => {
    const meta: RouteMeta = {
      ...NOT_FOUND_META,
      path: "/x",
      title: '</title><script>alert("x")</script>',
      description: 'a "quoted" <b>',
    };
    const html = renderHead(meta, "https://n.app");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;/title&gt;");
    expect(html).toContain("a &quot;quoted&quot; &lt;b&gt;");
  });

  it("keeps the not-found page out of search engines", () => {
    expect(renderHead(NOT_FOUND_META)).toContain('content="noindex, nofollow"');
  });
});
