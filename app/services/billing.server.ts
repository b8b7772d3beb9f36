// Subscriptions: Stripe Checkout, the Billing Portal and signed webhooks, with two drivers.
//  - "stripe": the official SDK, chosen when STRIPE_SECRET_KEY is set (STRIPE_API_BASE points it
//    elsewhere, e.g. at the fake Stripe server of the tests).
//  - "local": the embedded default. Checkout and portal are pages of this app; their state changes
//    are sent as Stripe-shaped events, signed with STRIPE_WEBHOOK_SECRET, through the same
//    handleStripeWebhook the /api/stripe/webhook route uses, so the real webhook path always runs.
// The user's tier follows the subscription's *current* state as the provider reports it, which is
// what makes replayed and out-of-order events harmless.
import crypto from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import Stripe from "stripe";
import { z } from "zod";
import { db, nowIso } from "~/db.server";
import { env } from "~/env.server";
import { findUserByEmail, findUserById, isPremium, updateUser, type User } from "~/models/user.server";
import { PLANS, type BillingInterval } from "~/schemas/billing";
import { HttpError } from "~/domain/errors";
import { rateLimit } from "~/services/rate-limit.server";
import { flashToast } from "~/http/toast.server";

// ---------------------------------------------------------------------------------------------
// Plans (spec §9)

export { PLANS, SAVE_PERCENT, YEARLY_SAVING, type BillingInterval } from "~/schemas/billing";

export function priceIds(): Record<BillingInterval, string> {
  return { monthly: env().STRIPE_PRICE_MONTHLY, yearly: env().STRIPE_PRICE_YEARLY };
}

export function intervalOfPrice(priceId: string | null | undefined): BillingInterval | null {
  if (!priceId) return null;
  const ids = priceIds();
  if (priceId === ids.monthly) return "monthly";
  if (priceId === ids.yearly) return "yearly";
  return null;
}

export const INVALID_PRICE = "Invalid price";
export const ALREADY_PREMIUM = "You already have an active Premium subscription. Manage it from Settings.";

/** Statuses that keep Premium: Stripe keeps retrying a past_due invoice before it gives up. */
const PREMIUM_STATUSES = new Set(["active", "trialing", "past_due"]);

export function grantsPremium(status: string) {
  return PREMIUM_STATUSES.has(status);
}

// ---------------------------------------------------------------------------------------------
// The subscription as we read it from either driver or from an event

export type SubscriptionState = {
  id: string;
  customer: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: number | null;
  userId: string | null;
};

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).passthrough()]).transform((value) =>
  typeof value === "string" ? value : value.id,
);

const subscriptionObject = z
  .object({
    id: z.string().min(1),
    customer: idOrObject,
    status: z.string().min(1),
    current_period_end: z.number().nullish(),
    metadata: z.record(z.string()).nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).passthrough().nullish(),
              current_period_end: z.number().nullish(),
            })
            .passthrough(),
        ),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** Reads a Stripe subscription object (any API version since items carry the period). */
export function subscriptionFromObject(object: unknown): SubscriptionState | null {
  const parsed = subscriptionObject.safeParse(object);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items?.data[0];
  return {
    id: sub.id,
    customer: sub.customer,
    status: sub.status,
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: item?.current_period_end ?? sub.current_period_end ?? null,
    userId: sub.metadata?.userId ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Drivers

export interface BillingDriver {
  name: "stripe" | "local";
  createCustomer(user: User): Promise<string>;
  createCheckoutSession(input: {
    user: User;
    customerId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription's current state, or null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<SubscriptionState | null>;
  createSubscription(input: { customerId: string; priceId: string; userId: string }): Promise<SubscriptionState>;
  /** Cancels now; answers the cancelled subscription, or null when it no longer exists. */
  cancelSubscription(id: string): Promise<SubscriptionState | null>;
}

/** Upstream failures become clear HTTP errors instead of crashes. */
function providerError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    throw new HttpError(400, `The payment provider refused the request: ${error.message}`);
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    console.error("[billing] Stripe refused our credentials", error.message);
    throw new HttpError(503, "Payments are not available right now. Please try again later.");
  }
  if (error instanceof Stripe.errors.StripeError) {
    console.error("[billing] Stripe request failed", error.type, error.message);
    throw new HttpError(503, "The payment provider is not responding. Please try again in a moment.");
  }
  throw error;
}

export function stripeClient(secretKey: string, apiBase?: string) {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: "Three Skies" } };
  if (apiBase) {
    const url = new URL(apiBase);
    config.protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.port = url.port || (config.protocol === "http" ? 80 : 443);
  }
  return new Stripe(secretKey, config);
}

