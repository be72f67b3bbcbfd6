import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerDiscoveryResponseSchema } from "../../../modules/customer-discovery/schema";
import { ideaGenerationResultSchema } from "../../../modules/idea-generation/schema";
import { marketAnalysisResponseSchema } from "../../../modules/market-analysis/schema";
import { FakeOpenAIServer } from "../../ai/model/fake-openai-server";
import { ideaModelOutput, ideaRequest } from "../../ai/model/fixtures/idea-generation";
import { marketModelOutput, marketRequest } from "../../ai/model/fixtures/market-analysis";
import type { CompatibleModelConfig, Config } from "../../config";
import type { Database } from "../../db/client";
import { generationCache, rateLimitCounters } from "../../db/schema";
import { JSON_HEADERS, testApp, testConfig } from "../../testing/app-harness";
import { testDatabases } from "../../testing/databases";
import { MARKET_FORM } from "../../testing/tool-requests";

const IDEAS = {
  interests: "dogs, hiking",
  skills: "python, marketing",
  budget: "under-10k",
  timeCommitment: "evenings",
  businessModel: ["SaaS", "E-commerce"],
  businessType: "online",
  experience: "",
  targetMarket: "",
  challenges: "",
};
const MARKET = MARKET_FORM;
const DISCOVERY = { businessIdea: "  A scheduling SaaS for dental clinics  ", marketData: {} };

const GENEROUS = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
};

