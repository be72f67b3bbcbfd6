import { PROJECT_TITLE_MAX } from "../../shared/workspace";

const CUSTOMER_DISCOVERY_TITLE = 60;

function text(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

/**
 * A saved result's title (contract, issue 6): idea generation → "Startup ideas: {industry or
 * first interest}"; market analysis → "Market analysis: {industry}"; customer discovery → the
 * first 60 characters of the idea. Other tools: their name.
 */
export function projectTitle(toolType: string, request: Record<string, unknown>): string {
  let title: string;
  switch (toolType) {
    case "idea-generation": {
      const subject =
        text(request.industry) ||
        text(request.interests)
          .split(/[,;\n]/)[0]!
          .trim();
      title = `Startup ideas: ${subject || "your profile"}`;
      break;
    }
    case "market-analysis":
      title = `Market analysis: ${text(request.industry) || text(request.businessIdea)}`;
      break;
    case "customer-discovery": {
      const idea = text(request.businessIdea);
      title =
        idea.length > CUSTOMER_DISCOVERY_TITLE
          ? `${idea.slice(0, CUSTOMER_DISCOVERY_TITLE).trimEnd()}…`
          : idea || "Customer discovery";
      break;
    }
    default:
      title = toolType;
  }
  return title.slice(0, PROJECT_TITLE_MAX);
}
