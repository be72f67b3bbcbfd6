import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";

/** A saved team plan on its project page. */
export default function SavedTeamPlan(props: SavedResultProps) {
  return <SavedPlan toolType="team-planning" {...props} />;
}
