import {
  type BriefHints,
  briefHintsEngine,
  hasHints,
  verifyBriefHints,
} from "../../engine/reading/brief-hints";
import { AppError } from "../../shared/errors";
import type { Logger } from "../logger";
import type { StrategyEngine } from "./strategy-engine";

/** Reads a founder's idea text with the configured model, or gives nothing (decision 042). */
export type BriefHintsReader = (text: string) => Promise<BriefHints | undefined>;

/**
 * The venture brief's model reading (src/engine/reading/brief-hints.ts) through the strategy
 * engine: cached, within the day's budget of model calls, its answer checked against its schema
 * and its quotes against the founder's text. Offline, or when the model fails (a timeout, the
 * budget spent, an answer that cannot be used), the brief is read from the words alone: a founder
 * is never refused a venture because a model did not answer, and sees the brief to correct either
 * way.
 */
export function briefHintsReader(engine: StrategyEngine, logger: Logger): BriefHintsReader {
  return async (text) => {
    if (engine.mode === "offline") return undefined;
    try {
      const hints = verifyBriefHints(await engine.run(briefHintsEngine, { text }), text);
      logger.info(
        {
          model: engine.mode,
          buyer: hints.targetMarket !== undefined,
          price: hints.price !== undefined,
          businessModel: hints.model !== undefined,
        },
        "venture brief read by the model (parts its quotes bear out)",
      );
      return hasHints(hints) ? hints : undefined;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.warn(
        { model: engine.mode, code: error.code },
        "the model did not read the venture brief: read from the words alone",
      );
      return undefined;
    }
  };
}
