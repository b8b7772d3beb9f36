/**
 * Astrology profiles: create or regenerate a user's natal chart from birth details (one service for the
 * onboarding form, the birth tab's edit form, POST /api/profile and the admin's "fix birth"), and the
 * view of a stored profile that GET /api/profile and the profile page show.
 */
import { chineseLife, currentDasha, type ProgressedChart, type SolarReturnChart, natalChart, sameConventions, type Conventions, unknownTimeDetails, type ChineseLife, type Sex, type UnknownTimeDetails, type ChartData, type CurrentDasha, type Dasha, type NatalChart, type TimeChoice, type VedicData } from "~/astrology";
import { vimshottari } from "~/astrology/kundli";
import { dasamsa } from "~/astrology/dasamsa";
import { sadeSati, saturnIngressTable, type SadeSati } from "~/astrology/sade-sati";
import { conventionColumns, conventionsOf, natalOfRow } from "~/services/profile-conventions.server";
import type { ProfileSettingsInput } from "~/schemas/profile-settings";
import { findYogas, type Yoga } from "~/astrology/yogas";
import type { Sign } from "~/astrology/constants";
import { progressionsOf, solarReturnOf } from "~/services/western-view.server";
import { clockInWords, noteInWords, resolveBirthTime, zoneCity } from "~/astrology/time";
import {
  findProfileByUserId,
  findProfileSettings,
  findProfileVersion,
  profileRegenerationsSince,
  recordProfileRegeneration,
  updateProfileSettings as writeProfileSettings,
  upsertProfile,
  type Profile,
  type ProfileValues,
} from "~/models/profile.server";
import type { SexInput } from "~/schemas/chinese";
import { findUserById, isPremium } from "~/models/user.server";
import type { BirthDetails } from "~/schemas/profile";
import { inTransaction } from "~/db.server";
import { HttpError, withValues } from "~/domain/errors";
import { formatLongDate } from "~/domain/dates";
import { CURRENT_CHART_VERSION, readStoredChart, writeStoredChart } from "~/models/stored-chart";
import { LRUCache } from "lru-cache";
import type { Locale } from "~/i18n/locales";

/** Free accounts: at most this many regenerations in any rolling window (docs/product.md#tiers: premium unlimited). */
export const FREE_REGENERATIONS = 3;
export const REGENERATION_WINDOW_DAYS = 30;
const WINDOW_MS = REGENERATION_WINDOW_DAYS * 86_400_000;

export function regenerationLimitMessage(date: Date) {
  const text = `Free accounts can regenerate their natal chart ${FREE_REGENERATIONS} times in ${REGENERATION_WINDOW_DAYS} days. You can regenerate again on ${formatLongDate(date)}. Upgrade to Premium for unlimited regenerations.`;
  return withValues(text, "regenerationLimit", { times: FREE_REGENERATIONS, days: REGENERATION_WINDOW_DAYS, date });
}

/**
 * The Vedic part as the API answers it: the dasha and Sade Sati are derived from the stored Moon on
 * every view (arithmetic and a table lookup; they keep long period lists out of the stored row), each
 * with the period running now; the yogas and the Dasamsa (D10) from the stored sidereal positions, so
 * charts stored before them have them too.
 */
export type VedicView = Omit<VedicData, "dasha"> & {
  dasha: Dasha & { current: CurrentDasha | null };
  sadeSati: SadeSati;
  yogas: Yoga[];
  d10: { lagna: Sign | null } & Record<keyof VedicData["planets"], Sign>;
};

/**
 * The Chinese part as the API answers it: the stored pillars and jie, plus what unfolds from them at
 * the moment of reading (hidden stems, ten gods, luck pillars with the member's sex, annual pillars).
 */
export type ChineseView = NatalChart["chinese"] & ChineseLife;

/** What the chart column stores: the engine's chart plus the Chinese and Vedic parts and the extras. */
export type StoredChart = ChartData & {
  chinese: ChineseView;
  vedic: VedicView;
  /** Secondary progressions (decision 017), derived on each view from the stored birth, MC and Sun for the moment of reading. */
  progressions: ProgressedChart;
  /** The solar return of the birthday year running now, at the birth place (decision 017); derived on each view. */
  solarReturn: SolarReturnChart;
  moonSignCandidates: NatalChart["moonSignCandidates"];
  ascendantInsights: string | null;
};

function parseJsonObject<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Rows written before the animal icons began the Chinese reading with the animal's emoji and gave the
 * New Year as "1990-01-27"; they read as the engine writes them now.
 */
