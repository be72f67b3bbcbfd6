import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { forbidServerModules } from "./scripts/vite-forbid-server-modules.ts";
import { initialChunk } from "./scripts/vite-initial-chunk.ts";
import { smallLucideIcons } from "./scripts/vite-lucide-icon.ts";
import { markdownContent } from "./scripts/vite-markdown.ts";
import { preloadDependencies } from "./scripts/vite-preload-deps.ts";

/**
 * Two builds from one config (scripts/build.mjs runs both):
 * - the client: the SPA for the browser, into dist/client;
 * - `--ssr`: the server and the prerenderer for Node, into dist/server.
 */
const initial = initialChunk();
const preloadsWorthIt = preloadDependencies();
// Of the entry's static graph, the modules worth claiming: our own code and the libraries the
// shell runs. Barrels (lucide-react's and radix-ui's index) are left to tree-shaking. TanStack Query
// is not the shell's: only pages that query load it (lib/query.ts, decision 036).
const SHELL_MODULES =
  /\/src\/|\/node_modules\/(react-router|clsx|tailwind-merge|lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/|context))/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    smallLucideIcons(),
    markdownContent(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [forbidServerModules(), initial.plugin, preloadsWorthIt.plugin]),
  ],
  build: isSsrBuild
    ? {
        outDir: "dist/server",
        emptyOutDir: true,
        target: "node20",
        copyPublicDir: false,
        rolldownOptions: {
          input: {
            main: "src/server/main.ts",
            prerender: "src/web/entry-prerender.tsx",
            plan: "src/server/plan.ts",
            billing: "src/server/billing.ts",
          },
          output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
        },
      }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        target: "es2022",
        manifest: true,
        assetsInlineLimit: 0,
        // No modulepreload polyfill in every page's entry (decision 036): every browser the
        // es2022 target serves but Safari before 17 reads modulepreload itself, and there the
        // page still loads, its chunks fetched as they are imported.
        modulePreload: {
          polyfill: false,
          resolveDependencies: preloadsWorthIt.resolveDependencies,
        },
        rolldownOptions: {
          output: {
            // Chunks are named by their hash alone: every page's core carries the preload table
            // of all ~150 chunks, and names cost 0.8 KB gzip there (decision 005 addendum). The
            // manifest maps each file back to its name (bench/tool-pages.mjs prints them).
            chunkFileNames: "assets/[hash].js",
            // One `core` chunk for what every page runs before hydrating (decision 005); the rest
            // (pages, overlays such as dialogs and toasts, exporters) is split by Rolldown where
            // it is imported, so a toast does not bring the dialog code along.
            codeSplitting: {
              groups: [
                {
                  name: "core",
                  test: (id) =>
                    (initial.isInitial(id) && SHELL_MODULES.test(id)) ||
                    /node_modules\/(react|react-dom|scheduler)\//.test(id),
                  priority: 2,
                },
                {
                  // TanStack Query, our hooks over it (src/web/lib/query.ts) and the workspace's
                  // query keys: one chunk that the pages that query load, and no page that does
                  // not (decision 036).
                  name: "query",
                  test: /\/node_modules\/@tanstack\/|\/src\/web\/lib\/(query|workspace\/keys)\.ts$/,
                  priority: 2,
                },
                {
                  // What every tool page shares of the workspace (Edit, the venture, the one tool
                  // client): one chunk rather than eight small ones, each with its own request
                  // and its own line in every page's preload list. The query keys are in `query`:
                  // the dashboard's first code needs them without the rest (decision 036).
                  name: "tool-kit",
                  test: /\/src\/web\/lib\/workspace\/(use-venture|venture|post-tool|visitor-work|input-fields)\.ts$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  ssr: {
    // Bundle the UI libraries into the prerenderer (CSS imports); keep server packages external.
    noExternal: [/^@fontsource/],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://127.0.0.1:3000",
        // GET /api/login is a page the SPA renders (the production server serves it from the
        // build); in development Vite serves the app for it instead of the API server.
        bypass: (req) =>
          req.method === "GET" && req.url?.startsWith("/api/login") ? "/index.html" : undefined,
      },
    },
  },
}));
