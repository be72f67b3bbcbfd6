import { afterEach } from "vitest";
import { resetSession } from "../lib/session";

/**
 * The "pure" test files share their modules (vitest.config.ts, isolate: false), so the session
 * store (lib/session.ts) would carry one file's signed-in founder into the next file's visitor
 * pages: every test ends with nobody known, as a prerendered page starts.
 */
afterEach(() => {
  resetSession();
});
