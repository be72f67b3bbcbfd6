import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY as MODULES } from "../../../modules/registry";
import type { Cta, ServiceContent } from "../../../shared/service-content";
import { PAGE_SOURCES, PAGES } from "../../app/pages";
import { STORIES_NOTE } from "./service-page";

/** Each module's own copy, by toolType, straight from src/modules/<toolType>/content.ts. */
const contents = Object.fromEntries(
  Object.entries(
    import.meta.glob<ServiceContent>("../../../modules/*/content.ts", {
      eager: true,
      import: "serviceContent",
    }),
  ).map(([file, content]) => [file.split("/").at(-2), content]),
) as Record<string, ServiceContent>;

/** The service pages as the router registers them, loaded (as before hydration). */
await Promise.all(MODULES.map((m) => PAGES[`/services/${m.serviceSlug}`]?.preload()));

/** React's escaping of text and attribute values in server HTML. */
const esc = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

const escRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every <a> in the HTML as { href, text } (text with tags stripped). */
function anchors(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: /\bhref="([^"]*)"/.exec(m[1] ?? "")?.[1] ?? "",
    text: (m[2] ?? "").replace(/<[^>]+>/g, ""),
  }));
}

/** The HTML of the section with this data-location, up to the next section's. */
function section(html: string, location: string): string {
  const start = html.indexOf(`data-location="${location}"`);
  if (start < 0) return "";
  const next = html.indexOf("data-location=", start + location.length + 16);
  return html.slice(start, next < 0 ? undefined : next);
}

function render(path: string): string {
  const Page = PAGES[path]?.loaded();
  if (!Page) throw new Error(`No page registered for ${path}`);
  return renderToString(
    <StaticRouter location={path}>
      <Page />
    </StaticRouter>,
  );
}

describe("service pages: one template, each module's own copy", () => {
  it("every module has content and a registered page", async () => {
    for (const m of MODULES) {
      expect(contents[m.toolType]?.toolType).toBe(m.toolType);
      // The page is the one template fed by the registry's loader of the module's own content.ts.
      expect(PAGES[`/services/${m.serviceSlug}`]).toBeDefined();
      expect((await m.service()).serviceContent).toBe(contents[m.toolType]);
      expect(PAGE_SOURCES[`/services/${m.serviceSlug}`]).toEqual([
        "src/web/pages/service-page/service-page.tsx",
        `src/modules/${m.toolType}/content.ts`,
      ]);
    }
  });

  describe.each(MODULES.map((m, i) => ({ ...m, index: i })))("/services/$serviceSlug", (m) => {
    const content = contents[m.toolType] as ServiceContent;
    const html = render(`/services/${m.serviceSlug}`);
    const links = anchors(html);
    const hasLink = (cta: Cta, inHtml = html) =>
      anchors(inHtml).some((a) => a.href === cta.href && a.text === esc(cta.label));

    it("has one h1, the hero's title, after the eyebrow and with the subtitle", () => {
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escRe(esc(content.hero.title))}</h1>`));
      expect(html).toContain(esc(content.hero.eyebrow));
      expect(html).toContain(esc(content.hero.subtitle));
    });

    it("renders the sections in order, each with its data-location", () => {
      const order = [
        "service-hero",
        "service-why",
        "service-process",
        ...(content.highlights ? ["service-highlights"] : []),
        "service-framework",
        ...(content.testimonials?.length ? ["service-testimonials"] : []),
        "service-stories",
        "service-thread",
        "service-closing-cta",
      ];
      const found = [...html.matchAll(/data-location="([^"]+)"/g)].map((x) => x[1]);
      expect(found).toEqual(order);
    });

    it("renders why-it-matters points and the numbered process steps in order", () => {
      for (const point of content.whyItMatters.points) {
        expect(section(html, "service-why")).toContain(esc(point.title));
        expect(section(html, "service-why")).toContain(esc(point.body));
      }
      const process = section(html, "service-process");
      expect(process).toContain("<ol");
      let from = 0;
      content.process.steps.forEach((step, i) => {
        const at = process.indexOf(`Step ${i + 1}: </span>${esc(step.title)}`, from);
        expect(at, `step ${i + 1} "${step.title}"`).toBeGreaterThan(from);
        expect(process).toContain(esc(step.body));
        from = at;
      });
      expect(process.match(/<li\b/g)).toHaveLength(content.process.steps.length);
    });

    it("renders highlights and testimonials only when the module has them", () => {
      for (const item of content.highlights?.items ?? []) {
        expect(section(html, "service-highlights")).toContain(esc(item.title));
      }
      for (const t of content.testimonials ?? []) {
        expect(section(html, "service-testimonials")).toContain(esc(t.quote));
        expect(section(html, "service-testimonials")).toContain(esc(t.name));
      }
    });

    it("lists every deliverable in the framework's checklist", () => {
      const framework = section(html, "service-framework");
      expect(framework).toContain(esc(content.framework.title));
      for (const item of content.framework.deliverables) {
        expect(framework).toContain(`<span>${esc(item)}</span>`);
      }
      expect(framework.match(/<li\b/g)).toHaveLength(content.framework.deliverables.length);
    });

    it("shows three success stories, labelled as illustrative composites", () => {
      const stories = section(html, "service-stories");
      expect(stories).toContain(esc(STORIES_NOTE));
      expect(stories).toMatch(/Illustrative composite examples/);
      for (const story of content.stories) {
        expect(stories).toContain(esc(story.founder));
        expect(stories).toContain(esc(story.outcome));
      }
    });

    it("links every call to action exactly where content.ts says", () => {
      const hero = section(html, "service-hero");
      expect(hasLink(content.hero.primaryCta, hero)).toBe(true);
      if (content.hero.secondaryCta) expect(hasLink(content.hero.secondaryCta, hero)).toBe(true);
      const closing = section(html, "service-closing-cta");
      for (const cta of content.closingCta.buttons) expect(hasLink(cta, closing)).toBe(true);
      // No call to action points anywhere content.ts does not name.
      const ctaHrefs = new Set(
        [content.hero.primaryCta, content.hero.secondaryCta, ...content.closingCta.buttons]
          .filter((c): c is Cta => Boolean(c))
          .map((c) => c.href),
      );
      for (const a of anchors(closing)) expect(ctaHrefs.has(a.href)).toBe(true);
      expect(links.some((a) => a.href === "/api/login")).toBe(true);
    });

    it("shows its phase and links to the previous and next module", () => {
      const thread = section(html, "service-thread");
      expect(thread).toContain(
        `Module <!-- -->${m.index + 1}<!-- --> of <!-- -->${MODULES.length}`,
      );
      expect(thread).toContain(`Phase <!-- -->${m.phase}`);
      const prev = MODULES[m.index - 1];
      const next = MODULES[m.index + 1];
      const threadLinks = anchors(thread).map((a) => a.href);
      if (prev) expect(threadLinks).toContain(`/services/${prev.serviceSlug}`);
      if (next) expect(threadLinks).toContain(`/services/${next.serviceSlug}`);
      expect(/rel="prev"/.test(thread)).toBe(Boolean(prev));
      expect(/rel="next"/.test(thread)).toBe(Boolean(next));
    });
  });
});
