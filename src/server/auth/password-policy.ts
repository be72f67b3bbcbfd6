import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectRoot } from "../db/project-root";

/**
 * The password rules (issue 6, OWASP ASVS 2.1): 8 to 128 characters, no composition rules, and
 * not one of the most common passwords. Decision 008 records the list's source.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const LIST_NAME = "common-passwords.txt";

/** The shipped list: beside this file in the sources, or under src/ from the bundled server. */
function listFile(): string {
  const here = path.join(path.dirname(fileURLToPath(import.meta.url)), LIST_NAME);
  return existsSync(here) ? here : path.join(projectRoot(), "src", "server", "auth", LIST_NAME);
}

let common: Set<string> | undefined;

/** The list, read once (about 18,000 entries, a few hundred KB). */
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(listFile(), "utf8");
    common = new Set(text.split("\n").filter((line) => line.length > 0));
  }
  return common;
}

/** Whether a password is in the common list, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
