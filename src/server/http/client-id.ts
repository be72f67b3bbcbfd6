import { createHash } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on
 * (only behind a proxy that sets it, or anyone could pick their own limit bucket).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}

/** A stable, non-reversible key for a client, so raw addresses are never stored. */
export function clientKey(c: Context, trustProxy: boolean): string {
  return createHash("sha256").update(clientAddress(c, trustProxy)).digest("base64url").slice(0, 22);
}
