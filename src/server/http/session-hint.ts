import type { MiddlewareHandler } from "hono";
import { hasSessionHint, SESSION_HINT_COOKIE } from "../../shared/session-hint";
import type { AppEnv } from "./context";

/** Better Auth's session cookie, with or without the __Secure- prefix it takes on https. */
const SET_SESSION = /^((?:__Secure-)?ninefold\.session_token)=([^;]*)(.*)$/i;
/** A request that carries a session cookie (the hint may need setting on its answer). */
export const HAS_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ninefold\.session_token=[^;]/;
const MAX_AGE_ZERO = /;\s*max-age=(?:0|-\d+)\b/i;

/**
 * Keeps the readable signed-in hint (src/shared/session-hint.ts) in step with the session
 * cookie, without a database read:
 * - a response that sets the session cookie sets the hint; one that clears it clears the hint;
 * - a request that carries a session cookie but no hint (a session older than the hint, or a
 *   browser restart: the hint lives for the browser session) gets the hint on its answer, so a
 *   page's script reads it before it runs (pages and API answers only, never cached assets);
 * - GET /api/auth/user answering 401 clears both: a session cookie that no longer signs anyone
 *   in would otherwise bring the hint, and the 401, back on every page.
 */
export function sessionHint(publicUrl: string): MiddlewareHandler<AppEnv> {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  const setHint = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
  const clearHint = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  return async (c, next) => {
    await next();
    // c.header copies a finished response first: a redirect's headers are immutable.
    const append = (cookie: string) => c.header("Set-Cookie", cookie, { append: true });
    for (const cookie of c.res.headers.getSetCookie()) {
      const match = SET_SESSION.exec(cookie);
      if (!match) continue;
      append(!match[2] || MAX_AGE_ZERO.test(match[3] ?? "") ? clearHint : setHint);
      return;
    }
    const cookies = c.req.header("Cookie") ?? "";
    const session = HAS_SESSION_COOKIE.test(cookies);
    const hint = hasSessionHint(cookies);
    if (c.res.status === 401 && c.req.path === "/api/auth/user" && (session || hint)) {
      append(clearHint);
      for (const name of ["ninefold.session_token", "__Secure-ninefold.session_token"]) {
        const prefixed = name.startsWith("__Secure-");
        if (prefixed && !secure) continue;
        append(`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${prefixed ? "; Secure" : ""}`);
      }
      return;
    }
    const answersPage =
      c.req.path.startsWith("/api/") || c.res.headers.get("Content-Type")?.startsWith("text/html");
    if (session && !hint && c.res.status < 400 && answersPage) append(setHint);
  };
}
