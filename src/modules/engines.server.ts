/**
 * The tools' engines, server side (GUIDE §4, decision 011). A tool module's folder holds
 * `engine.server.ts` exporting `engine` (its offline generator and model prompt builder); this
 * file finds it by the folder's name, so the browser-safe registry never names server code and a
 * new module needs no line here. Engines load on a tool's first request and are kept.
 */
import type { ToolEngine } from "../engine/tool-engine";
import type { ToolDefinition } from "./define-module";
import { TOOL_MODULES, type ToolModule } from "./registry";

/** What a module's engine.server.ts exports as `engine`. */
export interface ModuleEngine {
  // biome-ignore lint/suspicious/noExplicitAny: each module's generator takes its own request type
  generate: (request: any) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each module's prompt builder takes its own request type
  buildPrompt: (request: any) => unknown;
  /** Throws AppError `input_unclear` when the request says nothing the engines can read. */
  // biome-ignore lint/suspicious/noExplicitAny: each module's screen takes its own request type
  screen?: (request: any) => void;
  /** Completes a model's answer with the engine's own notes (ToolEngine.completeModelAnswer). */
  // biome-ignore lint/suspicious/noExplicitAny: each module's request and result types differ
  completeModelAnswer?: (request: any, result: any) => any;
}

/** Loads a module's `engine.server.ts`. Tests pass their own for a module outside this folder. */
export type EngineLoader = (module: ToolModule) => Promise<{ engine: ModuleEngine }>;

export const loadEngineByFolder: EngineLoader = (module) =>
  import(`./${module.toolType}/engine.server.ts`);

/** A tool module's definition and engine, as the strategy engine runs it. */
export interface LoadedTool {
  module: ToolModule;
  definition: ToolDefinition;
  engine: ToolEngine;
}

/** Loads tools once each: `load(module)` resolves to its definition and engine. */
export function toolLoader(loadEngine: EngineLoader = loadEngineByFolder) {
  const loaded = new Map<string, Promise<LoadedTool>>();
  return (module: ToolModule): Promise<LoadedTool> => {
    let tool = loaded.get(module.toolType);
    if (tool === undefined) {
      tool = Promise.all([module.tool.load(), loadEngine(module)]).then(
        ([{ default: definition }, { engine }]) => ({
          module,
          definition,
          engine: {
            toolType: module.toolType,
            tool: { ...definition, endpoint: module.tool.endpoint },
            generate: engine.generate,
            buildPrompt: engine.buildPrompt,
            ...(engine.screen === undefined ? {} : { screen: engine.screen }),
            ...(engine.completeModelAnswer === undefined
              ? {}
              : { completeModelAnswer: engine.completeModelAnswer }),
          } as ToolEngine,
        }),
      );
      // A failed load is retried by the next request rather than kept.
      tool.catch(() => loaded.delete(module.toolType));
      loaded.set(module.toolType, tool);
    }
    return tool;
  };
}

/** Every tool module's engine, in the registry's order (benches run them all). */
export async function loadToolEngines(): Promise<ToolEngine[]> {
  const load = toolLoader();
  return Promise.all(TOOL_MODULES.map(async (module) => (await load(module)).engine));
}
