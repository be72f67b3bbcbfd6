import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { ModelAiConfig } from "../../config";

/**
 * The provider factory (issue 4, GUIDE §3): config.ai → an AI SDK 6 language model. OpenAI and
 * Anthropic use their own SDK providers; every other server (Ollama, vLLM, llama.cpp, LM Studio)
 * goes through the OpenAI-compatible provider at AI_BASE_URL, sending the JSON schema only when
 * AI_STRUCTURED_OUTPUTS says the server honours it.
 */

/** A fetch implementation (tests pass one to see requests without a network). */
export type FetchFunction = typeof globalThis.fetch;

/** The name the OpenAI-compatible provider registers under (it keys its provider options). */
const COMPATIBLE_PROVIDER_NAME = "openaiCompatible";

/** The AI SDK model for the configured provider. Makes no network call. */
export function createLanguageModel(config: ModelAiConfig, fetch?: FetchFunction): LanguageModel {
  switch (config.provider) {
    case "openai":
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, fetch })(config.model);
    case "anthropic":
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl, fetch })(
        config.model,
      );
    case "openai-compatible":
      return createOpenAICompatible({
        name: COMPATIBLE_PROVIDER_NAME,
        baseURL: config.baseUrl,
        apiKey: config.apiKey,
        supportsStructuredOutputs: config.structuredOutputs,
        includeUsage: true,
        fetch,
      })(config.model);
  }
}

/**
 * Per-call provider options. OpenAI's strict JSON-schema mode refuses optional properties and
 * most string and array constraints our result schemas use, so strict mode is off: the schema
 * still guides the model, and the engine validates every answer against the full zod schema.
 */
export function providerOptionsFor(config: ModelAiConfig): Record<string, Record<string, boolean>> {
  switch (config.provider) {
    case "openai":
      return { openai: { strictJsonSchema: false } };
    case "openai-compatible":
      return { [COMPATIBLE_PROVIDER_NAME]: { strictJsonSchema: false } };
    case "anthropic":
      return {};
  }
}

/** Whether the schema reaches the model through the API; otherwise the prompt must carry it. */
export function sendsSchema(config: ModelAiConfig): boolean {
  return config.provider !== "openai-compatible" || config.structuredOutputs;
}
