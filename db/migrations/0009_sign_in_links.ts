// One-time sign-in links (issue 24): when an account sees a flood of failed sign-ins from many
// addresses, its password is not taken for a while, and the owner can ask for a link by email
// instead. Stored as SHA-256 hashes of the token in the link; single use, short-lived; a new link
// voids the older ones of the member.
export const name = "0009_sign_in_links";

export const up = /* sql */ `
CREATE TABLE sign_in_links (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sign_in_links_user ON sign_in_links (user_id);
`;
