/**
 * Compatibility reports (premium): the partner's chart against the user's, read three ways by the
 * engine. Reports are not stored (spec: the screen treats them as temporary); each generation is
 * logged in compatibility_report_logs, which also enforces a daily allowance.
 * The .txt download re-creates the report from inputs the server signed, so it needs no storage and
 * works without JavaScript, without counting as another generation.
 */
import crypto from "node:crypto";
import { compatibility, compositeReport, DEFAULT_CONVENTIONS, natalChart, sameConventions } from "~/astrology";
import { inTransaction } from "~/db.server";
import { env } from "~/env.server";
import { compatibilityReportsSince, logCompatibilityReport } from "~/models/profile.server";
import { isPremium, type User } from "~/models/user.server";
import { compatibilitySchema, type CompatibilityDetails } from "~/schemas/profile";
import { HttpError } from "~/domain/errors";
import { getProfileView, type ProfileView } from "~/services/profile.server";
import { displayName } from "~/domain/user";
import type { WheelInput } from "~/domain/wheel";
import { memberLocale, message } from "~/i18n/messages.server";
import { wallTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

export const COMPATIBILITY_DAILY_LIMIT = 30;
const DAY_MS = 86_400_000;
export const PREMIUM_REQUIRED = "Compatibility reports are a Premium feature. Upgrade to Premium to generate them.";
export const NO_PROFILE = "Create your natal chart first: a compatibility report compares your chart with your partner's.";

/** The refusal past the daily allowance; the time is UTC's, as English (the spec's, the API's) writes it or by Intl in `locale`. */
export function dailyLimitMessage(retryAt: Date, locale: Locale = "en") {
  const time = locale === "en" ? retryAt.toISOString().slice(11, 16) : wallTime({ hour: retryAt.getUTCHours(), minute: retryAt.getUTCMinutes() }, locale);
  return message(locale, "match.limit", { limit: COMPATIBILITY_DAILY_LIMIT, time });
}

/**
 * What the Match tab's bi-wheel draws: the user's chart (its houses and angles, without its own aspects:
 * the lines are the contacts between the two charts) and the partner's planets for the outer ring. The
 * partner's Moon is left out without a birth time, as in the synastry.
 */
export type CompatibilityWheel = { chart: WheelInput; partner: Pick<WheelInput, "bodies"> };

type NatalChart = Pick<ProfileView["chart"], "bodies" | "ascendant" | "midheaven" | "houses" | "timeKnown">;

function wheelBodies(chart: NatalChart, withMoon: boolean): WheelInput["bodies"] {
  const out: WheelInput["bodies"] = {};
  for (const [name, b] of Object.entries(chart.bodies)) {
    if (name === "Moon" && !withMoon) continue;
    out[name] = { longitude: b.longitude, sign: b.sign, degree: b.degree, retrograde: b.retrograde, house: b.house };
  }
  return out;
}

function compatibilityWheel(user: NatalChart, partner: NatalChart): CompatibilityWheel {
  return {
    chart: { bodies: wheelBodies(user, true), ascendant: user.ascendant, midheaven: user.midheaven, houses: user.houses, aspects: [] },
    partner: { bodies: wheelBodies(partner, partner.timeKnown) },
  };
}

/**
 * The report of `details` against the member's chart in the member's language, without checks or logging
 * (callers check): the facts, the prose as `sections` (in reading order) and as the plain-text `report`.
 */
export function buildReport(user: User, profile: ProfileView, details: CompatibilityDetails, now: Date) {
  const partner = natalChart({
    birthDate: details.partnerBirthDate,
    birthTime: details.partnerBirthTime,
    latitude: details.partnerBirthLatitude,
    longitude: details.partnerBirthLongitude,
    timeChoice: details.partnerTimeChoice,
  });
  const locale = memberLocale(user);
  const userName = displayName(user, message(locale, "match.you"));
  // Both charts in one zodiac: a member who chose other conventions (decision 018) is compared by the defaults, as the partner is.
  const own = sameConventions(profile.chart.conventions, DEFAULT_CONVENTIONS)
    ? { chart: profile.chart, vedic: profile.vedic, chinese: profile.chinese, moonSignCandidates: profile.chart.moonSignCandidates }
    : natalChart({
        birthDate: profile.birthDate,
        birthTime: profile.birthTime,
        latitude: Number(profile.birthLatitude),
        longitude: Number(profile.birthLongitude),
        timeChoice: profile.timeChoice ?? undefined,
      });
  const result = compatibility(
    { name: userName, natal: { chart: own.chart, vedic: own.vedic, chinese: own.chinese, moonSignCandidates: own.moonSignCandidates } },
    { name: details.partnerName, natal: { chart: partner.chart, vedic: partner.vedic, chinese: partner.chinese, moonSignCandidates: partner.moonSignCandidates } },
    { locale },
  );
  const { text, ...structured } = result;
  const side = (name: string, chart: ProfileView["chart"] | typeof partner.chart, jdUt: number) => ({
    name,
    bodies: chart.bodies,
    midheaven: chart.midheaven,
    timeKnown: chart.timeKnown,
    latitude: chart.latitude,
    jdUt,
  });
  const composite = compositeReport(side(userName, profile.chart, Date.parse(profile.chart.utc) / 86_400_000 + 2440587.5), side(details.partnerName, partner.chart, partner.core.jdUt), locale);
  const report = {
    ...structured,
    /** The plain-text report (docs/product.md#api: the report with its text). */
    report: text,
    partnerName: details.partnerName,
    userName,
    /** "N/36" */
    score: result.gunaMilan.score,
    generatedAt: now.toISOString(),
    /** The composite chart: nearer midpoints, angles with both birth times (decision 017), its reading. */
    composite,
  };
  return { report, wheel: compatibilityWheel(profile.chart, partner.chart) };
}
export type CompatibilityResult = ReturnType<typeof buildReport>["report"];

export async function requireProfile(userId: string) {
  const profile = await getProfileView(userId);
  if (!profile) throw new HttpError(404, NO_PROFILE);
  return profile;
}

/** Generates a report (with what the bi-wheel draws) for a premium user and logs it; 403 for free users, 429 past the daily allowance (said in `locale`). */
export async function generateCompatibility(user: User, details: CompatibilityDetails, now = new Date(), locale: Locale = "en") {
  if (!isPremium(user)) throw new HttpError(403, PREMIUM_REQUIRED);
  // The daily allowance is read and the report logged in one transaction: two at once cannot both pass.
  return inTransaction(async () => {
    const profile = await requireProfile(user.id);
    const recent = await compatibilityReportsSince(user.id, new Date(now.getTime() - DAY_MS));
    if (recent.length >= COMPATIBILITY_DAILY_LIMIT) {
      const oldest = new Date(recent[recent.length - COMPATIBILITY_DAILY_LIMIT]!);
      throw new HttpError(429, dailyLimitMessage(new Date(oldest.getTime() + DAY_MS), locale));
    }
    const built = buildReport(user, profile, details, now);
    await logCompatibilityReport(user.id, now);
    return built;
  });
}

const mac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(`compat-download:${payload}`).digest();

function signedBy(payload: string, given: Buffer) {
  return env().SESSION_SECRETS.some((secret) => {
    const expected = mac(secret, payload);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

/** The canonical form of the inputs a report was generated from, as signed into the download form. */
export function reportToken(userId: string, details: CompatibilityDetails, generatedAt: string) {
  const payload = Buffer.from(JSON.stringify({ u: userId, d: details, t: generatedAt })).toString("base64url");
  return `${payload}.${mac(env().SESSION_SECRET, payload).toString("base64url")}`;
}

/** Verifies a download token for this user; answers the signed inputs and generation time. */
export function readReportToken(userId: string, token: string): { details: CompatibilityDetails; generatedAt: string } {
  const invalid = new HttpError(400, "This report can no longer be downloaded. Generate it again.");
  const [payload, signature] = token.split(".");
  if (!payload || !signature) throw invalid;
  if (!signedBy(payload, Buffer.from(signature, "base64url"))) throw invalid;
  let decoded: { u?: unknown; d?: unknown; t?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  // Another member's report is not this member's to see or download.
  if (decoded.u !== userId || typeof decoded.t !== "string") throw invalid;
  const details = compatibilitySchema.safeParse(decoded.d);
  if (!details.success) throw invalid;
  return { details: details.data, generatedAt: decoded.t };
}

/** File name of the download: compatibility-report-{partner}-{date}.txt (docs/product.md#constants). */
export function reportFileName(partnerName: string, generatedAt: string) {
  const slug =
    partnerName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "partner";
  return `compatibility-report-${slug}-${generatedAt.slice(0, 10)}.txt`;
}

/**
 * Re-creates the report a signed token names, for the member it was made for (Premium only): the
 * report's own address and its downloads. Not logged: it is the same report, not another generation.
 */
export async function reportFromToken(user: User, token: string) {
  if (!isPremium(user)) throw new HttpError(403, PREMIUM_REQUIRED);
  const { details, generatedAt } = readReportToken(user.id, token);
  const profile = await requireProfile(user.id);
  return { details, ...buildReport(user, profile, details, new Date(generatedAt)) };
}

/** The .txt download of a signed token's report. */
export async function reportForDownload(user: User, token: string) {
  const { details, report } = await reportFromToken(user, token);
  return { fileName: reportFileName(details.partnerName, report.generatedAt), text: report.report };
}
