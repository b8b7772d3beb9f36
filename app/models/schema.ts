// Row types of the database, as the app sees them (camelCase through CamelCasePlugin).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = ColumnType<string, string | undefined, string>;
/** SQLite stores booleans as 0/1. */
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  username: string | null;
  subscriptionTier: ColumnType<string, string | undefined, string>;
  subscriptionStatus: ColumnType<string, string | undefined, string>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionPriceId: string | null;
  subscriptionPeriodEnd: string | null;
  /** 1 while the subscription is set to end at subscriptionPeriodEnd (Premium stays until then). */
  subscriptionCancelAtPeriodEnd: ColumnType<number, number | undefined, number>;
  sendDailyInsights: Flag;
  emailDailyInsights: Flag;
  smsDailyInsights: Flag;
  phoneNumber: string | null;
  deliveryTime: ColumnType<string, string | undefined, string>;
  timezone: string | null;
  /** The member's language (app/i18n/locales.ts): their pages' frame, their emails. */
  locale: ColumnType<string, string | undefined, string>;
  isAdmin: Flag;
  /** When the member followed the link sent to `email`; null until then (no daily insight email). */
  emailVerifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the member entered the code texted to `phoneNumber`; null until then (no daily insight text). */
  phoneVerifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the password in use was set by an administrator: the member must choose their own. */
  mustChangePassword: Flag;
  /** Bumped by a write to any other row a member's pages show (migration 0020): part of their ETag. */
  pageVersion: ColumnType<number, never, never>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  sid: string;
  userId: string;
  sess: ColumnType<string, string | undefined, string>;
  expire: string;
  persistent: Flag;
  createdAt: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

export interface SignInLinksTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

