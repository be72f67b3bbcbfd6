import { hostname } from "node:os";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { StatusRound } from "./checks";
import { pruneHistory, recordGap, recordRound } from "./history";
import { type SendOnce, sweepIncidentMail } from "./notify";

/** One round a minute; old records are pruned at most once an hour. */
export const STATUS_RECORD_INTERVAL_MS = 60_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface StatusRecorderOptions {
  database: Pick<Database, "db">;
  logger: Logger;
  /** Runs one round of the seven checks (checks.ts runStatusChecks; tests pass their own). */
  checks: () => Promise<StatusRound>;
  /** This process, as its rows name it. Default: host name and process id. */
  instanceId?: string;
  /**
   * Tells status subscribers about incidents not yet told, after every round (notify.ts
   * sweepIncidentMail; start.ts: the outbox, once per key).
   */
  notify?: { send: SendOnce; publicUrl: string };
  /** Tests: the clock. Default: the system clock. */
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Records the status checks of this instance once a minute (issue 17, decision 018), so the
 * status page can show uptime over 30 days and incidents. Started by start.ts after the
 * migrations, stopped on shutdown; its timer never keeps the process alive. Tests call `tick()`.
 */
export class StatusRecorder {
  readonly instanceId: string;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;
  private running: Promise<void> | undefined;
  /** Subscribers' mails, one round's after another's, apart from the rounds (start()). */
  private telling: Promise<unknown> = Promise.resolve();
  /** The components' names as the last round gave them, for the mails. */
  private names = new Map<string, string>();

  constructor(private readonly options: StatusRecorderOptions) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}`;
    this.now = options.now ?? (() => new Date());
  }

  /** One round, its subscribers told before it resolves (tests; start() does not wait for them). */
  async tick(): Promise<void> {
    const notify = await this.record();
    await notify();
  }

  /**
   * One round: run the checks, record a stretch nobody recorded (history.ts recordGap), write the
   * round, open or close incidents, prune now and then. Answers the sweep that tells subscribers
   * of every incident not yet told, this round's and any a stopped process left untold.
   */
  private async record(): Promise<() => Promise<unknown>> {
    const { db } = this.options.database;
    const round = await this.options.checks();
    const at = this.now();
    const intervalMs = this.options.intervalMs ?? STATUS_RECORD_INTERVAL_MS;
    await recordGap(db, at, this.instanceId, intervalMs);
    await recordRound(db, this.instanceId, at, round.components);
    if (at.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = at.getTime();
      await pruneHistory(db, at);
    }
    for (const component of round.components) this.names.set(component.id, component.name);
    const { notify } = this.options;
    if (!notify) return async () => undefined;
    return () => sweepIncidentMail(db, notify.send, this.names, notify.publicUrl, at);
  }

  /** Ticks once `ready` settles, then every interval; a round still running is not overlapped. */
  start(ready: Promise<void> = Promise.resolve()): void {
    if (this.timer) return;
    const round = () => {
      if (this.running) return;
      this.running = ready
        .then(() => this.record())
        .then((notify) => {
          // Mailing many subscribers (SMTP is slow or down) must not hold up the next rounds,
          // or the recorder would find a pause of its own making: the mails queue behind it.
          this.telling = this.telling
            .then(notify)
            .catch((err: unknown) =>
              this.options.logger.error({ err }, "status subscribers could not be told"),
            );
        })
        .catch((err: unknown) => this.options.logger.error({ err }, "status round failed"))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(round, this.options.intervalMs ?? STATUS_RECORD_INTERVAL_MS);
    this.timer.unref();
    // A first round as soon as the database is ready: a new server has a record at once.
    round();
  }

  /** Stops the timer and waits for a round in progress and the mails it queued. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.telling;
  }
}
