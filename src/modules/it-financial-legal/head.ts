import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Your tool inventory, security baseline, a 36-month financial model with runway and break-even, unit economics and the legal checklist for your country.",
  keywords: [
    "startup financial model",
    "runway calculator",
    "startup legal checklist",
    "startup IT setup",
  ],
} satisfies ToolHead;
