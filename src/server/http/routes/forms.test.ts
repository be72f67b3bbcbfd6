import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import {
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  statusSubscribers,
} from "../../db/schema";
import { JSON_HEADERS, testApp } from "../../testing/app-harness";
import { testDatabases } from "../../testing/databases";
import { type SmtpResponder, startSmtpResponder } from "../../testing/smtp-responder";

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "support",
  message: "The market analysis export stops at the competitors section.",
  updates: true,
};

/** Generous limits, so only the rate-limit tests meet them. */
const OPEN: Partial<Config> = { formsRateLimitPerHour: 10_000, formsEmailRateLimitPerHour: 10_000 };

describe.each(testDatabases)("the public forms on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let smtp: SmtpResponder;

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpResponder();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.rejectRecipients = false;
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(statusSubscribers);
    await database.db.delete(contactMessages);
    await database.db.delete(mailOutbox);
  });

  async function stored() {
    const n = async (
      table:
        | typeof mailOutbox
        | typeof contactMessages
        | typeof statusSubscribers
        | typeof newsletterSubscribers,
    ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      newsletter: await n(newsletterSubscribers),
      status: await n(statusSubscribers),
      contact: await n(contactMessages),
      outbox: await n(mailOutbox),
    };
  }
  const NOTHING = { newsletter: 0, status: 0, contact: 0, outbox: 0 };

  function post(
    url: string,
    body: unknown,
    {
      config = {},
      headers = JSON_HEADERS,
    }: { config?: Partial<Config>; headers?: Record<string, string> } = {},
  ) {
    return testApp(database, { ...OPEN, ...config }).app.request(url, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  describe.each([
    ["/api/newsletter", "newsletter", /newsletter/],
    ["/api/status/subscribe", "status", /status updates/],
  ] as const)("POST %s", (url, table, already) => {
    it("subscribes a new address: 201 with a message, one row, a confirmation in the outbox", async () => {
      const res = await post(url, { email: "  Ada@Example.COM " });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toEqual({ message: expect.stringContaining("ada@example.com") });
      expect(await stored()).toEqual({ ...NOTHING, [table]: 1, outbox: 1 });
      const [mail] = await database.db.select().from(mailOutbox);
      expect(mail).toMatchObject({ to: "ada@example.com", status: "pending" });
    });

    it("answers a duplicate (in any case) with 200 'already subscribed', storing and sending nothing more", async () => {
      expect((await post(url, { email: "ada@example.com" })).status).toBe(201);
      const res = await post(url, { email: "ADA@example.com" });
      expect(res.status).toBe(200);
      const { message } = await res.json();
      expect(message).toMatch(/already subscribed/);
      expect(message).toMatch(already);
      expect(await stored()).toEqual({ ...NOTHING, [table]: 1, outbox: 1 });
    });

    it("sends the confirmation over SMTP when SMTP_URL is set", async () => {
      const res = await post(
        url,
        { email: "grace@example.com" },
        {
          config: {
            mail: {
              smtpUrl: smtp.url,
              from: "Ninefold <hello@ninefold.app>",
              supportInbox: "s@x.io",
            },
          },
        },
      );
      expect(res.status).toBe(201);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["grace@example.com"]);
      const [mail] = await database.db.select().from(mailOutbox);
      expect(mail).toMatchObject({ status: "sent", attempts: 1 });
    });

    it("still subscribes (201) when the SMTP server refuses the confirmation; the mail is marked failed", async () => {
      smtp.rejectRecipients = true;
      const res = await post(
        url,
        { email: "grace@example.com" },
        {
          config: {
            mail: {
              smtpUrl: smtp.url,
              from: "Ninefold <hello@ninefold.app>",
              supportInbox: "s@x.io",
            },
          },
        },
      );
      expect(res.status).toBe(201);
      expect(await stored()).toEqual({ ...NOTHING, [table]: 1, outbox: 1 });
      const [mail] = await database.db.select().from(mailOutbox);
      expect(mail?.status).toBe("failed");
    });

    it("answers a filled-in honeypot exactly as a success, storing and sending nothing", async () => {
      const real = await post(url, { email: "bot@example.com" });
      await database.db.delete(table === "newsletter" ? newsletterSubscribers : statusSubscribers);
      await database.db.delete(mailOutbox);
      const bot = await post(url, { email: "bot@example.com", website: "http://spam.example" });
      expect(bot.status).toBe(real.status);
      expect(await bot.json()).toEqual(await real.json());
      expect(await stored()).toEqual(NOTHING);
    });

    it.each([
      ["an empty body", "", JSON_HEADERS, 400, "invalid_json"],
      ["malformed JSON", "{email:", JSON_HEADERS, 400, "invalid_json"],
      [
        "a wrong content type",
        JSON.stringify({ email: "ada@example.com" }),
        { "Content-Type": "text/plain" },
        415,
        "unsupported_media_type",
      ],
      ["no email", "{}", JSON_HEADERS, 400, "validation_failed"],
      ["an empty email", JSON.stringify({ email: "   " }), JSON_HEADERS, 400, "validation_failed"],
      ["a number for email", JSON.stringify({ email: 42 }), JSON_HEADERS, 400, "validation_failed"],
      ["an array body", "[]", JSON_HEADERS, 400, "validation_failed"],
      [
        "an address that is not one",
        JSON.stringify({ email: "ada@" }),
        JSON_HEADERS,
        400,
        "validation_failed",
      ],
      [
        "a huge address",
        JSON.stringify({ email: `${"a".repeat(300)}@example.com` }),
        JSON_HEADERS,
        400,
        "validation_failed",
      ],
      [
        "a body over 100 KB",
        JSON.stringify({ email: "ada@example.com", website: "x".repeat(110_000) }),
        JSON_HEADERS,
        413,
        "payload_too_large",
      ],
    ])(
      "refuses %s with a 4xx { error, code } and stores nothing",
      async (_name, body, headers, status, code) => {
        const res = await post(url, body, { headers: headers as Record<string, string> });
        expect(res.status).toBe(status);
        const json = await res.json();
        expect(json.code).toBe(code);
        expect(json.error.length).toBeGreaterThan(10);
        expect(await stored()).toEqual(NOTHING);
      },
    );

    it("names the email field and says what is wrong", async () => {
      const res = await post(url, { email: "nope" });
      expect((await res.json()).error).toMatch(/email: Please enter a valid email address/);
    });

    it("refuses a request from another site (403) and stores nothing", async () => {
      const res = await post(
        url,
        { email: "ada@example.com" },
        { headers: { ...JSON_HEADERS, Origin: "https://evil.example" } },
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "bad_origin" });
      expect(await stored()).toEqual(NOTHING);
    });

    it("rate-limits a client per hour, with Retry-After and when to try again", async () => {
      const config = { trustProxy: true, formsRateLimitPerHour: 2 };
      const send = (n: number) =>
        post(
          url,
          { email: `person${n}@example.com` },
          { config, headers: { ...JSON_HEADERS, "X-Forwarded-For": `198.51.100.${table.length}` } },
        );
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const refused = await send(3);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const body = await refused.json();
      expect(body.code).toBe("rate_limited");
      expect(body.error).toMatch(/Please try again in \d+ (minutes|seconds?)\./);
      expect((await stored())[table]).toBe(2);
    });

    it("rate-limits one address across clients", async () => {
      const config = { trustProxy: true, formsEmailRateLimitPerHour: 2 };
      const send = (client: number) =>
        post(
          url,
          { email: "Target@example.com" },
          { config, headers: { ...JSON_HEADERS, "X-Forwarded-For": `192.0.2.${client}` } },
        );
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(200);
      const refused = await send(3);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toMatch(/this email address/);
      expect(await stored()).toEqual({ ...NOTHING, [table]: 1, outbox: 1 });
    });
  });

  describe("POST /api/contact", () => {
    it("stores the message, answers 201 naming the reply time, and queues two mails", async () => {
      const res = await post("/api/contact", contact);
      expect(res.status).toBe(201);
      const { message } = await res.json();
      expect(message).toContain("Ada");
      expect(message).toContain("within 12-24 hours");
      expect(await stored()).toEqual({ ...NOTHING, contact: 1, outbox: 2 });
      const [row] = await database.db.select().from(contactMessages);
      expect(row).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        subject: "support",
        message: contact.message,
        updates: true,
      });
      const toSupport = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "support@ninefold.app"));
      expect(toSupport[0]).toMatchObject({ replyTo: "ada@example.com", status: "pending" });
      expect(toSupport[0]?.textBody).toContain(contact.message);
    });

    it("names the general response time for a general inquiry", async () => {
      const res = await post("/api/contact", { ...contact, subject: "general" });
      expect((await res.json()).message).toContain("within 24-48 hours");
    });

    it("defaults updates to false", async () => {
      const { updates: _updates, ...withoutUpdates } = contact;
      expect((await post("/api/contact", withoutUpdates)).status).toBe(201);
      const [row] = await database.db.select().from(contactMessages);
      expect(row?.updates).toBe(false);
    });

    it("with SMTP: the message to the support inbox (reply-to the sender) and an acknowledgement without the sender's text", async () => {
      const res = await post("/api/contact", contact, {
        config: {
          mail: {
            smtpUrl: smtp.url,
            from: "Ninefold <hello@ninefold.app>",
            supportInbox: "help@ninefold.test",
          },
        },
      });
      expect(res.status).toBe(201);
      expect(smtp.received).toHaveLength(2);
      const toSupport = smtp.received.find((m) => m.to[0] === "help@ninefold.test");
      const ack = smtp.received.find((m) => m.to[0] === "ada@example.com");
      expect(toSupport?.data).toMatch(/^Reply-To: ada@example\.com$/m);
      expect(toSupport?.data).toContain("The market analysis export stops");
      expect(ack?.data).toContain("12-24 hours");
      expect(ack?.data).not.toContain("The market analysis export stops");
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    });

    it("answers a filled-in honeypot exactly as a success, storing and sending nothing", async () => {
      const real = await post("/api/contact", contact);
      await database.db.delete(contactMessages);
      await database.db.delete(mailOutbox);
      const bot = await post("/api/contact", { ...contact, website: "spam" });
      expect(bot.status).toBe(real.status);
      expect(await bot.json()).toEqual(await real.json());
      expect(await stored()).toEqual(NOTHING);
    });

    it.each([
      ["an empty body", ""],
      ["malformed JSON", '{"firstName": "Ada",'],
      ["an empty object", {}],
      ["a missing first name", { ...contact, firstName: undefined }],
      ["a blank last name", { ...contact, lastName: "  " }],
      ["a bad email", { ...contact, email: "ada.example.com" }],
      ["an unknown subject", { ...contact, subject: "lawsuit" }],
      ["a message under 10 characters", { ...contact, message: "Help" }],
      ["a message over 5000 characters", { ...contact, message: "x".repeat(5001) }],
      ["a string for updates", { ...contact, updates: "yes" }],
      ["a number for the message", { ...contact, message: 12345678901 }],
      ["a huge first name", { ...contact, firstName: "A".repeat(101) }],
    ])("refuses %s with 400 { error, code } and stores nothing", async (_name, body) => {
      const res = await post("/api/contact", body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(["invalid_json", "validation_failed"]).toContain(json.code);
      expect(json.error.length).toBeGreaterThan(10);
      expect(await stored()).toEqual(NOTHING);
    });

    it("names the failing field", async () => {
      const res = await post("/api/contact", { ...contact, subject: "lawsuit" });
      expect((await res.json()).error).toContain("subject: Please select a topic.");
    });

    it("refuses another content type with 415", async () => {
      const res = await post("/api/contact", JSON.stringify(contact), {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(415);
      expect(await stored()).toEqual(NOTHING);
    });

    it("refuses a request from another site (403) and stores nothing", async () => {
      const res = await post("/api/contact", contact, {
        headers: { ...JSON_HEADERS, Origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(await stored()).toEqual(NOTHING);
    });

    it("rate-limits a client", async () => {
      const config = { trustProxy: true, formsRateLimitPerHour: 1 };
      const headers = { ...JSON_HEADERS, "X-Forwarded-For": "203.0.113.77" };
      expect((await post("/api/contact", contact, { config, headers })).status).toBe(201);
      const refused = await post("/api/contact", contact, { config, headers });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await stored()).toEqual({ ...NOTHING, contact: 1, outbox: 2 });
    });
  });
});
