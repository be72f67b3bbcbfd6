import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { iterationScalingModule } from "..";
import ResultsLog from "./results-log";

/** A saved iteration plan on its project page. */
export default function SavedIterationPlan(props: SavedResultProps) {
  return <SavedPlan module={iterationScalingModule} Extra={ResultsLog} {...props} />;
}
