/**
 * The stored profile as pages show it, kept per profile version: a request reads the profile's
 * version (its id and last update, a few bytes), and only when that changed is the chart JSON read
 * and parsed and the view derived again (docs/decisions/008-signed-in-pages.md). The views are shared
 * between requests: read them, never change them.
 */
import { findProfileByUserId, findProfileVersion } from "~/models/profile.server";
import { profileView, type ProfileView } from "~/services/profile.server";

type Entry = { version: string; view: ProfileView };

/** Profiles kept at once (most recently used); each holds a few kilobytes of text. */
const MAX_ENTRIES = 2_000;
const entries = new Map<string, Entry>();
let builds = 0;

/** A user's profile view, or null without one: one small query when it has not changed. */
export async function cachedProfileView(userId: string): Promise<ProfileView | null> {
  const row = await findProfileVersion(userId);
  if (!row) {
    entries.delete(userId);
    return null;
  }
  const kept = entries.get(userId);
  entries.delete(userId);
  if (kept?.version === `${row.id}@${row.updatedAt}`) {
    // Most recently used last: the oldest entry is the first to go.
    entries.set(userId, kept);
    return kept.view;
  }
  const stored = await findProfileByUserId(userId);
  if (!stored) return null;
  const view = profileView(stored);
  builds++;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(userId, { version: `${stored.id}@${stored.updatedAt}`, view });
  return view;
}

/** How many times a profile was read and derived (tests: a kept view is not rebuilt). */
export function profileViewBuilds() {
  return builds;
}