export function stripeDriver(secretKey: string, apiBase?: string): BillingDriver {
  const stripe = stripeClient(secretKey, apiBase);
  return {
    name: "stripe",
    async createCustomer(user) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
      // Same user and details within 24 hours → Stripe answers the same customer (no duplicates).
      const key = crypto.createHash("sha256").update(`${user.id}\n${user.email}\n${name ?? ""}`).digest("hex");
      try {
        const customer = await stripe.customers.create(
          { email: user.email, name, metadata: { userId: user.id } },
          { idempotencyKey: `three-skies-customer-${key}` },
        );
        return customer.id;
      } catch (error) {
        providerError(error);
      }
    },
    async createCheckoutSession({ user, customerId, priceId, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: user.id,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
        });
        if (!session.url) throw new HttpError(503, "The payment provider did not answer a checkout address.");
        return { url: session.url };
      } catch (error) {
        providerError(error);
      }
    },
    async createPortalSession({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      } catch (error) {
        providerError(error);
      }
    },
    async retrieveSubscription(id) {
      try {
        return subscriptionFromObject(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === "resource_missing")) {
          return null;
        }
        // Anything else propagates: the webhook answers 5xx and Stripe retries later.
        throw error;
      }
    },
    async createSubscription({ customerId, priceId, userId }) {
      try {
        // Created by an admin: no card on file, so Stripe invoices the customer by email.
        const sub = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          collection_method: "send_invoice",
          days_until_due: 14,
          metadata: { userId, createdBy: "admin" },
        });
        const state = subscriptionFromObject(sub);
        if (!state) throw new HttpError(503, "The payment provider answered an unreadable subscription.");
        return state;
      } catch (error) {
        providerError(error);
      }
    },
    async cancelSubscription(id) {
      try {
        return subscriptionFromObject(await stripe.subscriptions.cancel(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === "resource_missing")) {
          return null;
        }
        providerError(error);
      }
    },
  };
}

// ---- The embedded driver ----------------------------------------------------------------------

interface LocalCheckoutSessionsTable {
  id: string;
  userId: string;
  customerId: string;
  priceId: string;
  status: "open" | "complete" | "expired";
  subscriptionId: string | null;
  expiresAt: string;
  createdAt: string | undefined;
}
interface LocalSubscriptionsTable {
  id: string;
  customerId: string;
  userId: string | null;
  priceId: string;
  status: string;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  canceledAt: number | null;
  updatedAt: string | undefined;
}
type LocalTables = {
  localBillingCheckoutSessions: LocalCheckoutSessionsTable;
  localBillingSubscriptions: LocalSubscriptionsTable;
};

function localDb() {
  return db().withTables<LocalTables>();
}

function localId(prefix: string) {
  return `${prefix}_local_${crypto.randomBytes(12).toString("hex")}`;
}

const CHECKOUT_SESSION_HOURS = 24;

function unixNow() {
  return Math.floor(Date.now() / 1000);
}

function addInterval(start: number, priceId: string) {
  const date = new Date(start * 1000);
  if (intervalOfPrice(priceId) === "yearly") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

type LocalSubscriptionRow = LocalSubscriptionsTable;

function stateOfLocal(row: LocalSubscriptionRow): SubscriptionState {
  return {
    id: row.id,
    customer: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
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
    cancel_at_period_end: false,
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

/** Signs an event with STRIPE_WEBHOOK_SECRET, the way Stripe signs its deliveries. */
export function signPayload(payload: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: env().STRIPE_WEBHOOK_SECRET, timestamp });
}

/** Delivers a local event through the real webhook code path: signature, idempotency, handling. */
export async function deliverLocalEvent(event: ReturnType<typeof stripeEvent>) {
  const payload = JSON.stringify(event);
  return handleStripeWebhook(payload, signPayload(payload));
}

async function insertLocalSubscription(input: { customerId: string; priceId: string; userId: string }) {
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
    updatedAt: nowIso(),
  };
  await localDb().insertInto("localBillingSubscriptions").values(row).execute();
  return row;
}

