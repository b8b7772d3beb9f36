// The billing contract through the route modules, with the embedded (local) payments driver:
// checkout → local checkout page → signed events → webhook → Premium; portal; webhooks; admin calls.
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, sqlite } from "~/db.server";
import { env } from "~/env.server";
import { findUserById } from "~/models/user.server";
import * as adminCancelRoute from "~/routes/api/admin.subscriptions.cancel";
import * as adminCreateRoute from "~/routes/api/admin.subscriptions.create";
import * as checkoutApi from "~/routes/api/stripe.create-checkout-session";
import * as portalApi from "~/routes/api/stripe.create-portal-session";
import * as webhookRoute from "~/routes/api/stripe.webhook";
import * as portalPage from "~/routes/billing-portal";
import * as checkoutPage from "~/routes/checkout";
import * as pricingPage from "~/routes/pricing";
import * as settingsPage from "~/routes/settings";
import { cancelSubscriptionForUser } from "~/services/billing/admin.server";
import { resetBillingDriverForTests } from "~/services/billing/driver.server";
import { endLocalSubscriptionsDue } from "~/services/billing/local-driver.server";
import { formatLongDate } from "~/domain/dates";
import { webhookSecret } from "~/services/billing/webhook.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { readToast } from "~/http/toast.server";
import { Client, json } from "../support/routes";
import { translator } from "~/i18n/messages.server";
import * as root from "~/root";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { pageText } from "../support/render";
import { event, makeUser, signed, signedIn, subscriptionObject } from "./billing-helpers";

const MONTHLY = () => env().STRIPE_PRICE_MONTHLY;
const YEARLY = () => env().STRIPE_PRICE_YEARLY;

beforeEach(() => {
  resetRateLimits();
  resetBillingDriverForTests();
});

function processedEvents() {
  return sqlite().prepare("SELECT id, type FROM stripe_events ORDER BY rowid").all() as Array<{ id: string; type: string }>;
}

async function postWebhook(client: Client, payload: string, signature?: string) {
  return client.call(webhookRoute, "/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: signature ? { "stripe-signature": signature, "content-type": "application/json" } : { "content-type": "application/json" },
  });
}

/** The toast a response sets in its flash cookie. */
async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return (await readToast(new Request("http://localhost/", { headers: { cookie } }))).toast;
}

/** Signed-in free user pays on the local checkout; answers the user and the checkout URL. */
async function subscribe(priceId = MONTHLY()) {
  const user = await makeUser();
  const client = await signedIn(user);
  const created = await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId } });
  expect(created.status).toBe(200);
  const { url } = await json<{ url: string }>(created);
  const sessionId = url.split("/").pop()!;
  const paid = await client.call(checkoutPage, url, { method: "POST", form: {}, params: { sessionId } });
  expect(paid.status).toBe(302);
  expect(paid.headers.get("location")).toBe("/settings?payment_success=true");
  return { user: (await findUserById(user.id))!, client, url, sessionId };
}

describe("POST /api/stripe/create-checkout-session", () => {
  it("answers 401 to a guest", async () => {
    const response = await new Client().call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: MONTHLY() } });
    expect(response.status).toBe(401);
  });

  it("answers 400 for an unknown, missing or malformed price and creates nothing", async () => {
    const user = await makeUser();
    const client = await signedIn(user);
    const unknown = await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: "price_not_ours" } });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ message: "Invalid price" });
    const missing = await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ message: "Stripe price ID is required" });
    for (const body of ["{not json", "[]", "42", JSON.stringify({ priceId: 7 })]) {
      const response = await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: body });
      expect(response.status, body).toBe(400);
    }
    expect((await findUserById(user.id))!.stripeCustomerId).toBeNull();
  });

  it("answers the local checkout URL and stores one customer for the user", async () => {
    const user = await makeUser();
    const client = await signedIn(user);
    const first = await json<{ url: string }>(
      await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: MONTHLY(), email: user.email } }),
    );
    expect(first.url).toMatch(/^\/checkout\/cs_local_[0-9a-f]+$/);
    const customer = (await findUserById(user.id))!.stripeCustomerId;
    expect(customer).toMatch(/^cus_local_/);
    const second = await json<{ url: string }>(
      await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: YEARLY() } }),
    );
    expect(second.url).not.toBe(first.url);
    expect((await findUserById(user.id))!.stripeCustomerId).toBe(customer);
  });
});

