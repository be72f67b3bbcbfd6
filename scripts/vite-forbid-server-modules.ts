import type { Plugin } from "vite";

/**
 * The browser bundle must never contain server code (GUIDE §4). This build check fails the
 * client build when any module from src/server, the server-only engine layer (src/engine, decision
 * 010), a *.server.ts file or a server-only package ends up in it.
 */
const FORBIDDEN = [
  /\/src\/server\//,
  /\/src\/engine\//,
  /\.server\.[cm]?[jt]sx?$/,
  /\/node_modules\/(@electric-sql\/pglite|drizzle-orm|drizzle-kit|pg|pg-pool|pino|hono|@hono\/[^/]+|ai|@ai-sdk\/[^/]+|better-auth|stripe|nodemailer|openai|@anthropic-ai\/[^/]+)\//,
];

export function isForbiddenInBrowser(moduleId: string): boolean {
  const id = moduleId.split("?")[0]!.replaceAll("\\", "/");
  return FORBIDDEN.some((pattern) => pattern.test(id));
}

export function forbidServerModules(): Plugin {
  return {
    name: "ninefold:forbid-server-modules",
    apply: "build",
    generateBundle() {
      const offenders = [...this.getModuleIds()].filter(isForbiddenInBrowser);
      if (offenders.length > 0) {
        this.error(
          `Server code reached the browser bundle:\n${offenders.map((id) => `  - ${id}`).join("\n")}`,
        );
      }
    },
  };
}
