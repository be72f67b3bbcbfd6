import type { Plugin } from "vite";

/**
 * One chunk for everything a page needs before it can hydrate. Rolldown's automatic splitting
 * leaves the entry's static imports in many small shared chunks (brand, button, icons…); over
 * HTTP/1.1 each is a request and a round trip before the first paint. This plugin records the
 * entry's static import graph once the module graph is built; the `core` code-splitting group
 * claims exactly those modules, so the browser fetches the shell in two files. Lazily loaded
 * pages keep their own chunks.
 *
 * The entry points themselves (an HTML entry and the scripts it loads, i.e. main.tsx) stay out:
 * the entry awaits the current page's chunk (top-level
 * await in main.tsx) and that chunk imports the shell, so an entry inside the shared chunk would
 * wait for itself and the page would never hydrate.
 */
export function initialChunk(): { plugin: Plugin; isInitial: (id: string) => boolean } {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: "ninefold:initial-chunk",
    apply: "build",
    buildEnd() {
      initial.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const seen = new Set<string>();
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of entries) {
        seen.delete(id);
        // An HTML entry's own scripts are entry points too.
        if (id.endsWith(".html"))
          for (const script of this.getModuleInfo(id)?.importedIds ?? []) seen.delete(script);
      }
      for (const id of seen) initial.add(id);
    },
  };
  return { plugin, isInitial: (id) => initial.has(id) };
}
