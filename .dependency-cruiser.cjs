/**
 * The structure rules (GUIDE §4, decision 022), run by `npm run lint` and `npm test`:
 * `depcruise src --config .dependency-cruiser.cjs`. Type-only imports and dynamic `import()`
 * count like any other import. Biome's noRestrictedImports (biome.json) keeps the server, the
 * engine and server-only packages out of browser code; these rules say what Biome cannot.
 */

/** A module's folder: src/modules/<module>/. Folders starting with `_` are kits and fixtures. */
const MODULE_FOLDER = "^src/modules/([^_/][^/]*)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import circles in src/, type-only and dynamic imports included: move the shared piece down into its own file, or invert the dependency.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-sibling-module",
      severity: "error",
      comment:
        "A module imports only its own folder, the kits (src/modules/*.ts, src/modules/_*/), src/engine and src/shared, never another module's folder (tests included).",
      from: { path: MODULE_FOLDER },
      to: { path: MODULE_FOLDER, pathNot: "^src/modules/$1/" },
    },
    {
      name: "kit-below-modules",
      severity: "error",
      comment:
        "A kit (src/modules/_kit/) sits below the modules: it never imports a module's folder. A result that later modules read is a contract and lives in src/shared (plan.ts, market-analysis-result.ts, customer-discovery-result.ts).",
      from: { path: "^src/modules/_kit/" },
      to: { path: MODULE_FOLDER },
    },
    {
      name: "ui-kit-no-registry",
      severity: "error",
      comment:
        "The UI kit (src/web/lib, src/web/components) takes module types (define-module.ts), never the registry or a module's folder: the app (src/web/app) wires the registry in with <ModulesProvider>. Tests may use the product's modules as fixtures.",
      from: { path: "^src/web/(lib|components)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: ["^src/modules/registry\\.ts$", MODULE_FOLDER] },
    },
    {
      name: "query-library-through-lib-query",
      severity: "error",
      comment:
        "Code the browser runs takes TanStack Query's hooks from src/web/lib/query.ts, never from the library: the shell every page loads has no QueryClientProvider, so the public pages never load it (decision 036). The prerenderer (entry-prerender.tsx) and tests may; a type-only import costs no bytes.",
      from: {
        path: "^src/(web|modules|shared)/",
        pathNot: ["^src/web/lib/query\\.ts$", "^src/web/entry-prerender\\.tsx$", "\\.test\\.tsx?$"],
      },
      to: { path: "@tanstack/react-query", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
