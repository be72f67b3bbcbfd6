import { useRef } from "react";
import { useNavigate } from "react-router";
import { customerDiscoveryResultSchema } from "../../../modules/customer-discovery/schema";
import { ideaGenerationResultSchema } from "../../../modules/idea-generation/schema";
import { marketAnalysisResultSchema } from "../../../modules/market-analysis/schema";
import { Card } from "../../components/ui/card";
import { toast } from "../../lib/toast-store";
import { unwrapOutput } from "../../lib/workspace/projects";
import { DiscoveryResults } from "../customer-discovery-tool/results";
import { IdeaCard } from "../idea-generation-tool/idea-card";
import {
  browserStorage,
  MARKET_ANALYSIS_PATH,
  saveSelectedIdea,
} from "../idea-generation-tool/saved-idea";
import { MarketAnalysisResults } from "../market-analysis-tool/results";

/** Text output (or a result we cannot read as its tool's): shown as plain paragraphs. */
function PlainOutput({ output }: { output: unknown }) {
  const text = typeof output === "string" ? output : JSON.stringify(output, null, 2);
  return (
    <Card>
      <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-slate-700">
        {text}
      </pre>
    </Card>
  );
}

/**
 * A project's full result, drawn by its own tool's result components (the same cards the tool
 * page shows), after checking it against the tool's result schema; `input` is what the
 * founder asked. The project page draws the export buttons itself (its file names are the
 * project's), so the tools' own are left out.
 */
export function ProjectResult({
  toolType,
  output,
  input,
}: {
  toolType: string;
  output: unknown;
  input: Record<string, unknown> | null;
}) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const result = unwrapOutput(toolType, output);

  if (toolType === "idea-generation") {
    const parsed = ideaGenerationResultSchema.safeParse(result);
    if (parsed.success) {
      return (
        <ul className="space-y-6" data-location="project-ideas">
          {parsed.data.ideas.map((idea) => (
            <li key={idea.id}>
              <IdeaCard
                idea={idea}
                dataSource={parsed.data.dataSource}
                onDevelop={(chosen) => {
                  if (!saveSelectedIdea(browserStorage(), chosen)) {
                    toast({
                      variant: "destructive",
                      title: "Idea not saved",
                      description:
                        "Your browser blocked local storage, so the market analysis tool will open without this idea filled in.",
                    });
                  }
                  navigate(MARKET_ANALYSIS_PATH);
                }}
              />
            </li>
          ))}
        </ul>
      );
    }
  }
  if (toolType === "market-analysis") {
    const parsed = marketAnalysisResultSchema.safeParse(result);
    if (parsed.success) {
      return <MarketAnalysisResults result={parsed.data} exports={null} headingRef={headingRef} />;
    }
  }
  if (toolType === "customer-discovery") {
    const parsed = customerDiscoveryResultSchema.safeParse(result);
    if (parsed.success) {
      return (
        <DiscoveryResults
          result={parsed.data}
          busy={false}
          businessIdea={typeof input?.businessIdea === "string" ? input.businessIdea : undefined}
          exports={null}
          headingRef={headingRef}
        />
      );
    }
  }
  return <PlainOutput output={result} />;
}
