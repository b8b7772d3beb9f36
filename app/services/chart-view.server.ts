/**
 * The stored profile as pages show it, kept per profile version and UTC day: a request reads the
 * profile's version (its id and last update, a few bytes), and only when that changed, or a new day
 * began (the running dasha, Sade Sati phase, luck pillar and progressions are "today's"), is the chart
 * JSON read and parsed and the view derived again (docs/decisions/008-signed-in-pages.md). The views
 * are shared between requests: read them, never change them.
 */
import { findProfileByUserId, findProfileVersion } from "~/models/profile.server";
import { profileView, type ProfileView } from "~/services/profile.server";
import { LRUCache } from "lru-cache";
import { ascendantInsights, chineseInsights, moonInsights, nakshatraInsights, planetaryInsights, sunInsights, type NameOf } from "~/astrology/insights";
import { conventionsOf, natalOfRow } from "~/services/profile-conventions.server";
import { translator } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";

type Entry = { version: string; view: ProfileView };

/** Profiles kept at once (most recently used); each holds a few kilobytes of text. */
const entries = new LRUCache<string, Entry>({ max: 2_000 });
let builds = 0;

/** A user's profile view, or null without one: one small query when it has not changed. */
export async function cachedProfileView(userId: string, now = new Date()): Promise<ProfileView | null> {
  const row = await findProfileVersion(userId);
  const day = now.toISOString().slice(0, 10);
  if (!row) {
    entries.delete(userId);
    return null;
  }
  const kept = entries.get(userId);
  if (kept?.version === `${row.id}@${row.updatedAt}@${day}`) return kept.view;
  const stored = await findProfileByUserId(userId);
  if (!stored) return null;
  const view = profileView(stored, now);
  builds++;
  entries.set(userId, { version: `${stored.id}@${stored.updatedAt}@${day}`, view });
  return view;
}

/** How many times a profile was read and derived (tests: a kept view is not rebuilt). */
export function profileViewBuilds() {
  return builds;
}

type Readings = Pick<ProfileView, "sunInsights" | "moonInsights" | "ascendantInsights" | "planetaryInsights" | "chineseInsights" | "nakshatraInsights">;
const readings = new LRUCache<string, Readings>({ max: 2_000 });
const WRITERS = { sunInsights, moonInsights, ascendantInsights, planetaryInsights, chineseInsights, nakshatraInsights };

/**
 * The chart's readings in a language other than English. The profile stores them in English (the
 * API's and the PDF's words); here they are written again from the birth details, with the catalogs'
 * names, once per profile version and language.
 */
export async function readingsIn(userId: string, locale: Locale): Promise<Readings | null> {
  const version = await findProfileVersion(userId);
  if (!version) return null;
  const key = `${userId}@${version.id}@${version.updatedAt}@${locale}`;
  const kept = readings.get(key);
  if (kept) return kept;
  const row = await findProfileByUserId(userId);
  if (!row) return null;
  const { core } = natalOfRow(row, conventionsOf(row));
  const t = translator(locale);
  const name: NameOf = (kind, key) => t(kind === "nakshatra" ? `vedic.nakshatra.${key}` : `astro.${kind}.${key}`);
  const written = Object.fromEntries(Object.entries(WRITERS).map(([field, write]) => [field, write(core, locale, name)])) as Readings;
  readings.set(key, written);
  return written;
}
