import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ReceivedMail } from "../src/server/testing/smtp-responder";

/**
 * The e2e suite's mailbox: `global-setup.ts` runs an SMTP responder the server sends to
 * (SMTP_URL in playwright.config.ts) and writes each message it accepts into MAIL_DIR as JSON,
 * so a test (another process) can read the mail a founder would get.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The responder listens beside the server's own port. */
export const E2E_SMTP_PORT = PORT + 1;
export const MAIL_DIR = path.join("data", `e2e-${PORT}`, "mail");

export function resetMailDir(): void {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
}

let written = 0;
export function saveMail(mail: ReceivedMail): void {
  written += 1;
  const name = `${Date.now()}-${String(written).padStart(5, "0")}.json`;
  writeFileSync(path.join(MAIL_DIR, name), JSON.stringify(mail));
}

/** A message's body as text: quoted-printable soft breaks joined and escapes decoded. */
function bodyText(data: string): string {
  const body = data.slice(data.search(/\r?\n\r?\n/));
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The newest message to `address` (whose subject matches `subject`, when given), waiting up to
 * 10 s for it to arrive. Account mails go out after the response (decision 028), so a test that
 * expects a second mail to an address names its subject: the first one is already there.
 */
export async function latestMailTo(
  address: string,
  subject?: RegExp,
): Promise<{ subject: string; body: string }> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as ReceivedMail;
          if (!mail.to.includes(address)) continue;
          if (subject !== undefined && !subject.test(subjectOf(mail))) continue;
          found = mail;
          return true;
        }
        return false;
      },
      { timeout: 10_000, message: `a mail to ${address}${subject ? ` (${subject})` : ""}` },
    )
    .toBe(true);
  const mail = found as ReceivedMail;
  return { subject: subjectOf(mail), body: bodyText(mail.data) };
}

function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.*)$/im.exec(mail.data)?.[1] ?? "";
}
