/**
 * Writes common-passwords.txt beside this file from @zxcvbn-ts/language-common's ranked list
 * (MIT; itself from public password-breach frequency lists): every entry a password of ours could
 * be (8 to 128 characters), lowercased, in rank order, one per line. Run after upgrading the
 * package: `npx tsx src/server/auth/common-passwords.build.ts`. Decision 008 records the source.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

const require = createRequire(import.meta.url);
const source = require.resolve("@zxcvbn-ts/language-common/package.json");
const ranked = z
  .array(z.string())
  .parse(
    JSON.parse(readFileSync(path.join(path.dirname(source), "src", "passwords.json"), "utf8")),
  );

const seen = new Set<string>();
for (const entry of ranked) {
  const password = entry.toLowerCase();
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) continue;
  if (/[\r\n]/.test(password)) continue;
  seen.add(password);
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "common-passwords.txt");
writeFileSync(out, `${[...seen].join("\n")}\n`);
process.stdout.write(`${seen.size} common passwords of ${ranked.length} ranked → ${out}\n`);
