import { createContext, type ReactNode, useContext } from "react";
import { isToolModule, type ModuleDefinition, type ToolModule } from "../../modules/define-module";

/**
 * The modules the app serves, as the UI kit receives them (GUIDE §4): the kit (src/web/lib,
 * src/web/components) takes module types, never the registry; the app (src/web/app) wires the
 * registry in with <ModulesProvider>. A module's own pages find their module here too, so a
 * module's `ui/` never imports its `index.ts` (which loads that page: an import circle).
 * Pure functions of the kit take the list as a parameter instead.
 */
const ModulesContext = createContext<readonly ModuleDefinition[] | null>(null);

export function ModulesProvider({
  modules,
  children,
}: {
  modules: readonly ModuleDefinition[];
  children: ReactNode;
}) {
  return <ModulesContext.Provider value={modules}>{children}</ModulesContext.Provider>;
}

/** The app's modules, in the registry's order. */
export function useModules(): readonly ModuleDefinition[] {
  const modules = useContext(ModulesContext);
  if (!modules) throw new Error("useModules needs a <ModulesProvider> above it (src/web/app).");
  return modules;
}

/** The modules whose tool exists, in the registry's order. */
export function toolModulesOf(modules: readonly ModuleDefinition[]): ToolModule[] {
  return modules.filter(isToolModule);
}

/** A tool module by its toolType, or undefined (no such module, or no tool yet). */
export function toolModuleIn(
  modules: readonly ModuleDefinition[],
  toolType: string,
): ToolModule | undefined {
  return toolModulesOf(modules).find((module) => module.toolType === toolType);
}

/** The tool module of a tool page: its own module, from the app's. */
export function useToolModule(toolType: string): ToolModule {
  const module = toolModuleIn(useModules(), toolType);
  if (!module) throw new Error(`No tool module "${toolType}" among the app's modules.`);
  return module;
}
