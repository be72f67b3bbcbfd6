import { documentTitle, type RouteMeta } from "../../modules/routes";
import { BRAND } from "../../shared/brand";
import { ORIGIN_PLACEHOLDER } from "../../shared/origin-placeholder";

/**
 * Per-page head tags (spec §2: title, description, keywords, canonical; Open Graph with a
 * 1200×630 image, spec §9). The prerenderer writes them as HTML; in the browser, applyHead
 * updates them on every route change.
 */

export const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;

export { ORIGIN_PLACEHOLDER };

interface HeadTag {
  kind: "meta-name" | "meta-property" | "link";
  key: string;
  value: string;
}

function headTags(meta: RouteMeta, origin: string): HeadTag[] {
  const url = `${origin}${meta.path === "/404" ? "/" : meta.path}`;
  const title = documentTitle(meta);
  return [
    { kind: "meta-name", key: "description", value: meta.description },
    { kind: "meta-name", key: "keywords", value: meta.keywords.join(", ") },
    {
      kind: "meta-name",
      key: "robots",
      value: meta.noindex ? "noindex, nofollow" : "index, follow",
    },
    { kind: "link", key: "canonical", value: url },
    { kind: "meta-property", key: "og:type", value: "website" },
    { kind: "meta-property", key: "og:site_name", value: BRAND.name },
    { kind: "meta-property", key: "og:title", value: title },
    { kind: "meta-property", key: "og:description", value: meta.description },
    { kind: "meta-property", key: "og:url", value: url },
    { kind: "meta-property", key: "og:image", value: `${origin}${OG_IMAGE.path}` },
    { kind: "meta-property", key: "og:image:width", value: String(OG_IMAGE.width) },
    { kind: "meta-property", key: "og:image:height", value: String(OG_IMAGE.height) },
    { kind: "meta-name", key: "twitter:card", value: "summary_large_image" },
  ];
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The head as HTML, for the prerenderer. */
export function renderHead(meta: RouteMeta, origin = ORIGIN_PLACEHOLDER): string {
  const tags = headTags(meta, origin).map((tag) => {
    const value = escapeHtml(tag.value);
    if (tag.kind === "link") return `<link rel="${tag.key}" href="${value}">`;
    const attr = tag.kind === "meta-name" ? "name" : "property";
    return `<meta ${attr}="${tag.key}" content="${value}">`;
  });
  return [`<title>${escapeHtml(documentTitle(meta))}</title>`, ...tags].join("\n    ");
}

/** The origin the server wrote into the canonical link, so client updates keep using it. */
function currentOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // Fall through to the page's own origin.
  }
  return window.location.origin;
}

/** Updates the document's head for a client-side route change. */
export function applyHead(meta: RouteMeta): void {
  const origin = currentOrigin();
  document.title = documentTitle(meta);
  for (const tag of headTags(meta, origin)) {
    if (tag.kind === "link") {
      let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${tag.key}"]`);
      if (!el) {
        el = document.createElement("link");
        el.rel = tag.key;
        document.head.append(el);
      }
      el.href = tag.value;
      continue;
    }
    const attr = tag.kind === "meta-name" ? "name" : "property";
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${tag.key}"]`);
    if (!el) {
      el = document.createElement("meta");
      el.setAttribute(attr, tag.key);
      document.head.append(el);
    }
    el.content = tag.value;
  }
}
