// Cancelling subscriptions (the member at the period's end; an admin or account deletion at once) and the admin's create/cancel calls.
import { recordAudit } from "~/models/audit.server";
import { findUserByEmail, findUserById, isPremium, updateUser, type User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { ensureCustomer } from "~/services/billing/checkout.server";
import { billingDriver } from "~/services/billing/driver.server";
import { billingMode, grantsPremium } from "~/services/billing/plans.server";
import { applySubscription } from "~/services/billing/webhook.server";

export const USER_NOT_FOUND = "User not found";
export const NO_ACTIVE_SUBSCRIPTION = "This user has no active subscription";
export const ALREADY_SUBSCRIBED = "This user already has an active Premium subscription";

function hasActiveSubscription(user: User) {
  return Boolean(user.stripeSubscriptionId) && grantsPremium(user.subscriptionStatus);
}

async function markFree(user: User) {
  await updateUser(user.id, { subscriptionTier: "free", subscriptionStatus: "canceled" });
}

/** Cancels the user's active subscription now (admin cancel, account deletion). No-op without one. */
export async function cancelSubscriptionForUser(user: User): Promise<void> {
  if (!user.stripeSubscriptionId || !hasActiveSubscription(user) || billingMode() === "off") {
    if (isPremium(user)) await markFree(user);
    return;
  }
  const cancelled = await billingDriver().cancelSubscription(user.stripeSubscriptionId);
  const fresh = (await findUserById(user.id)) ?? user;
  if (cancelled) await applySubscription(fresh, cancelled);
  else await markFree(user);
}

/**
 * The member's own cancellation: the subscription ends when the period paid for does, and Premium
 * stays until then (`cancel` false takes the cancellation back). Answers the period's end (ISO), or
 * null when there was nothing to cancel.
 */
export async function setMemberCancellation(user: User, cancel: boolean): Promise<string | null> {
  if (!user.stripeSubscriptionId || !hasActiveSubscription(user)) {
    if (cancel) throw new HttpError(409, "There is no active subscription to cancel.");
    return null;
  }
  const state = await billingDriver().setCancelAtPeriodEnd(user.stripeSubscriptionId, cancel);
  if (!state) throw new HttpError(409, "There is no active subscription to cancel.");
  const updated = await applySubscription((await findUserById(user.id)) ?? user, state);
  return updated.subscriptionPeriodEnd;
}

type Actor = Pick<User, "id" | "email">;

/** Admin: subscribes the user to a price and makes them Premium through the same path as a payment. */
export async function adminCreateSubscription(email: string, priceId: string, actor?: Actor) {
  const driver = billingDriver();
  const user = await findUserByEmail(email);
  if (!user) throw new HttpError(404, USER_NOT_FOUND, { email: [USER_NOT_FOUND] });
  if (hasActiveSubscription(user)) throw new HttpError(409, ALREADY_SUBSCRIBED);
  const customerId = await ensureCustomer(user);
  const state = await driver.createSubscription({ customerId, priceId, userId: user.id });
  const updated = await applySubscription((await findUserById(user.id)) ?? user, state);
  if (actor) {
    await recordAudit({ actor, action: "subscription.create", target: user, details: { priceId, subscriptionId: state.id, status: state.status } });
  }
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
  if (actor) await recordAudit({ actor, action: "subscription.cancel", target: user, details: { subscriptionId } });
  return { subscriptionId, status: updated.subscriptionStatus, subscriptionTier: updated.subscriptionTier };
}
