// Addresses the member has proven and the consent they gave (issue 25):
//  - users.email_verified_at: when the member followed the link sent to their current address; NULL
//    until then, and no daily insight email goes to an address that is NULL here. Accounts from
//    before this migration start unconfirmed: nobody ever proved those addresses.
//  - email_tokens: single-use links, stored as SHA-256 hashes. `purpose` is 'verify' (confirm the
//    account's address) or 'change' (move the account to `email`); a new link voids the older ones of
//    the same purpose.
//  - consents: what each channel was agreed to, when, with which wording and how; withdrawing sets
//    withdrawn_at instead of deleting, so the record shows both ends.
export const name = "0010_verified_addresses";

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

CREATE TABLE email_tokens (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'change')),
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

CREATE TABLE consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  address TEXT NOT NULL,
  wording TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  method TEXT NOT NULL,
  withdrawn_at TEXT
);
CREATE INDEX consents_user ON consents (user_id, channel);
`;
