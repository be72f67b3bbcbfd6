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

/** Security headers on every response, pages and API alike. */
export function securityHeaders(
  config: Pick<Config, "gaMeasurementId" | "publicUrl" | "trustProxy">,
): MiddlewareHandler {
  const csp = contentSecurityPolicy(config);
  const publicHttps = config.publicUrl.startsWith("https://");
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", csp);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Cross-Origin-Resource-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    const forwardedHttps = config.trustProxy && c.req.header("x-forwarded-proto") === "https";
    if (publicHttps || forwardedHttps || new URL(c.req.url).protocol === "https:") {
      h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
