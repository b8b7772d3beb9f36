// A phone number is the member's only once they prove it (issue 25):
//  - users.phone_verified_at: when the code texted to the current phone_number was entered; NULL
//    until then, and no daily insight text goes to a number that is NULL here. Numbers saved before
//    this migration start unconfirmed: nobody ever proved them.
//  - phone_codes: the one pending code per member, as an HMAC (never the digits), with the number it
//    was sent to, the wrong tries so far and when it expires. A new code replaces the row.
export const name = "0011_phone_codes";

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN phone_verified_at TEXT;

CREATE TABLE phone_codes (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`;
