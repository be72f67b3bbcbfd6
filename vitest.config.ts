import { defineConfig } from "vitest/config";

/**
 * Unit and integration tests (Node). End-to-end tests are Playwright's, under e2e/.
 *
 * Two projects, one run (decision 038). Each file of `server` runs in a process of its own, as
 * Vitest does by default: those files open databases, start servers and child processes, mock
 * modules and fake timers, and the server's modules hold state (caches, timers, V8 flags). The
 * files of `pure` (src/engine, src/modules, src/shared, src/web: the product's code without the
 * server, which keeps no state between calls) share their worker's process and its imported
 * modules, so the knowledge base, the engines and React are imported once per worker instead of
 * once per file. Stubbed globals and environment variables are undone after every test there.
 * A test file that opens a database or starts a process belongs under src/server or
 * src/integration (scripts/ too), or in SERVER_FILES below.
 */

/** Each in a process of its own (src/integration/tenth-module.test.tsx mocks the registry). */
const SERVER_FILES = [
  "src/integration/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "src/server/**/*.test.{ts,tsx}",
];
const PURE_FILES = [
  "src/engine/**/*.test.{ts,tsx}",
  "src/modules/**/*.test.{ts,tsx}",
  "src/shared/**/*.test.{ts,tsx}",
  "src/web/**/*.test.{ts,tsx}",
];

export default defineConfig({
  test: {
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          include: SERVER_FILES,
          environment: "node",
          // Migrates one PGlite and one PostgreSQL database that every test database is copied from.
          globalSetup: ["src/server/testing/vitest-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "pure",
          include: PURE_FILES,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          setupFiles: ["src/web/testing/reset-session.ts"],
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
