import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Describe your interests, skills, budget and time; get startup ideas scored against them, with the rubric and sources shown. Free, no account needed.",
  keywords: ["startup idea generator", "business ideas", "free AI tool", "side project ideas"],
} satisfies ToolHead;
