import { startSmtpResponder } from "../src/server/testing/smtp-responder";
import { E2E_SMTP_PORT, resetMailDir, saveMail } from "./mail";

/** Runs the suite's mailbox (e2e/mail.ts) for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailDir();
  const responder = await startSmtpResponder({ port: E2E_SMTP_PORT, onMail: saveMail });
  return () => responder.close();
}
