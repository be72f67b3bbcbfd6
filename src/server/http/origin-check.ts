import type { MiddlewareHandler } from "hono";
import { AppError } from "../../shared/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests from another origin (CSRF): an Origin header, when present,
 * must be the site's own origin (PUBLIC_URL, or the Host the request came to). Browsers send
 * Origin on every cross-origin POST; requests without one (curl, server-to-server) carry no
 * ambient cookies from a victim's browser and pass.
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin) {
      const requestOrigin = new URL(c.req.url).origin;
      const host = c.req.header("host");
      const sameHost = host !== undefined && safeHost(origin) === host;
      if (origin !== publicOrigin && origin !== requestOrigin && !sameHost) {
        throw new AppError("bad_origin", "This request came from another site and was refused.");
      }
    }
    return next();
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
