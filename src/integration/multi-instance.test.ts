import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeOpenAIServer } from "../server/ai/model/fake-openai-server";
import { marketModelOutput, marketRequest } from "../server/ai/model/fixtures/market-analysis";
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
 * and the workspace list are the same.
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
