// The pages of the embedded driver: the checkout page ("Pay") and the billing portal.
import { env } from "~/env.server";
import { nowIso } from "~/db.server";
import {
  claimLocalCheckoutSession,
  findLocalCheckoutSession,
  latestLocalSubscriptionOfCustomer,
  setLocalCheckoutSubscription,
} from "~/models/billing.server";
import { findUserById, isPremium, type User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { usesLocalBilling } from "~/services/billing/driver.server";
import {
  createLocalSubscription,
  deliverLocalEvent,
  localId,
  localSubscriptionObject,
  stripeEvent,
} from "~/services/billing/local-driver.server";
import { ALREADY_PREMIUM, PLANS, intervalOfPrice } from "~/services/billing/plans.server";

export const CHECKOUT_NOT_FOUND = "This checkout session does not exist.";
export const CHECKOUT_EXPIRED = "This checkout session has expired. Please start again from the pricing page.";

/** The user's own local checkout session (404 for anyone else's, or without the embedded driver). */
export async function getLocalCheckout(user: User, sessionId: string) {
  if (!usesLocalBilling() || sessionId.length > 200) throw new HttpError(404, CHECKOUT_NOT_FOUND);
  const row = await findLocalCheckoutSession(sessionId, user.id);
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
export async function completeLocalCheckout(user: User, sessionId: string): Promise<string> {
  const checkout = await getLocalCheckout(user, sessionId);
  const session = (await findLocalCheckoutSession(sessionId))!;
  // Back to Settings as Stripe's success_url would: only ever a Settings address of this app.
  const successPath = session.successPath?.startsWith("/settings?") ? session.successPath : "/settings?payment_success=true";
  if (checkout.status === "complete") return successPath;
  if (checkout.status === "expired") throw new HttpError(410, CHECKOUT_EXPIRED);
  const fresh = (await findUserById(user.id)) ?? user;
  if (isPremium(fresh)) throw new HttpError(409, ALREADY_PREMIUM);
  // Claim the session first: a double submit must not create two subscriptions.
  if (!(await claimLocalCheckoutSession(sessionId))) return successPath;
  const sub = await createLocalSubscription({ customerId: session.customerId, priceId: session.priceId, userId: user.id });
  await setLocalCheckoutSubscription(sessionId, sub.id);
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
      success_url: `${appUrl}${successPath}`,
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
  return successPath;
}

/** What the local billing portal shows: the user's latest subscription. */
export async function getLocalPortal(user: User) {
  if (!usesLocalBilling()) throw new HttpError(404, "The billing portal is provided by Stripe.");
  if (!user.stripeCustomerId) return { subscription: null };
  const row = await latestLocalSubscriptionOfCustomer(user.stripeCustomerId);
  if (!row) return { subscription: null };
  const interval = intervalOfPrice(row.priceId);
  return {
    subscription: {
      id: row.id,
      status: row.status,
      interval,
      currentPeriodEnd: new Date(row.currentPeriodEnd * 1000).toISOString(),
      // Cancelled by the member: ends at currentPeriodEnd instead of renewing.
      endsAtPeriodEnd: row.cancelAtPeriodEnd === 1 && row.status !== "canceled",
    },
  };
}
