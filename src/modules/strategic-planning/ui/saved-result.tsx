import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";

/** A saved strategic plan on its project page. */
export default function SavedStrategicPlan(props: SavedResultProps) {
  return <SavedPlan toolType="strategic-planning" {...props} />;
}
