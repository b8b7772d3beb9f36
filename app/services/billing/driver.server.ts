// The payments driver: Stripe's API or the embedded checkout, chosen by BILLING_MODE (README
// "Configuration"). With payments off, every call that needs a provider answers 503.
import { env } from "~/env.server";
import type { User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { localDriver } from "~/services/billing/local-driver.server";
import { PAYMENTS_NOT_CONFIGURED, billingMode, type SubscriptionState } from "~/services/billing/plans.server";
import { stripeDriver } from "~/services/billing/stripe-driver.server";

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
  createPortalSession(input: { user: User; customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription's current state, or null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<SubscriptionState | null>;
  createSubscription(input: { customerId: string; priceId: string; userId: string }): Promise<SubscriptionState>;
  /**
   * The member's cancellation (Stripe's `cancel_at_period_end`): the subscription stays active until
   * the period paid for ends, then ends without renewing; `false` makes it renew again. Answers the
   * new state, or null when the subscription no longer exists.
   */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionState | null>;
  /** Cancels now (an admin, a deleted account); answers the cancelled subscription, or null when it no longer exists. */
  cancelSubscription(id: string): Promise<SubscriptionState | null>;
}

let driver: BillingDriver | undefined;

/** The configured driver; a 503 "Payments are not configured" when payments are off. */
export function billingDriver(): BillingDriver {
  if (driver) return driver;
  const mode = billingMode();
  if (mode === "off") throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
  driver = mode === "stripe" && STRIPE_SECRET_KEY ? stripeDriver(STRIPE_SECRET_KEY, STRIPE_API_BASE) : localDriver;
  return driver;
}

/** Tests switch drivers by changing env; this forgets the chosen one. */
export function resetBillingDriverForTests() {
  driver = undefined;
}

export function usesLocalBilling() {
  return billingMode() === "local";
}
