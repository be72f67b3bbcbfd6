import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Find the funnel stage that holds your growth back, rank experiments by impact, confidence and ease, and plan 90 days with a results log.",
  keywords: ["growth experiments", "startup metrics", "scaling roadmap", "ICE scoring"],
} satisfies ToolHead;