async function findLocalSubscription(id: string) {
  return localDb().selectFrom("localBillingSubscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export const localDriver: BillingDriver = {
  name: "local",
  async createCustomer() {
    return localId("cus");
  },
  async createCheckoutSession({ user, customerId, priceId }) {
    const id = localId("cs");
    await localDb()
      .insertInto("localBillingCheckoutSessions")
      .values({
        id,
        userId: user.id,
        customerId,
        priceId,
        status: "open",
        subscriptionId: null,
        expiresAt: new Date(Date.now() + CHECKOUT_SESSION_HOURS * 3_600_000).toISOString(),
        createdAt: undefined,
      })
      .execute();
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
    const row = await insertLocalSubscription(input);
    await deliverLocalEvent(stripeEvent("customer.subscription.created", localSubscriptionObject(row)));
    return stateOfLocal(row);
  },
  async cancelSubscription(id) {
    const row = await findLocalSubscription(id);
    if (!row) return null;
    if (row.status !== "canceled") {
      const canceledAt = unixNow();
      await localDb()
        .updateTable("localBillingSubscriptions")
        .set({ status: "canceled", canceledAt, updatedAt: nowIso() })
        .where("id", "=", id)
        .execute();
      const updated = { ...row, status: "canceled", canceledAt };
      await deliverLocalEvent(stripeEvent("customer.subscription.deleted", localSubscriptionObject(updated)));
      return stateOfLocal(updated);
    }
    return stateOfLocal(row);
  },
};

let driver: BillingDriver | undefined;

export function billingDriver(): BillingDriver {
  if (driver) return driver;
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
  driver = STRIPE_SECRET_KEY ? stripeDriver(STRIPE_SECRET_KEY, STRIPE_API_BASE) : localDriver;
  return driver;
}

/** Tests switch drivers by changing env; this forgets the chosen one. */
export function resetBillingDriverForTests() {
  driver = undefined;
}

export function usesLocalBilling() {
  return billingDriver().name === "local";
}

// ---------------------------------------------------------------------------------------------
// Checkout and portal

/** The provider's customer of this user, created once and stored. */
export async function ensureCustomer(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await billingDriver().createCustomer(user);
  // Only the first writer wins, so a double click cannot leave two customers on one user.
  await db()
    .updateTable("users")
    .set({ stripeCustomerId: customerId, updatedAt: nowIso() })
    .where("id", "=", user.id)
    .where("stripeCustomerId", "is", null)
    .execute();
  const fresh = await findUserById(user.id);
  return fresh?.stripeCustomerId ?? customerId;
}

export async function createCheckoutSession(user: User, priceId: string): Promise<{ url: string }> {
  if (!intervalOfPrice(priceId)) throw new HttpError(400, INVALID_PRICE, { priceId: [INVALID_PRICE] });
  if (isPremium(user)) throw new HttpError(409, ALREADY_PREMIUM);
  const customerId = await ensureCustomer(user);
  const appUrl = env().APP_URL;
  return billingDriver().createCheckoutSession({
    user,
    customerId,
    priceId,
    successUrl: `${appUrl}/settings?payment_success=true`,
    cancelUrl: `${appUrl}/pricing`,
  });
}

export async function createPortalSession(user: User): Promise<{ url: string }> {
  const customerId = await ensureCustomer(user);
  return billingDriver().createPortalSession({ customerId, returnUrl: `${env().APP_URL}/settings` });
}

// ---- Local checkout and portal pages ------------------------------------------------------------

export const CHECKOUT_NOT_FOUND = "This checkout session does not exist.";

export type LocalCheckout = {
  id: string;
  status: "open" | "complete" | "expired";
  priceId: string;
  interval: BillingInterval;
  price: string;
  per: string;
};

/** The user's own local checkout session (404 for anyone else's, or with the Stripe driver). */
export async function getLocalCheckout(user: User, sessionId: string): Promise<LocalCheckout> {
  if (!usesLocalBilling()) throw new HttpError(404, CHECKOUT_NOT_FOUND);
  const row = await localDb()
    .selectFrom("localBillingCheckoutSessions")
    .selectAll()
    .where("id", "=", sessionId)
    .where("userId", "=", user.id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, CHECKOUT_NOT_FOUND);
  const interval = intervalOfPrice(row.priceId) ?? "monthly";
  const expired = row.status === "open" && row.expiresAt <= nowIso();
  return {
    id: row.id,
    status: expired ? "expired" : row.status,
    priceId: row.priceId,
    interval,
    price: PLANS[interval].price,
    per: PLANS[interval].per,
  };
}

/**
 * "Pay" on the local checkout page: creates the subscription and sends the events Stripe sends
 * after a successful Checkout, signed, through the webhook handler.
 */
export async function completeLocalCheckout(user: User, sessionId: string): Promise<void> {
  const checkout = await getLocalCheckout(user, sessionId);
  if (checkout.status === "complete") return;
  if (checkout.status === "expired") throw new HttpError(410, "This checkout session has expired. Please start again from the pricing page.");
  const fresh = (await findUserById(user.id)) ?? user;
  if (isPremium(fresh)) throw new HttpError(409, ALREADY_PREMIUM);
  const session = await localDb()
    .selectFrom("localBillingCheckoutSessions")
    .selectAll()
    .where("id", "=", sessionId)
    .executeTakeFirstOrThrow();
  // Claim the session first: a double submit must not create two subscriptions.
  const claimed = await localDb()
    .updateTable("localBillingCheckoutSessions")
    .set({ status: "complete" })
    .where("id", "=", sessionId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const sub = await insertLocalSubscription({ customerId: session.customerId, priceId: session.priceId, userId: user.id });
  await localDb().updateTable("localBillingCheckoutSessions").set({ subscriptionId: sub.id }).where("id", "=", sessionId).execute();
  const plan = PLANS[checkout.interval];
  const appUrl = env().APP_URL;
  await deliverLocalEvent(
    stripeEvent("checkout.session.completed", {
      id: session.id,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      customer: session.customerId,
      customer_email: user.email,
      client_reference_id: user.id,
      subscription: sub.id,
      amount_total: plan.amount,
      currency: "usd",
      metadata: { userId: user.id },
      success_url: `${appUrl}/settings?payment_success=true`,
      cancel_url: `${appUrl}/pricing`,
    }),
  );
  await deliverLocalEvent(stripeEvent("customer.subscription.created", localSubscriptionObject(sub)));
  await deliverLocalEvent(
    stripeEvent("invoice.paid", {
      id: localId("in"),
      object: "invoice",
      customer: session.customerId,
      status: "paid",
      paid: true,
      amount_due: plan.amount,
      amount_paid: plan.amount,
      currency: "usd",
      billing_reason: "subscription_create",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: { userId: user.id } } },
    }),
  );
}

