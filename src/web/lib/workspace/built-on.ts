import type { ModuleDefinition, ToolModule } from "../../../modules/define-module";
import { MONTHS } from "../../../shared/dates";
import type { BuiltOnEntry, VentureContext } from "./venture";

/** How a run in a venture names the earlier results it used (the venture note, issue 12). */

/** "24 Nov" in the founder's time zone ("" when unreadable). */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getDate()} ${MONTHS[date.getMonth()]!.slice(0, 3)}`;
}

/**
 * How a module's result is named inside a sentence: its tool's own noun ("market analysis",
 * "idea list"), else "{display name} result", else "earlier result".
 */
export function resultNoun(toolType: string, modules: readonly ModuleDefinition[]): string {
  const module = modules.find((entry) => entry.toolType === toolType);
  if (!module) return "earlier result";
  return module.tool?.resultNoun ?? `${module.displayName} result`;
}

/** "market analysis of 24 Nov" for each entry, joined: the words after "Built on:". */
export function builtOnText(
  entries: readonly BuiltOnEntry[],
  modules: readonly ModuleDefinition[],
): string {
  return entries
    .map((entry) => {
      const name = resultNoun(entry.toolType, modules);
      const date = shortDate(entry.updatedAt);
      return date ? `${name} of ${date}` : name;
    })
    .join(", ");
}

/**
 * Before a run: the venture's current results the server will fill this module's request from
 * (its `refill` fields, which the page leaves empty inside a venture).
 */
export function willBuildOn(module: ToolModule, venture: VentureContext): BuiltOnEntry[] {
  return [...new Set(Object.values(module.tool.refill))].flatMap((toolType) => {
    const current = venture.current.get(toolType);
    return current ? [{ toolType, ...current }] : [];
  });
}
