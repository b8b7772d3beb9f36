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
