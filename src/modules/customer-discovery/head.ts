import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Turn your business idea into customer personas, problem validation, solution fit and the interviews to run next. Free, no account needed.",
  keywords: ["customer discovery", "customer personas", "problem validation", "lean startup"],
} satisfies ToolHead;
