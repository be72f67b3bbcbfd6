import { defineConfig } from "vitest/config";

/** Unit and integration tests (Node). End-to-end tests are Playwright's, under e2e/. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates one PGlite and one PostgreSQL database that every test database is copied from.
    globalSetup: ["src/server/testing/vitest-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
