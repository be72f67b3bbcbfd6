import { createServer, type RequestListener, type ServerOptions } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { runRetention } from "./billing/retention";
import { ConfigError, loadConfig, noSmtpNotice } from "./config";
import { openDatabase } from "./db/client";
import { projectRoot } from "./db/project-root";
import { AfterResponse } from "./http/after-response";
import { HeldRateLimiter } from "./http/rate-limit";
import { requestIdOf } from "./http/request-context";
import { httpServerOptions } from "./http/server-limits";
import { builtFileListener, loadSite } from "./http/site";
import { createLogger } from "./logger";
import { MAIL_RETRY, Mailer } from "./mail/mailer";
import { runStatusChecks } from "./status/checks";
import { StatusRecorder } from "./status/recorder";

/**
 * Starts the server: config, database and migrations, the built site, then HTTP, with a
 * graceful shutdown on SIGTERM and SIGINT. `withSite: false` serves the API alone (dev, where
 * Vite serves the pages).
 */
export async function start({ withSite }: { withSite: boolean }): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, "Configuration".\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  // Pages answer at once; API requests wait for the migrations (a new PGlite folder takes a few
  // seconds to initialise). A failed migration stops the server.
  const databaseReady = database.migrate();
  databaseReady.catch((err: unknown) => {
    logger.fatal({ err }, "database migrations failed; stopping");
    process.exit(1);
  });
  const distDir = config.distDir ?? path.join(projectRoot(), "dist");
  const site = withSite ? loadSite(distDir, config) : undefined;
  // Account mails are sent after their response; shutdown waits for them (http/after-response.ts).
  const afterResponse = new AfterResponse(logger);
  // PGlite is this process's alone, so the tools' limits are counted in memory and written a
  // moment later (http/rate-limit.ts, decision 037); on PostgreSQL every instance counts in it.
  const toolLimiter =
    database.kind === "pglite"
      ? new HeldRateLimiter(database.db, Date.now, 250, 10_000, (err: unknown) =>
          logger.warn({ err }, "rate-limit counts not written yet; kept for the next write"),
        )
      : undefined;
  const app = createApp(
    { config, database, logger, databaseReady, afterResponse, toolLimiter },
    site,
  );

  // Requests whose handler is still running. A client that hangs up mid-request (a load test
  // stopping, a closed tab) lets server.close() finish while its handler still runs: the
  // shutdown waits for these before it closes the database (issue 17's load bench saw "Cannot use
  // a pool after calling end on the pool" otherwise).
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const fetch: typeof app.fetch = async (...args) => {
    inFlight += 1;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  };
  // Built pages and assets for visitors take the short way (http/site.ts, decision 034), unless
  // every request is to be logged or counted, which only the app's way does.
  const answerBuilt =
    site && !config.metricsToken && !logger.isLevelEnabled("debug")
      ? builtFileListener(site, config, requestIdOf)
      : undefined;
  const server = serve(
    {
      fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: httpServerOptions(config.http),
      ...(answerBuilt && {
        createServer: ((options: ServerOptions, listener: RequestListener) =>
          createServer(options, (req, res) => {
            if (!answerBuilt(req, res)) listener(req, res);
          })) as typeof createServer,
      }),
    },
    (info) => {
      logger.info(
        { port: info.port, database: database.kind, url: config.publicUrl },
        `Ninefold is listening on http://localhost:${info.port}`,
      );
      if (!config.mail.smtpUrl) logger.warn(noSmtpNotice(config));
    },
  );

  // With SMTP configured, mail that failed (the server was down, say) is sent again every few
  // minutes (src/server/mail/mailer.ts, MAIL_RETRY).
  const retryMailer = config.mail.smtpUrl
    ? new Mailer(database.db, config.mail, logger)
    : undefined;
  const mailRetry = retryMailer
    ? setInterval(() => {
        databaseReady
          .then(() => retryMailer.retryFailed())
          .catch((err: unknown) => logger.error({ err }, "mail retry round failed"));
      }, MAIL_RETRY.intervalMs)
    : undefined;
  mailRetry?.unref();

  // The export window after a plan ends (billing/retention.ts): warnings, then deletion. Daily,
  // and once shortly after start so a restart does not postpone it by a day.
  const mailer = new Mailer(database.db, config.mail, logger);
  const retention = () => {
    databaseReady
      .then(() =>
        runRetention({
          db: database.db,
          mailer,
          log: logger,
          now: new Date(),
          publicUrl: config.publicUrl,
        }),
      )
      .then(({ warned, deleted }) => {
        if (warned + deleted > 0) logger.info({ warned, deleted }, "retention round");
      })
      .catch((err: unknown) => logger.error({ err }, "retention round failed"));
  };
  const retentionFirst = setTimeout(retention, 60_000);
  retentionFirst.unref();
  const retentionDaily = setInterval(retention, 86_400_000);
  retentionDaily.unref();

  // The status page's history (status/recorder.ts): this instance's checks, once a minute.
  const statusRecorder = new StatusRecorder({
    database,
    logger,
    checks: () => runStatusChecks({ config, database }, site),
    notify: {
      send: (message, key) => mailer.sendOnce(key, message),
      publicUrl: config.publicUrl,
    },
  });
  statusRecorder.start(databaseReady);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    if (mailRetry) clearInterval(mailRetry);
    clearTimeout(retentionFirst);
    clearInterval(retentionDaily);
    server.close(async () => {
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await afterResponse.settled();
      retryMailer?.close();
      await statusRecorder.stop();
      await toolLimiter?.close().catch((err: unknown) => {
        logger.error({ err }, "the tools' held rate-limit counts could not be written");
      });
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; busy ones finish first.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
