import { asc } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STATUS_COMPONENT_IDS, type StatusComponent } from "../../shared/status";
import type { Database } from "../db/client";
import { statusChecks, statusIncidents, statusSubscribers } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { testConfig } from "../testing/app-harness";
import { testDatabases } from "../testing/databases";
import { runStatusChecks, type StatusRound } from "./checks";
import { readHistory, readIncidents } from "./history";
import { StatusRecorder } from "./recorder";

const START = new Date("2026-11-26T12:00:00.000Z");
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A round in which `failing` components are degraded and the rest operational. */
function roundOf(failing: readonly string[] = []): StatusRound {
  const components: StatusComponent[] = STATUS_COMPONENT_IDS.map((id) => ({
    id,
    name: id,
    detail: "",
    status: failing.includes(id) ? "degraded" : "operational",
    latencyMs: 5,
  }));
  return { overall: failing.length > 0 ? "degraded" : "operational", components };
}

describe.each(testDatabases)("the status recorder on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  const logger = pino({ level: "silent" });
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(statusChecks);
    await database.db.delete(statusIncidents);
  });

  /** A recorder on a clock the test moves a minute per tick, with scripted rounds. */
  function scripted(rounds: StatusRound[], instanceId = "test-1") {
    let now = START.getTime();
    const recorder = new StatusRecorder({
      database,
      logger,
      instanceId,
      now: () => new Date(now),
      checks: async () => rounds.shift() ?? roundOf(),
    });
    return {
      recorder,
      tick: async () => {
        await recorder.tick();
        now += MINUTE;
      },
      at: () => new Date(now),
    };
  }

  it("one tick of the real checks writes one row per component", async () => {
    const config = testConfig();
    const recorder = new StatusRecorder({
      database,
      logger,
      instanceId: "real",
      now: () => START,
      checks: () => runStatusChecks({ config, database }),
    });
    await recorder.tick();
    const rows = await database.db.select().from(statusChecks).orderBy(asc(statusChecks.id));
    expect(rows.map((r) => r.component)).toEqual([...STATUS_COMPONENT_IDS]);
    expect(rows.every((r) => r.instanceId === "real")).toBe(true);
    expect(rows.every((r) => r.checkedAt.getTime() === START.getTime())).toBe(true);
    const byId = Object.fromEntries(rows.map((r) => [r.component, r]));
    expect(byId.database).toMatchObject({ status: "operational" });
    expect(byId.database?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(byId.billing).toMatchObject({ status: "not_configured", latencyMs: null });
  });

  it("opens an incident after three failing minutes and closes it when a check passes", async () => {
    const failing = roundOf(["database"]);
    const { tick } = scripted([failing, failing, failing, failing, roundOf()]);
    await tick();
    await tick();
    expect(await readIncidents(database.db, START)).toEqual([]);
    await tick(); // the third failing minute
    const opened = await readIncidents(database.db, START);
    expect(opened).toEqual([
      {
        component: "database",
        cause: "failed_checks",
        startedAt: START.toISOString(),
        endedAt: null,
      },
    ]);
    await tick(); // a fourth: still the one incident
    expect(await database.db.select().from(statusIncidents)).toHaveLength(1);
    await tick(); // passes at START + 4 minutes
    expect(await readIncidents(database.db, START)).toEqual([
      {
        component: "database",
        cause: "failed_checks",
        startedAt: START.toISOString(),
        endedAt: new Date(START.getTime() + 4 * MINUTE).toISOString(),
      },
    ]);
  });

  it("mails each status subscriber once when an incident opens and once when it closes, however many instances saw it", async () => {
    await database.db.delete(statusSubscribers);
    await database.db
      .insert(statusSubscribers)
      .values([{ email: "ops@example.com" }, { email: "founder@example.com" }]);
    const mails: MailMessage[] = [];
    const failing = roundOf(["database"]);
    let now = START.getTime();
    const instance = (instanceId: string, rounds: StatusRound[]) =>
      new StatusRecorder({
        database,
        logger,
        instanceId,
        now: () => new Date(now),
        checks: async () => rounds.shift() ?? roundOf(),
        notify: { send: async (m) => void mails.push(m), publicUrl: "https://ninefold.example" },
      });
    const a = instance("a", [failing, failing, failing]);
    const b = instance("b", [failing, failing, failing]);
    for (let minute = 0; minute < 3; minute++) {
      await a.tick();
      await b.tick();
      now += MINUTE;
    }
    expect(mails.map((m) => m.to).sort()).toEqual(["founder@example.com", "ops@example.com"]);
    expect(mails[0]?.subject).toBe("Ninefold incident: database is not working as it should");
    expect(mails[0]?.text).toContain("has failed its checks since 26 Nov 2026, 12:00 UTC");
    expect(mails[0]?.text).toContain("https://ninefold.example/status");
    mails.length = 0;
    // Both pass from minute 3 on: the incident closes once, and is told once.
    now += 3 * MINUTE;
    await a.tick();
    await b.tick();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe("Resolved: Ninefold database is working again");
    expect(mails[0]?.text).toContain("lasted about 6 minutes");
  });

  it("records a stretch nobody recorded as one ended incident, mailed once, and counts it as down", async () => {
    await database.db.delete(statusSubscribers);
    await database.db.insert(statusSubscribers).values([{ email: "ops@example.com" }]);
    const mails: MailMessage[] = [];
    // Once per key, as the outbox sends (Mailer.sendOnce): both instances sweep the gap at once.
    const keys = new Set<string>();
    const send = async (m: MailMessage, key: string) => {
      if (!keys.has(key)) mails.push(m);
      keys.add(key);
    };
    let now = START.getTime();
    const instance = (instanceId: string) =>
      new StatusRecorder({
        database,
        logger,
        instanceId,
        now: () => new Date(now),
        checks: async () => roundOf(),
        notify: { send, publicUrl: "https://ninefold.example" },
      });
    const a = instance("a");
    await a.tick();
    now += MINUTE;
    await a.tick(); // the last record: START + 1 minute
    // Every instance stops; two come back together two hours later.
    now += 2 * 60 * MINUTE;
    const b = instance("b");
    await Promise.all([a.tick(), b.tick()]);
    const incidents = await readIncidents(database.db, new Date(now));
    expect(incidents).toEqual([
      {
        component: "web",
        cause: "unrecorded",
        startedAt: new Date(START.getTime() + 2 * MINUTE).toISOString(),
        endedAt: new Date(now).toISOString(),
      },
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Resolved: Ninefold was unavailable for about 119 minutes");
    expect(mails[0]?.text).toContain(
      "No Ninefold server recorded its checks from 26 Nov 2026, 12:02 UTC",
    );
    const history = await readHistory(database.db, new Date(now));
    expect(history.unrecordedMinutes).toBe(119);
    // 4 healthy rounds over 121 minutes, 119 of them unrecorded.
    expect(history.uptimePercent).toBeCloseTo((2 / 121) * 100, 2);
    // A pause shorter than five minutes is not an incident.
    now += 4 * MINUTE;
    await a.tick();
    expect(await readIncidents(database.db, new Date(now))).toHaveLength(1);
  });

  it("failures on either side of a pause (a restart under the same instance id) are not three running", async () => {
    let now = START.getTime();
    const failing = roundOf(["database"]);
    const recorder = new StatusRecorder({
      database,
      logger,
      instanceId: "host:1",
      now: () => new Date(now),
      checks: async () => failing,
    });
    await recorder.tick();
    now += MINUTE;
    await recorder.tick();
    now += 10 * MINUTE; // stopped, then started again under the same id
    await recorder.tick();
    const incidents = await readIncidents(database.db, new Date(now));
    expect(incidents.filter((incident) => incident.component === "database")).toEqual([]);
    now += MINUTE;
    await recorder.tick();
    now += MINUTE;
    await recorder.tick(); // three running since the restart
    const opened = await readIncidents(database.db, new Date(now));
    expect(opened.filter((incident) => incident.component === "database")).toEqual([
      {
        component: "database",
        cause: "failed_checks",
        startedAt: new Date(START.getTime() + 11 * MINUTE).toISOString(),
        endedAt: null,
      },
    ]);
  });

  it("start() does not hold its rounds for the subscribers' mails", async () => {
    await database.db.delete(statusSubscribers);
    await database.db.insert(statusSubscribers).values([{ email: "ops@example.com" }]);
    let release: () => void = () => {};
    const mailing = new Promise<void>((resolve) => {
      release = resolve;
    });
    let now = START.getTime();
    const rounds = [roundOf(["database"]), roundOf(["database"]), roundOf(["database"])];
    let ticks = 0;
    const recorder = new StatusRecorder({
      database,
      logger,
      instanceId: "slow-mail",
      intervalMs: 20,
      now: () => new Date(now),
      checks: async () => {
        ticks += 1;
        now += MINUTE;
        return rounds.shift() ?? roundOf();
      },
      notify: { send: () => mailing, publicUrl: "https://ninefold.example" },
    });
    recorder.start();
    // The incident opens at the third round; its mail hangs, and rounds go on regardless.
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(6), { timeout: 5000 });
    release();
    await recorder.stop();
  });

  it("two failures with a pass between open nothing; instances seeing the same failure open one", async () => {
    const failing = roundOf(["api"]);
    const flaky = scripted([failing, failing, roundOf(), failing, failing]);
    for (let i = 0; i < 5; i++) await flaky.tick();
    expect(await database.db.select().from(statusIncidents)).toEqual([]);

    const a = scripted([failing, failing, failing], "a");
    const b = scripted([failing, failing, failing], "b");
    for (let i = 0; i < 3; i++) {
      await a.tick();
      await b.tick();
    }
    const incidents = await database.db.select().from(statusIncidents);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ component: "api", endedAt: null, openedBy: "a" });
  });

  it("keeps an incident open while another instance still sees the failure", async () => {
    const failing = roundOf(["database"]);
    // a fails four minutes then passes; b passes throughout.
    const a = scripted([failing, failing, failing, failing, roundOf()], "a");
    const b = scripted([], "b");
    const open = async () =>
      (await readIncidents(database.db, START)).filter((i) => i.endedAt === null);
    for (let i = 0; i < 4; i++) {
      await a.tick();
      await b.tick(); // passes, but a failed this minute: the incident stays open
    }
    expect(await open()).toHaveLength(1);
    await a.tick(); // a passes too
    expect(await open()).toEqual([]);
    expect(await database.db.select().from(statusIncidents)).toHaveLength(1);

    // An instance that fails, then stops reporting, holds it open only for a few minutes.
    await database.db.delete(statusChecks);
    const c = scripted([failing, failing, failing], "c");
    const d = scripted([], "d");
    for (let i = 0; i < 3; i++) await c.tick();
    expect(await open()).toHaveLength(1);
    await d.tick(); // START + 0: c failed moments ago
    await d.tick(); // + 1 min
    await d.tick(); // + 2 min: c's last failure (+2 min) still counts
    expect(await open()).toHaveLength(1);
    await d.tick(); // + 3 min
    await d.tick(); // + 4 min
    await d.tick(); // + 5 min: c's last failure is 3 minutes old
    expect(await open()).toEqual([]);
  });

  it("prunes checks and ended incidents older than 90 days", async () => {
    const old = new Date(START.getTime() - 91 * DAY);
    await database.db.insert(statusChecks).values({
      instanceId: "gone",
      checkedAt: old,
      component: "api",
      status: "operational",
      latencyMs: 1,
    });
    await database.db
      .insert(statusIncidents)
      .values({ component: "auth", startedAt: old, endedAt: old, openedBy: "gone" });
    const { tick } = scripted([roundOf()]);
    await tick();
    const rows = await database.db.select().from(statusChecks);
    expect(rows).toHaveLength(STATUS_COMPONENT_IDS.length);
    expect(rows.every((r) => r.instanceId === "test-1")).toBe(true);
    expect(await database.db.select().from(statusIncidents)).toEqual([]);
  });

  it("start()'s timer never keeps the process alive", async () => {
    const recorder = new StatusRecorder({ database, logger, checks: async () => roundOf() });
    recorder.start();
    const { timer } = recorder as unknown as { timer: NodeJS.Timeout };
    expect(timer.hasRef()).toBe(false);
    await recorder.stop();
  });

  it("start() ticks at once, then every minute, and stop() ends it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const checks = vi.fn(async () => roundOf());
      const recorder = new StatusRecorder({ database, logger, instanceId: "timer", checks });
      recorder.start();
      await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(MINUTE);
      await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(2));
      await recorder.stop();
      await vi.advanceTimersByTimeAsync(5 * MINUTE);
      expect(checks).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
