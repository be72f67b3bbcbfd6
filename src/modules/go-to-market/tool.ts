import { definePlanTool } from "../_kit/plan/tool";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { GO_TO_MARKET_READS } from "./reads";
import { goToMarketRequestSchema } from "./schema";

export default definePlanTool({
  request: goToMarketRequestSchema,
  sections: GO_TO_MARKET_SECTIONS,
  documentTitle: "Go-to-Market Plan",
  titlePrefix: "Go-to-market plan",
  fileName: "go-to-market-plan",
  reads: GO_TO_MARKET_READS,
  // The founder's own free text, which a plan may quote; budget, price and launch date reach the
  // text as `input` assumptions instead.
  founderText: (request) => [request.channelsTried],
});
