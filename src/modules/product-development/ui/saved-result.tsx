import { SavedPlan } from "../../../web/lib/plan/saved-plan";
import type { SavedResultProps } from "../../define-module";
import { productDevelopmentModule } from "..";

/** A saved product plan on its project page. */
export default function SavedProductPlan(props: SavedResultProps) {
  return <SavedPlan module={productDevelopmentModule} {...props} />;
}
