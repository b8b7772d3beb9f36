// Your people (Premium): the birth details of someone a member keeps a Match report with. Each row
// belongs to one member (deleted with them), records when the member confirmed the person agreed to
// their details being kept, and whether the member starred them for the Daily tab (at most three,
// checked by the service).
export const name = "0013_people";

export const up = /* sql */ `
CREATE TABLE people (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  relationship TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  birth_time TEXT,
  time_choice TEXT,
  birth_place TEXT NOT NULL,
  birth_latitude REAL NOT NULL,
  birth_longitude REAL NOT NULL,
  starred INTEGER NOT NULL DEFAULT 0,
  agreement_confirmed_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX people_user ON people (user_id, created_at);
`;
