import { createServer } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { testDatabases } from "../testing/databases";
import { type SmtpResponder, startSmtpResponder } from "../testing/smtp-responder";
import { MAIL_RETRY, Mailer } from "./mailer";

const MAIL = { from: "Ninefold <hello@ninefold.app>", supportInbox: "support@ninefold.app" };

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

describe("Mailer", () => {
  let database: Database & { dispose(): Promise<void> };
  let smtp: SmtpResponder;

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    smtp = await startSmtpResponder();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.rejectRecipients = false;
    await database.db.delete(mailOutbox);
  });

  const row = async (id: number) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it("without SMTP_URL keeps the message pending in the outbox and logs it at info", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = new Mailer(database.db, { ...MAIL, smtpUrl: undefined }, logger);
    expect(mailer.delivers).toBe(false);
    const result = await mailer.send({ to: "ada@example.com", subject: "Hello", text: "Body" });
    expect(result.status).toBe("pending");
    expect(await row(result.id)).toMatchObject({
      to: "ada@example.com",
      subject: "Hello",
      textBody: "Body",
      status: "pending",
      attempts: 0,
      sentAt: null,
    });
    const logged = lines.find((l) => String(l.msg).startsWith("mail kept in outbox"));
    expect(logged).toMatchObject({ level: 30, mailId: result.id });
    // The recipient's address is not written to the log.
    expect(JSON.stringify(lines)).not.toContain("ada@example.com");
  });

  it("with SMTP sends through nodemailer and marks the message sent", async () => {
    const { logger } = capturingLogger();
    const mailer = new Mailer(database.db, { ...MAIL, smtpUrl: smtp.url }, logger);
    const result = await mailer.send({
      to: "ada@example.com",
      replyTo: "grace@example.com",
      subject: "A subject",
      text: "First line\n.Second line starting with a dot",
    });
    expect(result.status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe("hello@ninefold.app");
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.data).toMatch(/^From: Ninefold <hello@ninefold\.app>$/m);
    expect(mail.data).toMatch(/^To: ada@example\.com$/m);
    expect(mail.data).toMatch(/^Reply-To: grace@example\.com$/m);
    expect(mail.data).toMatch(/^Subject: A subject$/m);
    expect(mail.data).toContain(".Second line starting with a dot");
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it("marks a refused message failed, logs it and does not throw", async () => {
    smtp.rejectRecipients = true;
    const { logger, lines } = capturingLogger();
    const mailer = new Mailer(database.db, { ...MAIL, smtpUrl: smtp.url }, logger);
    const result = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "Body" });
    expect(result.status).toBe("failed");
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(stored?.lastError).toContain("550");
    expect(lines.some((l) => l.level === 50 && l.mailId === result.id)).toBe(true);
  });

  it("marks a message failed when the SMTP server cannot be reached", async () => {
    const { logger } = capturingLogger();
    const port = await closedPort();
    const mailer = new Mailer(
      database.db,
      { ...MAIL, smtpUrl: `smtp://127.0.0.1:${port}` },
      logger,
    );
    const result = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "Body" });
    expect(result.status).toBe("failed");
    expect((await row(result.id))?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("retries failed mail until it is sent, and only failed mail within its attempts and age", async () => {
    const { logger } = capturingLogger();
    const mailer = new Mailer(database.db, { ...MAIL, smtpUrl: smtp.url }, logger);
    smtp.rejectRecipients = true;
    const failed = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "Body" });
    expect(failed.status).toBe("failed");
    expect(await mailer.retryFailed()).toBe(0);
    expect(await row(failed.id)).toMatchObject({ status: "failed", attempts: 2 });

    const [exhausted] = await database.db
      .insert(mailOutbox)
      .values({
        to: "a@example.com",
        subject: "Old",
        textBody: "x",
        status: "failed",
        attempts: MAIL_RETRY.maxAttempts,
      })
      .returning({ id: mailOutbox.id });
    const [stale] = await database.db
      .insert(mailOutbox)
      .values({
        to: "b@example.com",
        subject: "Stale",
        textBody: "x",
        status: "failed",
        attempts: 1,
        createdAt: new Date(Date.now() - MAIL_RETRY.maxAgeMs - 60_000),
      })
      .returning({ id: mailOutbox.id });
    const [pending] = await database.db
      .insert(mailOutbox)
      .values({ to: "c@example.com", subject: "Pending", textBody: "x" })
      .returning({ id: mailOutbox.id });

    smtp.rejectRecipients = false;
    expect(await mailer.retryFailed()).toBe(1);
    expect(await row(failed.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(smtp.received.map((mail) => mail.to)).toEqual([["ada@example.com"]]);
    expect(await row(exhausted!.id)).toMatchObject({
      status: "failed",
      attempts: MAIL_RETRY.maxAttempts,
    });
    expect(await row(stale!.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(await row(pending!.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await mailer.retryFailed()).toBe(0);
  });

  it("keeps a subject on one line whatever it was given", async () => {
    const { logger } = capturingLogger();
    const mailer = new Mailer(database.db, { ...MAIL, smtpUrl: smtp.url }, logger);
    await mailer.send({
      to: "ada@example.com",
      subject: "Hello\r\nBcc: victim@example.com",
      text: "Body",
    });
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.data).not.toMatch(/^Bcc:/im);
  });
});

describe("mail configuration", () => {
  function issuesOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.issues;
      throw error;
    }
    throw new Error("expected a ConfigError");
  }

  it("defaults: no SMTP, the brand's sender and support inbox, form limits", () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: "Ninefold <hello@ninefold.app>",
      supportInbox: "support@ninefold.app",
    });
    expect(config.formsRateLimitPerHour).toBe(20);
    expect(config.formsEmailRateLimitPerHour).toBe(5);
  });

  it("reads SMTP_URL, MAIL_FROM, SUPPORT_INBOX and the form limits", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      MAIL_FROM: "hello@example.com",
      SUPPORT_INBOX: "help@example.com",
      FORMS_RATE_LIMIT_PER_HOUR: "50",
      FORMS_EMAIL_RATE_LIMIT_PER_HOUR: "3",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:secret@smtp.example.com:465",
      from: "hello@example.com",
      supportInbox: "help@example.com",
    });
    expect(config.formsRateLimitPerHour).toBe(50);
    expect(config.formsEmailRateLimitPerHour).toBe(3);
  });

  it.each([
    [{ SMTP_URL: "https://smtp.example.com" }, "SMTP_URL: expected an smtp:// or smtps:// URL"],
    [{ MAIL_FROM: "Ninefold" }, "MAIL_FROM: expected an address such as"],
    [{ SUPPORT_INBOX: "support" }, "SUPPORT_INBOX: expected an email address"],
    [{ FORMS_RATE_LIMIT_PER_HOUR: "0" }, "FORMS_RATE_LIMIT_PER_HOUR: expected at least 1"],
    [
      { FORMS_EMAIL_RATE_LIMIT_PER_HOUR: "x" },
      "FORMS_EMAIL_RATE_LIMIT_PER_HOUR: expected a number",
    ],
  ])("refuses %o, naming the variable", (env, message) => {
    expect(issuesOf(env).join("\n")).toContain(message);
  });

  it("never echoes a connection URL, which may carry a password", () => {
    const issues = issuesOf({ SMTP_URL: "http://user:hunter2@smtp.example.com" }).join("\n");
    expect(issues).toContain("SMTP_URL");
    expect(issues).not.toContain("hunter2");
  });
});
