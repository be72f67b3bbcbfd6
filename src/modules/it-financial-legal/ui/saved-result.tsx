import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { itFinancialLegalModule } from "..";
import ModelPanel from "./model-panel";

/** A saved IT, financial and legal plan on its project page. */
export default function SavedItFinancialLegalPlan(props: SavedResultProps) {
  return <SavedPlan module={itFinancialLegalModule} Extra={ModelPanel} {...props} />;
}
