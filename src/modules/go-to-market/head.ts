import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Plan your launch: first customers, message, channels for your budget, launch pricing, a week-by-week calendar and funnel targets with sources.",
  keywords: ["go-to-market plan", "launch plan", "marketing channels", "sales funnel targets"],
} satisfies ToolHead;
