import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ICON_FACTORY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../src/web/components/ui/lucide-icon.ts",
);

/**
 * Lucide's icons build their component with `createLucideIcon` (`../createLucideIcon.mjs` from
 * each icon's module). Its general version (a context provider, attribute-name mapping, name
 * conversions) costs every page about 2 KB gzip in the core chunk; ours
 * (src/web/components/ui/lucide-icon.ts) renders the same SVG for the props we use. Both builds
 * use it, so the prerendered HTML is what the browser renders (decision 036).
 */
export function smallLucideIcons(): Plugin {
  return {
    name: "ninefold:lucide-icon",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer !== undefined &&
        /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      ) {
        return ICON_FACTORY;
      }
      return null;
    },
  };
}
