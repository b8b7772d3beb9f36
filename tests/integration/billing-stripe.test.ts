// The real driver: the official Stripe SDK pointed (host/port/protocol) at a fake Stripe API that
// this test starts; assertions are on the requests Stripe would have received.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "~/env.server";
import { findUserById, updateUser } from "~/models/user.server";
import { deleteAccount } from "~/services/data-rights.server";
import { hashPassword } from "~/services/password.server";
import * as webhookRoute from "~/routes/api/stripe.webhook";
import * as portalPage from "~/routes/billing-portal";
import * as checkoutPage from "~/routes/checkout";
import { adminCancelSubscription, adminCreateSubscription, cancelSubscriptionForUser, setMemberCancellation } from "~/services/billing/admin.server";
import { createCheckoutSession, createPortalSession } from "~/services/billing/checkout.server";
import { billingDriver, resetBillingDriverForTests } from "~/services/billing/driver.server";
import { handleStripeWebhook } from "~/services/billing/webhook.server";
import { HttpError } from "~/domain/errors";
import { Client, json } from "../support/routes";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { event, makeUser, signed, signedIn, subscriptionObject } from "./billing-helpers";

const SECRET = "whsec_fake_stripe_test_secret";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_API_BASE = fake.url;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_PRICE_MONTHLY = "price_1Monthly";
  process.env.STRIPE_PRICE_YEARLY = "price_1Yearly";
  resetEnvForTests();
  resetBillingDriverForTests();
});

