/**
 * Sample requests for the benches (bench/engine-latency.mjs): each tool module's folder holds
 * `samples.server.ts` exporting `sampleRequests`, a fast-check arbitrary of the requests a
 * founder might send, built from the kit below. Found by folder name like the engines
 * (engines.server.ts), so a new module needs no line in the bench; `sample-requests.server.test.ts`
 * fails when a tool module has none. Server-side and bench-only: no page loads it.
 */
import type * as FastCheck from "fast-check";
import type { SampleVenture } from "./_fixtures/ventures.server";
import type { ToolModule } from "./define-module";

export interface SampleKit {
  fc: typeof FastCheck;
  /** Free text: one to eight of the bench's words, or any 1 to 300 graphemes. */
  text: () => FastCheck.Arbitrary<string>;
  /** The values of an option list whose items are strings or `{ value }`. */
  values: (list: readonly (string | { value: string })[]) => string[];
  /** The sample ventures (src/modules/_fixtures/ventures.server.ts), built once each. */
  ventures: readonly SampleVenture[];
  /**
   * A generated request inside the sample venture it drew (`venture`), if any: the venture's
   * customer, competitors and earlier results fill those fields.
   */
  inVenture: <Request extends { venture?: SampleVenture | undefined }>(
    request: Request,
  ) => Omit<Request, "venture">;
}

/** What a module's samples.server.ts exports as `sampleRequests`. */
export type SampleRequests = (kit: SampleKit) => FastCheck.Arbitrary<unknown>;

/** Loads a tool module's `samples.server.ts`; throws, naming the module, when it has none. */
export async function loadSampleRequests(module: ToolModule): Promise<SampleRequests> {
  try {
    const { sampleRequests } = (await import(`./${module.toolType}/samples.server.ts`)) as {
      sampleRequests: SampleRequests;
    };
    return sampleRequests;
  } catch (error) {
    throw new Error(
      `src/modules/${module.toolType}/samples.server.ts must export sampleRequests (the bench's requests)`,
      { cause: error },
    );
  }
}
