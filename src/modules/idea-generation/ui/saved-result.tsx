import type { SavedResultProps } from "../../define-module";
import { ideaGenerationResultSchema } from "../schema";
import { useDevelopIdea } from "./develop-idea";
import { IdeaCard } from "./idea-card";

/** A saved idea generation on its project page: the idea cards, each with 'Develop This Idea Further'. */
export default function SavedIdeas({ output, fallback, project }: SavedResultProps) {
  const develop = useDevelopIdea({ ventureId: project.ventureId, ideasProjectId: project.id });
  const parsed = ideaGenerationResultSchema.safeParse(output);
  if (!parsed.success) return fallback;
  return (
    <ul className="space-y-6" data-location="project-ideas">
      {parsed.data.ideas.map((idea) => (
        <li key={idea.id}>
          <IdeaCard
            idea={idea}
            dataSource={parsed.data.dataSource}
            onDevelop={(chosen) => void develop(chosen)}
          />
        </li>
      ))}
    </ul>
  );
}
