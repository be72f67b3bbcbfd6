import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";

/** A saved go-to-market plan on its project page. */
export default function SavedGoToMarketPlan(props: SavedResultProps) {
  return <SavedPlan toolType="go-to-market" {...props} />;
}
