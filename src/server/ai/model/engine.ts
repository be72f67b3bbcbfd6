import {
  generateText,
  type LanguageModel,
  type ModelMessage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
} from "ai";
import type * as z from "zod/mini";
import { KNOWLEDGE_BASE_LABEL } from "../../../engine/knowledge";
import {
  type ComposedPrompt,
  composePrompt,
  type ModelPrompt,
} from "../../../engine/prompt/prompt";
import { GROUNDING_RULES, outputFormatSection } from "../../../engine/prompt/rules";
import { AppError } from "../../../shared/errors";
import { BROKEN_TEXT_PATTERN, proseOf } from "../../../shared/provenance";
import type { EngineTool } from "../../../shared/tool-definition";
import type { ModelAiConfig } from "../../config";
import type { Logger } from "../../logger";
import {
  invalidOutputError,
  type MappedModelError,
  ModelFailure,
  mapCallError,
  timeoutError,
} from "./model-errors";
import { modelIdOf } from "./model-id";
import { checkValue, type ParsedOutput, parseModelText } from "./output-parse";
import { modelJsonSchema, modelOutputSchema } from "./output-schema";
import {
  fillProvenance,
  findUnexplained,
  labelUnexplained,
  type UnexplainedFinding,
} from "./provenance-fill";
import {
  createLanguageModel,
  type FetchFunction,
  providerOptionsFor,
  sendsSchema,
} from "./provider";

/**
 * The language-model path of the strategy engine (issue 4): one grounded call through AI SDK 6
 * (`generateText` with `Output.object`), the answer's provenance filled from the knowledge base,
 * checked against the tool's result schema and the number rule, with at most one repair call.
 *
 *   call 1 ─ schema broken ─→ repair call ─ still broken ─→ AppError ai_invalid_output (502)
 *        │                             └─ valid ─→ unexplained numbers labelled as estimates
 *        └─ valid ─ numbers without assumptions ─→ repair call ─ valid ─→ (labelled) result
 *                                                           └─ failed ─→ call 1, labelled
 *
 * AI_TIMEOUT_MS bounds the whole answer, repair included. Provider failures become AppErrors
 * (model-errors.ts); the operator's log line says what to fix and never carries the API key.
 */
export interface ModelEngine {
  /** "openai-compatible:llama3.1": for cache keys, logs and the status page. */
  readonly id: string;
  /** The result's data-source line. */
  readonly dataSource: string;
  /**
   * Answers a tool request with a result valid against `tool.result`, provenance filled.
   * Throws AppError: ai_timeout, ai_rate_limited, ai_unavailable, ai_invalid_output, or
   * payload_too_large (the founder's input alone exceeds AI_MAX_INPUT_CHARS). When
   * `options.signal` aborts, its reason is thrown as is.
   */
  generate<Result extends z.ZodMiniType>(
    tool: EngineTool<Result>,
    prompt: ModelPrompt,
    options?: GenerateOptions,
  ): Promise<z.output<Result>>;
}

export interface GenerateOptions {
  /** Aborts the call, e.g. when the founder's request goes away. */
  signal?: AbortSignal;
  /**
   * Runs before every model call, the repair included: the place to spend the daily budget.
   * Throwing refuses the call; before a number repair it keeps the first answer instead.
   */
  beforeModelCall?: () => Promise<void> | void;
}

export interface ModelEngineDependencies {
  /** A fetch for the provider (tests); the global one by default. */
  fetch?: FetchFunction;
}

/** The longest earlier answer quoted back in a repair request. */
const MAX_ANSWER_QUOTED = 30_000;

/** Builds the engine for a configured model. Makes no network call. */
export function createModelEngine(
  config: ModelAiConfig,
  logger: Logger,
  dependencies: ModelEngineDependencies = {},
): ModelEngine {
  // The SDK prints warnings to the console; the engine logs them through pino instead.
  globalThis.AI_SDK_LOG_WARNINGS = false;
  return new LanguageModelEngine(config, logger, createLanguageModel(config, dependencies.fetch));
}

/** One model answer: the text, and the object if the SDK could already parse it. */
interface ModelAnswer {
  text: string;
  object: unknown;
  truncated: boolean;
}

/** A checked answer: the assembled result, or what is wrong with it. */
type Checked =
  | { ok: true; result: unknown; answer: string }
  | { ok: false; problems: string[]; answer: string };

/** What one generate() did, for its log line. */
interface Run {
  tool: string;
  calls: number;
  repairs: string[];
  labelled: number;
  inputChars: number;
  trimmed: string[];
  outputTokens: number;
}

class LanguageModelEngine implements ModelEngine {
  readonly id: string;
  readonly dataSource: string;
  private readonly secrets: string[];
  private readonly warned = new Set<string>();

