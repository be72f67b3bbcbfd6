import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { AppEnv } from "./context";

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when well-formed, else a new one), echoes
 * it in the response, and logs one line per request with its status and duration. API requests
 * log at info; page and asset requests at debug, so a busy site doesn't drown its logs.
 */
/** The caller's X-Request-Id when it is a plausible id, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
}

export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const isApi = c.req.path.startsWith("/api/");
    const level = c.res.status >= 500 ? "error" : isApi ? "info" : "debug";
    if (log.isLevelEnabled(level)) {
      log[level](
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
  };
}
