// The embedded payments driver (no Stripe keys): its own record of checkout sessions and
// subscriptions, so the local checkout and portal behave like Stripe's and the webhook handler can
// ask "what is this subscription's current state?" exactly as it asks Stripe.
export const name = "0003_local_billing";

export const up = /* sql */ `
CREATE TABLE local_billing_checkout_sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL,
  price_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  subscription_id TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX local_billing_checkout_sessions_user ON local_billing_checkout_sessions (user_id);

CREATE TABLE local_billing_subscriptions (
  id TEXT PRIMARY KEY NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  price_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created INTEGER NOT NULL,
  current_period_start INTEGER NOT NULL,
  current_period_end INTEGER NOT NULL,
  canceled_at INTEGER,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX local_billing_subscriptions_customer ON local_billing_subscriptions (customer_id, created);
`;
