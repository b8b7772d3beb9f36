// Payments that cannot be forged (issue 13):
//  - app_secrets: secrets generated once per database, e.g. the local checkout's webhook secret
//    (never a constant from the source code);
//  - billing_subscription_events: the `created` time of the newest event applied per subscription,
//    so an older event never overrides a newer state.
export const name = "0008_billing_trust";

export const up = /* sql */ `
CREATE TABLE app_secrets (
  name TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The embedded checkout's webhook secret: 32 random bytes, generated here once for this database.
INSERT INTO app_secrets (name, value) VALUES ('stripe_webhook_secret', 'whsec_' || lower(hex(randomblob(32))));

CREATE TABLE billing_subscription_events (
  subscription_id TEXT PRIMARY KEY NOT NULL,
  last_event_created INTEGER NOT NULL,
  last_event_id TEXT NOT NULL
);
`;
