/**
 * The stored profile as pages show it, kept per profile version: a request reads the profile's
 * version (its id and last update, a few bytes), and only when that changed is the chart JSON read
 * and parsed and the view derived again (docs/decisions/008-signed-in-pages.md). The views are shared
 * between requests: read them, never change them.
 */
import { findProfileByUserId, findProfileVersion } from "~/models/profile.server";
import { profileView, type ProfileView } from "~/services/profile.server";
import { LRUCache } from "lru-cache";

type Entry = { version: string; view: ProfileView };

/** Profiles kept at once (most recently used); each holds a few kilobytes of text. */
const entries = new LRUCache<string, Entry>({ max: 2_000 });
let builds = 0;

/** A user's profile view, or null without one: one small query when it has not changed. */
export async function cachedProfileView(userId: string): Promise<ProfileView | null> {
  const row = await findProfileVersion(userId);
  if (!row) {
    entries.delete(userId);
    return null;
  }
  const kept = entries.get(userId);
  if (kept?.version === `${row.id}@${row.updatedAt}`) return kept.view;
  const stored = await findProfileByUserId(userId);
  if (!stored) return null;
  const view = profileView(stored);
  builds++;
  entries.set(userId, { version: `${stored.id}@${stored.updatedAt}`, view });
  return view;
}

/** How many times a profile was read and derived (tests: a kept view is not rebuilt). */
export function profileViewBuilds() {
  return builds;
}