function post(app: ReturnType<typeof testApp>["app"], path: string, body: unknown) {
  return app.request(path, {
    method: "POST",
    headers: JSON_HEADERS,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(testDatabases)("free tool endpoints on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  describe("answers in the shape spec §7 reads", () => {
    it("POST /api/generate-ideas → { ideas: [...] }", async () => {
      const { app } = testApp(database, GENEROUS);
      const response = await post(app, "/api/generate-ideas", IDEAS);
      expect(response.status).toBe(200);
      const body = ideaGenerationResultSchema.parse(await response.json());
      expect(body.ideas.length).toBeGreaterThanOrEqual(3);
      expect(body.ideas.length).toBeLessThanOrEqual(6);
      expect(body).not.toHaveProperty("error");
    });

    it("POST /api/market-analysis → { analysis: {...} }, using the saved idea", async () => {
      const { app } = testApp(database, GENEROUS);
      const response = await post(app, "/api/market-analysis", MARKET);
      expect(response.status).toBe(200);
      const { analysis } = marketAnalysisResponseSchema.parse(await response.json());
      expect(analysis.competitiveLandscape).toContain("Mindbody");
      expect(analysis.builtOn).toContain("Saved idea: Yoga studio booking");
    });

    it("POST /api/customer-discovery → { analysis: { CustomerDiscoveryResult } }", async () => {
      const { app } = testApp(database, GENEROUS);
      const response = await post(app, "/api/customer-discovery", DISCOVERY);
      expect(response.status).toBe(200);
      const body = customerDiscoveryResponseSchema.parse(await response.json());
      const result = body.analysis.CustomerDiscoveryResult;
      expect(result.classification).toMatchObject({ industry: "Healthcare", orientation: "B2B" });
      expect(result.executiveSummary).toContain("A scheduling SaaS for dental clinics");
    });

    it("regenerates a different set of ideas for a new variant, the same set for the same", async () => {
      const { app } = testApp(database, GENEROUS);
      const titles = async (variant: number) => {
        const response = await post(app, "/api/generate-ideas", { ...IDEAS, variant });
        const body = ideaGenerationResultSchema.parse(await response.json());
        return body.ideas.map((idea) => idea.title);
      };
      const first = await titles(0);
      expect(await titles(0)).toEqual(first);
      expect(await titles(1)).not.toEqual(first);
    });

    it("ignores fields it does not know", async () => {
      const { app } = testApp(database, GENEROUS);
      const response = await post(app, "/api/customer-discovery", {
        ...DISCOVERY,
        admin: true,
        __proto__: { polluted: 1 },
      });
      expect(response.status).toBe(200);
    });
  });

  describe("refuses bad requests with a 4xx a founder understands", () => {
    it.each([
      ["/api/generate-ideas", { ...IDEAS, interests: "  " }, /interests: Interests is required/],
      ["/api/generate-ideas", { ...IDEAS, skills: undefined }, /skills: Skills is required/],
      ["/api/generate-ideas", { ...IDEAS, budget: "a-lot" }, /budget must be one of/],
      ["/api/generate-ideas", { ...IDEAS, businessModel: "SaaS" }, /businessModel must be a list/],
      ["/api/market-analysis", { ...MARKET, industry: "" }, /industry: Industry is required/],
      ["/api/market-analysis", { ...MARKET, targetMarket: "" }, /Target market is required/],
      ["/api/market-analysis", { ...MARKET, businessIdea: "x".repeat(2001) }, /at most 2000/],
      ["/api/customer-discovery", { businessIdea: "   " }, /Business idea is required/],
      ["/api/customer-discovery", { businessIdea: 42 }, /businessIdea/],
      ["/api/customer-discovery", { ...DISCOVERY, marketData: "x" }, /marketData/],
    ])("%s case %#", async (path, body, message) => {
      const { app } = testApp(database, GENEROUS);
      const response = await post(app, path, body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: string; code: string };
      expect(error.code).toBe("validation_failed");
      expect(error.error).toMatch(message);
    });

    it.each([
      [
        "/api/generate-ideas",
        { ...IDEAS, interests: "asdfgh", skills: "qwerty" },
        /interests and skills/,
      ],
      [
        "/api/generate-ideas",
        { ...IDEAS, interests: "test", skills: "n/a" },
        /interests and skills/,
      ],
      ["/api/customer-discovery", { businessIdea: "asdfgh qwerty" }, /business idea/],
      [
        "/api/market-analysis",
        { ...MARKET, businessIdea: "sdfsdf", targetMarket: "zxcvb" },
        /business idea/,
      ],
    ])(
      "asks for more when %s gets input with no meaning (case %#)",
      async (path, body, message) => {
        const { app } = testApp(database, GENEROUS);
        const response = await post(app, path, body);
        expect(response.status).toBe(422);
        const error = (await response.json()) as { error: string; code: string };
        expect(error).toEqual({
          error: expect.stringMatching(/^Tell us more about your/),
          code: "input_unclear",
        });
        expect(error.error).toMatch(message);
      },
    );

    it("refuses malformed JSON, another content type and an oversized body", async () => {
      const { app } = testApp(database, GENEROUS);
      expect((await post(app, "/api/generate-ideas", "{not json")).status).toBe(400);
      const text = await app.request("/api/generate-ideas", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "interests=x",
      });
      expect(text.status).toBe(415);
      const huge = await post(app, "/api/customer-discovery", {
        businessIdea: "x",
        marketData: { blob: "x".repeat(200_000) },
      });
      expect(huge.status).toBe(413);
    });

    it("never answers hostile or random bodies with a 5xx", async () => {
      const { app } = testApp(database, GENEROUS);
      const paths = ["/api/generate-ideas", "/api/market-analysis", "/api/customer-discovery"];
      const near = (base: Record<string, unknown>) =>
        fc
          .dictionary(
            fc.constantFrom(...Object.keys(base), "variant", "__proto__", "constructor"),
            fc.oneof(
              fc.string({ maxLength: 300 }),
              fc.string({ unit: "grapheme", maxLength: 80 }),
              fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
              fc.integer(),
              fc.double(),
              fc.constant(null),
              fc.object({ maxDepth: 2 }),
            ),
          )
          .map((changes) => ({ ...base, ...changes }));
      const body = fc.oneof(
        fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
        fc.string({ maxLength: 200 }),
        near(IDEAS).map((value) => JSON.stringify(value)),
        near(MARKET).map((value) => JSON.stringify(value)),
        near(DISCOVERY).map((value) => JSON.stringify(value)),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), body, async (path, payload) => {
          const response = await post(app, path, payload);
          expect(response.status, `${path} ${payload.slice(0, 200)}`).toBeLessThan(500);
          const json = (await response.json()) as Record<string, unknown>;
          if (response.status >= 400) {
            expect(json).toEqual({ error: expect.any(String), code: expect.any(String) });
          }
        }),
        { numRuns: 150 },
      );
    });
  });

  it("limits each client per minute with a 429 that says when to retry", async () => {
    const { app } = testApp(database, {
      trustProxy: true,
      tools: {
        rateLimitPerMinute: 2,
        rateLimitPerDay: 100,
        accountRateLimitPerMinute: 2,
        accountRateLimitPerDay: 100,
      },
    });
    const send = (client: string) =>
      app.request("/api/customer-discovery", {
        method: "POST",
        headers: { ...JSON_HEADERS, "X-Forwarded-For": client },
        body: JSON.stringify(DISCOVERY),
      });
    expect((await send("203.0.113.9")).status).toBe(200);
    expect((await send("203.0.113.9")).status).toBe(200);
    const refused = await send("203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/limit of 2 requests per minute\. Please try again in \d+/),
      code: "rate_limited",
    });
    expect((await send("198.51.100.4")).status).toBe(200);
  });
});

