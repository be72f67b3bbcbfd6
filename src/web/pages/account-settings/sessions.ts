import * as z from "zod/mini";
import { MONTHS } from "../../../shared/dates";

/** GET /api/account/sessions (contract): the founder's signed-in sessions. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.nullable(z.string()),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

export const SESSIONS_KEY = ["/api/account", "sessions"] as const;

/** The current session first, then the newest. */
export function readSessions(body: unknown): AccountSession[] {
  return z
    .array(sessionSchema)
    .parse(body)
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0),
    );
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/HeadlessChrome\//, "Chrome (headless)"],
  [/Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on macOS" from a User-Agent header; "Unknown device" when there is none. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Unknown device";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** "March 5, 2026 at 14:07" in the founder's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${time}`;
}

/** Whether the text typed in the delete dialog is the account's email (case and spaces aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== "";
}
