// Cancelling keeps what was paid for (issue 31): a member's cancellation ends the subscription when
// the period paid for ends, not at once.
//  - users.subscription_cancel_at_period_end: 1 while the member's subscription is set to end at
//    subscription_period_end (Stripe's `cancel_at_period_end`); Premium stays until then.
//  - local_billing_subscriptions.cancel_at_period_end: the same for the embedded driver's
//    subscriptions, which the hourly job ends once their period is over.
//  - local_billing_checkout_sessions.success_path: where the embedded checkout returns after paying
//    (Settings with `payment_success=true`, and what the member came for), as Stripe's success_url.
export const name = "0014_cancel_at_period_end";

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN subscription_cancel_at_period_end INTEGER NOT NULL DEFAULT 0;
ALTER TABLE local_billing_subscriptions ADD COLUMN cancel_at_period_end INTEGER NOT NULL DEFAULT 0;
ALTER TABLE local_billing_checkout_sessions ADD COLUMN success_path TEXT;
CREATE INDEX local_billing_subscriptions_period_end ON local_billing_subscriptions (cancel_at_period_end, current_period_end)
  WHERE cancel_at_period_end = 1 AND status <> 'canceled';
`;
