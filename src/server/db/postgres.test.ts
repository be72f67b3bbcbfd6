import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../testing/databases";
import { migrationsFolder } from "./client";
import { openPostgres } from "./postgres";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const postgresAnswers = testDatabases.some((database) => database.kind === "postgres");

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresAnswers)("PostgreSQL migrations", () => {
  it("run once when several instances start together on a new database", async () => {
    const name = `ninefold_test_${randomBytes(6).toString("hex")}`;
    await admin(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    // Pools of one connection: the lock must not take the only one the migrations can use.
    const replicas = [1, 2, 3].map(() => openPostgres(url.toString(), { poolMax: 1 }));
    try {
      const results = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(results.map((result) => result.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check
        .query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations")
        .finally(() => check.end());
      const committed = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
      expect(applied.rows).toEqual([{ count: committed.length }]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
