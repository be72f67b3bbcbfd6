import type { ModelAiConfig } from "../../config";

/**
 * "openai-compatible:llama3.1": the configured model's id, for cache keys, logs and the status
 * page. Apart from provider.ts so the id is known without loading the AI SDK.
 */
export function modelIdOf(config: ModelAiConfig): string {
  return `${config.provider}:${config.model}`;
}
