import pino from "pino";
import { describe, expect, it } from "vitest";
import { buildPrompt } from "../../../modules/market-analysis/prompt.server";
import marketAnalysisTool from "../../../modules/market-analysis/tool";
import { AppError } from "../../../shared/errors";
import type { AiLimits, ModelAiConfig } from "../../config";
import { createModelEngine } from "./engine";
import { marketRequest } from "./fixtures/market-analysis";
import { modelIdOf } from "./model-id";
import { createLanguageModel, providerOptionsFor, sendsSchema } from "./provider";

/**
 * The provider factory for OpenAI and Anthropic, without a network: a stub fetch records the
 * request the SDK would send and answers 503, so the test sees the URL, headers and body.
 */

const limits: AiLimits = {
  timeoutMs: 5000,
  maxOutputTokens: 1234,
  maxInputChars: 24_000,
  dailyCallBudget: 500,
  cacheTtlMs: 0,
};

interface Captured {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

function stubFetch(captured: Captured[]): typeof fetch {
  return async (input, init) => {
    captured.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>,
    });
    return new Response(JSON.stringify({ error: { message: "stubbed" } }), {
      status: 503,
      headers: { "content-type": "application/json" },
    });
  };
}

async function capture(config: ModelAiConfig): Promise<{ request: Captured; error: unknown }> {
  const captured: Captured[] = [];
  const engine = createModelEngine(config, pino({ level: "silent" }), {
    fetch: stubFetch(captured),
  });
  const tool = { ...marketAnalysisTool, endpoint: "/api/market-analysis" };
  const error = await engine
    .generate(tool, buildPrompt(tool.request.parse(marketRequest)))
    .then(() => undefined)
    .catch((caught: unknown) => caught);
  const [request] = captured;
  if (request === undefined) throw new Error("no request was made");
  return { request, error };
}

describe("provider factory", () => {
  it("builds an OpenAI model on the Responses API with the key, the cap and a non-strict schema", async () => {
    const config: ModelAiConfig = {
      provider: "openai",
      model: "gpt-4o-mini",
      apiKey: "sk-openai-test",
      baseUrl: undefined,
      ...limits,
    };
    const model = createLanguageModel(config);
    expect(typeof model === "object" && [model.provider, model.modelId]).toEqual([
      "openai.responses",
      "gpt-4o-mini",
    ]);

    const { request, error } = await capture(config);

    expect(request.url).toBe("https://api.openai.com/v1/responses");
    expect(request.headers.get("authorization")).toBe("Bearer sk-openai-test");
    expect(request.body.model).toBe("gpt-4o-mini");
    expect(request.body.max_output_tokens).toBe(1234);
    const format = (request.body.text as { format: Record<string, unknown> }).format;
    expect(format.type).toBe("json_schema");
    expect(format.strict).toBe(false);
    expect(Object.keys((format.schema as { properties: object }).properties)).toContain(
      "marketOverview",
    );
    expect(error instanceof AppError && error.code).toBe("ai_unavailable");
  });

  it("sends OpenAI calls to AI_BASE_URL when set (a proxy or gateway)", async () => {
    const { request } = await capture({
      provider: "openai",
      model: "gpt-4o-mini",
      apiKey: "sk-openai-test",
      baseUrl: "https://gateway.example.com/openai/v1",
      ...limits,
    });
    expect(request.url).toBe("https://gateway.example.com/openai/v1/responses");
  });

  it("builds an Anthropic model on the Messages API with the key and the cap", async () => {
    const config: ModelAiConfig = {
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      apiKey: "sk-ant-test",
      baseUrl: undefined,
      ...limits,
    };
    const model = createLanguageModel(config);
    expect(typeof model === "object" && [model.provider, model.modelId]).toEqual([
      "anthropic.messages",
      "claude-sonnet-4-5",
    ]);

    const { request, error } = await capture(config);

    expect(request.url).toBe("https://api.anthropic.com/v1/messages");
    expect(request.headers.get("x-api-key")).toBe("sk-ant-test");
    expect(request.body.model).toBe("claude-sonnet-4-5");
    expect(request.body.max_tokens).toBe(1234);
    expect(JSON.stringify(request.body)).toContain("marketOverview");
    expect(error instanceof AppError && error.code).toBe("ai_unavailable");
  });

  it("names models provider:model and knows where the schema travels", () => {
    const compatible: ModelAiConfig = {
      provider: "openai-compatible",
      model: "llama3.1",
      apiKey: undefined,
      baseUrl: "http://localhost:11434/v1",
      structuredOutputs: false,
      ...limits,
    };
    expect(modelIdOf(compatible)).toBe("openai-compatible:llama3.1");
    expect(sendsSchema(compatible)).toBe(false);
    expect(sendsSchema({ ...compatible, structuredOutputs: true })).toBe(true);
    expect(providerOptionsFor(compatible)).toEqual({
      openaiCompatible: { strictJsonSchema: false },
    });
    expect(
      providerOptionsFor({
        ...limits,
        provider: "anthropic",
        model: "m",
        apiKey: "k",
        baseUrl: undefined,
      }),
    ).toEqual({});
  });
});
