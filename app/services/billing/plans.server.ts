// Plans, prices and the subscription as read from the provider (docs/product.md#constants).
import { z } from "zod";
import { env } from "~/env.server";
import { isPremium, type User } from "~/models/user.server";
import { PLANS, type BillingInterval } from "~/schemas/billing";

export { PAYMENTS_NOT_CONFIGURED, PLANS, SAVE_PERCENT, YEARLY_SAVING, type BillingInterval } from "~/schemas/billing";

export const INVALID_PRICE = "Invalid price";
export const ALREADY_PREMIUM = "You already have an active Premium subscription. Manage it from Settings.";

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

/** Statuses that keep Premium: Stripe keeps retrying a past_due invoice before it gives up. */
const PREMIUM_STATUSES = new Set(["active", "trialing", "past_due"]);

export function grantsPremium(status: string) {
  return PREMIUM_STATUSES.has(status);
}

/** How payments run here: "stripe", "local" (the embedded checkout) or "off" (production without either). */
export function billingMode() {
  return env().BILLING_MODE;
}

/** The last second of year 9999: anything later is not a period end but a broken number. */
const LATEST_TIMESTAMP = 253_402_300_799;

const timestamp = z
  .number()
  .nullish()
  .transform((value) => (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= LATEST_TIMESTAMP ? value : null));

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).passthrough()]).transform((value) =>
  typeof value === "string" ? value : value.id,
);

const subscriptionObject = z
  .object({
    id: z.string().min(1),
    customer: idOrObject,
    status: z.string().min(1),
    current_period_end: timestamp,
    cancel_at_period_end: z.boolean().nullish(),
    metadata: z.record(z.string()).nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).passthrough().nullish(),
              current_period_end: timestamp,
            })
            .passthrough(),
        ),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** Reads a Stripe subscription object (any API version since items carry the period). */
export function subscriptionFromObject(object: unknown) {
  const parsed = subscriptionObject.safeParse(object);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items?.data[0];
  return {
    id: sub.id,
    customer: sub.customer,
    status: sub.status,
    priceId: item?.price?.id ?? null,
    /** Unix seconds; null when absent or not a date a calendar can hold. */
    currentPeriodEnd: item?.current_period_end ?? sub.current_period_end ?? null,
    /** Set to end when the current period does (the member cancelled; Premium stays until then). */
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    userId: sub.metadata?.userId ?? null,
  };
}
export type SubscriptionState = NonNullable<ReturnType<typeof subscriptionFromObject>>;

export function subscriptionSummary(user: User) {
  const interval = intervalOfPrice(user.subscriptionPriceId);
  const premium = isPremium(user);
  return {
    premium,
    plan: premium ? ("Premium" as const) : ("Free" as const),
    status: user.subscriptionStatus,
    interval,
    price: premium && interval ? `${PLANS[interval].price} / ${PLANS[interval].per}` : null,
    currentPeriodEnd: premium ? user.subscriptionPeriodEnd : null,
    // Premium ends at currentPeriodEnd instead of renewing (the member cancelled).
    endsAtPeriodEnd: premium && user.subscriptionCancelAtPeriodEnd === 1,
    canManage: Boolean(user.stripeCustomerId) && billingMode() !== "off",
  };
}