function readableChineseInsights(text: string): string {
  return text
    .replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, "")
    .replace(/^(.*? beginning )(\d{4}-\d{2}-\d{2})/, (_, head: string, date: string) => `${head}${formatLongDate(`${date}T12:00:00Z`)}`);
}

/**
 * A stored row as the API and the page see it (GET /api/profile: docs/product.md#records, plus
 * ascendantSign and the chart). Rows written without a chart (or before the kundli and the pillars),
 * or with other conventions than the member's, are recomputed.
 */
export function profileView(row: Profile, now = new Date(), locale: Locale = "en") {
  const conventions = conventionsOf(row);
  const read = readStoredChart<StoredRow>(row.chart);
  // Older or unreadable rows, or rows stored before the member changed a convention: recomputed from the birth details.
  const current = read?.version === CURRENT_CHART_VERSION && sameConventions(read.chart.conventions, conventions);
  const stored = current ? read.chart : storedChart(natalOfRow(row, conventions));
  const dasha = vimshottari(stored.vedic.siderealMoonLongitude, Date.parse(stored.utc), conventions.dashaYearDays);
  const vedic: VedicView = {
    ...stored.vedic,
    dasha: { ...dasha, current: currentDasha(dasha, now.getTime()) },
    sadeSati: sadeSati(stored.vedic.siderealMoonLongitude, Date.parse(stored.utc), now.getTime(), saturnIngressTable(conventions.ayanamsa)),
    yogas: findYogas({ planets: stored.vedic.planets, lagna: stored.vedic.lagna?.longitude ?? null }, locale),
    d10: dasamsa(stored.vedic.planets, stored.vedic.lagna?.longitude ?? null),
  };
  const sex: Sex | null = row.sex === "female" || row.sex === "male" ? row.sex : null;
  const unknownTime = row.birthTime ? null : untimedDay(row.birthDate, Number(row.birthLatitude), Number(row.birthLongitude), conventions);
  const chinese: ChineseView = {
    ...stored.chinese,
    ...chineseLife({
      pillars: stored.chinese.pillars,
      dayMaster: stored.chinese.dayMaster,
      utcMs: Date.parse(stored.utc),
      utcOffsetMinutes: stored.utcOffsetMinutes,
      jie: stored.chinese.jie,
      sex,
      monthSettled: unknownTime === null || unknownTime.pillars.month !== null,
      nowMs: now.getTime(),
      locale,
    }),
  };
  const progressed = progressionsOf(stored, row.birthDate, now, locale);
  // The clock in words is derived on reading, so charts stored with older wording read the same.
  const localMean = stored.timezone === "LMT";
  let solarReturn: SolarReturnChart | undefined;
  const full: StoredChart = {
    ...stored,
    chinese,
    vedic,
    progressions: progressed,
    // Derived when first read (the Birth tab, /api/profile): the other views never pay for its search.
    get solarReturn() {
      return (solarReturn ??= solarReturnOf(stored, { name: row.birthPlace, latitude: Number(row.birthLatitude), longitude: Number(row.birthLongitude) }, now, locale));
    },
    timeRule: clockInWords(stored.ianaZone, Date.parse(stored.utc), stored.utcOffsetMinutes, localMean),
    timeNote: noteInWords(stored.timeNote, stored.ianaZone),
  };
  // Every column but the stored chart and the conventions, some read as the API shows them.
  const { chart: _chart, baziHour: _baziHour, dayStart: _dayStart, ayanamsa: _ayanamsa, lunarNode: _lunarNode, dashaYearDays: _dashaYearDays, ...columns } = row;
  return {
    ...columns,
    timeChoice: (row.timeChoice === "earlier" || row.timeChoice === "later" ? row.timeChoice : null) as TimeChoice | null,
    ascendantInsights: full.ascendantInsights ?? null,
    planetaryPositions: parseJsonObject<Record<string, string>>(row.planetaryPositions, {}),
    chineseInsights: readableChineseInsights(row.chineseInsights),
    /** The member's answer on the Chinese tab (null: not given); the luck pillars need it. */
    sex,
    chart: full,
    /** Without a birth time: what the birth day settles and leaves open (null with a time). */
    unknownTime,
    chinese: full.chinese,
    vedic: full.vedic,
  };
}
export type ProfileView = ReturnType<typeof profileView>;

