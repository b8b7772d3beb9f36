// POST /api/stripe/webhook: signed events from Stripe (or from the embedded checkout).
// Nothing in an event is trusted beyond "something changed about subscription X": the user's tier
// follows the subscription's *current* state as the provider reports it; a subscription the provider
// does not know grants nothing; events about one subscription apply in `created` order.
import Stripe from "stripe";
import { z } from "zod";
import { env } from "~/env.server";
import {
  advanceSubscriptionClock,
  databaseSecret,
  findUserByCustomerId,
  isEventProcessed,
  recordProcessedEvent,
} from "~/models/billing.server";
import { findUserById, updateUser, type User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { billingDriver } from "~/services/billing/driver.server";
import { grantsPremium, intervalOfPrice, subscriptionFromObject, type SubscriptionState } from "~/services/billing/plans.server";
import { sendReceiptEmail } from "~/services/account-mail.server";

export const MISSING_SIGNATURE = "Missing Stripe signature";
export const INVALID_SIGNATURE = "Invalid Stripe signature";
export const INVALID_EVENT = "Invalid event payload";

/**
 * The secret that signs webhook events: STRIPE_WEBHOOK_SECRET when set, else a secret generated
 * once for this database (the embedded checkout signs with it; nobody outside the app knows it).
 */
export async function webhookSecret(): Promise<string> {
  return env().STRIPE_WEBHOOK_SECRET ?? databaseSecret("stripe_webhook_secret", "whsec_");
}

/** Signs a payload the way Stripe signs its deliveries. */
export async function signPayload(payload: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: await webhookSecret(), timestamp });
}

async function findBillingUser(customerId: string | null, userIdHint: string | null): Promise<User | null> {
  if (customerId) {
    const byCustomer = await findUserByCustomerId(customerId);
    if (byCustomer) return byCustomer;
  }
  if (userIdHint) {
    const byId = await findUserById(userIdHint);
    // A hint never moves a user onto someone else's customer.
    if (byId && (!byId.stripeCustomerId || byId.stripeCustomerId === customerId)) return byId;
  }
  return null;
}

/**
 * Makes the user's subscription fields follow the subscription. An ended subscription that is not
 * the user's current one changes nothing (an old subscription's late event cannot downgrade a
 * newer one).
 */
export async function applySubscription(user: User, state: SubscriptionState): Promise<User> {
  const grants = grantsPremium(state.status);
  if (!grants && user.stripeSubscriptionId && user.stripeSubscriptionId !== state.id) return user;
  const updated = await updateUser(user.id, {
    stripeCustomerId: user.stripeCustomerId ?? state.customer,
    stripeSubscriptionId: state.id,
    subscriptionStatus: state.status,
    subscriptionTier: grants ? "premium" : "free",
    subscriptionPriceId: state.priceId,
    subscriptionPeriodEnd: state.currentPeriodEnd === null ? null : new Date(state.currentPeriodEnd * 1000).toISOString(),
    subscriptionCancelAtPeriodEnd: grants && state.cancelAtPeriodEnd ? 1 : 0,
  });
  return updated ?? user;
}

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  data: z.object({ object: z.record(z.unknown()) }),
});
type WebhookEvent = z.infer<typeof eventSchema>;

function stringOrId(value: unknown): string | null {
  if (typeof value === "string" && value) return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string") return (value as { id: string }).id;
  return null;
}

function metadataUserId(object: Record<string, unknown>): string | null {
  const metadata = object.metadata;
  if (metadata && typeof metadata === "object") {
    const userId = (metadata as Record<string, unknown>).userId;
    if (typeof userId === "string" && userId) return userId;
  }
  return null;
}

/** The subscription of an invoice: `parent.subscription_details` since 2025-03, `subscription` before. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return stringOrId(parent?.subscription_details?.subscription) ?? stringOrId(invoice.subscription);
}

/**
 * Applies the provider's current state of one subscription. An event older than one already
 * applied to the subscription changes nothing; so does a subscription the provider does not know.
 */
async function syncSubscription(event: WebhookEvent, subscriptionId: string, hint: string | null): Promise<User | null> {
  if (subscriptionId.length > 255) return null;
  if (!(await advanceSubscriptionClock(subscriptionId, event.created, event.id))) return null;
  const state = await billingDriver().retrieveSubscription(subscriptionId);
  if (!state) return null;
  const user = await findBillingUser(state.customer, state.userId ?? hint);
  return user ? applySubscription(user, state) : null;
}

/** The receipt of a paid invoice for the member it belongs to (nothing for a zero invoice). */
async function sendInvoiceReceipt(user: User, event: WebhookEvent) {
  const invoice = event.data.object;
  const amount = invoice.amount_paid;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) return;
  const currency = typeof invoice.currency === "string" && /^[a-z]{3}$/i.test(invoice.currency) ? invoice.currency : "usd";
  const reference = [invoice.number, invoice.id].find((value): value is string => typeof value === "string" && value.length > 0 && value.length <= 255);
  await sendReceiptEmail(user, {
    reference: reference ?? event.id,
    amount,
    currency,
    paidAt: new Date(event.created * 1000),
    interval: intervalOfPrice(user.subscriptionPriceId),
    periodEnd: user.subscriptionPeriodEnd,
  });
}

async function processEvent(event: WebhookEvent) {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      if (object.mode !== undefined && object.mode !== "subscription") return;
      const subscriptionId = stringOrId(object.subscription);
      if (!subscriptionId) return;
      const hint = (typeof object.client_reference_id === "string" ? object.client_reference_id : null) ?? metadataUserId(object);
      await syncSubscription(event, subscriptionId, hint);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const fromEvent = subscriptionFromObject(object);
      if (!fromEvent) return;
      await syncSubscription(event, fromEvent.id, null);
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return;
      const parent = object.parent as { subscription_details?: { metadata?: Record<string, unknown> } } | null | undefined;
      const hint = typeof parent?.subscription_details?.metadata?.userId === "string" ? parent.subscription_details.metadata.userId : null;
      const user = await syncSubscription(event, subscriptionId, hint);
      // Each payment gets its receipt; the event is handled once (a failed send is retried with it).
      if (user && event.type === "invoice.paid") await sendInvoiceReceipt(user, event);
      return;
    }
    default:
      return;
  }
}

/**
 * Verifies the signature on the raw body, then handles each event once. A bad or missing
 * signature is a 400 and changes nothing.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate?: boolean }> {
  if (!signature) throw new HttpError(400, MISSING_SIGNATURE);
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(rawBody, signature, await webhookSecret());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new HttpError(400, INVALID_SIGNATURE);
    throw new HttpError(400, INVALID_EVENT);
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, INVALID_EVENT);
  const event = parsed.data;
  if (await isEventProcessed(event.id)) return { received: true, duplicate: true };
  // Handling reads the provider's current state, so doing it twice in a race is harmless; the
  // event is recorded only once it has been handled, so a failure is retried by Stripe.
  await processEvent(event);
  return (await recordProcessedEvent(event.id, event.type)) ? { received: true } : { received: true, duplicate: true };
}
