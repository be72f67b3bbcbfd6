import { ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ProvenancePanel } from "../../../web/components/provenance";
import { Badge } from "../../../web/components/ui/badge";
import { Button } from "../../../web/components/ui/button";
import type { Idea } from "../schema";
import { difficultyVariant, partLabel, percentOf, SCORE_MAX, scoreLabel } from "./score";

/** A decorative bar; the numbers beside it carry the meaning for every reader. */
function Bar({ value, max, className }: { value: number; max: number; className?: string }) {
  return (
    <div className={`h-1.5 w-full overflow-hidden rounded-full bg-slate-200 ${className ?? ""}`}>
      <div
        aria-hidden="true"
        className="h-full rounded-full bg-primary"
        style={{ width: `${percentOf(value, max)}%` }}
      />
    </div>
  );
}

/** The n/10 score with the rubric behind it: one line per criterion, its points and why. */
function ScoreRubric({ idea, headingId }: { idea: Idea; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={headingId} className="text-sm font-semibold">
          How this idea scores
        </h4>
        <p className="text-sm text-slate-600">
          <span className="sr-only">Score: </span>
          <span className="text-lg font-bold text-foreground" data-testid="idea-score">
            {scoreLabel(idea.score)}
          </span>
        </p>
      </div>
      <Bar value={idea.score} max={SCORE_MAX} className="mt-2" />
      <ul className="mt-4 space-y-3">
        {idea.scoreBreakdown.map((part) => (
          <li key={part.criterion} data-testid="score-part">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{part.label}</span>
              <span className="font-semibold tabular-nums">{partLabel(part)}</span>
            </div>
            <Bar value={part.points} max={part.maxPoints} className="mt-1" />
            <p className="mt-1 text-xs leading-relaxed text-slate-600">{part.reason}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs leading-relaxed text-slate-600">
        <span className="font-medium text-foreground">Difficulty: {idea.difficulty}.</span>{" "}
        {idea.difficultyReason}
      </p>
    </section>
  );
}

function TextList({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      <List
        className={`mt-2 space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700 ${
          ordered ? "list-decimal" : "list-disc"
        }`}
      >
        {items.map((item, index) => (
          // Items are plain text and may repeat; their place in the list is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered.
          <li key={index}>{item}</li>
        ))}
      </List>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-1 text-sm leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * One generated idea (spec §3): title, category, difficulty, the n/10 score with its rubric,
 * description, market size, time to market, skills, benefits, numbered next steps, where its
 * figures came from, and 'Develop This Idea Further'. All of it is rendered as text.
 */
export function IdeaCard({
  idea,
  dataSource,
  onDevelop,
}: {
  idea: Idea;
  dataSource: string;
  onDevelop: (idea: Idea) => void;
}) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="idea-card"
      className="rounded-card border border-border bg-background p-5 sm:p-6"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold leading-snug break-words">
            {idea.title}
          </h3>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge variant="neutral">
              <span className="sr-only">Category: </span>
              {idea.category}
            </Badge>
            <Badge variant={difficultyVariant(idea.difficulty)} data-testid="difficulty-badge">
              {idea.difficulty} difficulty
            </Badge>
            <Badge variant="outline">
              <span className="sr-only">Business model: </span>
              {idea.businessModel}
            </Badge>
          </div>
        </div>
        <p className="shrink-0 text-2xl font-bold text-primary" aria-hidden="true">
          {scoreLabel(idea.score)}
        </p>
      </header>

      <p className="mt-4 text-sm leading-relaxed text-slate-700">{idea.description}</p>

      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact term="Market size">{idea.marketSize}</Fact>
        <Fact term="Time to market">{idea.timeToMarket}</Fact>
        <Fact term="Target market">{idea.targetMarket}</Fact>
      </dl>

      <div className="mt-5">
        <ScoreRubric idea={idea} headingId={`${baseId}-score`} />
      </div>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextList title="Required skills" items={idea.requiredSkills} />
        <TextList title="Key benefits" items={idea.keyBenefits} />
      </div>
      <div className="mt-5">
        <TextList title="Next steps" items={idea.nextSteps} ordered />
      </div>

      <ProvenancePanel
        className="mt-5 rounded-card border border-border bg-slate-50 p-4 text-sm"
        title="Where these figures come from"
        dataSource={dataSource}
        sources={idea.sources}
        assumptions={idea.assumptions}
      />

      <Button type="button" className="mt-5 w-full sm:w-auto" onClick={() => onDevelop(idea)}>
        Develop This Idea Further
        <ArrowRight aria-hidden="true" />
      </Button>
    </article>
  );
}
