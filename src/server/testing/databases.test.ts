import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../db/project-root";

/**
 * The PostgreSQL suites fail on CI, never skip (issue 25): `.ci/run` sets CI, and with CI set
 * `testDatabases` (databases.ts) refuses to resolve when PostgreSQL does not answer, so every
 * suite importing it fails. Without CI the same machine runs the PGlite half and says what it
 * skipped. Checked in child processes, as the module decides once, when it is first imported.
 */

const root = projectRoot();
const TSX_LOADER = path.join(root, "node_modules", "tsx", "dist", "loader.mjs");
/** Nothing listens on port 1: a database that is missing. */
const MISSING = "postgres://postgres@127.0.0.1:1/postgres";

const probe = `
  const { testDatabases, postgresOrSkip } = await import(${JSON.stringify(path.join(root, "src/server/testing/databases.ts"))});
  console.log(JSON.stringify({ kinds: testDatabases.map((d) => d.kind), reachable: postgresOrSkip("the probe") }));
`;

async function importWith(env: Record<string, string>) {
  const inherited = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", TSX_LOADER, "--input-type=module", "-e", probe],
      { cwd: root, env: { ...inherited, ...env }, timeout: 30_000 },
    );
    return { ok: true, stdout, stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, stdout, stderr };
  }
}

describe("the PostgreSQL suites on CI", () => {
  it(".ci/run runs the tests with CI set", () => {
    const script = readFileSync(path.join(root, ".ci", "run"), "utf8");
    const exported = script.indexOf("export CI=1");
    expect(exported).toBeGreaterThan(-1);
    expect(exported).toBeLessThan(script.indexOf("npm test"));
  });

  it("with CI set, a missing PostgreSQL fails the import instead of skipping", async () => {
    const result = await importWith({ CI: "1", TEST_DATABASE_URL: MISSING });
    expect(result.ok, result.stdout).toBe(false);
    expect(result.stderr).toMatch(/CI=true but PostgreSQL is not reachable at/);
  }, 40_000);

  it("without CI, a missing PostgreSQL leaves PGlite and says what it skips", async () => {
    const result = await importWith({ TEST_DATABASE_URL: MISSING });
    expect(result.ok, result.stderr).toBe(true);
    expect(JSON.parse(result.stdout.trim())).toEqual({ kinds: ["pglite"], reachable: false });
    expect(result.stderr).toMatch(/SKIPPED the probe: PostgreSQL is not reachable/);
  }, 40_000);
});