  constructor(
    private readonly config: ModelAiConfig,
    private readonly logger: Logger,
    private readonly model: LanguageModel,
  ) {
    this.id = modelIdOf(config);
    this.dataSource = `Language model ${this.id} grounded in ${KNOWLEDGE_BASE_LABEL}`.slice(0, 500);
    this.secrets = config.apiKey === undefined ? [] : [config.apiKey];
  }

  async generate<Result extends z.ZodMiniType>(
    tool: EngineTool<Result>,
    prompt: ModelPrompt,
    options: GenerateOptions = {},
  ): Promise<z.output<Result>> {
    const started = performance.now();
    const composed = this.compose(tool, prompt);
    const run: Run = {
      tool: tool.endpoint,
      calls: 0,
      repairs: [],
      labelled: 0,
      inputChars: composed.system.length + composed.prompt.length,
      trimmed: composed.trimmed,
      outputTokens: 0,
    };
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    const signal =
      options.signal === undefined ? deadline : AbortSignal.any([deadline, options.signal]);
    const call = async (messages: ModelMessage[]): Promise<Checked> => {
      await options.beforeModelCall?.();
      run.calls += 1;
      const answer = await this.ask(tool, composed.system, messages, signal, run);
      return this.check(tool, answer, composed.citableSourceIds);
    };
    try {
      const result = await this.answer(tool, prompt, composed, call, run, options.signal);
      this.logger.info(
        { model: this.id, ...run, ms: Math.round(performance.now() - started) },
        "model answer",
      );
      return result as z.output<Result>;
    } catch (error) {
      throw this.toAppError(error, deadline, options.signal, run);
    }
  }

  /** The first call, then at most one repair: for the schema, or for unexplained numbers. */
  private async answer(
    tool: EngineTool,
    prompt: ModelPrompt,
    composed: ComposedPrompt,
    call: (messages: ModelMessage[]) => Promise<Checked>,
    run: Run,
    callerSignal: AbortSignal | undefined,
  ): Promise<unknown> {
    const opening: ModelMessage[] = [{ role: "user", content: composed.prompt }];
    const first = await call(opening);
    if (!first.ok) {
      run.repairs.push("schema");
      const repaired = await call(repairConversation(opening, first.answer, schemaRepair(first)));
      if (!repaired.ok) throw new ModelFailure(invalidOutputError(repaired.problems));
      return this.labelled(tool, repaired.result, prompt.founderText, run);
    }
    const findings = findUnexplained(first.result, prompt.founderText);
    if (findings.length === 0) return first.result;
    run.repairs.push("numbers");
    try {
      const request = numberRepair(findings);
      const repaired = await call(repairConversation(opening, first.answer, request));
      if (repaired.ok) return this.labelled(tool, repaired.result, prompt.founderText, run);
      this.logger.warn(
        { model: this.id, tool: tool.endpoint, problems: repaired.problems.slice(0, 5) },
        "number repair broke the schema; keeping the first answer",
      );
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      const reason = error instanceof Error ? error.name : "error";
      this.logger.warn(
        { model: this.id, tool: tool.endpoint, reason },
        "number repair failed; keeping the first answer",
      );
    }
    return this.labelled(tool, first.result, prompt.founderText, run);
  }

  /** The result with every still-unexplained number added as an unverified estimate. */
  private labelled(
    tool: EngineTool,
    result: unknown,
    founderText: readonly string[],
    run: Run,
  ): unknown {
    const findings = findUnexplained(result, founderText);
    if (findings.length === 0) return result;
    run.labelled = findings.reduce((sum, finding) => sum + finding.numbers.length, 0);
    const checked = checkValue(labelUnexplained(result, founderText), tool.result);
    if (checked.ok) return checked.value;
    throw new ModelFailure(invalidOutputError(checked.problems));
  }

  private compose(tool: EngineTool, prompt: ModelPrompt): ComposedPrompt {
    const outputFormat = sendsSchema(this.config)
      ? undefined
      : outputFormatSection(modelJsonSchema(tool.result));
    return composePrompt(prompt, {
      rules: GROUNDING_RULES,
      outputFormat,
      maxChars: this.config.maxInputChars,
    });
  }

