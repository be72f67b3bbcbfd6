import { asc } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STATUS_COMPONENT_IDS, type StatusComponent } from "../../shared/status";
import type { Database } from "../db/client";
import { mailOutbox, statusChecks, statusIncidents, statusSubscribers } from "../db/schema";
import { Mailer, type MailMessage } from "../mail/mailer";
import { testDatabases } from "../testing/databases";
import type { StatusRound } from "./checks";
import { type SendOnce, sweepIncidentMail } from "./notify";
import { StatusRecorder } from "./recorder";

/**
 * Durable incident mails (decision 029): an incident row is written before its subscribers'
 * mails, so a process that dies in between left them untold for good. Now every round sweeps the
 * incidents whose `notified_at` is null, and each mail is written to the outbox once per key.
 */
const START = new Date("2026-11-26T12:00:00.000Z");
const MINUTE = 60_000;
const PUBLIC_URL = "https://ninefold.example";
const NAMES = new Map([["database", "Database"]]);

function roundOf(failing: readonly string[] = []): StatusRound {
  const components: StatusComponent[] = STATUS_COMPONENT_IDS.map((id) => ({
    id,
    name: id === "database" ? "Database" : id,
    detail: "",
    status: failing.includes(id) ? "degraded" : "operational",
    latencyMs: 5,
  }));
  return { overall: failing.length > 0 ? "degraded" : "operational", components };
}

describe.each(testDatabases)("incident mails on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  const logger = pino({ level: "silent" });
  /** What reached "SMTP": the product's Mailer over a transport that keeps the messages. */
  const delivered: MailMessage[] = [];
  let mailer: Mailer;
  const send: SendOnce = (message, key) => mailer.sendOnce(key, message);

  beforeAll(async () => {
    database = await open();
    mailer = new Mailer(
      database.db,
      { smtpUrl: undefined, from: "Ninefold <hello@ninefold.app>", supportInbox: "s@example.com" },
      logger,
      { send: async (message) => void delivered.push(message), close: () => {} },
    );
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    delivered.length = 0;
    await database.db.delete(statusChecks);
    await database.db.delete(statusIncidents);
    await database.db.delete(mailOutbox);
    await database.db.delete(statusSubscribers);
    await database.db
      .insert(statusSubscribers)
      .values([{ email: "ops@example.com" }, { email: "founder@example.com" }]);
  });

  /** An incident as a process that died right after writing it left it: never told. */
  const untoldIncident = (endedAt: Date | null = null) =>
    database.db.insert(statusIncidents).values({
      component: "database",
      startedAt: START,
      endedAt,
      openedBy: "a process that died",
    });

  const notifiedAt = async () =>
    (await database.db.select().from(statusIncidents).orderBy(asc(statusIncidents.id))).map(
      (row) => row.notifiedAt,
    );

  it("mails an incident without notified_at once, and not again on the next sweep", async () => {
    await untoldIncident();
    const at = new Date(START.getTime() + 5 * MINUTE);
    expect(await sweepIncidentMail(database.db, send, NAMES, PUBLIC_URL, at)).toBe(2);
    expect(delivered.map((m) => m.to).sort()).toEqual(["founder@example.com", "ops@example.com"]);
    expect(delivered[0]?.subject).toBe("Ninefold incident: Database is not working as it should");
    expect((await notifiedAt()).map((date) => date && new Date(date).getTime())).toEqual([
      at.getTime(),
    ]);

    expect(await sweepIncidentMail(database.db, send, NAMES, PUBLIC_URL, at)).toBe(0);
    expect(delivered).toHaveLength(2);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("a sweep that stopped halfway, or two at once, still mail each subscriber once", async () => {
    await untoldIncident(new Date(START.getTime() + 3 * MINUTE));
    // The process dies after the first mail is written: the incident stays untold.
    let calls = 0;
    const dying: SendOnce = async (message, key) => {
      if (++calls > 1) throw new Error("killed");
      return send(message, key);
    };
    await expect(sweepIncidentMail(database.db, dying, NAMES, PUBLIC_URL, START)).rejects.toThrow(
      "killed",
    );
    expect(delivered).toHaveLength(1);
    expect(await notifiedAt()).toEqual([null]);

    await Promise.all([
      sweepIncidentMail(database.db, send, NAMES, PUBLIC_URL, START),
      sweepIncidentMail(database.db, send, NAMES, PUBLIC_URL, START),
    ]);
    expect(delivered.map((m) => m.to).sort()).toEqual(["founder@example.com", "ops@example.com"]);
    expect(
      delivered.every((m) => m.subject === "Resolved: Ninefold Database is working again"),
    ).toBe(true);
    expect(await notifiedAt()).not.toContain(null);
  });

  it("the next round of any instance tells an incident a stopped process left untold, then tells its end once", async () => {
    await untoldIncident();
    let now = START.getTime() + 10 * MINUTE;
    const recorder = new StatusRecorder({
      database,
      logger,
      instanceId: "survivor",
      now: () => new Date(now),
      checks: async () => roundOf(["database"]),
      notify: { send, publicUrl: PUBLIC_URL },
    });
    await recorder.tick();
    expect(delivered.map((m) => m.subject)).toEqual([
      "Ninefold incident: Database is not working as it should",
      "Ninefold incident: Database is not working as it should",
    ]);
    now += MINUTE;
    await recorder.tick();
    expect(delivered).toHaveLength(2);

    const passing = new StatusRecorder({
      database,
      logger,
      instanceId: "survivor",
      now: () => new Date(now),
      checks: async () => roundOf(),
      notify: { send, publicUrl: PUBLIC_URL },
    });
    now += MINUTE;
    await passing.tick();
    now += MINUTE;
    await passing.tick();
    expect(delivered.slice(2).map((m) => m.subject)).toEqual([
      "Resolved: Ninefold Database is working again",
      "Resolved: Ninefold Database is working again",
    ]);
  });
});
