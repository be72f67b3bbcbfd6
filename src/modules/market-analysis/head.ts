import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Size your market top-down and bottom-up (TAM, SAM, SOM), map competitors, trends and pricing, with every figure's source shown. Free, no account needed.",
  keywords: ["market analysis", "TAM SAM SOM", "market size calculator", "competitor analysis"],
} satisfies ToolHead;