// The untimed day (both Moon signs, the mansions, the minutes of change) depends on the date and
// place alone and takes a few milliseconds of ephemeris work: kept for the charts seen lately.
type UntimedQuery = Parameters<typeof unknownTimeDetails>[0];
const untimedDays = new LRUCache<string, UnknownTimeDetails, UntimedQuery>({ max: 1_000, memoMethod: (_key, _stale, { context }) => unknownTimeDetails(context) });

function untimedDay(birthDate: string, latitude: number, longitude: number, { ayanamsa }: Conventions): UnknownTimeDetails {
  return untimedDays.memo(`${birthDate} ${latitude} ${longitude} ${ayanamsa}`, { context: { birthDate, latitude, longitude, ayanamsa } });
}

/** What the chart column holds: StoredChart without the dasha and without what unfolds from the pillars. */
export type StoredRow = Omit<StoredChart, "vedic" | "chinese" | "progressions" | "solarReturn"> & { vedic: Omit<VedicData, "dasha">; chinese: NatalChart["chinese"] };

/** The chart column: everything but the dasha periods, which profileView derives from the Moon. */
function storedChart(natal: NatalChart): StoredRow {
  const { dasha: _dasha, ...vedic } = natal.vedic;
  return {
    ...natal.chart,
    chinese: natal.chinese,
    vedic,
    moonSignCandidates: natal.moonSignCandidates,
    ascendantInsights: natal.ascendantInsights,
  };
}

export async function getProfileView(userId: string): Promise<ProfileView | null> {
  const row = await findProfileByUserId(userId);
  return row ? profileView(row) : null;
}

/**
 * Whether the local birth time is ambiguous (clocks went back) or nonexistent (clocks went forward)
 * at the place, with both readings, so the form can ask which was meant.
 */
export function birthTimeQuestion(input: Pick<BirthDetails, "birthDate" | "birthTime" | "birthLatitude" | "birthLongitude">) {
  if (!input.birthTime) return null;
  const base = { birthDate: input.birthDate, birthTime: input.birthTime, latitude: input.birthLatitude, longitude: input.birthLongitude };
  const earlier = resolveBirthTime({ ...base, timeChoice: "earlier" });
  if (earlier.status !== "ambiguous" && earlier.status !== "nonexistent") return null;
  const later = resolveBirthTime({ ...base, timeChoice: "later" });
  return {
    status: earlier.status,
    zone: zoneCity(earlier.ianaZone),
    earlier: { utc: earlier.utc, offsetMinutes: earlier.utcOffsetMinutes, abbreviation: earlier.zoneAbbreviation },
    later: { utc: later.utc, offsetMinutes: later.utcOffsetMinutes, abbreviation: later.zoneAbbreviation },
  };
}
export type BirthTimeQuestion = NonNullable<ReturnType<typeof birthTimeQuestion>>;

/** Throws the 403 of the free tier when the user has used up the regenerations of the window. */
export async function assertCanRegenerate(userId: string, premium: boolean, now = new Date()) {
  if (premium) return;
  const used = await profileRegenerationsSince(userId, new Date(now.getTime() - WINDOW_MS));
  if (used.length >= FREE_REGENERATIONS) {
    const oldest = new Date(used[used.length - FREE_REGENERATIONS]!);
    throw new HttpError(403, regenerationLimitMessage(new Date(oldest.getTime() + WINDOW_MS)));
  }
}

export type SaveProfileResult = { profile: ProfileView; created: boolean };

/** The columns computed from the birth details (and the conventions): the signs, the texts and the stored chart. */
function chartColumns(natal: NatalChart) {
  return {
    sunSign: natal.sunSign,
    sunInsights: natal.sunInsights,
    moonSign: natal.moonSign,
    moonInsights: natal.moonInsights,
    ascendantSign: natal.ascendantSign,
    planetaryPositions: JSON.stringify(natal.planetaryPositions),
    planetaryInsights: natal.planetaryInsights,
    chineseSign: natal.chineseSign,
    chineseInsights: natal.chineseInsights,
    nakshatra: natal.nakshatra,
    nakshatraInsights: natal.nakshatraInsights,
    chart: writeStoredChart(storedChart(natal)),
  } satisfies Partial<ProfileValues>;
}

/** Birth details as the schema answers them (validated by the caller: the form, the API, the admin). */
export type ProfileDetails = Pick<BirthDetails, "birthDate" | "birthTime" | "birthPlace" | "birthLatitude" | "birthLongitude"> &
  Partial<Pick<BirthDetails, "timeChoice">>;

