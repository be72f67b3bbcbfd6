import type Stripe from "stripe";
import { BRAND } from "../../shared/brand";
import { AppError } from "../../shared/errors";
import type { StripeConfig } from "../config";
import type { Logger } from "../logger";

/**
 * The Stripe SDK, loaded on first use (decision 003: servers without billing never load it) and
 * made once per configuration. `STRIPE_API_URL` points it at another host: stripe-mock, or the
 * tests' fake Stripe (src/server/testing/fake-stripe.ts).
 */
const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

export function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = import("stripe").then(({ default: StripeSdk }) => {
      const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
      return new StripeSdk(config.secretKey, {
        maxNetworkRetries: 1,
        timeout: 15_000,
        appInfo: { name: "Ninefold" },
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === "https:" ? 443 : 80),
              protocol: api.protocol === "https:" ? "https" : "http",
            }
          : {}),
      });
    });
    clients.set(config, client);
  }
  return client;
}

/** The server's Stripe, or 503 `billing_not_configured` when it has none. */
export function requireStripeConfig(config: StripeConfig | undefined): StripeConfig {
  if (!config)
    throw new AppError(
      "billing_not_configured",
      `Online billing is not set up on this server yet. Email ${BRAND.supportEmail} with the plan you want, and the Ninefold team sets it on your account.`,
    );
  return config;
}

/**
 * Runs a Stripe call; a failure of Stripe (network, its 5xx, a refused request) is logged and
 * answered 502 `billing_unavailable` with a message the founder can act on.
 */
export async function callStripe<T>(log: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error as { type?: string; code?: string; message?: string; statusCode?: number };
    log.warn(
      { stripe: { what, type: detail.type, code: detail.code, status: detail.statusCode } },
      `Stripe call failed: ${detail.message ?? String(error)}`,
    );
    throw new AppError(
      "billing_unavailable",
      detail.type === "StripeCardError" && detail.message
        ? detail.message
        : "Our payment provider could not complete this just now. Nothing was charged; please try again in a few minutes.",
    );
  }
}

export type { Stripe };
