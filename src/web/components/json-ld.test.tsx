import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, jsonLdText } from "./json-ld";

describe("JsonLd", () => {
  it("renders the data as JSON that no value can break out of", () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ "@type": "BlogPosting", headline: "</script><script>alert(1)</script>" }} />,
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({
      "@type": "BlogPosting",
      headline: "</script><script>alert(1)</script>",
    });
  });

  it("escapes the JavaScript line separators", () => {
    expect(jsonLdText({ a: "x\u2028y\u2029z" })).toBe('{"a":"x\\u2028y\\u2029z"}');
  });
});
