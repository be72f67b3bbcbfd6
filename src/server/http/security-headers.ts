import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";

const GA_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
const GA_CONNECT_ORIGINS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/**
 * The Content-Security-Policy: scripts from our own origin only (no inline script anywhere in
 * the built pages), no framing, no plugins. Styles allow 'unsafe-inline' because the UI
 * primitives set a few inline styles (scroll lock, popper positions): docs/decisions/004.
 * Google Analytics' origins are added only when a measurement id is configured.
 */
export function contentSecurityPolicy(config: Pick<Config, "gaMeasurementId">): string {
  const ga = Boolean(config.gaMeasurementId);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(ga ? [GA_SCRIPT_ORIGIN] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(ga ? [GA_SCRIPT_ORIGIN, ...GA_CONNECT_ORIGINS] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(ga ? GA_CONNECT_ORIGINS : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The security headers every answer carries, but HSTS (`wantsHsts`). */
export function securityHeaderRecord(
  config: Pick<Config, "gaMeasurementId">,
): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * HSTS goes only over HTTPS: the public URL is https, or a trusted proxy says the request came
 * over https, or the request itself did.
 */
export function wantsHsts(
  config: Pick<Config, "publicUrl" | "trustProxy">,
  url: string,
  forwardedProto: string | undefined,
): boolean {
  return (
    config.publicUrl.startsWith("https://") ||
    (config.trustProxy && forwardedProto === "https") ||
    new URL(url).protocol === "https:"
  );
}

/** Security headers on every response, pages and API alike. */
export function securityHeaders(
  config: Pick<Config, "gaMeasurementId" | "publicUrl" | "trustProxy">,
): MiddlewareHandler {
  const headers = Object.entries(securityHeaderRecord(config));
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of headers) h.set(name, value);
    if (wantsHsts(config, c.req.url, c.req.header("x-forwarded-proto"))) {
      h.set("Strict-Transport-Security", HSTS);
    }
  };
}