export type LocalPortal = {
  subscription: { id: string; status: string; interval: BillingInterval | null; price: string | null; currentPeriodEnd: string } | null;
};

/** What the local billing portal shows: the user's latest subscription. */
export async function getLocalPortal(user: User): Promise<LocalPortal> {
  if (!usesLocalBilling()) throw new HttpError(404, "The billing portal is provided by Stripe.");
  if (!user.stripeCustomerId) return { subscription: null };
  const row = await localDb()
    .selectFrom("localBillingSubscriptions")
    .selectAll()
    .where("customerId", "=", user.stripeCustomerId)
    .orderBy("created", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return { subscription: null };
  const interval = intervalOfPrice(row.priceId);
  return {
    subscription: {
      id: row.id,
      status: row.status,
      interval,
      price: interval ? `${PLANS[interval].price} / ${PLANS[interval].per}` : null,
      currentPeriodEnd: new Date(row.currentPeriodEnd * 1000).toISOString(),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Applying the provider's state to the user

async function findBillingUser(customerId: string | null, userIdHint: string | null): Promise<User | null> {
  if (customerId) {
    const byCustomer = await db().selectFrom("users").selectAll().where("stripeCustomerId", "=", customerId).executeTakeFirst();
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
    subscriptionPeriodEnd: state.currentPeriodEnd ? new Date(state.currentPeriodEnd * 1000).toISOString() : null,
  });
  return updated ?? user;
}

// ---------------------------------------------------------------------------------------------
// Webhook

export const MISSING_SIGNATURE = "Missing Stripe signature";
export const INVALID_SIGNATURE = "Invalid Stripe signature";
export const INVALID_EVENT = "Invalid event payload";

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
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

async function syncSubscription(subscriptionId: string, fallback: SubscriptionState | null, hint: string | null) {
  const state = (await billingDriver().retrieveSubscription(subscriptionId)) ?? fallback;
  if (!state) return;
  const user = await findBillingUser(state.customer, state.userId ?? hint);
  if (user) await applySubscription(user, state);
}

async function processEvent(event: WebhookEvent) {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      if (object.mode !== undefined && object.mode !== "subscription") return;
      const customerId = stringOrId(object.customer);
      const subscriptionId = stringOrId(object.subscription);
      const hint = (typeof object.client_reference_id === "string" ? object.client_reference_id : null) ?? metadataUserId(object);
      const user = await findBillingUser(customerId, hint);
      if (!user) return;
      if (customerId && !user.stripeCustomerId) await updateUser(user.id, { stripeCustomerId: customerId });
      if (!subscriptionId) return;
      const paid = object.payment_status === "paid" || object.payment_status === "no_payment_required";
      const fallback: SubscriptionState | null =
        paid && customerId ? { id: subscriptionId, customer: customerId, status: "active", priceId: null, currentPeriodEnd: null, userId: user.id } : null;
      await syncSubscription(subscriptionId, fallback, user.id);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const fromEvent = subscriptionFromObject(object);
      if (!fromEvent) return;
      await syncSubscription(fromEvent.id, fromEvent, null);
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return;
      const parent = object.parent as { subscription_details?: { metadata?: Record<string, unknown> } } | null | undefined;
      const hint = typeof parent?.subscription_details?.metadata?.userId === "string" ? parent.subscription_details.metadata.userId : null;
      await syncSubscription(subscriptionId, null, hint);
      return;
    }
    default:
      return;
  }
}

/**
 * POST /api/stripe/webhook: verifies the signature on the raw body, then handles each event once.
 * A bad or missing signature is a 400 and changes nothing.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate?: boolean }> {
  if (!signature) throw new HttpError(400, MISSING_SIGNATURE);
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(rawBody, signature, env().STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new HttpError(400, INVALID_SIGNATURE);
    throw new HttpError(400, INVALID_EVENT);
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, INVALID_EVENT);
  const event = parsed.data;
  const seen = await db().selectFrom("stripeEvents").select("id").where("id", "=", event.id).executeTakeFirst();
  if (seen) return { received: true, duplicate: true };
  // Handling reads the provider's current state, so doing it twice in a race is harmless; the
  // event is recorded only once it has been handled, so a failure is retried by Stripe.
  await processEvent(event);
  const inserted = await db()
    .insertInto("stripeEvents")
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? { received: true } : { received: true, duplicate: true };
}

// ---------------------------------------------------------------------------------------------
// Cancelling and admin calls

export const USER_NOT_FOUND = "User not found";
export const NO_ACTIVE_SUBSCRIPTION = "This user has no active subscription";
export const ALREADY_SUBSCRIBED = "This user already has an active Premium subscription";

function hasActiveSubscription(user: User) {
  return Boolean(user.stripeSubscriptionId) && grantsPremium(user.subscriptionStatus);
}

/** Cancels the user's active subscription now (admin cancel, account deletion). No-op without one. */
export async function cancelSubscriptionForUser(user: User): Promise<void> {
  if (!user.stripeSubscriptionId || !hasActiveSubscription(user)) {
    if (isPremium(user)) await updateUser(user.id, { subscriptionTier: "free", subscriptionStatus: "canceled" });
    return;
  }
  const cancelled = await billingDriver().cancelSubscription(user.stripeSubscriptionId);
  const fresh = (await findUserById(user.id)) ?? user;
  if (cancelled) await applySubscription(fresh, cancelled);
  else await updateUser(user.id, { subscriptionTier: "free", subscriptionStatus: "canceled" });
}

type Actor = Pick<User, "id" | "email">;

async function audit(actor: Actor | undefined, action: string, target: User, details: Record<string, unknown>) {
  if (!actor) return;
  await db()
    .insertInto("adminAuditLog")
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetUserId: target.id,
      targetEmail: target.email,
      details: JSON.stringify(details),
    })
    .execute();
}

