// A member's pages are revalidated with an ETag made before they render (app/routes/member-page-tag.server.ts)
// from the member's row. Every row of another table that a member's page shows bumps that row's
// page_version as it is written, by whichever code writes it (a form, /api, an admin, the daily job):
// no write can leave a member's tag describing a page it has changed.
//  - users.page_version: a counter, meaningless apart from changing.
export const name = "0020_member_page_version";

/** The member tables a member's pages read (the chart page, /settings, /pricing). */
export const PAGE_TABLES = ["astrology_profiles", "profile_generations", "daily_horoscopes", "compatibility_report_logs", "people", "share_cards", "calendar_feeds", "push_subscriptions", "consents", "email_tokens", "phone_codes", "local_billing_subscriptions"];

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN page_version INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER astrology_profiles_page_version_insert AFTER INSERT ON astrology_profiles BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER astrology_profiles_page_version_update AFTER UPDATE ON astrology_profiles BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER astrology_profiles_page_version_delete AFTER DELETE ON astrology_profiles BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER profile_generations_page_version_insert AFTER INSERT ON profile_generations BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER profile_generations_page_version_update AFTER UPDATE ON profile_generations BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER profile_generations_page_version_delete AFTER DELETE ON profile_generations BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER daily_horoscopes_page_version_insert AFTER INSERT ON daily_horoscopes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER daily_horoscopes_page_version_update AFTER UPDATE ON daily_horoscopes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER daily_horoscopes_page_version_delete AFTER DELETE ON daily_horoscopes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER compatibility_report_logs_page_version_insert AFTER INSERT ON compatibility_report_logs BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER compatibility_report_logs_page_version_update AFTER UPDATE ON compatibility_report_logs BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER compatibility_report_logs_page_version_delete AFTER DELETE ON compatibility_report_logs BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER people_page_version_insert AFTER INSERT ON people BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER people_page_version_update AFTER UPDATE ON people BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER people_page_version_delete AFTER DELETE ON people BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER share_cards_page_version_insert AFTER INSERT ON share_cards BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER share_cards_page_version_update AFTER UPDATE ON share_cards BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER share_cards_page_version_delete AFTER DELETE ON share_cards BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER calendar_feeds_page_version_insert AFTER INSERT ON calendar_feeds BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER calendar_feeds_page_version_update AFTER UPDATE ON calendar_feeds BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER calendar_feeds_page_version_delete AFTER DELETE ON calendar_feeds BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER push_subscriptions_page_version_insert AFTER INSERT ON push_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER push_subscriptions_page_version_update AFTER UPDATE ON push_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER push_subscriptions_page_version_delete AFTER DELETE ON push_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER consents_page_version_insert AFTER INSERT ON consents BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER consents_page_version_update AFTER UPDATE ON consents BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER consents_page_version_delete AFTER DELETE ON consents BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER email_tokens_page_version_insert AFTER INSERT ON email_tokens BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER email_tokens_page_version_update AFTER UPDATE ON email_tokens BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER email_tokens_page_version_delete AFTER DELETE ON email_tokens BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER phone_codes_page_version_insert AFTER INSERT ON phone_codes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER phone_codes_page_version_update AFTER UPDATE ON phone_codes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER phone_codes_page_version_delete AFTER DELETE ON phone_codes BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
CREATE TRIGGER local_billing_subscriptions_page_version_insert AFTER INSERT ON local_billing_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = NEW.user_id; END;
CREATE TRIGGER local_billing_subscriptions_page_version_update AFTER UPDATE ON local_billing_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id IN (OLD.user_id, NEW.user_id); END;
CREATE TRIGGER local_billing_subscriptions_page_version_delete AFTER DELETE ON local_billing_subscriptions BEGIN UPDATE users SET page_version = page_version + 1 WHERE id = OLD.user_id; END;
`;
