import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Plan your first hires: skills gaps, role cards, a hiring sequence tied to milestones and runway, sourced pay ranges, scorecards and advisors.",
  keywords: ["startup hiring plan", "first hires", "startup advisors", "team planning"],
} satisfies ToolHead;
