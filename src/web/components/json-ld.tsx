import { ORIGIN_PLACEHOLDER } from "../../shared/origin-placeholder";

/**
 * Structured data (schema.org JSON-LD) as a `<script type="application/ld+json">`: data, never
 * executed, so the CSP's ban on inline scripts does not apply (scripts/build.mjs allows exactly
 * this type). The JSON is a text child, rendered by React; `<` is escaped as \u003c (and the
 * JavaScript line separators too), so no value can close the element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The site's public origin for absolute URLs in structured data. Prerendered HTML carries the
 * placeholder the server replaces with PUBLIC_URL; in the browser, the canonical link already
 * carries that origin, so the hydrated text is the same.
 */
export function siteOrigin(): string {
  if (typeof document === "undefined") return ORIGIN_PLACEHOLDER;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // Fall through to the page's own origin.
  }
  return window.location.origin;
}

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    // The text equals the prerendered one once the server has filled in the origin.
    <script type="application/ld+json" suppressHydrationWarning>
      {jsonLdText(data)}
    </script>
  );
}
