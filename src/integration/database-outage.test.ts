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
import { type CutMode, proxiedDatabase, type TcpProxy } from "../server/testing/tcp-proxy";

/**
 * Issue 17: PostgreSQL goes away under a running server (a TCP proxy between them is cut) and
 * comes back. The server neither hangs nor dies: health says 503, every request that needs the
 * database answers 503 `database_unavailable` within the configured timeouts, and once the
 * database answers again everything works without a restart.
 */

const reachable = postgresOrSkip("database outage tests");

const MARKET_REQUEST = {
  businessIdea: "Booking software for yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent studio owners",
};
/** The longest a request may take while the database is away (timeouts below, plus margin). */
const ANSWER_WITHIN_MS = 8000;

describe.skipIf(!reachable)("a PostgreSQL outage under a running server", () => {
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
        DATABASE_POOL_MAX: "4",
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
        DATABASE_QUERY_TIMEOUT_MS: "1500",
        TOOLS_RATE_LIMIT_PER_MINUTE: "1000",
      },
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

  /** A request's status and body, and how long it took. */
  async function timed(send: () => Promise<Response>) {
    const started = performance.now();
    const response = await send();
    const body = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body, ms: performance.now() - started };
  }

  async function expectUnavailable(mode: CutMode) {
    const health = await timed(() => fetch(`${server.url}/api/health`));
    expect(health.status, JSON.stringify(health.body)).toBe(503);
    expect(health.body).toMatchObject({
      status: "unavailable",
      code: "database_unavailable",
      error: expect.stringMatching(/database/i),
      database: { kind: "postgres", ok: false },
    });
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);

    const requests: [string, () => Promise<Response>][] = [
      ["the workspace list", () => founder("GET", "/api/workspace")],
      ["a project", () => founder("GET", `/api/workspace/${projectId}`)],
      ["the signed-in user", () => founder("GET", "/api/auth/user")],
      ["a save", () => founder("PATCH", `/api/workspace/${projectId}`, { title: `Cut ${mode}` })],
      [
        "a visitor's tool run",
        () => client(server.url)("POST", "/api/market-analysis", MARKET_REQUEST),
      ],
      [
        "a sign-in",
        () =>
          client(server.url)("POST", "/api/auth/sign-in/email", {
            email: "nobody@example.com",
            password: "correct horse battery staple",
          }),
      ],
    ];
    // All at once, as a busy server would see them: more requests than pooled connections.
    const answers = await Promise.all(requests.map(([, send]) => timed(send)));
    answers.forEach((answer, index) => {
      const what = requests[index]![0];
      expect({ what, status: answer.status, body: answer.body }).toEqual({
        what,
        status: 503,
        body: { error: expect.stringMatching(/database/i), code: "database_unavailable" },
      });
      expect(answer.ms, what).toBeLessThan(ANSWER_WITHIN_MS);
    });
    expect(server.alive(), server.output()).toBe(true);
  }

  async function expectRecovered(title: string) {
    await waitForHealth(server.url, 15_000);
    const saved = await founder("PATCH", `/api/workspace/${projectId}`, { title });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const list = await founder("GET", "/api/workspace");
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: string; title: string }[])[0]).toMatchObject({
      id: projectId,
      title,
    });
    const run = await founder("POST", "/api/market-analysis", {
      ...MARKET_REQUEST,
      industry: title.includes("refuse") ? "Technology" : "Education",
    });
    expect(run.status).toBe(200);
  }

  it.each(["refuse", "blackhole"] as const)(
    "answers 503 database_unavailable while PostgreSQL is cut off (%s), then recovers without a restart",
    async (mode) => {
      proxy.cut(mode);
      try {
        await expectUnavailable(mode);
      } finally {
        proxy.restore();
      }
      await expectRecovered(`Back after ${mode}`);
      expect(server.output()).toMatch(/database unavailable/);
    },
  );
});
