// The first schema: every entity of the product specification (§3) plus the tables the
// services need (outbox, processed payment events, delivery log, admin audit log).
// Column names are snake_case; the app reads them as camelCase through Kysely's CamelCasePlugin.
export const name = "0001_init";

export const up = /* sql */ `
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  username TEXT,
  subscription_tier TEXT NOT NULL DEFAULT 'free' CHECK (length(subscription_tier) <= 20),
  subscription_status TEXT NOT NULL DEFAULT 'active',
  stripe_customer_id TEXT,
  stripe_subscription_id TEXT,
  subscription_price_id TEXT,
  subscription_period_end TEXT,
  send_daily_insights INTEGER NOT NULL DEFAULT 1 CHECK (send_daily_insights IN (0, 1)),
  email_daily_insights INTEGER NOT NULL DEFAULT 0 CHECK (email_daily_insights IN (0, 1)),
  sms_daily_insights INTEGER NOT NULL DEFAULT 0 CHECK (sms_daily_insights IN (0, 1)),
  phone_number TEXT,
  delivery_time TEXT NOT NULL DEFAULT '08:00',
  timezone TEXT,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX users_email_unique ON users (email);
CREATE UNIQUE INDEX users_stripe_customer_unique ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;
CREATE INDEX users_created_at ON users (created_at);
CREATE INDEX users_premium ON users (subscription_tier) WHERE subscription_tier = 'premium';
CREATE INDEX users_last_name ON users (last_name COLLATE NOCASE, first_name COLLATE NOCASE);

CREATE TABLE sessions (
  sid TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sess TEXT NOT NULL DEFAULT '{}',
  expire TEXT NOT NULL,
  persistent INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expire ON sessions (expire);

CREATE TABLE password_reset_tokens (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);

CREATE TABLE astrology_profiles (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  birth_date TEXT NOT NULL,
  birth_time TEXT,
  birth_place TEXT NOT NULL,
  birth_latitude TEXT NOT NULL,
  birth_longitude TEXT NOT NULL,
  time_choice TEXT,
  sun_sign TEXT NOT NULL,
  sun_insights TEXT NOT NULL,
  moon_sign TEXT,
  moon_insights TEXT,
  ascendant_sign TEXT,
  planetary_positions TEXT NOT NULL DEFAULT '{}',
  planetary_insights TEXT NOT NULL DEFAULT '',
  chinese_sign TEXT NOT NULL,
  chinese_insights TEXT NOT NULL,
  nakshatra TEXT,
  nakshatra_insights TEXT,
  chart TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE profile_generations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  generated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX profile_generations_user ON profile_generations (user_id, generated_at);

CREATE TABLE daily_horoscopes (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, date)
);

CREATE TABLE compatibility_reports (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_name TEXT NOT NULL,
  partner_birth_date TEXT NOT NULL,
  partner_birth_time TEXT,
  partner_birth_place TEXT NOT NULL,
  partner_birth_latitude TEXT NOT NULL,
  partner_birth_longitude TEXT NOT NULL,
  compatibility_insights TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX compatibility_reports_user ON compatibility_reports (user_id, created_at);

CREATE TABLE compatibility_report_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  generated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX compatibility_report_logs_user ON compatibility_report_logs (user_id, generated_at);
CREATE INDEX compatibility_report_logs_generated ON compatibility_report_logs (generated_at);

CREATE TABLE blog_posts (
  id TEXT PRIMARY KEY NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 255),
  excerpt TEXT,
  content TEXT NOT NULL,
  category TEXT NOT NULL,
  ai_model TEXT CHECK (ai_model IS NULL OR length(ai_model) <= 50),
  meta_title TEXT CHECK (meta_title IS NULL OR length(meta_title) <= 255),
  meta_description TEXT,
  meta_keywords TEXT CHECK (meta_keywords IS NULL OR length(meta_keywords) <= 500),
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'scheduled')),
  published_at TEXT,
  scheduled_for TEXT,
  view_count INTEGER NOT NULL DEFAULT 0,
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX blog_posts_public ON blog_posts (status, published_at DESC);
CREATE INDEX blog_posts_category ON blog_posts (category, status, published_at DESC);
CREATE INDEX blog_posts_scheduled ON blog_posts (scheduled_for) WHERE status = 'scheduled';

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  subject TEXT,
  text_body TEXT NOT NULL,
  html_body TEXT,
  headers TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY NOT NULL,
  type TEXT NOT NULL,
  processed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE delivery_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  local_date TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  status TEXT NOT NULL CHECK (status IN ('claimed', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  claimed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT,
  UNIQUE (user_id, local_date, channel)
);
CREATE INDEX delivery_log_status ON delivery_log (status, local_date);

CREATE TABLE admin_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_user_id TEXT,
  target_email TEXT,
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX admin_audit_log_created ON admin_audit_log (created_at);
`;
