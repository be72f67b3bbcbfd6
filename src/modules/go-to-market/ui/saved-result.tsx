import type { SavedResultProps } from "../../define-module";

/** Placeholder so the module compiles: replaced by the integrator with the plan's result view. */
export default function GoToMarketSavedResult(props: SavedResultProps) {
  return props.fallback;
}
