import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { RESULTS_LOG_EXTRA } from "./extra";

/** A saved iteration plan on its project page. */
export default function SavedIterationPlan(props: SavedResultProps) {
  return <SavedPlan toolType="iteration-scaling" extra={RESULTS_LOG_EXTRA} {...props} />;
}
