// The Stripe driver: the official SDK (STRIPE_API_BASE points it elsewhere, e.g. at the fake Stripe
// server of the tests). Upstream failures become clear HTTP errors instead of crashes.
import crypto from "node:crypto";
import Stripe from "stripe";
import { HttpError } from "~/domain/errors";
import type { BillingDriver } from "~/services/billing/driver.server";
import { subscriptionFromObject } from "~/services/billing/plans.server";
import { memberLocale } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import type { User } from "~/models/user.server";

function providerError(error: unknown): never {
  if (error instanceof HttpError) throw error;
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

/** Stripe's pages in the member's language; Stripe has no Hindi, so a Hindi member's browser decides. */
const STRIPE_LOCALES: Partial<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = { en: "en", es: "es", "pt-BR": "pt-BR", "zh-Hans": "zh" };

function stripeLocale(user: Pick<User, "locale">) {
  return STRIPE_LOCALES[memberLocale(user)] ?? "auto";
}

function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === "resource_missing");
}

/** A call on one subscription: null when Stripe no longer has it, any other failure through providerError. */
function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => (isMissing(error) ? null : providerError(error)));
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
      const customer = await stripe.customers
        .create({ email: user.email, name, metadata: { userId: user.id } }, { idempotencyKey: `three-skies-customer-${key}` })
        .catch(providerError);
      return customer.id;
    },
    async createCheckoutSession({ user, customerId, priceId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions
        .create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: user.id,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: stripeLocale(user),
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
        })
        .catch(providerError);
      if (!session.url) throw new HttpError(503, "The payment provider did not answer a checkout address.");
      return { url: session.url };
    },
    async createPortalSession({ user, customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: stripeLocale(user) }).catch(providerError);
      return { url: session.url };
    },
    async retrieveSubscription(id) {
      // Anything but a missing subscription propagates: the webhook answers 5xx and Stripe retries later.
      const sub = await stripe.subscriptions.retrieve(id).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
      return sub && subscriptionFromObject(sub);
    },
    async createSubscription({ customerId, priceId, userId }) {
      // Created by an admin: no card on file, so Stripe invoices the customer by email.
      const sub = await stripe.subscriptions
        .create({
          customer: customerId,
          items: [{ price: priceId }],
          collection_method: "send_invoice",
          days_until_due: 14,
          metadata: { userId, createdBy: "admin" },
        })
        .catch(providerError);
      const state = subscriptionFromObject(sub);
      if (!state) throw new HttpError(503, "The payment provider answered an unreadable subscription.");
      return state;
    },
    async setCancelAtPeriodEnd(id, cancel) {
      const sub = await unlessMissing(stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
      return sub && subscriptionFromObject(sub);
    },
    async cancelSubscription(id) {
      const sub = await unlessMissing(stripe.subscriptions.cancel(id));
      return sub && subscriptionFromObject(sub);
    },
  };
}
