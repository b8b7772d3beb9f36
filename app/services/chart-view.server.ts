/**
 * The stored profile as pages show it, kept per profile version and UTC day: a request reads the
 * profile's version (its id and last update, a few bytes), and only when that changed, or a new day
 * began (the running dasha, Sade Sati phase, luck pillar and progressions are "today's"), is the chart
 * JSON read and parsed and the view derived again (docs/decisions/008-signed-in-pages.md). The views
 * are shared between requests: read them, never change them.
 */
import { findProfileByUserId, findProfileVersion, type Profile } from "~/models/profile.server";
import { profileView, type ProfileView } from "~/services/profile.server";
import { LRUCache } from "lru-cache";
import { computeChart, type BirthInput } from "~/astrology";
import { ascendantInsights, chineseInsights, moonInsights, nakshatraInsights, planetaryInsights, sunInsights, type NameOf } from "~/astrology/insights";
import { birthOfRow, conventionsOf } from "~/services/profile-conventions.server";
import { translator } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";

/** A version's row and its view in each language asked for so far. */
type Entry = { version: string; row: Profile; languages: Map<Locale, ProfileView> };

/** Profiles kept at once (most recently used); each holds a few kilobytes of text per language. */
const entries = new LRUCache<string, Entry>({ max: 2_000 });
let builds = 0;

/**
 * A user's profile view, or null without one: one small query when it has not changed. A view is
 * derived only in the language asked for, once per version. In a language other than English its
 * readings (the progressions', the solar return's, the yogas' and the luck and year readings too) are
 * written again (the profile stores them in English, the API's and the PDF's words), in catalog names.
 */
export async function cachedProfileView(userId: string, now = new Date(), locale: Locale = "en"): Promise<ProfileView | null> {
  const row = await findProfileVersion(userId);
  const day = now.toISOString().slice(0, 10);
  if (!row) {
    entries.delete(userId);
    return null;
  }
  let kept = entries.get(userId);
  if (kept?.version !== `${row.id}@${row.updatedAt}@${day}`) {
    const stored = await findProfileByUserId(userId);
    if (!stored) return null;
    kept = { version: `${stored.id}@${stored.updatedAt}@${day}`, row: stored, languages: new Map() };
    entries.set(userId, kept);
  }
  let view = kept.languages.get(locale);
  if (view) return view;
  builds++;
  view = locale === "en" ? profileView(kept.row, now) : { ...profileView(kept.row, now, locale), ...readingsIn(birthOfRow(kept.row, conventionsOf(kept.row)), locale) };
  kept.languages.set(locale, view);
  return view;
}

/** How many views were derived, one per version and language (tests: a kept view is not rebuilt). */
export function profileViewBuilds() {
  return builds;
}

const WRITERS = { sunInsights, moonInsights, ascendantInsights, planetaryInsights, chineseInsights, nakshatraInsights };

/** The chart's readings in `locale`: the chart computed once, only that language's writers run. */
function readingsIn(birth: BirthInput, locale: Locale) {
  const core = computeChart(birth);
  const t = translator(locale);
  const name: NameOf = (kind, key) => t(kind === "nakshatra" ? `vedic.nakshatra.${key}` : `astro.${kind}.${key}`);
  return Object.fromEntries(Object.entries(WRITERS).map(([field, write]) => [field, write(core, locale, name)])) as Pick<ProfileView, keyof typeof WRITERS>;
}
