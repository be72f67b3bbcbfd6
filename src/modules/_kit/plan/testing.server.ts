import type { PlanResult } from "../../../shared/plan";
import { toolLoader } from "../../engines.server";
import { TOOL_MODULES } from "../../registry";

/**
 * For tests: runs the offline engines of a venture's earlier plans by toolType, as a venture
 * chains them (issue 22), so a plan module's tests read an earlier plan without importing that
 * module's folder. Each engine is found the way the server finds it (src/modules/engines.server.ts).
 */
export type PlanRunner = (toolType: string, body: object) => PlanResult;

/** Loads the named modules' tools and engines once; the runner then parses a body and generates. */
export async function planRunner(toolTypes: readonly string[]): Promise<PlanRunner> {
  const load = toolLoader();
  const loaded = new Map(
    await Promise.all(
      toolTypes.map(async (toolType) => {
        const module = TOOL_MODULES.find((candidate) => candidate.toolType === toolType);
        if (!module) throw new Error(`No tool module ${toolType}`);
        return [toolType, await load(module)] as const;
      }),
    ),
  );
  return (toolType, body) => {
    const tool = loaded.get(toolType);
    if (!tool) throw new Error(`The plan runner did not load ${toolType}`);
    return tool.engine.generate(tool.definition.request.parse(body) as never) as PlanResult;
  };
}
