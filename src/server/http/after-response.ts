import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

type Task = () => Promise<unknown>;

/**
 * Work a request causes but its answer must not wait for: account mails (a reset link, an email
 * confirmation, the "someone tried to sign up with your address" notice). A task deferred during a
 * request starts once the handler has produced its response, so the response's timing is the same
 * whether or not the task exists (a reset for a real account and for an unknown one answer alike).
 * The mail itself goes through the Mailer, so it is in `mail_outbox` and retried like any other.
 *
 * Outside a request a task starts on the next turn of the event loop. `settled()` waits for every
 * task started or queued so far: the server's shutdown waits for it before closing the database,
 * and tests wait for it before reading the outbox.
 */
export class AfterResponse {
  private readonly scope = new AsyncLocalStorage<Task[]>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Runs the request with a queue of deferred tasks, started once the response is made. */
  middleware(): MiddlewareHandler {
    return async (_c, next) => {
      const tasks: Task[] = [];
      try {
        await this.scope.run(tasks, next);
      } finally {
        for (const task of tasks) this.start(task);
      }
    };
  }

  /** Queues `task` until the current request has its response (or the next tick, outside one). */
  defer(task: Task): void {
    const queue = this.scope.getStore();
    if (queue) queue.push(task);
    else this.start(task);
  }

  /** Resolves when every task deferred so far has finished (each one's error is logged). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private start(task: Task): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ err }, "a task after the response failed"),
      )
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
