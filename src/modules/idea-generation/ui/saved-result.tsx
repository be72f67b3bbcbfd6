import { useNavigate } from "react-router";
import { toast } from "../../../web/lib/toast-store";
import type { SavedResultProps } from "../../define-module";
import { ideaGenerationResultSchema } from "../schema";
import { IdeaCard } from "./idea-card";
import { browserStorage, MARKET_ANALYSIS_PATH, saveSelectedIdea } from "./saved-idea";

/** A saved idea generation on its project page: the idea cards, each with 'Develop This Idea Further'. */
export default function SavedIdeas({ output, fallback }: SavedResultProps) {
  const navigate = useNavigate();
  const parsed = ideaGenerationResultSchema.safeParse(output);
  if (!parsed.success) return fallback;
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
