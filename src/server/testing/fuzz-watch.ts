import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/**
 * What the fuzz tests watch for (src/server/http/fuzz.test.ts in process, fuzz-http.test.ts over
 * HTTP): test-only row triggers counting every insert, update and delete on the tables the
 * endpoints write, so a refused request can be shown to have stored nothing.
 */

/** Every table an endpoint writes (rate-limit counters aside: a refusal counts by design). */
export const WATCHED_TABLES = [
  "user",
  "account",
  "verification",
  "projects",
  "ventures",
  "contact_messages",
  "newsletter_subscribers",
  "status_subscribers",
  "mail_outbox",
  "analytics_events",
  "generation_cache",
  "billing_accounts",
  "billing_events",
  "billing_invoices",
];

/** Runs one SQL statement: a Drizzle database, or a `pg` client straight to the server's. */
export type RunSql = (statement: string) => Promise<{ rows: unknown[] }>;

export function drizzleRunner(db: Db): RunSql {
  return async (statement) =>
    (await db.execute(sql.raw(statement))) as unknown as { rows: unknown[] };
}

/**
 * Installs the triggers: every insert, update and delete on the watched tables (and sessions
 * made or ended: reading a session may refresh its expiry) counts in `fuzz_writes`. A write
 * rolled back is rolled back there too, so the counts are exactly what was stored.
 */
export async function watchWrites(run: RunSql): Promise<void> {
  await run("create table fuzz_writes (table_name text primary key, n integer not null)");
  await run(`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes values (tg_table_name, 1)
        on conflict (table_name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`);
  for (const table of WATCHED_TABLES) {
    await run(
      `create trigger fuzz_watch after insert or update or delete on "${table}" for each row execute function fuzz_count_write()`,
    );
  }
  await run(
    `create trigger fuzz_watch after insert or delete on "session" for each row execute function fuzz_count_write()`,
  );
}

/** The writes counted so far, by table. */
export async function writes(run: RunSql): Promise<Record<string, number>> {
  const { rows } = await run("select table_name, n from fuzz_writes");
  return Object.fromEntries(
    (rows as { table_name: string; n: number }[]).map((row) => [row.table_name, Number(row.n)]),
  );
}
