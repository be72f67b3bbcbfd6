import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { itFinancialLegalModule } from "..";
import { MODEL_EXTRA } from "./extra";

/** A saved IT, financial and legal plan on its project page. */
export default function SavedItFinancialLegalPlan(props: SavedResultProps) {
  return <SavedPlan module={itFinancialLegalModule} extra={MODEL_EXTRA} {...props} />;
}