describe("local checkout", () => {
  it("shows the plan to its owner only", async () => {
    const user = await makeUser();
    const client = await signedIn(user);
    const { url } = await json<{ url: string }>(
      await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: YEARLY() } }),
    );
    const sessionId = url.split("/").pop()!;
    const page = await client.call(checkoutPage, url, { params: { sessionId } });
    expect(page.status).toBe(200);
    expect(await json(page)).toMatchObject({ checkout: { interval: "yearly", price: "$119", per: "year", status: "open" } });
    const stranger = await signedIn(await makeUser());
    expect((await stranger.call(checkoutPage, url, { params: { sessionId } })).status).toBe(404);
    const strangerPays = await stranger.call(checkoutPage, url, { method: "POST", form: {}, params: { sessionId } });
    expect(strangerPays.status).toBe(404);
    expect((await findUserById(user.id))!.subscriptionTier).toBe("free");
    const guest = await new Client().call(checkoutPage, url, { params: { sessionId } });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toContain("/login");
  });

  it("paying makes the user Premium through signed webhook events", async () => {
    const { user, client, url, sessionId } = await subscribe(MONTHLY());
    expect(user.subscriptionTier).toBe("premium");
    expect(user.subscriptionStatus).toBe("active");
    expect(user.stripeSubscriptionId).toMatch(/^sub_local_/);
    expect(user.subscriptionPriceId).toBe(MONTHLY());
    const periodEnd = new Date(user.subscriptionPeriodEnd!).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(periodEnd - Date.now()).toBeLessThan(32 * 86_400_000);
    expect(processedEvents().map((row) => row.type)).toEqual(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]);

    // Paying twice creates nothing more; a completed session sends its owner to settings.
    const again = await client.call(checkoutPage, url, { method: "POST", form: {}, params: { sessionId } });
    expect(again.status).toBe(302);
    expect(processedEvents()).toHaveLength(3);
    const view = await client.call(checkoutPage, url, { params: { sessionId } });
    expect(view.headers.get("location")).toBe("/settings");
    // And a Premium user cannot start a second checkout.
    const second = await client.call(checkoutApi, "/api/stripe/create-checkout-session", { method: "POST", json: { priceId: YEARLY() } });
    expect(second.status).toBe(409);
  });

  it("each payment sends a receipt with the amount, the plan and the period paid for", async () => {
    const { user } = await subscribe(YEARLY());
    const mail = await db().selectFrom("outbox").selectAll().where("recipient", "=", user.email).where("subject", "like", "Your Three Skies receipt%").execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Your Three Skies receipt: $119.00 for Three Skies Premium, billed yearly");
    const text = mail[0]!.textBody;
    expect(text).toContain("Amount paid: $119.00 (USD)");
    expect(text).toMatch(/Paid on: [A-Z][a-z]+ \d{1,2}, \d{4}\n/);
    expect(text).toContain(`Premium paid through: ${formatLongDate(user.subscriptionPeriodEnd!)}`);
    expect(text).toMatch(/Reference: in_local_\w+/);
    expect(mail[0]!.htmlBody).toContain("Receipt: $119.00");
  });

  it("a yearly subscription runs for a year", async () => {
    const { user } = await subscribe(YEARLY());
    expect(user.subscriptionPriceId).toBe(YEARLY());
    const days = (new Date(user.subscriptionPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
  });
});

