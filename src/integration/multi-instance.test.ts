import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeOpenAIServer } from "../server/ai/model/fake-openai-server";
import { marketModelOutput, marketRequest } from "../server/ai/model/fixtures/market-analysis";
import { signUpBody, TEST_ORIGIN } from "../server/testing/browser";
import { createTestPostgresDatabase, postgresOrSkip } from "../server/testing/databases";
import {
  client,
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from "../server/testing/server-process";

/**
 * Issue 17: two server processes on one PostgreSQL database, as compose.yaml runs them behind
 * nginx. Whatever instance a request lands on, a session, a rate limit, the day's model budget
 * and the workspace list are the same; and (issue 25) so they stay when requests race on both
 * instances at once: a limit's counter, the list cache under concurrent saves, a trial started
 * by two sign-ups for one address.
 */

const reachable = postgresOrSkip("multi-instance tests");

/** The visitors' tool limit per day, small enough to exhaust. */
const TOOLS_PER_DAY = 4;
/** The day's model calls, across instances. */
const MODEL_BUDGET = 2;

describe.skipIf(!reachable)("two instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let model: FakeOpenAIServer;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    model = await FakeOpenAIServer.start();
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "3",
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "llama3.1",
      AI_BASE_URL: model.baseUrl,
      AI_DAILY_CALL_BUDGET: String(MODEL_BUDGET),
      TOOLS_RATE_LIMIT_PER_MINUTE: "1000",
      TOOLS_RATE_LIMIT_PER_DAY: String(TOOLS_PER_DAY),
      // Requests naming a client in X-Forwarded-For get a limit bucket of their own (the
      // concurrent tests); without the header the socket's address counts, as before.
      TRUST_PROXY: "true",
    };
    // Both at once, as a deployment starts its replicas: the migrations take turns.
    [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  }, 150_000); // starting from source on a machine under load

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await model?.stop();
    await database?.drop();
  });

  it("a session made on one instance is valid on the other, and a sign-out on either ends it", async () => {
    const founder = await signUpOver(a.url);
    const onB = await client(b.url, founder.cookie)("GET", "/api/auth/user");
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ id: founder.id, email: founder.email });

    expect((await client(b.url, founder.cookie)("POST", "/api/auth/sign-out", {})).status).toBe(
      200,
    );
    expect((await client(a.url, founder.cookie)("GET", "/api/auth/user")).status).toBe(401);
  });

  it("a rate limit counts requests on both instances against one window", async () => {
    // Requests alternate A, B, A, B…; each counts (an empty body is refused after counting).
    const statuses: number[] = [];
    for (let i = 0; i < TOOLS_PER_DAY + 2; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const response = await client(instance.url)("POST", "/api/generate-ideas", {});
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ code: "rate_limited" });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([
      ...Array.from({ length: TOOLS_PER_DAY }, () => 400),
      429, // on A
      429, // on B
    ]);
  });

  it("the day's model budget is one budget for both instances", async () => {
    const founder = await signUpOver(b.url);
    const request = (n: number) => ({
      ...marketRequest,
      competitorAnalysis: `${marketRequest.competitorAnalysis}, rival ${n}`,
    });
    for (let i = 0; i < MODEL_BUDGET + 2; i += 1) {
      model.enqueue({ content: JSON.stringify(marketModelOutput) });
    }
    const answers: { on: string; status: number; code?: string }[] = [];
    for (let i = 0; i < MODEL_BUDGET + 2; i += 1) {
      const [on, instance] = i % 2 === 0 ? ["A", a] : ["B", b];
      const response = await client(instance.url, founder.cookie)(
        "POST",
        "/api/market-analysis",
        request(i),
      );
      const body = (await response.json()) as { code?: string };
      answers.push({ on: on as string, status: response.status, code: body.code });
    }
    expect(answers).toEqual([
      { on: "A", status: 200, code: undefined },
      { on: "B", status: 200, code: undefined },
      { on: "A", status: 503, code: "ai_budget_exhausted" },
      { on: "B", status: 503, code: "ai_budget_exhausted" },
    ]);
    // The refused requests never reached the model.
    expect(model.requests).toHaveLength(MODEL_BUDGET);
  });

  it("the workspace list never answers from an instance's memory what another instance changed", async () => {
    const founder = await signUpOver(a.url);
    const onA = client(a.url, founder.cookie);
    const onB = client(b.url, founder.cookie);
    const listOf = async (send: typeof onA) => {
      const response = await send("GET", "/api/workspace");
      expect(response.status).toBe(200);
      return (await response.json()) as { id: string; title: string; outputData: unknown }[];
    };
    // A saved result: imported from a visitor's work, so no model call is needed.
    const saved = await onA("POST", "/api/ventures/import", {
      name: "Cache coherence",
      results: [{ toolType: "idea-generation", inputData: null, outputData: await ideas() }],
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    // Both instances list it once, so both hold it in their caches.
    const [first] = await listOf(onA);
    expect(first).toBeDefined();
    const projectId = first!.id;
    expect((await listOf(onB)).map((project) => project.id)).toEqual([projectId]);

    // Changed on B: A must show the change, not its cached copy.
    const edited = { note: "edited on B", ideas: [] };
    const patched = await onB("PATCH", `/api/workspace/${projectId}`, {
      title: "Renamed on B",
      outputData: edited,
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await listOf(onA)).toEqual([
      expect.objectContaining({ id: projectId, title: "Renamed on B", outputData: edited }),
    ]);

    // And back: changed on A, then deleted on A; B follows both.
    const again = { note: "edited on A" };
    expect((await onA("PATCH", `/api/workspace/${projectId}`, { outputData: again })).status).toBe(
      200,
    );
    expect((await listOf(onB))[0]).toMatchObject({ id: projectId, outputData: again });
    expect((await onA("DELETE", `/api/workspace/${projectId}`)).status).toBe(204);
    expect(await listOf(onB)).toEqual([]);
  });

  it("concurrent requests on both instances count once each against one limit", async () => {
    // Three times the limit at once, half on each instance, from one client.
    const sends = Array.from({ length: TOOLS_PER_DAY * 3 }, (_, i) =>
      fetch(`${(i % 2 === 0 ? a : b).url}/api/generate-ideas`, {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          "Content-Type": "application/json",
          "X-Forwarded-For": "10.25.0.1",
        },
        body: "{}",
      }).then(async (response) => {
        await response.body?.cancel();
        return response.status;
      }),
    );
    const statuses = await Promise.all(sends);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(TOOLS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(TOOLS_PER_DAY * 2);
  });

  it("the workspace list follows saves racing on both instances, never answering a stale or torn copy", async () => {
    const founder = await signUpOver(a.url);
    const onA = client(a.url, founder.cookie);
    const onB = client(b.url, founder.cookie);
    const imported = await onA("POST", "/api/ventures/import", {
      name: "Racing saves",
      results: [{ toolType: "idea-generation", inputData: null, outputData: await ideas() }],
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const [project] = (await (await onA("GET", "/api/workspace")).json()) as { id: string }[];
    const projectId = project!.id;
    const version = (n: number) => ({ note: `save ${n}`, ideas: [], n, pad: "x".repeat(2000) });
    const sent = new Set<string>();
    const seen: unknown[] = [];
    // Saves alternate between the instances while both list the workspace, all at once.
    const work: Promise<void>[] = [];
    for (let n = 0; n < 16; n += 1) {
      const outputData = version(n);
      sent.add(JSON.stringify(outputData));
      work.push(
        (n % 2 === 0 ? onA : onB)("PATCH", `/api/workspace/${projectId}`, { outputData }).then(
          async (response) => {
            expect(response.status, await response.clone().text()).toBe(200);
          },
        ),
      );
      work.push(
        (n % 2 === 0 ? onB : onA)("GET", "/api/workspace").then(async (response) => {
          expect(response.status).toBe(200);
          const [listed] = (await response.json()) as { outputData: unknown }[];
          seen.push(listed?.outputData);
        }),
      );
    }
    await Promise.all(work);
    // Each list showed the project as created or as one whole save, never a mix.
    for (const outputData of seen) {
      const n = (outputData as { n?: number }).n;
      if (n !== undefined) expect(sent.has(JSON.stringify(outputData))).toBe(true);
    }
    // Once the saves are done, both instances list what the database holds.
    const stored = (await (await onA("GET", `/api/workspace/${projectId}`)).json()) as {
      outputData: unknown;
    };
    for (const send of [onA, onB, onA, onB]) {
      const [listed] = (await (await send("GET", "/api/workspace")).json()) as {
        outputData: unknown;
      }[];
      expect(listed?.outputData).toEqual(stored.outputData);
    }
  });

  it("two sign-ups racing for one address on both instances make one account and start one trial", async () => {
    const body = signUpBody({ firstName: "Racing", lastName: "Founder" });
    const sends = Array.from({ length: 6 }, (_, i) =>
      fetch(`${(i % 2 === 0 ? a : b).url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.25.1.${i}`,
        },
        body: JSON.stringify(body),
      }).then(async (response) => {
        await response.body?.cancel();
        return response.status;
      }),
    );
    const statuses = await Promise.all(sends);
    expect(
      statuses.every((status) => status < 500),
      JSON.stringify(statuses),
    ).toBe(true);
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ id: string; trial_started_at: Date | null }>(
        'select id, trial_started_at from "user" where lower(email) = lower($1)',
        [body.email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.trial_started_at).not.toBeNull();
      const accounts = await direct.query('select 1 from "account" where user_id = $1', [
        rows[0]!.id,
      ]);
      expect(accounts.rows).toHaveLength(1);
    } finally {
      await direct.end();
    }
  });

  /** An idea-generation result, as the offline engine writes it (a visitor's saved work). */
  async function ideas(): Promise<Record<string, unknown>> {
    const [{ generateIdeas }, { ideaGenerationRequestSchema }] = await Promise.all([
      import("../modules/idea-generation/generate.server"),
      import("../modules/idea-generation/schema"),
    ]);
    const request = ideaGenerationRequestSchema.parse({
      interests: "dogs, hiking",
      skills: "python, marketing",
      budget: "under-10k",
      timeCommitment: "evenings",
      businessModel: ["SaaS", "E-commerce"],
      businessType: "online",
    });
    return generateIdeas(request) as unknown as Record<string, unknown>;
  }
});