/**
 * Creates the user's natal chart, or regenerates it when one exists. With `enforceLimit` (the user's
 * own requests; default true) a free account may regenerate at most 3 times in any 30 days (403 with
 * a message naming Premium); premium accounts and administrators (enforceLimit false) are unlimited.
 * Sets the user's time zone from the birth place when the user has none yet. The allowance is checked
 * and the regeneration recorded in one transaction, so two submits at once cannot both use the last one.
 */
export async function saveProfile(userId: string, details: ProfileDetails, options: { enforceLimit?: boolean; now?: Date } = {}): Promise<SaveProfileResult> {
  const now = options.now ?? new Date();
  const enforce = options.enforceLimit ?? true;
  // Pure computation, done before the transaction so it holds the database only for the writes; with
  // the conventions the member chose (the defaults for a new profile).
  const natal = natalChart({
    birthDate: details.birthDate,
    birthTime: details.birthTime,
    latitude: details.birthLatitude,
    longitude: details.birthLongitude,
    timeChoice: details.timeChoice,
    conventions: conventionsOf(await findProfileSettings(userId)),
  });
  return inTransaction(async () => {
    const user = await findUserById(userId);
    if (!user) throw new HttpError(404, "User not found");
    const existing = await findProfileVersion(userId);
    if (existing && enforce) await assertCanRegenerate(userId, isPremium(user), now);
    const row = await upsertProfile(userId, {
      birthDate: details.birthDate,
      birthTime: details.birthTime,
      birthPlace: details.birthPlace,
      birthLatitude: String(details.birthLatitude),
      birthLongitude: String(details.birthLongitude),
      timeChoice: natal.chart.timeChoice,
      ...chartColumns(natal),
    });
    if (existing && enforce) await recordProfileRegeneration(userId, now);
    return { profile: profileView(row), created: !existing };
  });
}

const NO_PROFILE = "No astrology profile yet. Send your birth details to create one.";

/**
 * Sets or clears the member's sex (the Chinese tab's form and Settings' sex card). It changes no stored
 * chart: the luck pillars are derived from it on reading. 404 without a profile.
 */
export const setProfileSex: (userId: string, input: SexInput) => Promise<ProfileView> = updateProfileSettings;

/**
 * PATCH /api/profile and Settings' conventions card: the sex and any of the chart conventions. A
 * changed convention recomputes the chart from the stored birth details with the new conventions and
 * stores it (the signs and texts with it); that is not a regeneration and counts against no allowance.
 * 404 without a profile.
 */
export async function updateProfileSettings(userId: string, input: ProfileSettingsInput): Promise<ProfileView> {
  const row = await findProfileByUserId(userId);
  if (!row) throw new HttpError(404, NO_PROFILE);
  const values: Parameters<typeof writeProfileSettings>[1] = {};
  if (input.sex !== undefined) values.sex = input.sex === "none" ? null : input.sex;
  const before = conventionsOf(row);
  const after: Conventions = {
    baziHour: input.baziHour ?? before.baziHour,
    dayStart: input.dayStart ?? before.dayStart,
    ayanamsa: input.ayanamsa ?? before.ayanamsa,
    node: input.node ?? before.node,
    dashaYearDays: input.dashaYearDays ?? before.dashaYearDays,
  };
  if (!sameConventions(before, after)) Object.assign(values, conventionColumns(after), chartColumns(natalOfRow(row, after)));
  if (!(await writeProfileSettings(userId, values))) throw new HttpError(404, NO_PROFILE);
  return profileView((await findProfileByUserId(userId))!);
}

/**
 * Settings' view of the profile: the sex question's answer and the chart conventions, each null
 * without a profile (nothing to set them on yet).
 */
export async function profileSettings(userId: string): Promise<{ hasProfile: boolean; sex: { sex: Sex | null } | null; conventions: Conventions | null }> {
  const row = await findProfileSettings(userId);
  if (!row) return { hasProfile: false, sex: null, conventions: null };
  return { hasProfile: true, sex: { sex: row.sex === "female" || row.sex === "male" ? row.sex : null }, conventions: conventionsOf(row) };
}

/** How many regenerations a free user has left in the current window (null for premium). */
export async function regenerationsLeft(userId: string, premium: boolean, now = new Date()): Promise<number | null> {
  if (premium) return null;
  const used = await profileRegenerationsSince(userId, new Date(now.getTime() - WINDOW_MS));
  return Math.max(0, FREE_REGENERATIONS - used.length);
}