describe.each(testDatabases)("free tool endpoints with a language model on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let model: FakeOpenAIServer;
  beforeAll(async () => {
    database = await open();
    model = await FakeOpenAIServer.start();
  });
  afterAll(async () => {
    await model.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    model.reset();
    await database.db.delete(generationCache);
    await database.db.delete(rateLimitCounters);
  });

  function modelApp(overrides: Partial<CompatibleModelConfig> = {}) {
    const ai = model.modelConfig(overrides);
    const config: Partial<Config> = { ...GENEROUS, ai };
    return testApp(database, config).app;
  }

  it("answers from the model, then from the cache for the same normalised request", async () => {
    const app = modelApp();
    model.enqueue({ content: JSON.stringify(marketModelOutput) });
    const first = await post(app, "/api/market-analysis", marketRequest);
    expect(first.status).toBe(200);
    const { analysis } = marketAnalysisResponseSchema.parse(await first.json());
    expect(analysis.dataSource).toMatch(/^Language model openai-compatible:llama3\.1/);
    expect(model.requests).toHaveLength(1);

    const again = await post(app, "/api/market-analysis", {
      ...marketRequest,
      businessIdea: `  ${marketRequest.businessIdea.toUpperCase()}  `,
    });
    expect(again.status).toBe(200);
    expect(marketAnalysisResponseSchema.parse(await again.json()).analysis).toEqual(analysis);
    expect(model.requests).toHaveLength(1);
  });

  it("adds the set-aside note to a model's ideas: the skills and interests none of them uses", async () => {
    const app = modelApp();
    model.enqueue({ content: JSON.stringify(ideaModelOutput) });
    const response = await post(app, "/api/generate-ideas", {
      ...ideaRequest,
      skills: `${ideaRequest.skills}, Tableau`,
    });
    expect(response.status).toBe(200);
    const result = ideaGenerationResultSchema.parse(await response.json());
    expect(result.dataSource).toMatch(/^Language model/);
    expect(result.setAsideNote).toBe(
      "Set aside in this set: “Tableau” (none of these ideas calls for it).",
    );
  });

  it("refuses with a clear message once the day's budget of model calls is spent", async () => {
    const app = modelApp({ dailyCallBudget: 1 });
    model.enqueue(
      { content: JSON.stringify(marketModelOutput) },
      { content: JSON.stringify(marketModelOutput) },
    );
    expect((await post(app, "/api/market-analysis", marketRequest)).status).toBe(200);
    const refused = await post(app, "/api/market-analysis", {
      ...marketRequest,
      industry: "Gaming",
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/today's budget of model calls\. Please try again in about/),
      code: "ai_budget_exhausted",
    });
    expect(model.requests).toHaveLength(1);
  });

  it("refuses input with no meaning before calling the model", async () => {
    const app = modelApp();
    const response = await post(app, "/api/generate-ideas", {
      ...IDEAS,
      interests: "asdfgh qwerty",
      skills: "asdf",
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe("input_unclear");
    expect(model.requests).toHaveLength(0);
  });

  it("maps the model's failures to the founder's error statuses", async () => {
    const app = modelApp();
    model.enqueue({ status: 429, errorBody: { error: { message: "slow down" } } });
    const limited = await post(app, "/api/market-analysis", marketRequest);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("ai_rate_limited");

    model.enqueue({ status: 500, errorBody: { error: { message: "boom" } } });
    const down = await post(app, "/api/market-analysis", marketRequest);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: string }).code).toBe("ai_unavailable");
  });
});

describe("the offline engine is the default", () => {
  it("runs without any AI variable set", () => {
    expect(testConfig().ai.provider).toBe("builtin");
  });
});
