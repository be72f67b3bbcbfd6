import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";

/** A saved product plan on its project page. */
export default function SavedProductPlan(props: SavedResultProps) {
  return <SavedPlan toolType="product-development" {...props} />;
}
