import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { strategicPlanningModule } from "..";

/** A saved strategic plan on its project page. */
export default function SavedStrategicPlan(props: SavedResultProps) {
  return <SavedPlan module={strategicPlanningModule} {...props} />;
}
