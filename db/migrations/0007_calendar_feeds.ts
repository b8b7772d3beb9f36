// The year-ahead calendar feed (/forecast.ics?token=...): one revocable link per user. The token in the
// link is signed with SESSION_SECRET and names this row's token_id; revoking deletes the row.
export const name = "0007_calendar_feeds";

export const up = /* sql */ `
CREATE TABLE calendar_feeds (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
