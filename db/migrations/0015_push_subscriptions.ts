// Daily insights by web push, a third channel beside email and SMS (issue 30).
//  - push_subscriptions: one row per browser a member subscribed (several devices per member). The
//    endpoint is the push service's URL for that browser; p256dh and auth are the browser's public
//    key and secret the message is encrypted for (RFC 8291). last_sent_date is the member's local
//    date of the last daily push it received, so a retry of the day's push only reaches the devices
//    that did not get it yet.
//  - delivery_log: rebuilt (SQLite cannot change a CHECK) so that its channel may be 'push'. The
//    rows, their ids and the unique (user, local date, channel) key stay as they were.
export const name = "0015_push_subscriptions";

export const up = /* sql */ `
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  device_name TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_success_at TEXT,
  last_failure_at TEXT,
  last_error TEXT,
  last_sent_date TEXT
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);

CREATE TABLE delivery_log_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  local_date TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'push')),
  status TEXT NOT NULL CHECK (status IN ('claimed', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  claimed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT,
  UNIQUE (user_id, local_date, channel)
);
INSERT INTO delivery_log_next (id, user_id, local_date, channel, status, attempts, last_error, next_attempt_at, claimed_at, sent_at)
  SELECT id, user_id, local_date, channel, status, attempts, last_error, next_attempt_at, claimed_at, sent_at FROM delivery_log;
DROP TABLE delivery_log;
ALTER TABLE delivery_log_next RENAME TO delivery_log;
CREATE INDEX delivery_log_status ON delivery_log (status, local_date);
`;
