import { z } from "zod";
import { upgradeReason } from "~/domain/payment-wait";

// Plans (docs/product.md#constants). Shared by the pricing page (browser) and the billing service.
export type BillingInterval = "monthly" | "yearly";

export const PLANS = {
  monthly: { interval: "monthly", amount: 1499, price: "$14.99", per: "month", stripeInterval: "month" },
  yearly: { interval: "yearly", amount: 11900, price: "$119", per: "year", stripeInterval: "year" },
} as const;
/** The yearly saving shown on the pricing page: 12 × $14.99 − $119. */
export const YEARLY_SAVING = "$60.88";
export const SAVE_PERCENT = 34;

// The payment wait and the upgrade reasons live apart from the schemas: the settings view uses them
// without Zod.
export {
  PAYMENT_FLAG_COOKIE,
  PAYMENT_POLL_ATTEMPTS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_WAIT_MS,
  UPGRADE_REASONS,
  upgradeReason,
  type UpgradeReason,
} from "~/domain/payment-wait";

/** The 503 of checkout and portal calls when payments are off (production without Stripe or BILLING_MODE=local). */
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

export const PRICE_ID_REQUIRED = "Stripe price ID is required";
export const EMAIL_INVALID = "Please enter a valid email address";

/** POST /api/stripe/create-checkout-session and the pricing page's upgrade form (docs/product.md#records). */
export const checkoutSchema = z.object({
  priceId: z.string({ required_error: PRICE_ID_REQUIRED }).trim().min(1, PRICE_ID_REQUIRED),
  // The product's payload carries the email too; the signed-in user decides who pays, so it is ignored.
  email: z.string().optional(),
  // Where to lead back after paying; anything unknown is ignored, never refused.
  from: z.unknown().transform(upgradeReason).optional(),
});

/** POST /api/stripe/create-portal-session: an empty body. */
export const portalSchema = z.object({});

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .email(EMAIL_INVALID);

/** POST /api/admin/subscriptions/create { email, priceId } (docs/product.md#validation: price id begins with price_). */
export const adminCreateSubscriptionSchema = z.object({
  email,
  priceId: z
    .string({ required_error: PRICE_ID_REQUIRED })
    .trim()
    .min(1, PRICE_ID_REQUIRED)
    .startsWith("price_", "Price ID must begin with price_"),
});

/** POST /api/admin/subscriptions/cancel { email }. */
export const adminCancelSubscriptionSchema = z.object({ email });

/** The support form on /settings. */
export const supportRequestSchema = z.object({
  subject: z
    .string({ required_error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(150, "Subject must be 150 characters or fewer"),
  message: z
    .string({ required_error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be 5000 characters or fewer"),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
