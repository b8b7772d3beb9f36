// A chart to share: the card a member publishes at /c/{id}. One per member (deleted with them). The
// id is 128 random bits in base64url, the only key a visitor has; unpublishing deletes the row, so a
// later card gets a new address. The member chooses the name shown and which birth facts appear
// (each hidden until ticked); `version` counts the changes, so each one has its own preview image.
export const name = "0016_share_cards";

export const up = /* sql */ `
CREATE TABLE share_cards (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  show_date INTEGER NOT NULL DEFAULT 0,
  show_time INTEGER NOT NULL DEFAULT 0,
  show_place INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`;
