import { type ProjectInput, text } from "../../../web/lib/workspace/input-fields";
import { IDEA_MAX } from "./discovery-form";

/** The customer discovery tool's idea, and the market data it was run with (if an object). */
export function discoveryFromInput(input: ProjectInput): {
  businessIdea: string;
  marketData: Record<string, unknown> | undefined;
} {
  const marketData = input?.marketData;
  const usable =
    typeof marketData === "object" &&
    marketData !== null &&
    !Array.isArray(marketData) &&
    Object.keys(marketData).length > 0;
  return {
    businessIdea: text(input, "businessIdea", IDEA_MAX),
    marketData: usable ? (marketData as Record<string, unknown>) : undefined,
  };
}
