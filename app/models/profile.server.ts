// Database access for astrology profiles, their regeneration history and the compatibility log.
import crypto from "node:crypto";
import type { Insertable } from "kysely";
import { db, nowIso, preparedQuery } from "~/db.server";
import type { AstrologyProfilesTable, ProfileRow } from "~/models/schema";

export type Profile = ProfileRow;
export type ProfileValues = Omit<Insertable<AstrologyProfilesTable>, "id" | "userId" | "createdAt" | "updatedAt">;

export function findProfileByUserId(userId: string): Promise<Profile | undefined> {
  return db().selectFrom("astrologyProfiles").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** What changes whenever the profile is written: the row id and its last update (no chart text read). */
const profileVersion = preparedQuery((db, userId: string) => db.selectFrom("astrologyProfiles").select(["id", "updatedAt"]).where("userId", "=", userId));

export async function findProfileVersion(userId: string): Promise<{ id: string; updatedAt: string } | undefined> {
  return (await profileVersion(userId))[0];
}

/** Some columns of the member's profile (undefined without one). */
function profileColumns<C extends keyof ProfileRow & string>(userId: string, columns: readonly C[]) {
  return db().selectFrom("astrologyProfiles").select(columns).where("userId", "=", userId).executeTakeFirst();
}

export type BirthDetails = Pick<Profile, "birthDate" | "birthTime" | "birthPlace" | "birthLatitude" | "birthLongitude">;

export function findBirthDetails(userId: string): Promise<BirthDetails | undefined> {
  return profileColumns(userId, ["birthDate", "birthTime", "birthPlace", "birthLatitude", "birthLongitude"]);
}

/** Corrects the stored birth details without recomputing the chart. */
export async function updateBirthDetailsOnly(userId: string, details: BirthDetails) {
  await db()
    .updateTable("astrologyProfiles")
    .set({ ...details, updatedAt: nowIso() })
    .where("userId", "=", userId)
    .execute();
}

/** What a chart is read or recomputed from: the stored chart and the birth details. */
export function findChartSource(userId: string) {
  return profileColumns(userId, ["birthDate", "birthTime", "birthLatitude", "birthLongitude", "timeChoice", "chart"]);
}

/** The sex question's answer and the chart conventions as stored, in one read (undefined without a profile): what Settings shows, and what a regenerated chart keeps. */
export function findProfileSettings(userId: string) {
  return profileColumns(userId, ["sex", "baziHour", "dayStart", "ayanamsa", "lunarNode", "dashaYearDays"]);
}

/** The sex, the conventions and the chart columns: everything but the birth details. */
export type ProfileSettingsValues = Partial<Omit<ProfileValues, "birthDate" | "birthTime" | "birthPlace" | "birthLatitude" | "birthLongitude" | "timeChoice">>;

/** Writes the sex, the conventions and the chart recomputed with them (no regeneration is counted). */
export async function updateProfileSettings(userId: string, values: ProfileSettingsValues): Promise<boolean> {
  const result = await db().updateTable("astrologyProfiles").set({ ...values, updatedAt: nowIso() }).where("userId", "=", userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Creates the user's profile or replaces its contents (one profile per user). */
export async function upsertProfile(userId: string, values: ProfileValues): Promise<Profile> {
  const now = nowIso();
  await db()
    .insertInto("astrologyProfiles")
    .values({ ...values, id: crypto.randomUUID(), userId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ ...values, updatedAt: now }))
    .execute();
  return (await findProfileByUserId(userId))!;
}

// --- regenerations -------------------------------------------------------------------------------

export async function recordProfileRegeneration(userId: string, at = new Date()) {
  await db().insertInto("profileGenerations").values({ userId, generatedAt: at.toISOString() }).execute();
}

/** Instants logged for a user in one of the generation logs since `since`, oldest first. */
async function loggedSince(table: "profileGenerations" | "compatibilityReportLogs", userId: string, since: Date): Promise<string[]> {
  const rows = await db()
    .selectFrom(table)
    .select("generatedAt")
    .where("userId", "=", userId)
    .where("generatedAt", ">", since.toISOString())
    .orderBy("generatedAt", "asc")
    .execute();
  return rows.map((row) => row.generatedAt);
}

/** Regeneration instants of a user since `since`, oldest first. */
export function profileRegenerationsSince(userId: string, since: Date): Promise<string[]> {
  return loggedSince("profileGenerations", userId, since);
}

// --- compatibility reports (not stored: only their generation is logged) -----------------------

export async function logCompatibilityReport(userId: string, at = new Date()) {
  await db().insertInto("compatibilityReportLogs").values({ userId, generatedAt: at.toISOString() }).execute();
}

export function compatibilityReportsSince(userId: string, since: Date): Promise<string[]> {
  return loggedSince("compatibilityReportLogs", userId, since);
}
