import { parseArgs } from "node:util";
import { startFakeStripe } from "../src/server/testing/fake-stripe";

/**
 * The fake Stripe as a process, for Playwright's webServer (the e2e suite drives the browser
 * through its hosted Checkout and portal pages, and the clock through POST /_fake/advance):
 *
 *   npx tsx scripts/fake-stripe.ts --port 3212 --webhook-url http://127.0.0.1:3210/api/billing/webhook \
 *     --secret whsec_e2e [--monthly-price price_monthly] [--annual-price price_annual] [--public-url URL]
 *
 * Ready when GET /_fake/health answers; stops on SIGINT/SIGTERM.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    "webhook-url": { type: "string" },
    secret: { type: "string" },
    "monthly-price": { type: "string", default: "price_monthly" },
    "annual-price": { type: "string", default: "price_annual" },
    "public-url": { type: "string" },
  },
});

const secret = values.secret ?? process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) {
  console.error("fake-stripe: --secret whsec_... (or STRIPE_WEBHOOK_SECRET) is required");
  process.exit(2);
}

const fake = await startFakeStripe({
  port: Number(values.port),
  webhookUrl: values["webhook-url"],
  webhookSecret: secret,
  publicUrl: values["public-url"],
  prices: {
    monthly: { id: values["monthly-price"], unitAmount: 6900, interval: "month" },
    annual: { id: values["annual-price"], unitAmount: 49000, interval: "year" },
  },
});
console.log(`fake Stripe listening on ${fake.url}`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
