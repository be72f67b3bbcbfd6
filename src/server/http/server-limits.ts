import type { ServerOptions } from "node:http";
import type { Config } from "../config";

/**
 * The Node HTTP server's limits on a client, from config (HTTP_*_TIMEOUT_MS, README
 * "Configuration"; decision 029). Node's defaults hold a request that has not finished arriving
 * for 300 s: a client that dribbles its body keeps a socket, a parser and the handler's pending
 * read that long, and a few hundred such clients tie up an instance. Here:
 *
 * - `requestTimeout`: the whole request, headers and body, must have arrived within this time, or
 *   Node answers 408 and closes the connection. It does not limit the answer: a handler that
 *   takes longer (a model-backed tool) after the body arrived is not cut.
 * - `headersTimeout`: the headers alone, within this time (at most `requestTimeout`).
 * - `keepAliveTimeout`: an idle keep-alive connection is closed after this time. A proxy in front
 *   that keeps connections to the app must drop idle ones sooner (deploy/nginx.conf).
 *
 * Node checks its connections against the first two every `connectionsCheckingInterval`
 * (default 30 s, which would let a 30 s limit run to a minute): a tenth of the headers limit,
 * at most a second.
 */
export function httpServerOptions(limits: Config["http"]): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 10)),
  };
}