describe("billing portal", () => {
  it("answers a URL, shows the subscription; cancelling keeps Premium until the period paid for ends", async () => {
    const { user, client } = await subscribe();
    const portal = await client.call(portalApi, "/api/stripe/create-portal-session", { method: "POST" });
    expect(portal.status).toBe(200);
    expect(await json(portal)).toEqual({ url: "/billing-portal" });
    const page = await client.call(portalPage, "/billing-portal");
    expect(await json(page)).toMatchObject({ subscription: { id: user.stripeSubscriptionId, status: "active", interval: "monthly", endsAtPeriodEnd: false } });

    const cancelled = await client.call(portalPage, "/billing-portal", { method: "POST", form: { intent: "cancel" } });
    expect(cancelled.status).toBe(302);
    const periodEnd = user.subscriptionPeriodEnd!;
    expect(await toastOf(cancelled)).toMatchObject({
      title: "Subscription cancelled",
      description: `Premium stays yours until ${formatLongDate(periodEnd)}; you will not be charged again.`,
    });
    const after = (await findUserById(user.id))!;
    expect(after).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionCancelAtPeriodEnd: 1, subscriptionPeriodEnd: periodEnd });
    expect(processedEvents().at(-1)!.type).toBe("customer.subscription.updated");
    expect(await json(await client.call(portalPage, "/billing-portal"))).toMatchObject({ subscription: { status: "active", endsAtPeriodEnd: true, currentPeriodEnd: periodEnd } });
    const settings = await json<{ billing: { subscription: { premium: boolean; endsAtPeriodEnd: boolean } } }>(await client.call(settingsPage, "/settings"));
    expect(settings.billing.subscription).toMatchObject({ premium: true, endsAtPeriodEnd: true });

    // The hourly job ends it once the period is over, not a second before.
    const end = new Date(periodEnd);
    expect(await endLocalSubscriptionsDue(new Date(end.getTime() - 1000))).toBe(0);
    expect((await findUserById(user.id))!.subscriptionTier).toBe("premium");
    expect(await endLocalSubscriptionsDue(end)).toBe(1);
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled", subscriptionCancelAtPeriodEnd: 0 });
    expect(processedEvents().at(-1)!.type).toBe("customer.subscription.deleted");
    expect(await endLocalSubscriptionsDue(end)).toBe(0);
  });

  it.each([
    { locale: "hi" as const, marks: /[\u0900-\u097F]/g, price: "$14.99 / माह" },
    { locale: "zh-Hans" as const, marks: /\p{Script=Han}/gu, price: "US$14.99／月" },
  ])("speaks the member's language ($locale): the page, its status, plan and price, and the cancellation's toast", async ({ locale, marks, price }) => {
    const { user, client } = await subscribe();
    await db().updateTable("users").set({ locale }).where("id", "=", user.id).execute();
    const t = translator(locale);
    const [rootData, data] = [await json(await client.call(root, "/billing-portal")), await json<{ status: string; plan: string }>(await client.call(portalPage, "/billing-portal"))];
    expect(data).toMatchObject({ status: t("settings.status.active"), plan: t("account.portal.premium", { interval: "monthly" }), price });
    const Page = portalPage.default as unknown as (props: { loaderData: unknown; actionData: undefined }) => React.ReactElement;
    const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ id: "portal", path: "/billing-portal", Component: () => createElement(Page, { loaderData: data, actionData: undefined }) }] }]);
    const text = pageText(renderToString(createElement(Stub, { initialEntries: ["/billing-portal"], hydrationData: { loaderData: { root: rootData, portal: data } } })));
    for (const words of [t("account.portal.heading"), data.plan, data.status, price, t("account.portal.cancel")]) expect(text).toContain(words);
    // Everything but the price's currency ("US$" in Chinese) is in the language.
    expect(text.replace(price, "").replaceAll("Three Skies", "")).not.toMatch(/[A-Za-z]{2,}/);
    expect(text.match(marks)!.length).toBeGreaterThanOrEqual(60);

    const cancelled = await client.call(portalPage, "/billing-portal", { method: "POST", form: { intent: "cancel" } });
    const description = t("account.portal.cancelledUntil", { date: new Date(user.subscriptionPeriodEnd!) });
    expect(await toastOf(cancelled)).toMatchObject({ title: t("account.portal.cancelled"), description });
    expect(description).toContain(new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(user.subscriptionPeriodEnd!)));
  });

  it("a cancellation can be taken back before the period ends", async () => {
    const { user, client } = await subscribe(YEARLY());
    await client.call(portalPage, "/billing-portal", { method: "POST", form: { intent: "cancel" } });
    const kept = await client.call(portalPage, "/billing-portal", { method: "POST", form: { intent: "resume" } });
    expect(await toastOf(kept)).toMatchObject({ title: "Premium continues" });
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "premium", subscriptionCancelAtPeriodEnd: 0 });
    await endLocalSubscriptionsDue(new Date(Date.now() + 400 * 86_400_000));
    expect((await findUserById(user.id))!.subscriptionTier).toBe("premium");
    // Nothing left to cancel for a free member: a clear 409.
    const free = await signedIn(await makeUser());
    const refused = await free.call(portalPage, "/billing-portal", { method: "POST", form: { intent: "cancel" } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ message: "There is no active subscription to cancel." });
  });

  it("answers 401 to a guest and a URL to a free user (customer created on demand)", async () => {
    expect((await new Client().call(portalApi, "/api/stripe/create-portal-session", { method: "POST" })).status).toBe(401);
    const user = await makeUser();
    const response = await (await signedIn(user)).call(portalApi, "/api/stripe/create-portal-session", { method: "POST", json: "[1]" });
    expect(response.status).toBe(400);
    const ok = await (await signedIn(user)).call(portalApi, "/api/stripe/create-portal-session", { method: "POST" });
    expect(await json(ok)).toEqual({ url: "/billing-portal" });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses unsigned, forged, garbled and stale deliveries with 400 and changes nothing", async () => {
    const before = processedEvents().length;
    const user = await makeUser();
    const object = subscriptionObject({ id: "sub_forged", customer: "cus_forged", status: "active", priceId: MONTHLY(), userId: user.id });
    const { payload } = signed(event("customer.subscription.created", object), await webhookSecret());
    const client = new Client();

    const unsigned = await postWebhook(client, payload);
    expect(unsigned.status).toBe(400);
    expect(await json(unsigned)).toMatchObject({ message: "Missing Stripe signature" });

    const forged = signed(JSON.parse(payload), "whsec_someone_else");
    const forgedResponse = await postWebhook(client, forged.payload, forged.signature);
    expect(forgedResponse.status).toBe(400);
    expect(await json(forgedResponse)).toMatchObject({ message: "Invalid Stripe signature" });

    // A valid signature over a different body.
    const good = signed(JSON.parse(payload), await webhookSecret());
    const tampered = await postWebhook(client, good.payload.replace('"active"', '"trialing"'), good.signature);
    expect(tampered.status).toBe(400);

    expect((await postWebhook(client, payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await postWebhook(client, payload, "garbage")).status).toBe(400);
    // Correctly signed but ten minutes old: outside Stripe's tolerance.
    const stale = signed(JSON.parse(payload), await webhookSecret(), Math.floor(Date.now() / 1000) - 600);
    expect((await postWebhook(client, stale.payload, stale.signature)).status).toBe(400);
    // Correctly signed, but not an event.
    for (const body of ["not json at all", "[]", JSON.stringify({ id: 1, type: "x" })]) {
      const really = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: await webhookSecret() });
      const response = await postWebhook(client, body, really);
      expect(response.status, body).toBe(400);
      expect(await json(response)).toMatchObject({ message: "Invalid event payload" });
    }

    expect((await findUserById(user.id))!.subscriptionTier).toBe("free");
    expect(processedEvents()).toHaveLength(before);
  });

  it("handles a replayed event once", async () => {
    const { user } = await subscribe();
    const cancel = event(
      "customer.subscription.updated",
      subscriptionObject({ id: user.stripeSubscriptionId!, customer: user.stripeCustomerId!, status: "active", priceId: MONTHLY() }),
    );
    const { payload, signature } = signed(cancel, await webhookSecret());
    const first = await postWebhook(new Client(), payload, signature);
    expect(await json(first)).toEqual({ received: true });
    const replay = await postWebhook(new Client(), payload, signature);
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual({ received: true, duplicate: true });
    expect(processedEvents().filter((row) => row.id === cancel.id)).toHaveLength(1);
  });

  it("resolves out-of-order events by the subscription's current state", async () => {
    const { user, client } = await subscribe();
    const staleActive = event(
      "customer.subscription.updated",
      subscriptionObject({ id: user.stripeSubscriptionId!, customer: user.stripeCustomerId!, status: "active", priceId: MONTHLY() }),
      Math.floor(Date.now() / 1000) - 60,
    );
    await cancelSubscriptionForUser(user);
    expect((await findUserById(user.id))!.subscriptionTier).toBe("free");
    void client;
    // The older "active" update arrives after the cancellation: the subscription is cancelled now.
    const { payload, signature } = signed(staleActive, await webhookSecret());
    expect((await postWebhook(new Client(), payload, signature)).status).toBe(200);
    const after = (await findUserById(user.id))!;
    expect(after.subscriptionTier).toBe("free");
    expect(after.subscriptionStatus).toBe("canceled");
  });

  it("an unknown customer or event type is acknowledged without changes", async () => {
    const before = processedEvents().length;
    const user = await makeUser();
    for (const item of [
      event("customer.subscription.updated", subscriptionObject({ id: "sub_nobody", customer: "cus_nobody", status: "active", priceId: MONTHLY() })),
      event("charge.refunded", { id: "ch_1", object: "charge" }),
      event("invoice.paid", { id: "in_1", object: "invoice", customer: "cus_nobody" }),
    ]) {
      const { payload, signature } = signed(item, await webhookSecret());
      const response = await postWebhook(new Client(), payload, signature);
      expect(response.status).toBe(200);
    }
    expect((await findUserById(user.id))!.subscriptionTier).toBe("free");
    expect(processedEvents()).toHaveLength(before + 3);
  });

  it("answers 405 to GET", async () => {
    expect((await new Client().call(webhookRoute, "/api/stripe/webhook")).status).toBe(405);
  });
});

