/**
 * The signed-in hint (issue 17): Better Auth's session cookie is HttpOnly, so the browser cannot
 * tell a visitor from a founder without asking GET /api/auth/user, which answers a visitor 401
 * and logs an error in the console on every public page view. The server sets this readable,
 * value-free companion cookie whenever it sets the session cookie, and clears it with the
 * session or on any 401. It carries no secret and grants nothing: it only decides whether the
 * page asks. A stale hint costs one 401, after which the server clears it.
 */
export const SESSION_HINT_COOKIE = "ninefold.signed_in";

/** Whether a `document.cookie` string carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}
