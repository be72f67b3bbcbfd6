import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../../../scripts/vite-markdown";
import { STORAGE_LIMIT_MB } from "../../../shared/plans";
import { type LegalDocument, LegalPage, splitAtMarker, tableOfContents } from "./legal-page";

const sources = import.meta.glob<string>("../../../../content/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
function load(name: string): LegalDocument {
  const [file, source] = Object.entries(sources).find(([f]) => f.endsWith(`/${name}.md`))!;
  return parseMarkdownFile(file, source) as LegalDocument;
}

describe("the legal pages", () => {
  it("lists the privacy policy's twelve sections of spec §2, in order, with their anchors", () => {
    const toc = tableOfContents(load("privacy-policy").tokens);
    expect(toc.map((s) => s.text)).toEqual([
      "Overview",
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Information Sharing",
      "Your Rights",
      "Cookies",
      "Data Retention",
      "International Transfers",
      "Children's Privacy",
      "Changes to This Policy",
      "Contact Us",
    ]);
    expect(toc[9]?.id).toBe("childrens-privacy");
  });

  it("states each plan's storage limit as the server enforces it by default (decision 027)", () => {
    const terms = sources[Object.keys(sources).find((f) => f.endsWith("/terms-of-service.md"))!]!;
    expect(terms).toContain(`up to ${STORAGE_LIMIT_MB.trial} MB during the free trial`);
    expect(terms).toContain(`up to ${STORAGE_LIMIT_MB.paid} MB on the Monthly or the Annual Plan`);
  });

  it("numbers the terms' thirteen sections", () => {
    const toc = tableOfContents(load("terms-of-service").tokens);
    expect(toc).toHaveLength(13);
    toc.forEach((section, i) => {
      expect(section.text.startsWith(`${i + 1}. `)).toBe(true);
    });
    expect(toc[0]?.id).toBe("1-acceptance-of-terms");
  });

  it("splits the acknowledgment paragraph out of the terms, and nothing out of the policy", () => {
    const terms = splitAtMarker(load("terms-of-service").tokens, "acknowledgment");
    expect(terms.marked?.type).toBe("paragraph");
    expect(JSON.stringify(terms.marked)).toContain("you acknowledge that you have read");
    expect(JSON.stringify(terms.before)).not.toContain("you acknowledge that you have read");
    const privacy = splitAtMarker(load("privacy-policy").tokens, "acknowledgment");
    expect(privacy.marked).toBeUndefined();
    expect(privacy.before).toEqual(load("privacy-policy").tokens);
  });

  it("renders the terms with contents links to each section and the acknowledgment box", () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/terms-of-service">
        <LegalPage doc={load("terms-of-service")} intro="Intro." />
      </StaticRouter>,
    );
    expect(html).toContain("Last updated January 2025");
    expect(html).toContain('href="#13-contact-information"');
    expect(html).toContain('id="13-contact-information"');
    expect(html).toMatch(/<aside aria-label="Acknowledgment"[^>]*>[\s\S]*you acknowledge/);
  });
});