/** Admin: subscribes the user to a price and makes them Premium through the same path as a payment. */
export async function adminCreateSubscription(email: string, priceId: string, actor?: Actor) {
  const user = await findUserByEmail(email);
  if (!user) throw new HttpError(404, USER_NOT_FOUND, { email: [USER_NOT_FOUND] });
  if (hasActiveSubscription(user)) throw new HttpError(409, ALREADY_SUBSCRIBED);
  const customerId = await ensureCustomer(user);
  const state = await billingDriver().createSubscription({ customerId, priceId, userId: user.id });
  const updated = await applySubscription((await findUserById(user.id)) ?? user, state);
  await audit(actor, "subscription.create", user, { priceId, subscriptionId: state.id, status: state.status });
  return { subscriptionId: state.id, status: state.status, subscriptionTier: updated.subscriptionTier };
}

/** Admin: cancels the user's subscription now. */
export async function adminCancelSubscription(email: string, actor?: Actor) {
  const user = await findUserByEmail(email);
  if (!user) throw new HttpError(404, USER_NOT_FOUND, { email: [USER_NOT_FOUND] });
  if (!hasActiveSubscription(user) && !isPremium(user)) throw new HttpError(409, NO_ACTIVE_SUBSCRIPTION);
  const subscriptionId = user.stripeSubscriptionId;
  await cancelSubscriptionForUser(user);
  const updated = (await findUserById(user.id)) ?? user;
  await audit(actor, "subscription.cancel", user, { subscriptionId });
  return { subscriptionId, status: updated.subscriptionStatus, subscriptionTier: updated.subscriptionTier };
}

