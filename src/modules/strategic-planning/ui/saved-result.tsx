import type { SavedResultProps } from "../../define-module";

/** Placeholder so the module compiles: replaced by the integrator (the plan result view). */
export default function StrategicPlanSavedResult(props: SavedResultProps) {
  return props.fallback;
}
