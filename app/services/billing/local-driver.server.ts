// The embedded payments driver (BILLING_MODE=local): checkout and portal are pages of this app;
// their state changes are sent as Stripe-shaped events, signed with this database's webhook
// secret, through the same handler the /api/stripe/webhook route uses, so the real webhook path
// always runs.
import crypto from "node:crypto";
import Stripe from "stripe";
import { nowIso } from "~/db.server";
import { env } from "~/env.server";
import {
  findLocalSubscription,
  insertLocalCheckoutSession,
  insertLocalSubscription,
  localSubscriptionsEndedBy,
  updateLocalSubscription,
  type LocalSubscriptionRow,
} from "~/models/billing.server";
import type { BillingDriver } from "~/services/billing/driver.server";
import { PLANS, intervalOfPrice, type SubscriptionState } from "~/services/billing/plans.server";
import { handleStripeWebhook, signPayload } from "~/services/billing/webhook.server";

export const CHECKOUT_SESSION_HOURS = 24;

export function localId(prefix: string) {
  return `${prefix}_local_${crypto.randomBytes(12).toString("hex")}`;
}

export function unixNow() {
  return Math.floor(Date.now() / 1000);
}

function addInterval(start: number, priceId: string) {
  const date = new Date(start * 1000);
  if (intervalOfPrice(priceId) === "yearly") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function stateOfLocal(row: LocalSubscriptionRow): SubscriptionState {
  return {
    id: row.id,
    customer: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1 && row.status !== "canceled",
    userId: row.userId,
  };
}

/** The Stripe subscription object for a local subscription (API version with per-item periods). */
export function localSubscriptionObject(row: LocalSubscriptionRow) {
  const plan = PLANS[intervalOfPrice(row.priceId) ?? "monthly"];
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    created: row.created,
    start_date: row.created,
    canceled_at: row.canceledAt,
    ended_at: row.status === "canceled" ? row.canceledAt : null,
    cancel_at_period_end: row.cancelAtPeriodEnd === 1 && row.status !== "canceled",
    cancel_at: row.cancelAtPeriodEnd === 1 && row.status !== "canceled" ? row.currentPeriodEnd : null,
    collection_method: "charge_automatically",
    currency: "usd",
    livemode: false,
    metadata: row.userId ? { userId: row.userId } : {},
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: row.currentPeriodStart,
          current_period_end: row.currentPeriodEnd,
          price: {
            id: row.priceId,
            object: "price",
            currency: "usd",
            unit_amount: plan.amount,
            recurring: { interval: plan.stripeInterval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

/** A Stripe-shaped event, as Stripe would POST it to our endpoint. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = unixNow()) {
  return {
    id: localId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Delivers a local event through the real webhook code path: signature, idempotency, handling. */
export async function deliverLocalEvent(event: ReturnType<typeof stripeEvent>) {
  const payload = JSON.stringify(event);
  return handleStripeWebhook(payload, await signPayload(payload));
}

/** Stores a new active subscription, its period starting now. */
export async function createLocalSubscription(input: { customerId: string; priceId: string; userId: string }) {
  const now = unixNow();
  const row: LocalSubscriptionRow = {
    id: localId("sub"),
    customerId: input.customerId,
    userId: input.userId,
    priceId: input.priceId,
    status: "active",
    created: now,
    currentPeriodStart: now,
    currentPeriodEnd: addInterval(now, input.priceId),
    canceledAt: null,
    cancelAtPeriodEnd: 0,
    updatedAt: nowIso(),
  };
  await insertLocalSubscription(row);
  return row;
}

export const localDriver: BillingDriver = {
  name: "local",
  async createCustomer() {
    return localId("cus");
  },
  async createCheckoutSession({ user, customerId, priceId, successUrl }) {
    const id = localId("cs");
    const success = new URL(successUrl, env().APP_URL);
    await insertLocalCheckoutSession({
      id,
      userId: user.id,
      customerId,
      priceId,
      status: "open",
      subscriptionId: null,
      expiresAt: new Date(Date.now() + CHECKOUT_SESSION_HOURS * 3_600_000).toISOString(),
      successPath: success.pathname + success.search,
    });
    // Relative on purpose: the page is ours, whatever host the browser reached us on.
    return { url: `/checkout/${id}` };
  },
  async createPortalSession() {
    return { url: "/billing-portal" };
  },
  async retrieveSubscription(id) {
    const row = await findLocalSubscription(id);
    return row ? stateOfLocal(row) : null;
  },
  async createSubscription(input) {
    const row = await createLocalSubscription(input);
    await deliverLocalEvent(stripeEvent("customer.subscription.created", localSubscriptionObject(row)));
    return stateOfLocal(row);
  },
  setCancelAtPeriodEnd: (id, cancel) => changeLocal(id, { cancelAtPeriodEnd: cancel ? 1 : 0 }, "customer.subscription.updated"),
  cancelSubscription: (id) => changeLocal(id, { status: "canceled", canceledAt: unixNow() }, "customer.subscription.deleted"),
};

/** Stores a change to a local subscription not yet canceled and sends the event Stripe would. */
async function changeLocal(id: string, change: Partial<LocalSubscriptionRow>, type: string) {
  const row = await findLocalSubscription(id);
  if (!row) return null;
  if (row.status === "canceled") return stateOfLocal(row);
  await updateLocalSubscription(id, change);
  const updated = { ...row, ...change };
  await deliverLocalEvent(stripeEvent(type, localSubscriptionObject(updated)));
  return stateOfLocal(updated);
}

/**
 * Ends the local subscriptions whose member cancelled and whose period is over, as Stripe does at the
 * period's end (`customer.subscription.deleted`). The hourly job runs it; answers how many ended.
 */
export async function endLocalSubscriptionsDue(now: Date): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const due = await localSubscriptionsEndedBy(nowSeconds);
  for (const row of due) {
    await updateLocalSubscription(row.id, { status: "canceled", canceledAt: row.currentPeriodEnd });
    const ended = { ...row, status: "canceled", canceledAt: row.currentPeriodEnd };
    await deliverLocalEvent(stripeEvent("customer.subscription.deleted", localSubscriptionObject(ended), Math.max(nowSeconds, unixNow())));
  }
  return due.length;
}
