import type { ToolHead } from "../../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description: "Rehearse a one-minute pitch built on your venture's results.",
  keywords: ["pitch", "founders"],
} satisfies ToolHead;
