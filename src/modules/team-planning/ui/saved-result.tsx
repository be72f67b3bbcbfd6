import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { teamPlanningModule } from "..";

/** A saved team plan on its project page. */
export default function SavedTeamPlan(props: SavedResultProps) {
  return <SavedPlan module={teamPlanningModule} {...props} />;
}
