import { describe, expect, it } from "vitest";
import { isForbiddenInBrowser } from "./vite-forbid-server-modules";

describe("isForbiddenInBrowser", () => {
  it.each([
    "/repo/src/server/db/client.ts",
    "/repo/src/engine/knowledge/index.ts",
    "/repo/src/engine/text/stem.ts",
    "/repo/src/modules/market-analysis/generate.server.ts",
    "/repo/node_modules/@electric-sql/pglite/dist/index.js",
    "/repo/node_modules/drizzle-orm/pg-core/index.js",
    "/repo/node_modules/pg/lib/index.js",
    "/repo/node_modules/pino/pino.js",
    "/repo/node_modules/hono/dist/hono.js",
    "/repo/node_modules/@ai-sdk/openai/dist/index.mjs",
    "C:\\repo\\src\\server\\app.ts",
  ])("refuses %s", (id) => {
    expect(isForbiddenInBrowser(id)).toBe(true);
  });

  it.each([
    "/repo/src/web/main.tsx",
    "/repo/src/shared/routes.ts",
    "/repo/src/web/pages/engine-room.tsx",
    "/repo/src/modules/market-analysis/content.ts",
    "/repo/node_modules/react-dom/client.js",
    "/repo/node_modules/pg-connection-string-lookalike/index.js",
    "/repo/node_modules/aimless/index.js",
  ])("allows %s", (id) => {
    expect(isForbiddenInBrowser(id)).toBe(false);
  });
});
