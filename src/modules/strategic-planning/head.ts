import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Your venture's position, first segment, goals with baselines and targets, bets with stop signals and a twelve-month roadmap, built on your earlier results.",
  keywords: ["strategic plan", "startup strategy", "positioning statement", "12-month roadmap"],
} satisfies ToolHead;