export interface AstrologyProfilesTable {
  id: string;
  userId: string;
  birthDate: string;
  birthTime: string | null;
  birthPlace: string;
  birthLatitude: string;
  birthLongitude: string;
  timeChoice: string | null;
  sunSign: string;
  sunInsights: string;
  moonSign: string | null;
  moonInsights: string | null;
  ascendantSign: string | null;
  planetaryPositions: string;
  planetaryInsights: string;
  chineseSign: string;
  chineseInsights: string;
  nakshatra: string | null;
  nakshatraInsights: string | null;
  chart: string;
  /** "female" or "male", null until the member says (the luck pillars need it). */
  sex: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member's conventions (decision 018); the defaults are the engine's own. */
  baziHour: ColumnType<string, string | undefined, string>;
  dayStart: ColumnType<string, string | undefined, string>;
  ayanamsa: ColumnType<string, string | undefined, string>;
  lunarNode: ColumnType<string, string | undefined, string>;
  dashaYearDays: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProfileGenerationsTable {
  id: Generated<number>;
  userId: string;
  generatedAt: ColumnType<string, string | undefined, never>;
}

export interface DailyHoroscopesTable {
  id: string;
  userId: string;
  date: string;
  content: string;
  /** The language the text is written in (app/i18n/locales.ts). */
  locale: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface CompatibilityReportsTable {
  id: string;
  userId: string;
  partnerName: string;
  partnerBirthDate: string;
  partnerBirthTime: string | null;
  partnerBirthPlace: string;
  partnerBirthLatitude: string;
  partnerBirthLongitude: string;
  compatibilityInsights: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CompatibilityReportLogsTable {
  id: Generated<number>;
  userId: string;
  generatedAt: ColumnType<string, string | undefined, never>;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  category: string;
  aiModel: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  status: ColumnType<"draft" | "published" | "scheduled", "draft" | "published" | "scheduled" | undefined, "draft" | "published" | "scheduled">;
  publishedAt: string | null;
  scheduledFor: string | null;
  viewCount: ColumnType<number, number | undefined, number>;
  authorId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  textBody: string;
  htmlBody: string | null;
  headers: ColumnType<string, string | undefined, string>;
  /** The member the message is for (null: to no account); goes with the account. */
  userId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processedAt: CreatedAt;
}

export interface LocalBillingCheckoutSessionsTable {
  id: string;
  userId: string;
  customerId: string;
  priceId: string;
  status: "open" | "complete" | "expired";
  subscriptionId: string | null;
  expiresAt: string;
  /** Where the checkout returns after paying (Stripe's success_url, as a path of this app). */
  successPath: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface LocalBillingSubscriptionsTable {
  id: string;
  customerId: string;
  userId: string | null;
  priceId: string;
  status: string;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  canceledAt: number | null;
  /** 1: ends when the current period does (the member cancelled); the hourly job ends it. */
  cancelAtPeriodEnd: ColumnType<number, number | undefined, number>;
  updatedAt: UpdatedAt;
}

export interface BillingSubscriptionEventsTable {
  subscriptionId: string;
  lastEventCreated: number;
  lastEventId: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: CreatedAt;
}

export interface DeliveryLogTable {
  id: Generated<number>;
  userId: string;
  localDate: string;
  channel: "email" | "sms" | "push";
  status: "claimed" | "sent" | "failed";
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  nextAttemptAt: string | null;
  claimedAt: ColumnType<string, string | undefined, string>;
  sentAt: string | null;
}

/** A browser a member subscribed to daily insights by web push (one row per device). */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  /** The push service's URL for this browser (unique: a browser subscribes once). */
  endpoint: string;
  /** The browser's P-256 public key and its auth secret (base64url), what messages are encrypted for. */
  p256dh: string;
  auth: string;
  deviceName: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  /** The member's local date of the last daily push this device received. */
  lastSentDate: string | null;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  details: ColumnType<string, string | undefined, never>;
  createdAt: CreatedAt;
}

export interface CalendarFeedsTable {
  userId: string;
  tokenId: string;
  createdAt: string;
}

export type Relationship = "partner" | "dating" | "friend" | "family" | "colleague" | "other";

export interface PeopleTable {
  id: string;
  userId: string;
  name: string;
  relationship: Relationship;
  birthDate: string;
  birthTime: string | null;
  timeChoice: "earlier" | "later" | null;
  birthPlace: string;
  birthLatitude: number;
  birthLongitude: number;
  starred: ColumnType<number, number | undefined, number>;
  agreementConfirmedAt: string;
  createdAt: CreatedAt;
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** A member's published chart card (/c/{id}): the name shown and which birth facts appear. */
export interface ShareCardsTable {
  /** 128 random bits, base64url: the card's address. */
  id: string;
  userId: string;
  displayName: string;
  showDate: Flag;
  showTime: Flag;
  showPlace: Flag;
  /** Counts the card's changes from 1: each version has its own preview image. */
  version: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type EmailTokenPurpose = "verify" | "change";

export interface EmailTokensTable {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  /** The address the link was sent to: the account's own ('verify') or the one it moves to ('change'). */
  email: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

export type ConsentChannel = "email" | "sms";

export interface ConsentsTable {
  id: Generated<number>;
  userId: string;
  channel: ConsentChannel;
  address: string;
  /** The words the member saw when agreeing, verbatim. */
  wording: string;
  consentedAt: string;
  /** How the consent was given, e.g. "registration form + emailed link". */
  method: string;
  withdrawnAt: string | null;
}

export interface PhoneCodesTable {
  userId: string;
  phoneNumber: string;
  /** HMAC of the code, keyed with the session secret: the digits are never stored. */
  codeHash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expiresAt: string;
  createdAt: CreatedAt;
}

/** One run of the scheduled job (db/migrations/0021_job_runs_operations.ts): counts only, no member. */
export interface JobRunsTable {
  id: Generated<number>;
  job: "daily";
  startedAt: string;
  finishedAt: string | null;
  outcome: "running" | "ok" | "failed";
  sentEmail: number;
  sentSms: number;
  sentPush: number;
  failedEmail: number;
  failedSms: number;
  failedPush: number;
  backupKey: string | null;
  backupAt: string | null;
  error: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  signInLinks: SignInLinksTable;
  astrologyProfiles: AstrologyProfilesTable;
  profileGenerations: ProfileGenerationsTable;
  dailyHoroscopes: DailyHoroscopesTable;
  compatibilityReports: CompatibilityReportsTable;
  compatibilityReportLogs: CompatibilityReportLogsTable;
  blogPosts: BlogPostsTable;
  outbox: OutboxTable;
  stripeEvents: StripeEventsTable;
  localBillingCheckoutSessions: LocalBillingCheckoutSessionsTable;
  localBillingSubscriptions: LocalBillingSubscriptionsTable;
  billingSubscriptionEvents: BillingSubscriptionEventsTable;
  appSecrets: AppSecretsTable;
  deliveryLog: DeliveryLogTable;
  adminAuditLog: AdminAuditLogTable;
  calendarFeeds: CalendarFeedsTable;
  emailTokens: EmailTokensTable;
  consents: ConsentsTable;
  phoneCodes: PhoneCodesTable;
  people: PeopleTable;
  pushSubscriptions: PushSubscriptionsTable;
  shareCards: ShareCardsTable;
  jobRuns: JobRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProfileRow = Selectable<AstrologyProfilesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type LocalCheckoutSessionRow = Selectable<LocalBillingCheckoutSessionsTable>;
export type LocalSubscriptionRow = Selectable<LocalBillingSubscriptionsTable>;
export type PersonRow = Selectable<PeopleTable>;
export type ShareCardRow = Selectable<ShareCardsTable>;
