import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ModelPrompt } from "../../../engine/prompt/prompt";
import { SAMPLE_VENTURES, sampleVenture } from "../../../modules/_fixtures/ventures.server";
import { loadEngineByFolder } from "../../../modules/engines.server";
import { TOOL_MODULES, toolModuleFor } from "../../../modules/registry";
import { anyPlanResultSchema, type PlanResult } from "../../../shared/plan";
import { unexplainedNumbers } from "../../../shared/provenance";
import { createModelEngine } from "./engine";
import { type ChatRequestBody, FakeOpenAIServer } from "./fake-openai-server";

/**
 * The planning modules' model path (issue 13): each module's prompt carries its sections and the
 * venture's earlier results; a model answer shaped like the offline plan (without what the engine
 * fills: data source, sources, a section's round and edit) is validated, its provenance filled,
 * and a plan missing a section is repaired.
 */

/** Every signed-in tool is a planning module (decision 013). */
const PLAN_MODULES = TOOL_MODULES.filter((module) => module.tool.access === "signed-in").map(
  (module) => module.toolType,
);

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await FakeOpenAIServer.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => server.reset());

function modelEngine() {
  const config = server.modelConfig({
    apiKey: "sk-test-secret-key-0123456789",
    maxOutputTokens: 8000,
    maxInputChars: 60_000,
    dailyCallBudget: 500,
    cacheTtlMs: 0,
  });
  return createModelEngine(config, pino({ level: "silent" }));
}

async function planTool(toolType: string) {
  const module = toolModuleFor(toolType)!;
  const [{ default: definition }, { engine }] = await Promise.all([
    module.tool.load(),
    loadEngineByFolder(module),
  ]);
  return { tool: { ...definition, endpoint: module.tool.endpoint }, definition, engine };
}

const userText = (body: ChatRequestBody) =>
  (body.messages ?? [])
    .map((message) =>
      typeof message.content === "string" ? message.content : JSON.stringify(message.content),
    )
    .join("\n");

describe.each(PLAN_MODULES)("%s through a language model", (toolType) => {
  it("prompts with every section and the venture's results, and fills the answer's provenance", async () => {
    const { tool, definition, engine } = await planTool(toolType);
    const request = definition.request.parse({ ...sampleVenture(SAMPLE_VENTURES[0]!) });
    // As generated: a module's own data (a financial model) beside the sections included.
    const offline = engine.generate(request) as PlanResult;
    // What a model answers: the plan without what the engine fills.
    const { dataSource: _data, sources: _sources, ...answer } = offline;
    const modelAnswer = {
      ...answer,
      sections: answer.sections.map(({ round: _round, edited: _edited, ...section }) => section),
    };
    server.enqueue({ content: JSON.stringify(modelAnswer) });

    const generated = await modelEngine().generate(
      tool,
      engine.buildPrompt(request) as ModelPrompt,
    );
    expect(tool.result.safeParse(generated).success).toBe(true);
    const result = anyPlanResultSchema.parse(generated);
    expect(result.dataSource).toMatch(/^Language model openai-compatible:llama3\.1/);
    expect(result.sections.map((section) => section.id)).toEqual(
      definition.sections!.map((spec) => spec.id),
    );
    expect(unexplainedNumbers(result, result.assumptions, tool.founderText(request))).toEqual([]);
    const sent = userText(server.requests[0]!.body);
    for (const spec of definition.sections!) expect(sent).toContain(`id "${spec.id}"`);
    expect(sent).toContain("market analysis");
    expect(sent).toContain("customer discovery");
    expect(sent).toContain("ShiftWise");
  });

  it("repairs a plan that leaves out a section", async () => {
    const { tool, definition, engine } = await planTool(toolType);
    const request = definition.request.parse({
      businessIdea: "A meal-prep service for night-shift nurses",
    });
    // As generated: a module's own data (a financial model) beside the sections included.
    const offline = engine.generate(request) as PlanResult;
    const { dataSource: _data, sources: _sources, ...answer } = offline;
    const complete = {
      ...answer,
      sections: answer.sections.map(({ round: _round, edited: _edited, ...section }) => section),
    };
    server.enqueue(
      { content: JSON.stringify({ ...complete, sections: complete.sections.slice(1) }) },
      { content: JSON.stringify(complete) },
    );
    const result = await modelEngine().generate(tool, engine.buildPrompt(request) as ModelPrompt);
    expect(tool.result.safeParse(result).success).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(userText(server.requests[1]!.body)).toContain("sections");
  });
});
