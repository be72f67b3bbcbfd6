import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/** Where a generated secret is kept: one file in the data folder, readable by the owner only. */
export const SECRET_FILE = "auth-secret";

/**
 * The secret that signs session cookies and tokens: BETTER_AUTH_SECRET or AUTH_SECRET, or else one
 * generated on first start and kept in $DATA_DIR/auth-secret, so a restart keeps every session.
 * (Production behind https and several instances must set it: config.ts refuses to start
 * without it there.)
 */
export function resolveAuthSecret(config: Pick<Config, "auth" | "dataDir">): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
