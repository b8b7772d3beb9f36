// Starting a payment and opening the billing portal, with whichever driver is configured.
import { env } from "~/env.server";
import { setCustomerIdIfMissing } from "~/models/billing.server";
import { findUserById, isPremium, type User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { billingDriver } from "~/services/billing/driver.server";
import { ALREADY_PREMIUM, INVALID_PRICE, intervalOfPrice } from "~/services/billing/plans.server";
import type { UpgradeReason } from "~/schemas/billing";

/** The provider's customer of this user, created once and stored. */
export async function ensureCustomer(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await billingDriver().createCustomer(user);
  // Only the first writer wins, so a double click cannot leave two customers on one user.
  await setCustomerIdIfMissing(user.id, customerId);
  const fresh = await findUserById(user.id);
  return fresh?.stripeCustomerId ?? customerId;
}

export async function createCheckoutSession(user: User, priceId: string, from: UpgradeReason | null = null): Promise<{ url: string }> {
  const driver = billingDriver();
  if (!intervalOfPrice(priceId)) throw new HttpError(400, INVALID_PRICE, { priceId: [INVALID_PRICE] });
  if (isPremium(user)) throw new HttpError(409, ALREADY_PREMIUM);
  const customerId = await ensureCustomer(user);
  const appUrl = env().APP_URL;
  return driver.createCheckoutSession({
    user,
    customerId,
    priceId,
    successUrl: `${appUrl}/settings?payment_success=true${from ? `&from=${from}` : ""}`,
    cancelUrl: `${appUrl}/pricing`,
  });
}

export async function createPortalSession(user: User): Promise<{ url: string }> {
  const driver = billingDriver();
  const customerId = await ensureCustomer(user);
  return driver.createPortalSession({ user, customerId, returnUrl: `${env().APP_URL}/settings` });
}
