import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { type MailStatus, mailOutbox } from "../db/schema";
import type { Logger } from "../logger";

/** One message the product sends: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** What actually delivers a message: nodemailer over SMTP in production, a fake in tests. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

export interface MailResult {
  id: number;
  status: MailStatus;
}

/**
 * SMTP through nodemailer, with timeouts short enough that a dead server cannot hang a form.
 * nodemailer (about 5 MB resident) loads with the first message, not at start.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import("nodemailer").then((nodemailer) =>
      nodemailer.default.createTransport({
        url: smtpUrl,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }),
    ));
  return {
    async send(message) {
      await (await connect()).sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}

/** How often the server retries failed mail, how many attempts a message gets, and for how long. */
export const MAIL_RETRY = {
  intervalMs: 10 * 60_000,
  maxAttempts: 6,
  maxAgeMs: 24 * 60 * 60_000,
  batch: 20,
} as const;

/** Header values come from form fields: no line breaks, whatever was typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * The one way the server sends mail. Every message is written to `mail_outbox` first, so nothing
 * is lost: with SMTP configured it is sent at once and marked `sent` or `failed` (logged, never
 * thrown: the submission that caused it is stored either way); without SMTP it stays `pending`.
 */
export class Mailer {
  private readonly transport: MailTransport | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config["mail"],
    private readonly logger: Logger,
    transport?: MailTransport,
  ) {
    this.transport = transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  }

  get delivers(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<MailResult> {
    const subject = oneLine(message.subject);
    const rows = await this.db
      .insert(mailOutbox)
      .values({
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject,
        textBody: message.text,
      })
      .returning({ id: mailOutbox.id });
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("mail_outbox insert returned no row");
    return this.deliver(id, { ...message, subject });
  }

  /**
   * As send(), for a message that must go out once however often it is tried: the outbox row is
   * written under `key` (unique), and a second call with the same key, from this instance or
   * another, writes and sends nothing and answers null. For work that is retried until it is
   * marked done (the status subscribers' incident mails, status/notify.ts).
   */
  async sendOnce(key: string, message: MailMessage): Promise<MailResult | null> {
    const subject = oneLine(message.subject);
    const rows = await this.db
      .insert(mailOutbox)
      .values({
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject,
        textBody: message.text,
        dedupeKey: key,
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    const id = rows[0]?.id;
    if (id === undefined) return null;
    return this.deliver(id, { ...message, subject });
  }

  /** Sends a message just written to the outbox, marking its row `sent` or `failed`. */
  private async deliver(id: number, message: MailMessage): Promise<MailResult> {
    const { subject } = message;
    if (!this.transport) {
      this.logger.info({ mailId: id, subject }, "mail kept in outbox (SMTP_URL is not set)");
      return { id, status: "pending" };
    }
    try {
      await this.transport.send({
        from: this.config.from,
        to: message.to,
        replyTo: message.replyTo,
        subject,
        text: message.text,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: "sent", attempts: sql`${mailOutbox.attempts} + 1`, sentAt: new Date() })
        .where(eq(mailOutbox.id, id));
      this.logger.info({ mailId: id, subject }, "mail sent");
      return { id, status: "sent" };
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      this.logger.error({ mailId: id, subject, err }, "mail could not be sent; kept in outbox");
      await this.db
        .update(mailOutbox)
        .set({
          status: "failed",
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: lastError.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, id))
        .catch((updateErr: unknown) =>
          this.logger.error({ mailId: id, err: updateErr }, "could not mark mail as failed"),
        );
      return { id, status: "failed" };
    }
  }

  /**
   * Sends again the messages whose delivery failed (SMTP down, a refused recipient), oldest
   * first: at most MAIL_RETRY.maxAttempts attempts each, within a day of being written. Each
   * message is claimed by raising its attempt count where it is still what was read, so two
   * instances sharing the database never both send it. Messages kept `pending` because SMTP_URL
   * was not set are left alone. Returns how many were sent.
   */
  async retryFailed(now = new Date()): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "failed"),
          lt(mailOutbox.attempts, MAIL_RETRY.maxAttempts),
          gt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETRY.maxAgeMs)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(MAIL_RETRY.batch);
    let sent = 0;
    for (const mail of due) {
      const claimed = await this.db
        .update(mailOutbox)
        .set({ attempts: mail.attempts + 1 })
        .where(
          and(
            eq(mailOutbox.id, mail.id),
            eq(mailOutbox.status, "failed"),
            eq(mailOutbox.attempts, mail.attempts),
          ),
        )
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await this.transport.send({
          from: this.config.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.textBody,
        });
        await this.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        this.logger.info({ mailId: mail.id, attempts: mail.attempts + 1 }, "mail sent on retry");
        sent++;
      } catch (err) {
        const lastError = err instanceof Error ? err.message : String(err);
        this.logger.warn(
          { mailId: mail.id, attempts: mail.attempts + 1, err },
          "mail retry failed; kept in outbox",
        );
        await this.db
          .update(mailOutbox)
          .set({ lastError: lastError.slice(0, 1000) })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  close(): void {
    this.transport?.close();
  }
}
