import type { ModuleEngine } from "../../engines.server";
import type { PitchRequest, PitchResult } from "./schema";

export const engine: ModuleEngine = {
  generate: (request: PitchRequest): PitchResult => ({
    pitch: `${request.product} helps ${request.audience} get more done.`,
    dataSource: "Test engine",
  }),
  buildPrompt: (request: PitchRequest) => ({ instructions: "Write a pitch.", request }),
};
