import { useState } from "react";
import type { SavedResultProps } from "../../../modules/define-module";
import { anyPlanResultSchema, type PlanResult } from "../../../shared/plan";
import { useToolModule } from "../modules";
import { useQueryClient } from "../query";
import { projectKey, VENTURES_KEY, WORKSPACE_KEY } from "../workspace/keys";
import { type PlanExtra, PlanExtraCard } from "./plan-extra";
import { PlanView } from "./plan-view";

/**
 * A saved plan on its project page: the same view as the tool page, its sections regenerated and
 * edited in place (the project page's exports read the saved project, refreshed after a change).
 */
export function SavedPlan({
  toolType,
  output,
  input,
  fallback,
  project,
  extra,
}: SavedResultProps & {
  /** The plan's own module, which the view finds among the app's modules (useToolModule). */
  toolType: string;
  extra?: PlanExtra;
}) {
  const module = useToolModule(toolType);
  const queryClient = useQueryClient();
  const parsed = anyPlanResultSchema.safeParse(output);
  const [plan, setPlan] = useState<PlanResult | undefined>(
    parsed.success ? parsed.data : undefined,
  );
  if (!plan) return fallback;
  // The module's panel wrote the plan again (Save model): the project, the list and the
  // venture's progress (its dependants may now be stale) are read afresh.
  const rewritten = (next: PlanResult) => {
    setPlan(next);
    void queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
    void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
  };
  return (
    <PlanView
      module={module}
      plan={plan}
      projectId={project.id}
      onChange={setPlan}
      extra={
        extra ? (
          <PlanExtraCard
            extra={extra}
            plan={plan}
            projectId={project.id}
            request={input ?? undefined}
            ventureId={project.ventureId}
            onPlan={rewritten}
          />
        ) : null
      }
    />
  );
}