describe("admin subscription calls", () => {
  it("guards: 401 for guests, 403 for non-admins", async () => {
    const body = { json: { email: "x@example.test", priceId: MONTHLY() }, method: "POST" };
    expect((await new Client().call(adminCreateRoute, "/api/admin/subscriptions/create", body)).status).toBe(401);
    const member = await signedIn(await makeUser());
    expect((await member.call(adminCreateRoute, "/api/admin/subscriptions/create", body)).status).toBe(403);
    expect((await member.call(adminCancelRoute, "/api/admin/subscriptions/cancel", { method: "POST", json: { email: "x@example.test" } })).status).toBe(403);
  });

  it("validates the payload and answers 404 for an unknown email", async () => {
    const admin = await signedIn(await makeUser({ isAdmin: 1 }));
    const target = await makeUser();
    const cases: Array<[unknown, number, string]> = [
      [{ email: target.email, priceId: "plan_monthly" }, 400, "Price ID must begin with price_"],
      [{ email: target.email }, 400, "Stripe price ID is required"],
      [{ priceId: MONTHLY() }, 400, "Email is required"],
      [{ email: "nobody@example.test", priceId: MONTHLY() }, 404, "User not found"],
      ["{", 400, "Request body must be valid JSON"],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.call(adminCreateRoute, "/api/admin/subscriptions/create", { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await json(response)).toMatchObject({ message });
    }
    const unknown = await admin.call(adminCancelRoute, "/api/admin/subscriptions/cancel", { method: "POST", json: { email: "nobody@example.test" } });
    expect(unknown.status).toBe(404);
    expect((await findUserById(target.id))!.subscriptionTier).toBe("free");
  });

  it("create makes the user Premium, cancel makes them Free, both audited", async () => {
    const adminUser = await makeUser({ isAdmin: 1 });
    const admin = await signedIn(adminUser);
    const target = await makeUser();
    const created = await admin.call(adminCreateRoute, "/api/admin/subscriptions/create", {
      method: "POST",
      json: { email: target.email.toUpperCase(), priceId: YEARLY() },
    });
    expect(created.status).toBe(200);
    expect(await json(created)).toMatchObject({ message: "Subscription created successfully", subscriptionTier: "premium" });
    const premium = (await findUserById(target.id))!;
    expect(premium.subscriptionTier).toBe("premium");
    expect(premium.subscriptionPriceId).toBe(YEARLY());
    expect((await admin.call(adminCreateRoute, "/api/admin/subscriptions/create", { method: "POST", json: { email: target.email, priceId: YEARLY() } })).status).toBe(409);

    const cancelled = await admin.call(adminCancelRoute, "/api/admin/subscriptions/cancel", { method: "POST", json: { email: target.email } });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ message: "Subscription cancelled successfully", subscriptionTier: "free" });
    expect((await findUserById(target.id))!.subscriptionTier).toBe("free");
    expect((await admin.call(adminCancelRoute, "/api/admin/subscriptions/cancel", { method: "POST", json: { email: target.email } })).status).toBe(409);

    const audit = await db().selectFrom("adminAuditLog").selectAll().where("targetUserId", "=", target.id).orderBy("id").execute();
    expect(audit.map((row) => [row.action, row.actorId, row.targetEmail])).toEqual([
      ["subscription.create", adminUser.id, target.email],
      ["subscription.cancel", adminUser.id, target.email],
    ]);
  });

  it("cancelSubscriptionForUser cancels an active subscription and is a no-op without one", async () => {
    const free = await makeUser();
    await cancelSubscriptionForUser(free);
    expect((await findUserById(free.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "active" });
    const { user } = await subscribe();
    await cancelSubscriptionForUser(user);
    expect((await findUserById(user.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "canceled" });
  });
});

describe("/pricing", () => {
  it("loader follows the billing toggle", async () => {
    const monthly = await json(await new Client().call(pricingPage, "/pricing"));
    expect(monthly).toMatchObject({ interval: "monthly", signedIn: false, priceIds: { monthly: MONTHLY(), yearly: YEARLY() } });
    expect(await json(await new Client().call(pricingPage, "/pricing?billing=yearly"))).toMatchObject({ interval: "yearly" });
  });

  it("upgrade: a guest goes to login, a free user to checkout, a bad price is a 400", async () => {
    const guest = await new Client().call(pricingPage, "/pricing", { method: "POST", form: { priceId: MONTHLY() } });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/login?redirectTo=%2Fpricing");
    // Back to the page, not to the data request that asked (passed through with its suffix and parameters).
    const fromData = await new Client().call(pricingPage, "/pricing.data?billing=yearly&_routes=routes%2Fpricing", { method: "POST", form: { priceId: MONTHLY() } });
    expect(fromData.headers.get("location")).toBe("/login?redirectTo=%2Fpricing%3Fbilling%3Dyearly");
    const client = await signedIn(await makeUser());
    const upgrade = await client.call(pricingPage, "/pricing", { method: "POST", form: { priceId: YEARLY() } });
    expect(upgrade.status).toBe(302);
    expect(upgrade.headers.get("location")).toMatch(/^\/checkout\/cs_local_/);
    const bad = await client.call(pricingPage, "/pricing", { method: "POST", form: { priceId: "price_other" } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: "Invalid price" });
    const empty = await client.call(pricingPage, "/pricing", { method: "POST", form: {} });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ message: "Stripe price ID is required" });
  });
});

