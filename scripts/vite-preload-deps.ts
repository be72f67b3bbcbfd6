import type { Plugin } from "vite";

/**
 * Which of a lazy chunk's dependencies a dynamic import preloads. Vite lists every one, and every
 * page's core chunk carries those lists for all ~60 lazy imports it makes (pages, tool pages,
 * saved results, exporters) and a table of ~180 file names: about 2.5 KB gzip, 1 KB of it for
 * chunks under MIN_BYTES (an icon, a button variant). Those small chunks are left out: the
 * browser fetches them as soon as the chunk that imports them has arrived, which a preload of a
 * few hundred bytes would barely get ahead of; the chunks worth a head start are still preloaded
 * (decision 036). Nor is what the entry has already loaded on every page (Rolldown's helpers).
 */
export const MIN_BYTES = 1024;

export function preloadDependencies(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: "html" | "js" },
  ) => string[];
} {
  const sizes = new Map<string, number>();
  /** What every page has loaded before any lazy import: the entry's static imports. */
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: "ninefold:preload-dependencies",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        sizes.clear();
        loaded.clear();
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== "chunk") continue;
          sizes.set(fileName, output.code.length);
          if (output.isEntry) for (const imported of output.imports) loaded.add(imported);
        }
      },
    },
  };
  return {
    plugin,
    // A file not measured (never the case in a build) is kept.
    // Only a chunk's dynamic imports: the HTML's own preloads (the entry's imports) stay whole.
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === "html"
        ? deps
        : deps.filter((dep) => !loaded.has(dep) && (sizes.get(dep) ?? MIN_BYTES) >= MIN_BYTES),
  };
}
