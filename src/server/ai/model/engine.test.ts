import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSource } from "../../../engine/knowledge";
import { buildPrompt as buildDiscoveryPrompt } from "../../../modules/customer-discovery/prompt.server";
import customerDiscoveryTool from "../../../modules/customer-discovery/tool";
import { buildPrompt as buildIdeaPrompt } from "../../../modules/idea-generation/prompt.server";
import ideaGenerationTool from "../../../modules/idea-generation/tool";
import { buildPrompt as buildMarketPrompt } from "../../../modules/market-analysis/prompt.server";
import marketAnalysisTool from "../../../modules/market-analysis/tool";
import { AppError } from "../../../shared/errors";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../../shared/provenance";
import type { CompatibleModelConfig } from "../../config";
import { createModelEngine, type GenerateOptions } from "./engine";
import { type ChatRequestBody, FakeOpenAIServer, type FakeReply } from "./fake-openai-server";
import { discoveryModelOutput, discoveryRequest } from "./fixtures/customer-discovery";
import { ideaModelOutput, ideaRequest } from "./fixtures/idea-generation";
import { marketModelOutput, marketRequest } from "./fixtures/market-analysis";
import { FOUNDER_MESSAGES } from "./model-errors";
import { UNSOURCED_METHOD } from "./provenance-fill";

const API_KEY = "sk-test-secret-key-0123456789";
const marketTool = { ...marketAnalysisTool, endpoint: "/api/market-analysis" };
const market = marketTool.request.parse(marketRequest);
const marketPrompt = buildMarketPrompt(market);

let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await FakeOpenAIServer.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.reset();
});

function setup(overrides: Partial<CompatibleModelConfig> = {}) {
  const config = server.modelConfig({
    apiKey: API_KEY,
    dailyCallBudget: 500,
    cacheTtlMs: 0,
    ...overrides,
  });
  const logs: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => logs.push(line) });
  return { engine: createModelEngine(config, logger), logs, config };
}

const answer = (output: unknown): FakeReply => ({ content: JSON.stringify(output) });

/** The text of the messages the fake server received in its nth request. */
function messagesOf(body: ChatRequestBody): { role: string; content: string }[] {
  return (body.messages ?? []).map((message) => ({
    role: message.role,
    content:
      typeof message.content === "string" ? message.content : JSON.stringify(message.content),
  }));
}