describe("/settings", () => {
  afterEach(() => vi.useRealTimers());

  it("payment_success: removes the parameter, shows processing, then toasts once Premium", async () => {
    const user = await makeUser();
    const client = await signedIn(user);
    const back = await client.call(settingsPage, "/settings?payment_success=true");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/settings");
    expect(client.cookies.has("ts_payment")).toBe(true);

    const waiting = await client.call(settingsPage, "/settings");
    expect(waiting.status).toBe(200);
    expect(await json(waiting)).toMatchObject({ billing: { processing: { refreshSeconds: 2 }, subscription: { premium: false, plan: "Free" } } });

    await db().updateTable("users").set({ subscriptionTier: "premium" }).where("id", "=", user.id).execute();
    const done = await client.call(settingsPage, "/settings");
    expect(done.status).toBe(302);
    expect(await toastOf(done)).toMatchObject({ title: "Payment successful!" });
    expect(client.cookies.has("ts_payment")).toBe(false);
    const normal = await client.call(settingsPage, "/settings");
    expect(await json(normal)).toMatchObject({ billing: { processing: null, subscription: { premium: true, plan: "Premium" } } });
  });

  it("after paying from the Match tab's upgrade link, Settings leads back to the Match tab", async () => {
    const user = await makeUser();
    const client = await signedIn(user);
    const upgrade = await client.call(pricingPage, "/pricing?from=compatibility", { method: "POST", form: { priceId: MONTHLY(), from: "compatibility" } });
    const checkoutUrl = upgrade.headers.get("location")!;
    const paid = await client.call(checkoutPage, checkoutUrl, { method: "POST", form: {}, params: { sessionId: checkoutUrl.split("/").pop()! } });
    expect(paid.headers.get("location")).toBe("/settings?payment_success=true&from=compatibility");
    const back = await client.call(settingsPage, paid.headers.get("location")!);
    expect(back.headers.get("location")).toBe("/settings?from=compatibility");
    // Paid already (the local checkout's events are synchronous): welcomed, with the way back first.
    const done = await client.call(settingsPage, back.headers.get("location")!);
    expect(done.headers.get("location")).toBe("/settings?from=compatibility&welcome=premium");
    const page = await json<{ billing: { welcome: unknown } }>(await client.call(settingsPage, done.headers.get("location")!));
    expect(page.billing.welcome).toEqual({ from: "compatibility" });
    // An unknown reason is ignored, and a plain Settings visit shows no welcome.
    expect((await json<{ billing: { welcome: unknown } }>(await client.call(settingsPage, "/settings?welcome=premium&from=elsewhere"))).billing.welcome).toEqual({ from: null });
    expect((await json<{ billing: { welcome: unknown } }>(await client.call(settingsPage, "/settings"))).billing.welcome).toBeNull();
  });

  it("payment_success: after 30 seconds without Premium it says the payment is processing", async () => {
    const client = await signedIn(await makeUser());
    await client.call(settingsPage, "/settings?payment_success=true");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 29_000);
    expect((await client.call(settingsPage, "/settings")).status).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    const timedOut = await client.call(settingsPage, "/settings");
    expect(timedOut.status).toBe(302);
    expect(await toastOf(timedOut)).toMatchObject({ title: "Payment processing" });
  });

  it("Manage billing opens the portal", async () => {
    const { client } = await subscribe();
    const response = await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "portal" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/billing-portal");
  });

  it("support: priority tag and reply-to for Premium, plain for Free, 400 for an empty form", async () => {
    const outbox = () => db().selectFrom("outbox").selectAll().where("recipient", "=", env().SUPPORT_EMAIL).orderBy("id", "desc").executeTakeFirst();
    const free = await makeUser();
    const freeClient = await signedIn(free);
    const sent = await freeClient.call(settingsPage, "/settings", { method: "POST", form: { intent: "support", subject: "Moon sign?", message: "Why is my moon sign missing?" } });
    expect(sent.status).toBe(302);
    expect(await toastOf(sent)).toMatchObject({ title: "Message sent" });
    const plain = (await outbox())!;
    expect(plain.subject).toBe("[Support] Moon sign?");
    expect(JSON.parse(plain.headers)).not.toHaveProperty("Reply-To");
    expect(plain.textBody).toContain(free.email);

    const premium = await makeUser({ subscriptionTier: "premium" });
    const premiumClient = await signedIn(premium);
    await premiumClient.call(settingsPage, "/settings", {
      method: "POST",
      form: { intent: "support", subject: "Invoice\r\nBcc: evil@example.test", message: "Please resend my invoice." },
    });
    const priority = (await outbox())!;
    expect(priority.subject).toBe("[Priority] Invoice Bcc: evil@example.test");
    expect(JSON.parse(priority.headers)).toMatchObject({ "Reply-To": premium.email });

    const empty = await premiumClient.call(settingsPage, "/settings", { method: "POST", form: { intent: "support", subject: " ", message: "" } });
    expect(empty.status).toBe(400);
    const body = await json<{ result: { error: Record<string, string[]> } }>(empty);
    expect(body.result.error).toMatchObject({ subject: ["Subject is required"], message: ["Message is required"] });
  });
});
