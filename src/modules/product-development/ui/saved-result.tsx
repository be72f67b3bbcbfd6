import type { SavedResultProps } from "../../define-module";

/** A saved product plan: a placeholder showing the fallback, replaced by the integrator. */
export default function ProductPlanSavedResult(props: SavedResultProps) {
  return props.fallback;
}
