import { hostname } from "node:os";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { MailMessage } from "../mail/mailer";
import type { StatusRound } from "./checks";
import { pruneHistory, recordGap, recordRound } from "./history";
import { notifySubscribers } from "./notify";

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
  /** Tells status subscribers about incidents this instance opened or closed (start.ts: the outbox). */
  notify?: { send: (message: MailMessage) => Promise<unknown>; publicUrl: string };
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
   * round, open or close incidents, prune now and then. Answers what subscribers must be told.
   */
  private async record(): Promise<() => Promise<unknown>> {
    const { db } = this.options.database;
    const round = await this.options.checks();
    const at = this.now();
    const intervalMs = this.options.intervalMs ?? STATUS_RECORD_INTERVAL_MS;
    const gap = await recordGap(db, at, this.instanceId, intervalMs);
    const { opened, closed } = await recordRound(db, this.instanceId, at, round.components);
    const changes = [...(gap ? [gap] : []), ...opened, ...closed];
    if (at.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = at.getTime();
      await pruneHistory(db, at);
    }
    const { notify } = this.options;
    if (!notify || changes.length === 0) return async () => undefined;
    const names = new Map(round.components.map((c) => [c.id, c.name]));
    return () => notifySubscribers(db, notify.send, changes, names, notify.publicUrl);
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
