// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import * as init from "./0001_init";
import * as localBilling from "./0003_local_billing";
import * as adminUserSearch from "./0005_admin_user_search";
import * as calendarFeeds from "./0007_calendar_feeds";
import * as billingTrust from "./0008_billing_trust";
import * as verifiedAddresses from "./0010_verified_addresses";
import * as phoneCodes from "./0011_phone_codes";
import * as cancelAtPeriodEnd from "./0014_cancel_at_period_end";
import * as people from "./0013_people";
import * as signInLinks from "./0009_sign_in_links";
import * as profileSex from "./0012_profile_sex";
import * as passwordChangeRequired from "./0017_password_change_required";
import * as pushSubscriptions from "./0015_push_subscriptions";
import * as conventions from "./0018_conventions";
import * as shareCards from "./0016_share_cards";
import * as outboxMember from "./0019_outbox_member";
import * as memberPageVersion from "./0020_member_page_version";
import * as jobRunsOperations from "./0021_job_runs_operations";
import * as memberLanguageLocale from "./0022_member_language_locale";
import * as dailyReadingLanguage from "./0023_daily_reading_language";

export type Migration = { name: string; up: string };

export const migrations: Migration[] = [init, localBilling, adminUserSearch, calendarFeeds, billingTrust, verifiedAddresses, phoneCodes, cancelAtPeriodEnd, people, signInLinks, profileSex, passwordChangeRequired, pushSubscriptions, conventions, shareCards, outboxMember, memberPageVersion, jobRunsOperations, memberLanguageLocale, dailyReadingLanguage];
