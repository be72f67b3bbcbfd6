import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SMTP_PORT } from "./e2e/mail";

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a
 * browser) against the built product, served by the real server on 127.0.0.1 with its own
 * PGlite folder. `npm test` builds first; `npm run test:e2e` expects a build.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DIST_DIR = process.env.DIST_DIR ?? "dist";
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** The fake Stripe the app bills through (src/server/testing/fake-stripe.ts; issue 15). */
export const E2E_STRIPE_URL = `http://127.0.0.1:${PORT + 2}`;
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_fake_stripe";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  // An SMTP responder the server mails to, so tests can read what a founder receives.
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: { mode: "retain-on-failure", screenshots: false },
    // Without a GPU, Chromium composites every animation frame on the CPU, which the end-to-end
    // phase is bound by on two cores: pages are shown as to a founder who asked for reduced
    // motion, with the same content and states (decision 035).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: [
        `node ${path.join("node_modules", "tsx", "dist", "cli.mjs")} scripts/fake-stripe.ts`,
        `--port ${PORT + 2}`,
        `--webhook-url ${E2E_BASE_URL}/api/billing/webhook`,
        `--secret ${STRIPE_WEBHOOK_SECRET}`,
        "--monthly-price price_e2e_monthly --annual-price price_e2e_annual",
      ].join(" "),
      url: `${E2E_STRIPE_URL}/_fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node ${path.join(DIST_DIR, "server", "main.js")}`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: E2E_BASE_URL,
        DATA_DIR: path.join("data", `e2e-${PORT}`),
        DIST_DIR,
        LOG_LEVEL: "warn",
        EVENTS_RATE_LIMIT_PER_MINUTE: "100000",
        // The data folder outlives a run; accounts tests sign up many times an hour from one client.
        AUTH_SIGNUP_LIMIT_PER_HOUR: "100000",
        AUTH_SIGNIN_LIMIT_PER_CLIENT: "100000",
        // Every test runs the tools from 127.0.0.1; the ventures dashboard alone makes a dozen runs.
        TOOLS_RATE_LIMIT_PER_MINUTE: "100000",
        TOOLS_RATE_LIMIT_PER_DAY: "100000",
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: "price_e2e_monthly",
        STRIPE_PRICE_ANNUAL: "price_e2e_annual",
        STRIPE_API_URL: E2E_STRIPE_URL,
      },
    },
  ],
});
