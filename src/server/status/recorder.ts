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

  constructor(private readonly options: StatusRecorderOptions) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}`;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * One round: run the checks, record a stretch nobody recorded (history.ts recordGap), write the
   * round, open or close incidents, prune now and then.
   */
  async tick(): Promise<void> {
    const { db } = this.options.database;
    const round = await this.options.checks();
    const at = this.now();
    const intervalMs = this.options.intervalMs ?? STATUS_RECORD_INTERVAL_MS;
    const gap = await recordGap(db, at, this.instanceId, intervalMs);
    const { opened, closed } = await recordRound(db, this.instanceId, at, round.components);
    const changes = [...(gap ? [gap] : []), ...opened, ...closed];
    const { notify } = this.options;
    if (notify && changes.length > 0) {
      const names = new Map(round.components.map((c) => [c.id, c.name]));
      await notifySubscribers(db, notify.send, changes, names, notify.publicUrl);
    }
    if (at.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = at.getTime();
      await pruneHistory(db, at);
    }
  }

  /** Ticks once `ready` settles, then every interval; a round still running is not overlapped. */
  start(ready: Promise<void> = Promise.resolve()): void {
    if (this.timer) return;
    const round = () => {
      if (this.running) return;
      this.running = ready
        .then(() => this.tick())
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

  /** Stops the timer and waits for a round in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
