/**
 * What each tab of the chart page shows of a profile. Tabs are links (`?tab=moon`): every tab is a
 * request of its own, so the page's loader sends the active tab's part only — its texts, tables and
 * chart data — instead of the whole profile with every tab's texts (decision record 008). The JSON
 * API (/api/profile) still answers the whole view. The parts are read from the shared, cached view:
 * they are new objects holding references into it, never changed.
 */
import { loveReading } from "~/astrology/love";
import type { Tab } from "~/domain/chart";
import type { ProfileView } from "~/services/profile.server";
import type { Locale } from "~/i18n/locales";

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

/**
 * The Love tab's reading (Venus and Mars, the 5th and 7th houses, the navamsa Venus, the animal's
 * matches): derived on each view from the stored chart, reading its facts only (no ephemeris call).
 * The Love tab and GET /api/profile's `love` both take it from here.
 */
export function profileLove(p: ProfileView, locale: Locale = "en") {
  return loveReading(p.chart, p.vedic, p.chinese.animal, locale);
}

/** The chart facts every tab may use: whether the time is known, the day's possible Moon signs. */
const HEAD_CHART = ["timeKnown", "moonSignCandidates", "conventions"] as const;

/**
 * What every tab's page shows above the tabs (the Big Three, the year animal, or without a birth
 * time what the day settles) and the untimed-day details the tabs' notices read (null with a time).
 */
function heading(p: ProfileView) {
  return {
    birthTime: p.birthTime,
    birthPlace: p.birthPlace,
    sunSign: p.sunSign,
    moonSign: p.moonSign,
    ascendantSign: p.ascendantSign,
    chineseSign: p.chineseSign,
    chinese: pick(p.chinese, ["element", "animal"]),
    chart: pick(p.chart, HEAD_CHART),
    unknownTime: p.unknownTime,
  };
}

const BIRTH_FIELDS = ["birthDate", "birthTime", "birthPlace", "birthLatitude", "birthLongitude"] as const;
/** The wheel (bodies, angles, houses, aspects) and the time zone lines of the birth details. */
const BIRTH_CHART = [
  ...HEAD_CHART,
  "bodies",
  "ascendant",
  "midheaven",
  "houses",
  "aspects",
  "houseNote",
  "timeRule",
  "timeNote",
  "utc",
] as const;

/**
 * Sade Sati as a tab sends it: Free members get whether it runs and the phase, Premium the life's
 * periods too (withheld here, on the server, not hidden in the page).
 */
function sadeSatiFor(p: ProfileView, premium: boolean) {
  const s = p.vedic.sadeSati;
  return premium ? s : { ...s, periods: [] };
}

/** The yogas and the Dasamsa (D10): Premium (sent empty to Free). */
function vedicDepthFor(p: ProfileView, premium: boolean) {
  return premium ? { yogas: p.vedic.yogas, d10: p.vedic.d10 } : { yogas: [], d10: null };
}

/**
 * The Chinese tab's facts: Free members get the luck pillar running now (with its reading); Premium
 * the ten luck pillars, the annual pillars with the year's reading, the hidden stems and the ten gods.
 * Withheld here, on the server.
 */
function chineseFor(p: ProfileView, premium: boolean) {
  const c = p.chinese;
  if (premium) return { ...c, locked: false as const };
  return {
    ...c,
    luckPillars: c.luckPillars ? c.luckPillars.filter((l) => l.current) : null,
    annualPillars: [],
    hiddenStems: null,
    tenGods: null,
    readings: { luck: c.readings.luck, year: null },
    locked: true as const,
  };
}

/**
 * The secondary progressions as a tab sends them: everyone gets the progressed Moon (its position, its
 * sign changes in the next 24 months and its reading); Premium the progressed Sun, Mercury, Venus and
 * Mars, the progressed Ascendant and MC and the Sun's reading (withheld here, on the server).
 */
function progressionsFor(p: ProfileView, premium: boolean) {
  const pr = p.chart.progressions;
  const moon = {
    at: pr.at,
    timeKnown: pr.timeKnown,
    moon: pr.bodies.Moon,
    moonSpan: pr.moonSpan,
    moonIngresses: pr.moonIngresses,
    moonReading: pr.readings.moon,
  };
  if (premium) return { ...moon, locked: false as const, bodies: pr.bodies, ascendant: pr.ascendant, midheaven: pr.midheaven, sunReading: pr.readings.sun };
  return { ...moon, locked: true as const, bodies: null, ascendant: null, midheaven: null, sunReading: null };
}
export type ProgressionsTab = ReturnType<typeof progressionsFor>;

/** The active tab and its part of the profile; the union narrows on `tab`. */
export function tabProfile(tab: Tab, p: ProfileView, { premium = false, locale = "en" }: { premium?: boolean; locale?: Locale } = {}) {
  const head = heading(p);
  switch (tab) {
    case "birth":
      return { tab: "birth" as const, profile: { ...head, ...pick(p, BIRTH_FIELDS), chart: pick(p.chart, BIRTH_CHART), progressions: progressionsFor(p, premium) } };
    case "sun":
      return { tab: "sun" as const, profile: { ...head, sunInsights: p.sunInsights } };
    case "chinese":
      return { tab: "chinese" as const, profile: { ...head, chinese: chineseFor(p, premium), chineseInsights: p.chineseInsights, sex: p.sex } };
    case "moon":
      return {
        tab: "moon" as const,
        profile: {
          ...head,
          moonInsights: p.moonInsights,
          ascendantInsights: p.ascendantInsights,
          chart: pick(p.chart, HEAD_CHART),
          vedic: { ...pick(p.vedic, ["dasha", "nakshatra", "pada", "lord", "moonSignCandidates"]), sadeSati: sadeSatiFor(p, premium) },
        },
      };
    case "planets":
      return {
        tab: "planets" as const,
        profile: {
          ...head,
          planetaryInsights: p.planetaryInsights,
          planetaryPositions: p.planetaryPositions,
          chart: pick(p.chart, [...HEAD_CHART, "bodies", "houses", "utcOffsetMinutes"]),
          vedic: { ...pick(p.vedic, ["planets", "lagna", "navamsa", "moon", "manglik"]), ...vedicDepthFor(p, premium) },
        },
      };
    case "love":
      return {
        tab: "love" as const,
        profile: {
          ...head,
          nakshatra: p.nakshatra,
          nakshatraInsights: p.nakshatraInsights,
          vedic: pick(p.vedic, ["nakshatraCandidates"]),
          love: profileLove(p, locale),
        },
      };
    case "compatibility":
      return { tab: "compatibility" as const, profile: head };
    case "daily":
      return { tab: "daily" as const, profile: { ...head, progressions: progressionsFor(p, premium) } };
  }
}
