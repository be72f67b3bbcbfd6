import { useRef } from "react";
import type { SavedResultProps } from "../../define-module";
import { marketAnalysisResultSchema } from "../schema";
import { MarketAnalysisResults } from "./results";

/** A saved market analysis on its project page (the project page draws its own exports). */
export default function SavedMarketAnalysis({ output, fallback }: SavedResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const parsed = marketAnalysisResultSchema.safeParse(output);
  if (!parsed.success) return fallback;
  return <MarketAnalysisResults result={parsed.data} exports={null} headingRef={headingRef} />;
}
