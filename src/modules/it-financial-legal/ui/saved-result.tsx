import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { MODEL_EXTRA } from "./extra";

/** A saved IT, financial and legal plan on its project page. */
export default function SavedItFinancialLegalPlan(props: SavedResultProps) {
  return <SavedPlan toolType="it-financial-legal" extra={MODEL_EXTRA} {...props} />;
}