// ---------------------------------------------------------------------------------------------
// What the settings page shows

export type SubscriptionSummary = {
  premium: boolean;
  plan: "Free" | "Premium";
  status: string;
  interval: BillingInterval | null;
  price: string | null;
  currentPeriodEnd: string | null;
  canManage: boolean;
};

export function subscriptionSummary(user: User): SubscriptionSummary {
  const interval = intervalOfPrice(user.subscriptionPriceId);
  const premium = isPremium(user);
  return {
    premium,
    plan: premium ? "Premium" : "Free",
    status: user.subscriptionStatus,
    interval,
    price: premium && interval ? `${PLANS[interval].price} / ${PLANS[interval].per}` : null,
    currentPeriodEnd: premium ? user.subscriptionPeriodEnd : null,
    canManage: Boolean(user.stripeCustomerId),
  };
}

// ---------------------------------------------------------------------------------------------
// /settings: the return from checkout and the "Manage billing" button

/** Set by /settings?payment_success=true; readable by the page's script so polling can clear it. */
let paymentFlag: ReturnType<typeof createCookie> | undefined;
function paymentFlagCookie() {
  paymentFlag ??= createCookie("ts_payment", {
    path: "/settings",
    sameSite: "lax",
    httpOnly: false,
    secure: env().NODE_ENV === "production",
    secrets: [env().SESSION_SECRET],
    maxAge: 120,
  });
  return paymentFlag;
}

/** How long the page waits for the payment before saying it is still processing (spec: 15 × 2 s). */
export const PAYMENT_WAIT_MS = 30_000;
export const PAYMENT_REFRESH_SECONDS = 2;

/**
 * The billing part of the settings loader. `?payment_success=true` is removed from the URL (a
 * redirect that sets a short flag cookie); while the flag is there and the user is not yet Premium,
 * the page shows "Processing your subscription...". Once Premium, or after 30 seconds, the server
 * answers with the spec's toast, so the flow also works without JavaScript (meta refresh).
 */
export async function settingsBilling(request: Request, user: User) {
  const url = new URL(request.url);
  if (url.searchParams.get("payment_success") === "true") {
    url.searchParams.delete("payment_success");
    throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await paymentFlagCookie().serialize(Date.now()) } });
  }
  const started: unknown = await paymentFlagCookie().parse(request.headers.get("cookie"));
  let processing: { refreshSeconds: number } | null = null;
  if (typeof started === "number") {
    const finished = isPremium(user) || Date.now() - started >= PAYMENT_WAIT_MS || started > Date.now() + 60_000;
    if (finished) {
      const headers = new Headers();
      headers.append("Set-Cookie", await paymentFlagCookie().serialize("", { maxAge: 0, expires: new Date(0) }));
      headers.append(
        "Set-Cookie",
        await flashToast(
          isPremium(user)
            ? { title: "Payment successful!", description: "Welcome to Premium. Every feature is now unlocked." }
            : {
                title: "Payment processing",
                description: "Your payment is still being confirmed. Please refresh the page in a minute to see your Premium plan.",
              },
        ),
      );
      throw redirect(url.pathname + url.search, { headers });
    }
    processing = { refreshSeconds: PAYMENT_REFRESH_SECONDS };
  }
  return { subscription: subscriptionSummary(user), processing };
}

/** The settings action's "portal" intent: off to the billing portal, or an error for the card. */
export async function openBillingPortal(user: User, clientIp: string) {
  try {
    rateLimit("write", clientIp);
    const { url } = await createPortalSession(user);
    return redirect(url);
  } catch (error) {
    if (error instanceof HttpError) return data({ intent: "portal" as const, message: error.message }, { status: error.status });
    throw error;
  }
}