function lastUserMessage(body: ChatRequestBody): string {
  const users = messagesOf(body).filter((message) => message.role === "user");
  return users[users.length - 1]?.content ?? "";
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

function withMarket(patch: Record<string, unknown>) {
  return { ...marketModelOutput, ...patch };
}

describe("model engine against an OpenAI-compatible server", () => {
  it("answers a market analysis with its provenance filled from the knowledge base", async () => {
    const { engine } = setup();
    server.enqueue(answer(marketModelOutput));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(marketTool.result.safeParse(result).success).toBe(true);
    expect(result.dataSource).toMatch(
      /^Language model openai-compatible:llama3\.1 grounded in Ninefold knowledge base \d{4}\.\d+\.\d+ \(updated \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(result.sources.map((source) => source.id)).toEqual([
      "statista-apparel-market-2023",
      "mckinsey-state-of-fashion-2024",
    ]);
    expect(result.sources[0]).toEqual(findSource("statista-apparel-market-2023"));
    expect(result.assumptions).toEqual(marketModelOutput.assumptions);
    expect(unexplainedNumbers(result, result.assumptions, marketTool.founderText(market))).toEqual(
      [],
    );
    expect(proseOf(result).join("\n")).not.toMatch(BROKEN_TEXT_PATTERN);
    expect(server.requests).toHaveLength(1);
  });

  it("sends the grounding, the founder's input, the limits and the structured-output schema", async () => {
    const { engine } = setup();
    server.enqueue(answer(marketModelOutput));
    await engine.generate(marketTool, marketPrompt);

    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body ?? {};
    expect(body.model).toBe("llama3.1");
    expect(body.max_tokens).toBe(4000);
    const [system, user] = messagesOf(body);
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("Every number has a pedigree");
    expect(system?.content).toContain("Task: a market analysis");
    expect(user?.content).toContain("ThreadLoop: a resale app");
    expect(user?.content).toContain("(competitorAnalysis)");
    expect(user?.content).toContain("[statista-apparel-market-2023]");
    expect(user?.content).toContain("- statista-apparel-market-2023: Statista");

    const format = body.response_format;
    expect(format?.type).toBe("json_schema");
    expect(format?.json_schema?.strict).toBe(false);
    const properties = format?.json_schema?.schema?.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toContain("marketOverview");
    expect(Object.keys(properties)).toContain("assumptions");
    expect(Object.keys(properties)).not.toContain("dataSource");
    expect(Object.keys(properties)).not.toContain("sources");
  });

  it("fills each idea's own sources (nested provenance) and the result's data source", async () => {
    const { engine } = setup();
    const tool = { ...ideaGenerationTool, endpoint: "/api/generate-ideas" };
    const request = tool.request.parse(ideaRequest);
    server.enqueue(answer(ideaModelOutput));

    const result = await engine.generate(tool, buildIdeaPrompt(request));

    expect(tool.result.safeParse(result).success).toBe(true);
    expect(result.ideas).toHaveLength(3);
    for (const idea of result.ideas) {
      expect(idea.sources.map((source) => source.id)).toEqual(["gartner-it-spending-2024-07"]);
      expect(unexplainedNumbers(idea, idea.assumptions, tool.founderText(request))).toEqual([]);
    }
    expect(result.dataSource).toContain("openai-compatible:llama3.1");
    const schema = server.requests[0]?.body.response_format?.json_schema?.schema as {
      properties: { ideas: { items: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(schema.properties)).toEqual(["ideas"]);
    expect(Object.keys(schema.properties.ideas.items.properties)).not.toContain("sources");
  });

  it("answers a customer discovery", async () => {
    const { engine } = setup();
    const tool = { ...customerDiscoveryTool, endpoint: "/api/customer-discovery" };
    const request = tool.request.parse(discoveryRequest);
    server.enqueue(answer(discoveryModelOutput));

    const result = await engine.generate(tool, buildDiscoveryPrompt(request));

    expect(tool.result.safeParse(result).success).toBe(true);
    expect(result.sources.map((source) => source.id)).toEqual(["statista-apparel-market-2023"]);
    expect(result.classification.orientation).toBe("B2C");
  });
});

describe("repair and refusal", () => {
  it("repairs invalid JSON with a second call that quotes the answer and the problem", async () => {
    const { engine } = setup();
    server.enqueue({ content: '{"marketOverview": "ThreadLoop sells' }, answer(marketModelOutput));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.marketOverview).toBe(marketModelOutput.marketOverview);
    expect(server.requests).toHaveLength(2);
    const messages = messagesOf(server.requests[1]?.body ?? {});
    expect(messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(messages[2]?.content).toBe('{"marketOverview": "ThreadLoop sells');
    expect(messages[3]?.content).toContain("not valid JSON");
  });

  it("refuses with ai_invalid_output (502) when the repair is invalid JSON too", async () => {
    const { engine, logs } = setup();
    server.enqueue({ content: "Sure! Here is your analysis." }, { content: "{ still not json" });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect(error.code).toBe("ai_invalid_output");
    expect(error.status).toBe(502);
    expect(error.message).toBe(FOUNDER_MESSAGES.invalidOutput);
    expect(server.requests).toHaveLength(2);
    expect(logs.join("\n")).toContain("broke the result schema twice");
  });

  it("repairs a schema violation, naming the broken field", async () => {
    const { engine } = setup();
    const broken = withMarket({
      marketOverview: undefined,
      sizing: {
        ...marketModelOutput.sizing,
        topDown: { tam: 343e9, sam: 34.3e9, som: 40e9 },
      },
    });
    server.enqueue(answer(broken), answer(marketModelOutput));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.sizing.topDown.som).toBe(34.3e6);
    const repair = lastUserMessage(server.requests[1]?.body ?? {});
    expect(repair).toContain("marketOverview:");
    expect(repair).toContain("Reply with the complete corrected JSON object");
  });

  it("checks refinements of the full result schema (SOM ≤ SAM ≤ TAM) and repairs them", async () => {
    const { engine } = setup();
    const broken = withMarket({
      sizing: { ...marketModelOutput.sizing, topDown: { tam: 343e9, sam: 34.3e9, som: 40e9 } },
    });
    server.enqueue(answer(broken), answer(marketModelOutput));

    await engine.generate(marketTool, marketPrompt);

    expect(lastUserMessage(server.requests[1]?.body ?? {})).toContain(
      "sizing.topDown: SOM ≤ SAM ≤ TAM",
    );
  });

  it("repairs text that reads like a template bug", async () => {
    const { engine } = setup();
    server.enqueue(
      answer(withMarket({ targetAudience: "Parents in {{city}} with undefined budgets" })),
      answer(marketModelOutput),
    );

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.targetAudience).toBe(marketModelOutput.targetAudience);
    expect(lastUserMessage(server.requests[1]?.body ?? {})).toContain("placeholder");
  });

  it("refuses a schema violation that the repair does not fix", async () => {
    const { engine } = setup();
    const broken = withMarket({ opportunities: [] });
    server.enqueue(answer(broken), answer(broken));

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect([error.code, error.status]).toEqual(["ai_invalid_output", 502]);
    expect(server.requests).toHaveLength(2);
  });

  it("says the answer was cut off when the model hit the output cap", async () => {
    const { engine } = setup({ maxOutputTokens: 300 });
    const full = JSON.stringify(marketModelOutput);
    server.enqueue(
      { content: full.slice(0, 400), finishReason: "length" },
      answer(marketModelOutput),
    );

    await engine.generate(marketTool, marketPrompt);

    expect(server.requests[0]?.body.max_tokens).toBe(300);
    expect(lastUserMessage(server.requests[1]?.body ?? {})).toContain(
      "cut off at the output limit",
    );
  });
});

describe("numbers without a pedigree", () => {
  const unexplained = withMarket({
    marketTrends: `${marketModelOutput.marketTrends} Resale apps grew 42% last year.`,
  });

  it("asks the model to explain them, then labels what is still unexplained as unverified", async () => {
    const { engine } = setup();
    server.enqueue(answer(unexplained), answer(unexplained));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(server.requests).toHaveLength(2);
    const repair = lastUserMessage(server.requests[1]?.body ?? {});
    expect(repair).toContain('without an entry in "assumptions"');
    expect(repair).toContain("the result: 42");
    const added = result.assumptions.filter((item) => item.value === "42");
    expect(added).toEqual([
      {
        label: 'Figure stated in: "Resale apps grew 42% last year."',
        value: "42",
        basis: { kind: "estimate", method: UNSOURCED_METHOD },
      },
    ]);
    expect(unexplainedNumbers(result, result.assumptions, marketTool.founderText(market))).toEqual(
      [],
    );
  });

  it("keeps the repaired answer when the model adds the missing assumption", async () => {
    const { engine } = setup();
    const explained = {
      ...unexplained,
      assumptions: [
        ...marketModelOutput.assumptions,
        {
          label: "Growth of resale apps last year",
          value: "42%",
          basis: { kind: "estimate", method: "Ninefold knowledge base note: resale grows fast." },
        },
      ],
    };
    server.enqueue(answer(unexplained), answer(explained));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.assumptions.at(-1)?.label).toBe("Growth of resale apps last year");
    expect(
      result.assumptions.some(
        (item) => item.basis.kind === "estimate" && item.basis.method === UNSOURCED_METHOD,
      ),
    ).toBe(false);
  });

  it("keeps the first answer, labelled, when the number repair fails", async () => {
    const { engine } = setup();
    server.enqueue(answer(unexplained), { status: 500, errorBody: { error: { message: "boom" } } });

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.assumptions.at(-1)?.basis).toEqual({
      kind: "estimate",
      method: UNSOURCED_METHOD,
    });
  });

  it("labels unexplained numbers of a schema repair without a third call", async () => {
    const { engine } = setup();
    server.enqueue({ content: "not json" }, answer(unexplained));

    const result = await engine.generate(marketTool, marketPrompt);

    expect(server.requests).toHaveLength(2);
    expect(result.assumptions.at(-1)?.value).toBe("42");
  });
});

describe("citations", () => {
  it("turns a source id the prompt did not list into an estimate that says so", async () => {
    const { engine } = setup();
    const output = withMarket({
      assumptions: [
        ...marketModelOutput.assumptions.slice(1),
        {
          label: "US apparel market (2023)",
          value: "$343B",
          basis: { kind: "source", sourceId: "statista-made-up-2031", note: "Invented" },
        },
        {
          label: "Games market",
          value: "$343B",
          basis: { kind: "source", sourceId: "newzoo-global-games-market-2024" },
        },
      ],
    });
    server.enqueue(answer(output));

    const result = await engine.generate(marketTool, marketPrompt);

    const ids = result.sources.map((source) => source.id);
    expect(ids).not.toContain("statista-made-up-2031");
    expect(ids).not.toContain("newzoo-global-games-market-2024");
    expect(ids).not.toContain("statista-apparel-market-2023");
    const invented = result.assumptions.find((item) => item.label === "US apparel market (2023)");
    expect(invented?.basis.kind).toBe("estimate");
    expect(invented?.basis.kind === "estimate" && invented.basis.method).toContain(
      'The model cited "statista-made-up-2031", which is not among the knowledge-base sources',
    );
    const unlisted = result.assumptions.find((item) => item.label === "Games market");
    expect(unlisted?.basis.kind).toBe("estimate");
  });
});

describe("limits and provider failures", () => {
  it("answers ai_timeout (504) when the server is slower than AI_TIMEOUT_MS", async () => {
    const { engine, logs } = setup({ timeoutMs: 300 });
    server.enqueue({ ...answer(marketModelOutput), delayMs: 3000 });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    // A valid answer was on its way: ai_timeout means the engine stopped waiting for it, and one
    // request means it did not try again. (How soon it gives up is a figure, not a unit test's.)
    expect([error.code, error.status]).toEqual(["ai_timeout", 504]);
    expect(error.message).toBe(FOUNDER_MESSAGES.timeout);
    expect(server.requests).toHaveLength(1);
    expect(logs.join("\n")).toContain("AI_TIMEOUT_MS (300 ms)");
  });

  it("answers ai_rate_limited (429) with the provider's Retry-After", async () => {
    const { engine } = setup();
    server.enqueue({
      status: 429,
      headers: { "retry-after": "30" },
      errorBody: { error: { message: "Rate limit reached", type: "rate_limit" } },
    });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect([error.code, error.status]).toEqual(["ai_rate_limited", 429]);
    expect(error.headers["Retry-After"]).toBe("30");
    expect(error.message).toBe(FOUNDER_MESSAGES.rateLimited);
    expect(server.requests).toHaveLength(1);
  });

  it("answers ai_unavailable (503) when the server fails with a 500", async () => {
    const { engine } = setup();
    server.enqueue({ status: 500, errorBody: { error: { message: "model crashed" } } });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect([error.code, error.status]).toEqual(["ai_unavailable", 503]);
    expect(error.message).toBe(FOUNDER_MESSAGES.unavailable);
  });

  it("answers ai_unavailable on a 401, telling the operator to check the key without logging it", async () => {
    const { engine, logs } = setup();
    server.enqueue({
      status: 401,
      errorBody: { error: { message: `Incorrect API key provided: ${API_KEY}` } },
    });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect([error.code, error.status]).toEqual(["ai_unavailable", 503]);
    expect(error.message).toBe(FOUNDER_MESSAGES.unavailable);
    const log = logs.join("\n");
    expect(log).toContain("check AI_API_KEY");
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain("sk-test");
  });

  it("answers ai_unavailable when the server refuses the connection", async () => {
    const closed = await FakeOpenAIServer.start();
    const baseUrl = closed.baseUrl;
    await closed.stop();
    const { engine, logs } = setup({ baseUrl });

    const error = await failure(engine.generate(marketTool, marketPrompt));

    expect([error.code, error.status]).toEqual(["ai_unavailable", 503]);
    expect(logs.join("\n")).toContain("check AI_BASE_URL");
  });

  it("trims grounding, never the founder's input, to fit AI_MAX_INPUT_CHARS", async () => {
    const { engine } = setup({ maxInputChars: 9000 });
    server.enqueue(answer(marketModelOutput));

    await engine.generate(marketTool, marketPrompt);

    const messages = messagesOf(server.requests[0]?.body ?? {});
    const size = messages.reduce((sum, message) => sum + message.content.length, 0);
    expect(size).toBeLessThanOrEqual(9000);
    expect(messages[1]?.content).toContain(market.businessIdea);
    expect(messages[1]?.content).toContain("## Industry: Fashion");
    expect(messages[1]?.content).not.toContain("## Other business models");
  });

  it("refuses with 413 before any call when the founder's input alone exceeds the cap", async () => {
    const { engine } = setup({ maxInputChars: 4000 });
    const prompt = { ...marketPrompt, founderInput: "x".repeat(5000) };

    const error = await failure(engine.generate(marketTool, prompt));

    expect([error.code, error.status]).toEqual(["payload_too_large", 413]);
    expect(error.message).toContain("the limit is 4000");
    expect(server.requests).toHaveLength(0);
  });

  it("carries the schema in the prompt when the server does not honour it", async () => {
    const { engine } = setup({ structuredOutputs: false });
    server.enqueue({
      content: `Here you go:\n\`\`\`json\n${JSON.stringify(marketModelOutput)}\n\`\`\``,
    });

    const result = await engine.generate(marketTool, marketPrompt);

    expect(result.marketOverview).toBe(marketModelOutput.marketOverview);
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]?.body ?? {};
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(messagesOf(body)[0]?.content).toContain('"marketOverview"');
  });
});

describe("options", () => {
  it("calls beforeModelCall before every model call, the repair included", async () => {
    const { engine } = setup();
    let calls = 0;
    const options: GenerateOptions = {
      beforeModelCall: () => {
        calls += 1;
      },
    };
    server.enqueue({ content: "nope" }, answer(marketModelOutput));

    await engine.generate(marketTool, marketPrompt, options);

    expect(calls).toBe(2);
  });

  it("makes no call when beforeModelCall refuses, and passes its error on", async () => {
    const { engine } = setup();
    const refusal = new AppError("ai_budget_exhausted", "Today's budget is spent.");

    const error = await failure(
      engine.generate(marketTool, marketPrompt, {
        beforeModelCall: () => {
          throw refusal;
        },
      }),
    );

    expect(error).toBe(refusal);
    expect(server.requests).toHaveLength(0);
  });

  it("rethrows the caller's abort as is", async () => {
    const { engine } = setup();
    server.enqueue({ ...answer(marketModelOutput), delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("client went away")), 100);

    await expect(
      engine.generate(marketTool, marketPrompt, { signal: controller.signal }),
    ).rejects.toThrow("client went away");
  });
});
