import { z } from "zod";
import { AppError } from "../../shared/errors";
import { describeIssues, refuseUnstorable } from "../http/json-body";
import type { Stripe } from "./stripe";

/**
 * The parts of a Stripe event the webhook reads (service.ts `applyEvent`), checked before
 * anything is stored. A signature proves who sent an event, not that it has the shape the SDK's
 * types promise: an event without an id, a date past year 9999 or an amount beyond the
 * database's integer would otherwise fail inside the transaction as a 500 (found by the HTTP
 * fuzz test, issue 17). Such an event is refused with 400 `validation_failed` and nothing kept.
 */

/** Unix seconds from 1970 to the end of year 9999 (what a Date and a timestamptz hold). */
const seconds = z.number().int().min(0).max(253_402_300_799);
const reference = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
/** The database keeps amounts in a 32-bit integer. */
const cents = z.number().int().min(-2_147_483_648).max(2_147_483_647);

const subscriptionSchema = z.looseObject({
  id: z.string().min(1),
  customer: reference,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  ended_at: seconds.nullish(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        id: z.string().nullish(),
        price: z.looseObject({ id: z.string() }),
        current_period_start: seconds.nullish(),
        current_period_end: seconds.nullish(),
      }),
    ),
  }),
});

const invoiceSchema = z.looseObject({
  id: z.string().nullish(),
  customer: reference,
  number: z.string().nullish(),
  created: seconds,
  amount_paid: cents,
  amount_due: cents,
  currency: z.string(),
  status: z.enum(["paid", "open", "uncollectible", "void", "draft"]).nullish(),
  hosted_invoice_url: z.string().nullish(),
});

const checkoutSessionSchema = z.looseObject({
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  customer: reference,
  subscription: reference,
});

const envelopeSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

const objectSchemas: Record<string, z.ZodType> = {
  "checkout.session.completed": checkoutSessionSchema,
  "customer.subscription.created": subscriptionSchema,
  "customer.subscription.updated": subscriptionSchema,
  "customer.subscription.deleted": subscriptionSchema,
  "invoice.paid": invoiceSchema,
  "invoice.payment_failed": invoiceSchema,
};

/** The verified event, checked to have what the webhook reads; 400 otherwise. */
export function checkStripeEvent(event: unknown): Stripe.Event {
  refuseUnstorable(event);
  const envelope = envelopeSchema.safeParse(event);
  if (!envelope.success) throw unreadable(envelope.error);
  const schema = objectSchemas[envelope.data.type];
  const object = schema?.safeParse(envelope.data.data.object);
  if (object && !object.success) throw unreadable(object.error);
  return event as Stripe.Event;
}

function unreadable(error: z.ZodError): AppError {
  return new AppError(
    "validation_failed",
    `The Stripe event is not in the form this server reads. ${describeIssues(error)}`,
  );
}
