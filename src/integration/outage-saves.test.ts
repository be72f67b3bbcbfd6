import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgresDatabase, postgresOrSkip } from "../server/testing/databases";
import {
  client,
  type Send,
  type ServerProcess,
  signUpOver,
  startServerProcess,
  waitForHealth,
} from "../server/testing/server-process";
import { proxiedDatabase, type TcpProxy } from "../server/testing/tcp-proxy";

/**
 * Issue 25: a save that failed while the database was away (the founder was answered 503 and
 * may have typed something else since) must never be applied when the database comes back.
 * Two ways a statement outlives its request:
 * - the database holds it (a row lock, a stalled server) past the driver's timeout, then runs
 *   it: PostgreSQL must cancel it itself (statement_timeout below the driver's);
 * - the network holds it (a partition: the kernel retransmits what was written once the link
 *   heals): the connection must be reset, so its unsent bytes are dropped, not closed politely.
 */

const reachable = postgresOrSkip("outage save tests");

const MARKET_REQUEST = {
  businessIdea: "Booking software for yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent studio owners",
};
const QUERY_TIMEOUT_MS = 1500;

describe.skipIf(!reachable)("a save refused during an outage never lands later", () => {
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let founder: Send;
  let projectId: string;

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    const proxied = await proxiedDatabase(database.url);
    proxy = proxied.proxy;
    server = await startServerProcess({
      env: {
        DATABASE_URL: proxied.url,
        DATABASE_POOL_MAX: "3",
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      },
    });
    // Every title a project is ever given, in order: a save applied and overwritten since shows.
    await direct(async (sql) => {
      await sql.query("create table title_log (n serial primary key, title text not null)");
      await sql.query(`create function log_title() returns trigger language plpgsql as $$
        begin insert into title_log (title) values (new.title); return null; end $$`);
      await sql.query(
        "create trigger log_title after update on projects for each row execute function log_title()",
      );
    });
    const signedUp = await signUpOver(server.url);
    founder = client(server.url, signedUp.cookie);
    const generated = await founder("POST", "/api/market-analysis", MARKET_REQUEST);
    expect(generated.status).toBe(200);
    projectId = ((await generated.json()) as { projectId: string }).projectId;
  }, 150_000); // starting from source on a machine under load

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await proxy?.stop();
    await database?.drop();
  });

  /** A connection of the test's own, straight to PostgreSQL (not through the proxy). */
  async function direct<T>(use: (sql: pg.Client) => Promise<T>): Promise<T> {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      return await use(sql);
    } finally {
      await sql.end();
    }
  }

  /** Every title the project was given so far, read directly. */
  async function titles(): Promise<string[]> {
    return direct(async (sql) => {
      // Taking the row's lock waits for any statement queued on it to finish first.
      await sql.query("begin");
      await sql.query("select 1 from projects where id = $1 for update", [projectId]);
      const { rows } = await sql.query<{ title: string }>("select title from title_log order by n");
      await sql.query("commit");
      return rows.map((row) => row.title);
    });
  }

  /** Watches for `title` being applied over a short while (a delivered statement runs at once). */
  async function neverApplied(title: string) {
    const until = Date.now() + 2000;
    do {
      expect(await titles()).not.toContain(title);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < until);
  }

  async function expectRefused(title: string) {
    const response = await founder("PATCH", `/api/workspace/${projectId}`, { title });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 503,
      body: { error: expect.stringMatching(/database/i), code: "database_unavailable" },
    });
  }

  it("a save the database held past the timeout (a row lock) is cancelled, not applied when the lock goes", async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("select 1 from projects where id = $1 for update", [projectId]);
      await expectRefused("Held by a lock");
      await locker.query("commit");
    } finally {
      await locker.end();
    }
    await neverApplied("Held by a lock");
    // The server itself is fine: the next save lands.
    const saved = await founder("PATCH", `/api/workspace/${projectId}`, { title: "After lock" });
    expect(saved.status).toBe(200);
    expect((await titles()).at(-1)).toBe("After lock");
  });

  it("a save written into a network partition is not delivered when the network heals", async () => {
    // The partition starts as the save's statement is written (the session was read already).
    proxy.holdFrom("Sent into the partition");
    try {
      await expectRefused("Sent into the partition");
    } finally {
      proxy.restore();
    }
    await neverApplied("Sent into the partition");
    await waitForHealth(server.url, 15_000);
    const saved = await founder("PATCH", `/api/workspace/${projectId}`, {
      title: "After partition",
    });
    expect(saved.status).toBe(200);
    expect((await titles()).at(-1)).toBe("After partition");
  });
  it("a write inside a transaction cut by a partition is neither applied nor left open for the next requests", async () => {
    // Creating a venture is one transaction; the partition starts as its insert is written.
    proxy.holdFrom("Held venture");
    try {
      const response = await founder("POST", "/api/ventures", { name: "Held venture" });
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status: 503,
        body: { code: "database_unavailable" },
      });
    } finally {
      proxy.restore();
    }
    await waitForHealth(server.url, 15_000);
    // The next transactions, on the same pool (the connection given back last is taken first).
    for (const name of ["After one", "After two", "After three"]) {
      const created = await founder("POST", "/api/ventures", { name });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const names = async () =>
      direct(async (sql) => {
        const { rows } = await sql.query<{ name: string }>("select name from ventures");
        return rows.map((row) => row.name);
      });
    const until = Date.now() + 2000;
    do {
      expect(await names()).not.toContain("Held venture");
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < until);
    expect(await names()).toEqual(
      expect.arrayContaining(["After one", "After two", "After three"]),
    );
  }, 60_000);
});