afterAll(async () => {
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"]) delete process.env[name];
  resetEnvForTests();
  resetBillingDriverForTests();
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

const requestsTo = (method: string, path: string | RegExp) =>
  fake.requests.filter((request) => request.method === method && (typeof path === "string" ? request.path === path : path.test(request.path)));

async function deliver(item: Record<string, unknown>, secret = SECRET) {
  const { payload, signature } = signed(item, secret);
  return handleStripeWebhook(payload, signature);
}

describe("Stripe driver", () => {
  it("is chosen when STRIPE_SECRET_KEY is set", () => {
    expect(billingDriver().name).toBe("stripe");
  });

  it("Checkout Session: the configured price, one stored customer, our success and cancel URLs", async () => {
    const user = await makeUser({ firstName: "Henrietta" });
    const session = await createCheckoutSession(user, "price_1Monthly");
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_/);

    const customers = requestsTo("POST", "/v1/customers");
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({ email: user.email, name: "Henrietta Mitchell", "metadata[userId]": user.id });
    expect(customers[0]!.headers["idempotency-key"]).toMatch(/^three-skies-customer-/);
    expect(customers[0]!.headers.authorization).toBe("Bearer sk_test_fake");
    const stored = (await findUserById(user.id))!.stripeCustomerId!;
    expect(stored).toMatch(/^cus_fake_/);

    const [checkout] = requestsTo("POST", "/v1/checkout/sessions");
    expect(checkout!.body).toEqual({
      mode: "subscription",
      customer: stored,
      client_reference_id: user.id,
      "line_items[0][price]": "price_1Monthly",
      "line_items[0][quantity]": "1",
      success_url: `${env().APP_URL}/settings?payment_success=true`,
      cancel_url: `${env().APP_URL}/pricing`,
      locale: "en",
      "metadata[userId]": user.id,
      "subscription_data[metadata][userId]": user.id,
    });

    // A second checkout reuses the stored customer.
    fake.requests.length = 0;
    await createCheckoutSession((await findUserById(user.id))!, "price_1Yearly");
    expect(requestsTo("POST", "/v1/customers")).toHaveLength(0);
    expect(requestsTo("POST", "/v1/checkout/sessions")[0]!.body).toMatchObject({ customer: stored, "line_items[0][price]": "price_1Yearly" });
  });

  it("opens Stripe's pages in the member's language, or the browser's where Stripe has none", async () => {
    for (const [locale, stripe] of [["zh-Hans", "zh"], ["pt-BR", "pt-BR"], ["hi", "auto"]] as const) {
      fake.requests.length = 0;
      const user = await makeUser();
      await updateUser(user.id, { locale });
      await createCheckoutSession((await findUserById(user.id))!, "price_1Monthly");
      await createPortalSession((await findUserById(user.id))!);
      expect([requestsTo("POST", "/v1/checkout/sessions")[0]!.body.locale, requestsTo("POST", "/v1/billing_portal/sessions")[0]!.body.locale]).toEqual([stripe, stripe]);
    }
  });

  it("refuses any other price with 400 before calling Stripe", async () => {
    const user = await makeUser();
    for (const priceId of ["price_threeskies_monthly", "price_other", ""]) {
      const error = await createCheckoutSession(user, priceId).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, message: "Invalid price" });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("Billing Portal session for the stored customer, returning to settings", async () => {
    const user = await makeUser();
    const { url } = await createPortalSession(user);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_/);
    const customer = (await findUserById(user.id))!.stripeCustomerId;
    expect(requestsTo("POST", "/v1/billing_portal/sessions")[0]!.body).toEqual({ customer, return_url: `${env().APP_URL}/settings`, locale: "en" });
    // The local pages do not exist with Stripe: the portal page forwards, the checkout page is 404.
    const client = await signedIn(user);
    const portal = await client.call(portalPage, "/billing-portal");
    expect(portal.status).toBe(302);
    expect(portal.headers.get("location")).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect((await client.call(checkoutPage, "/checkout/cs_x", { params: { sessionId: "cs_x" } })).status).toBe(404);
  });

  it("webhooks follow the subscription's current state on Stripe, whatever order they arrive in", async () => {
    const user = await makeUser();
    await createCheckoutSession(user, "price_1Monthly");
    const customer = (await findUserById(user.id))!.stripeCustomerId!;
    fake.setSubscription({ id: "sub_ooo", customer, status: "active", priceId: "price_1Monthly", userId: user.id, periodEnd: 1_900_000_000 });

    await deliver(
      event("checkout.session.completed", {
        id: "cs_fake_done",
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        customer,
        subscription: "sub_ooo",
        client_reference_id: user.id,
      }),
    );
    expect(requestsTo("GET", "/v1/subscriptions/sub_ooo").length).toBeGreaterThan(0);
    expect((await findUserById(user.id))!).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      stripeSubscriptionId: "sub_ooo",
      subscriptionPriceId: "price_1Monthly",
      subscriptionPeriodEnd: new Date(1_900_000_000 * 1000).toISOString(),
    });

    // Payment fails: Stripe keeps retrying (past_due) and Premium stays; then it gives up (unpaid).
    fake.setSubscription({ id: "sub_ooo", customer, status: "past_due", priceId: "price_1Monthly", userId: user.id });
    await deliver(event("invoice.payment_failed", { id: "in_1", object: "invoice", customer, parent: { subscription_details: { subscription: "sub_ooo" } } }));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "past_due" });

    // Deleted on Stripe; a stale "active" update delivered afterwards does not bring Premium back.
    fake.setSubscription({ id: "sub_ooo", customer, status: "canceled", priceId: "price_1Monthly", userId: user.id });
    await deliver(event("customer.subscription.deleted", subscriptionObject({ id: "sub_ooo", customer, status: "canceled", priceId: "price_1Monthly" })));
    await deliver(
      event("customer.subscription.updated", subscriptionObject({ id: "sub_ooo", customer, status: "active", priceId: "price_1Monthly" }), 1_600_000_000),
    );
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled" });

    // An invoice paid with the legacy `subscription` field (older API versions) is understood too.
    fake.setSubscription({ id: "sub_ooo", customer, status: "active", priceId: "price_1Yearly", userId: user.id });
    await deliver(event("invoice.paid", { id: "in_2", object: "invoice", customer, subscription: "sub_ooo" }));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionPriceId: "price_1Yearly" });
  });

  it("a subscription Stripe does not know grants nothing, whatever the signed event says", async () => {
    const user = await makeUser();
    await createPortalSession(user);
    const customer = (await findUserById(user.id))!.stripeCustomerId!;
    const object = subscriptionObject({ id: "sub_gone", customer, status: "trialing", priceId: "price_1Monthly", userId: user.id });
    await deliver(event("customer.subscription.created", object));
    await deliver(event("checkout.session.completed", { id: "cs_gone", mode: "subscription", payment_status: "paid", customer, subscription: "sub_gone", client_reference_id: user.id }));
    expect(requestsTo("GET", "/v1/subscriptions/sub_gone")).toHaveLength(2);
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", stripeSubscriptionId: null });
  });

  it("events about one subscription apply in created order: an older one never overrides a newer state", async () => {
    const user = await makeUser();
    await createPortalSession(user);
    const customer = (await findUserById(user.id))!.stripeCustomerId!;
    const now = Math.floor(Date.now() / 1000);
    fake.setSubscription({ id: "sub_order", customer, status: "canceled", priceId: "price_1Monthly" });
    await deliver(event("customer.subscription.deleted", subscriptionObject({ id: "sub_order", customer, status: "canceled", priceId: "price_1Monthly" }), now));
    expect((await findUserById(user.id))!.subscriptionStatus).toBe("canceled");
    // Stripe's answer changes (e.g. a stale read), but the event is older than the one applied: nothing moves.
    fake.setSubscription({ id: "sub_order", customer, status: "active", priceId: "price_1Monthly" });
    await deliver(event("customer.subscription.updated", subscriptionObject({ id: "sub_order", customer, status: "active", priceId: "price_1Monthly" }), now - 30));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled" });
    // A newer event applies the state Stripe reports now.
    await deliver(event("customer.subscription.updated", subscriptionObject({ id: "sub_order", customer, status: "active", priceId: "price_1Monthly" }), now + 1));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active" });
  });

  it("the webhook route refuses events not signed with STRIPE_WEBHOOK_SECRET", async () => {
    const user = await makeUser();
    await createPortalSession(user);
    const customer = (await findUserById(user.id))!.stripeCustomerId!;
    fake.setSubscription({ id: "sub_forge", customer, status: "active", priceId: "price_1Monthly" });
    const item = event("customer.subscription.created", subscriptionObject({ id: "sub_forge", customer, status: "active", priceId: "price_1Monthly" }));
    // Signed with the development default instead of the configured secret.
    const forged = signed(item, "whsec_three_skies_local_development");
    const response = await new Client().call(webhookRoute, "/api/stripe/webhook", {
      method: "POST",
      body: forged.payload,
      headers: { "stripe-signature": forged.signature },
    });
    expect(response.status).toBe(400);
    expect((await findUserById(user.id))!.subscriptionTier).toBe("free");
    const good = signed(item, SECRET);
    const accepted = await new Client().call(webhookRoute, "/api/stripe/webhook", {
      method: "POST",
      body: good.payload,
      headers: { "stripe-signature": good.signature },
    });
    expect(await json(accepted)).toEqual({ received: true });
    expect((await findUserById(user.id))!.subscriptionTier).toBe("premium");
  });

  it("admin create and cancel call Stripe and switch the tier; deleting a user cancels", async () => {
    const user = await makeUser();
    const created = await adminCreateSubscription(user.email, "price_1Yearly");
    expect(created).toMatchObject({ status: "active", subscriptionTier: "premium" });
    const [create] = requestsTo("POST", "/v1/subscriptions");
    expect(create!.body).toMatchObject({
      customer: (await findUserById(user.id))!.stripeCustomerId!,
      "items[0][price]": "price_1Yearly",
      collection_method: "send_invoice",
      "metadata[userId]": user.id,
    });
    expect((await findUserById(user.id))!.subscriptionTier).toBe("premium");

    await adminCancelSubscription(user.email);
    expect(requestsTo("DELETE", `/v1/subscriptions/${created.subscriptionId}`)).toHaveLength(1);
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled" });

    // No active subscription: nothing is sent to Stripe.
    fake.requests.length = 0;
    await cancelSubscriptionForUser((await findUserById(user.id))!);
    expect(fake.requests).toHaveLength(0);
  });

  it("a member deleting their own account cancels the Stripe subscription at once", async () => {
    const user = await makeUser();
    await updateUser(user.id, { passwordHash: await hashPassword("amber tide lighthouse") });
    const created = await adminCreateSubscription(user.email, "price_1Monthly");
    fake.requests.length = 0;
    await deleteAccount((await findUserById(user.id))!, { password: "amber tide lighthouse" }, "api");
    expect(requestsTo("DELETE", `/v1/subscriptions/${created.subscriptionId}`)).toHaveLength(1);
    expect(fake.subscriptions.get(created.subscriptionId!)?.status).toBe("canceled");
    expect(await findUserById(user.id)).toBeUndefined();
  });

  it("a member's cancellation sets cancel_at_period_end on Stripe and keeps Premium until the period's end", async () => {
    const user = await makeUser();
    const { subscriptionId } = await adminCreateSubscription(user.email, "price_1Monthly");
    const subscribed = (await findUserById(user.id))!;
    const until = await setMemberCancellation(subscribed, true);
    const [update] = requestsTo("POST", `/v1/subscriptions/${subscriptionId}`);
    expect(update!.body).toEqual({ cancel_at_period_end: "true" });
    expect(requestsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(until).toBe(subscribed.subscriptionPeriodEnd);
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionCancelAtPeriodEnd: 1 });

    // A cancellation made in Stripe's own portal arrives as an update: the same state.
    await setMemberCancellation((await findUserById(user.id))!, false);
    expect((await findUserById(user.id))!.subscriptionCancelAtPeriodEnd).toBe(0);
    fake.subscriptions.get(subscriptionId)!.cancel_at_period_end = true;
    await deliver(event("customer.subscription.updated", { ...fake.subscriptions.get(subscriptionId)! }));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionCancelAtPeriodEnd: 1 });

    // At the period's end Stripe ends it and says so.
    fake.subscriptions.get(subscriptionId)!.status = "canceled";
    await deliver(event("customer.subscription.deleted", { ...fake.subscriptions.get(subscriptionId)! }));
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled", subscriptionCancelAtPeriodEnd: 0 });
  });
});