  /** One model call. The SDK validates against the model schema; its failures keep the text. */
  private async ask(
    tool: EngineTool,
    system: string,
    messages: ModelMessage[],
    signal: AbortSignal,
    run: Run,
  ): Promise<ModelAnswer> {
    try {
      const result = await generateText({
        model: this.model,
        system,
        messages,
        output: Output.object({ schema: modelOutputSchema(tool.result), name: "result" }),
        maxOutputTokens: this.config.maxOutputTokens,
        abortSignal: signal,
        maxRetries: 0,
        providerOptions: providerOptionsFor(this.config),
      });
      run.outputTokens += result.usage.outputTokens ?? 0;
      this.logWarnings(result.warnings);
      return {
        text: result.text,
        object: result.output,
        truncated: result.finishReason === "length",
      };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        run.outputTokens += error.usage?.outputTokens ?? 0;
        return {
          text: error.text ?? "",
          object: undefined,
          truncated: error.finishReason === "length",
        };
      }
      if (NoOutputGeneratedError.isInstance(error)) {
        return { text: "", object: undefined, truncated: false };
      }
      throw error;
    }
  }

  /** The answer with provenance filled, checked against the tool's full result schema. */
  private check(tool: EngineTool, answer: ModelAnswer, citable: ReadonlySet<string>): Checked {
    const parsed: ParsedOutput =
      answer.object === undefined
        ? parseModelText(answer.text, modelOutputSchema(tool.result))
        : { ok: true, value: answer.object };
    if (!parsed.ok) {
      const problems = answer.truncated
        ? [...parsed.problems, "The answer was cut off at the output limit: write shorter texts."]
        : parsed.problems;
      if (answer.text.trim() === "") problems.unshift("The answer was empty.");
      return { ok: false, problems, answer: answer.text };
    }
    const filled = fillProvenance(parsed.value, { dataSource: this.dataSource, citable });
    const checked = checkValue(filled, tool.result);
    if (!checked.ok) return { ok: false, problems: checked.problems, answer: answer.text };
    const broken = brokenTexts(checked.value);
    if (broken.length > 0) return { ok: false, problems: broken, answer: answer.text };
    return { ok: true, result: checked.value, answer: answer.text };
  }

  /** Any failure as the AppError the founder sees; logs what the operator should fix. */
  private toAppError(
    error: unknown,
    deadline: AbortSignal,
    callerSignal: AbortSignal | undefined,
    run: Run,
  ): unknown {
    if (callerSignal?.aborted) return error;
    let mapped: MappedModelError | undefined;
    if (error instanceof ModelFailure) mapped = error.mapped;
    else if (error instanceof AppError) return error;
    else if (deadline.aborted) mapped = timeoutError(this.config.timeoutMs);
    else mapped = mapCallError(error, this.secrets);
    if (mapped === undefined) return error;
    this.logger[mapped.level](
      { model: this.id, tool: run.tool, calls: run.calls, ...mapped.detail },
      mapped.operatorMessage,
    );
    return mapped.error;
  }

  private logWarnings(warnings: readonly unknown[] | undefined): void {
    for (const warning of warnings ?? []) {
      const text = JSON.stringify(warning);
      if (this.warned.has(text)) continue;
      this.warned.add(text);
      this.logger.warn({ model: this.id, warning }, "model provider warning");
    }
  }
}

/** Texts that read like a template or serialisation bug ("undefined", "{{", "NaN"…). */
function brokenTexts(result: unknown): string[] {
  return proseOf(result)
    .filter((text) => BROKEN_TEXT_PATTERN.test(text))
    .slice(0, 5)
    .map(
      (text) =>
        `This text contains a placeholder or "undefined"/"NaN"; write it out: ${JSON.stringify(text.slice(0, 120))}`,
    );
}

/** The opening exchange, the model's earlier answer, and what to fix. */
function repairConversation(
  opening: readonly ModelMessage[],
  answer: string,
  request: string,
): ModelMessage[] {
  const quoted =
    answer.length > MAX_ANSWER_QUOTED ? `${answer.slice(0, MAX_ANSWER_QUOTED)}…` : answer;
  return [
    ...opening,
    { role: "assistant", content: quoted === "" ? "(empty answer)" : quoted },
    { role: "user", content: request },
  ];
}

function schemaRepair(checked: { problems: string[] }): string {
  return [
    "Your answer could not be used. Problems found:",
    ...checked.problems.map((problem) => `- ${problem}`),
    "",
    "Reply with the complete corrected JSON object only: every field the schema requires, the " +
      "same rules, no text around it.",
  ].join("\n");
}

function numberRepair(findings: readonly UnexplainedFinding[]): string {
  return [
    'These numbers appear in your text without an entry in "assumptions" (where: numbers):',
    ...findings.map(
      (finding) => `- ${finding.path || "the result"}: ${finding.numbers.join(", ")}`,
    ),
    "",
    "For each number, add an assumption to the assumptions of the same object, its value written " +
      "as in the text and its basis a listed source id, the founder's field or an estimate with " +
      "its method; or take the number out of the text. Keep everything else as it was. Reply " +
      "with the complete corrected JSON object only.",
  ].join("\n");
}
