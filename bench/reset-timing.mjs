// Issue 25: a password reset request must not tell a stranger whether an account exists. Before,
// the mail was sent inside the request: a real account answered in 71-91 ms against 17-29 ms for
// an unknown address. Now the lookup, the stored link and the mail all run after the response
// (src/server/http/after-response.ts, the reset route in src/server/http/routes/auth.ts).
// This bench asks for resets for a real account and for an unknown address, interleaved, in process
// (app.request, PGlite in memory) with mail delivered over SMTP to a local responder, and prints
// the ratio of the two medians. Target: within noise, 0.8-1.25. Each request's work after the
// response is let finish (untimed, with a 10 ms pause for the SMTP connection to close) before the
// next request, so one request's mail never lands in another's timing.
import { tsImport } from "tsx/esm/api";
import { report } from "./lib/server.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { createApp } = await load("../src/server/app.ts");
const { loadConfig } = await load("../src/server/config.ts");
const { openPglite } = await load("../src/server/db/client.ts");
const { AfterResponse } = await load("../src/server/http/after-response.ts");
const { PasswordHasher } = await load("../src/server/auth/password.ts");
const { startSmtpResponder } = await load("../src/server/testing/smtp-responder.ts");
const { createEmailVerificationToken } = await import("better-auth/api");
const pino = (await import("pino")).default;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 20;
const ORIGIN = "http://localhost:3000";
const SECRET = "bench-secret-bench-secret-bench-secret-0123";
const EMAIL = "ada@example.com";
// One unknown address, like the real one asked again and again: the per-address limit counter is
// then an update for both, and only the account's existence differs.
const UNKNOWN = "nobody@example.com";

const smtp = await startSmtpResponder();
const database = openPglite(undefined);
await database.migrate();
const base = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SMTP_URL: smtp.url,
  FORMS_RATE_LIMIT_PER_HOUR: "1000000",
  FORMS_EMAIL_RATE_LIMIT_PER_HOUR: "1000000",
});
const config = { ...base, auth: { ...base.auth, secret: SECRET } };
const logger = pino({ level: "silent" });
const afterResponse = new AfterResponse(logger);
const app = createApp({
  config,
  database,
  logger,
  afterResponse,
  // The hash is not on the reset path; a cheap one keeps the sign-up quick.
  passwordHasher: new PasswordHasher({ logN: 10, r: 8, p: 1 }),
});

const post = (path, body) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify(body),
  });

const signUp = await post("/api/auth/sign-up/email", {
  firstName: "Ada",
  lastName: "Lovelace",
  email: EMAIL,
  password: "a founder's passphrase",
  acceptTerms: true,
});
if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
const token = await createEmailVerificationToken(SECRET, EMAIL, undefined, 3600);
const confirmed = await app.request(`/api/auth/verify-email?token=${token}`);
if (confirmed.status !== 302) throw new Error(`confirming answered ${confirmed.status}`);
await afterResponse.settled();

async function timedReset(email) {
  const started = performance.now();
  const response = await post("/api/auth/request-password-reset", { email });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`reset request answered ${response.status}`);
  await afterResponse.settled();
  // And a moment for what the mail left behind (the SMTP connection closing), also untimed.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return ms;
}

const real = [];
const unknown = [];
for (let i = 0; i < WARM_UP + ROUNDS; i++) {
  // Alternate which goes first, so neither always follows the other's mail.
  const order = i % 2 === 0 ? ["real", "unknown"] : ["unknown", "real"];
  for (const kind of order) {
    const ms = await timedReset(kind === "real" ? EMAIL : UNKNOWN);
    if (i >= WARM_UP) (kind === "real" ? real : unknown).push(ms);
  }
}
const sent = smtp.received.filter((mail) => mail.to.includes(EMAIL)).length;
await smtp.close();
await database.close();

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const fmt = (ms) => ms.toFixed(2);
const ratio = percentile(real, 0.5) / percentile(unknown, 0.5);
console.log(
  `reset request, real account:    p50 ${fmt(percentile(real, 0.5))} ms, p90 ${fmt(percentile(real, 0.9))} ms (${real.length} requests)`,
);
console.log(
  `reset request, unknown address: p50 ${fmt(percentile(unknown, 0.5))} ms, p90 ${fmt(percentile(unknown, 0.9))} ms (${unknown.length} requests)`,
);
console.log(`mails delivered to the real account over SMTP: ${sent}`);
const pass = report(
  "real / unknown median reset-request time",
  ratio.toFixed(2),
  "×",
  "0.8-1.25",
  ratio >= 0.8 && ratio <= 1.25 && sent >= ROUNDS,
);
process.exitCode = pass ? 0 : 1;
