import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The built file of a source module, for tests that make one chunk fail or slow down. Client
 * chunks are named by hash alone (vite.config.ts; decision 005), so the Vite manifest of the build
 * under test maps the source path to its file.
 */
const manifest = JSON.parse(
  readFileSync(
    path.join(process.env.DIST_DIR ?? "dist", "client", ".vite", "manifest.json"),
    "utf8",
  ),
) as Record<string, { file: string }>;

/** A URL pattern matching exactly the chunk built from `source` ("src/web/lib/export/pdf.ts"). */
export function chunkOf(source: string): RegExp {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} has no chunk in the build's manifest`);
  return new RegExp(`/${entry.file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
