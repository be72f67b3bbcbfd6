import type { ToolHead } from "../define-module";

/** The tool page's description and keywords, loaded only where head tags are written. */
export default {
  description:
    "Turn customer research into a product plan: RICE-scored features, MVP scope and cut list, build plan, costs, tests with pass marks and a roadmap.",
  keywords: ["product development plan", "MVP scope", "RICE prioritization", "product roadmap"],
} satisfies ToolHead;
