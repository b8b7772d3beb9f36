// The admin panel's actions (docs/product.md#admin-panel, #roles). One function per action, shared by the
// tab's HTML action and the matching /api/admin/* route; each state change writes an audit row.
import { countsPerDay, deliveriesPerDay, reportCountsByUser, userTotals } from "~/models/analytics.server";
import { recordAudit } from "~/models/audit.server";
import { eraseMemberData } from "~/models/member-data.server";
import { findBirthDetails, updateBirthDetailsOnly, type BirthDetails } from "~/models/profile.server";
import {
  changeAdminFlag,
  deleteUserById,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  searchUserRows,
  type User,
} from "~/models/user.server";
import { ADMIN_MESSAGES, userSearchSchema, type AddUserInput, type BirthDetailsInput, type UserSearch } from "~/schemas/admin";
import { setPassword } from "~/services/auth.server";
import { cancelSubscriptionForUser } from "~/services/billing/admin.server";
import { geocodeOne, searchPlaces } from "~/services/geocode.server";
import { HttpError } from "~/domain/errors";
import { hashPassword, temporaryPassword } from "~/services/password.server";
import { sendVerificationEmail } from "~/services/account-email.server";
import { saveProfile } from "~/services/profile.server";

export type Actor = Pick<User, "id" | "email">;

/** The rows of GET /api/admin/users (docs/product.md#api). */
export type AdminUserRow = { id: string; email: string; firstName: string; lastName: string; isAdmin: boolean; emailVerified: boolean };

function toRow(user: Pick<User, "id" | "email" | "firstName" | "lastName" | "isAdmin" | "emailVerifiedAt">): AdminUserRow {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin === 1, emailVerified: user.emailVerifiedAt !== null };
}

async function requireTarget(userId: string): Promise<User> {
  const user = await findUserById(userId);
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * Users by email, first name or last name prefix (or "first last"), ordered by email, paginated.
 * Fast with a million users (see searchUserRows).
 */
export async function searchUsers({ q, offset, limit }: UserSearch): Promise<{ users: AdminUserRow[]; hasMore: boolean }> {
  const rows = await searchUserRows(q.trim(), offset, limit + 1);
  return { users: rows.slice(0, limit).map(toRow), hasMore: rows.length > limit };
}

export async function getAdminUser(userId: string): Promise<AdminUserRow | null> {
  const user = await findUserById(userId);
  return user ? toRow(user) : null;
}

/** Results per page in the panel's user picker. */
export const PICKER_PAGE_SIZE = 20;

/**
 * The picker of the tabs that act on one user: ?q= search, ?offset= page, ?userId= the chosen one
 * (`selectedMissing`: a userId was in the address but no such user exists, deleted meanwhile).
 */
export async function loadUserPicker(url: URL) {
  const parsed = userSearchSchema.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    offset: url.searchParams.get("offset") || undefined,
    limit: PICKER_PAGE_SIZE,
  });
  const search = parsed.success ? parsed.data : { q: "", offset: 0, limit: PICKER_PAGE_SIZE };
  const userId = (url.searchParams.get("userId") ?? "").trim().slice(0, 100);
  const [{ users, hasMore }, selected] = await Promise.all([searchUsers(search), userId ? getAdminUser(userId) : null]);
  return { q: search.q, offset: search.offset, pageSize: PICKER_PAGE_SIZE, users, hasMore, selected, selectedMissing: Boolean(userId) && !selected };
}
export type UserPickerData = Awaited<ReturnType<typeof loadUserPicker>>;

/**
 * Creates an account with a random temporary password (returned once, never stored in clear).
 * With a birth date, the place is geocoded with the embedded gazetteer and the profile generated.
 */
export async function addUser(actor: Actor, input: AddUserInput): Promise<{ user: AdminUserRow; tempPassword: string }> {
  const email = normalizeEmail(input.email);
  const emailTaken = () => new HttpError(409, ADMIN_MESSAGES.emailTaken, { email: [ADMIN_MESSAGES.emailTaken] });
  if (await findUserByEmail(email)) throw emailTaken();

  // Geocode before creating anything: an unknown place is bad input, not a half-made account.
  let place: { latitude: number; longitude: number; display_name: string } | null = null;
  if (input.birthDate && input.birthPlace) {
    place = await geocodeOne(input.birthPlace);
    if (!place) throw new HttpError(400, ADMIN_MESSAGES.placeNotFound, { birthPlace: [ADMIN_MESSAGES.placeNotFound] });
  }

  const tempPassword = temporaryPassword();
  const user = await insertUser({ email, passwordHash: await hashPassword(tempPassword), firstName: input.firstName, lastName: input.lastName, mustChangePassword: 1 }).catch(
    (error: unknown) => {
      throw error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message) ? emailTaken() : error;
    },
  );

  if (input.birthDate && place) {
    try {
      await saveProfile(user.id, {
        birthDate: input.birthDate,
        birthTime: input.birthTime,
        birthPlace: input.birthPlace ?? place.display_name,
        birthLatitude: place.latitude,
        birthLongitude: place.longitude,
      }, { enforceLimit: false });
    } catch (error) {
      // No account without the profile the admin asked for.
      await deleteUserById(user.id);
      throw error;
    }
  }

  // The member confirms the address themselves, as after registering; until then no daily email goes there.
  await sendVerificationEmail(user);
  await recordAudit({
    actor,
    action: "user.create",
    target: { id: user.id, email: user.email },
    details: {
      firstName: user.firstName,
      lastName: user.lastName,
      profile: Boolean(place),
      ...(place ? { birthPlace: input.birthPlace, latitude: place.latitude, longitude: place.longitude } : {}),
    },
  });
  return { user: toRow(user), tempPassword };
}

/** Cancels an active subscription, then deletes the account and everything about it (app/models/member-data.server.ts). */
export async function deleteUser(actor: Actor, userId: string): Promise<AdminUserRow> {
  if (userId === actor.id) throw new HttpError(409, ADMIN_MESSAGES.deleteSelf);
  const user = await requireTarget(userId);
  // A no-op without an active subscription; a provider failure stops the deletion (no orphaned billing).
  await cancelSubscriptionForUser(user);
  // The same erasure as a member's own deletion (every registered table, outbox included). The
  // admin's record below keeps only the account's random id, never the address: erased means erased.
  if (!(await eraseMemberData(user.id))) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  await recordAudit({
    actor,
    action: "user.delete",
    target: { id: user.id, email: null },
    details: { wasAdmin: user.isAdmin === 1, subscriptionId: user.stripeSubscriptionId, subscriptionTier: user.subscriptionTier },
  });
  return toRow(user);
}

/**
 * Grants or revokes admin. Granting an admin or revoking a non-admin is a 409 with the product's
 * messages; the last admin keeps their permissions. Checked and written in one transaction.
 */
export async function setAdminStatus(actor: Actor, userId: string, isAdmin: boolean): Promise<AdminUserRow> {
  const change = await changeAdminFlag(userId, isAdmin);
  if (change.outcome === "notFound") throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  if (change.outcome === "unchanged") throw new HttpError(409, isAdmin ? ADMIN_MESSAGES.alreadyAdmin : ADMIN_MESSAGES.notAdmin);
  if (change.outcome === "lastAdmin") throw new HttpError(409, ADMIN_MESSAGES.lastAdmin);
  const user = change.user;
  await recordAudit({ actor, action: isAdmin ? "user.grant_admin" : "user.revoke_admin", target: { id: user.id, email: user.email } });
  return toRow(user);
}

/** Sets a new password for the user; every session of theirs ends. */
export async function adminResetPassword(actor: Actor, userId: string, newPassword: string): Promise<AdminUserRow> {
  const user = await requireTarget(userId);
  await setPassword(user.id, newPassword);
  await recordAudit({ actor, action: "user.reset_password", target: { id: user.id, email: user.email }, details: { sessionsEnded: true } });
  return toRow(user);
}

export type CurrentBirthDetails = BirthDetails | null;

export async function getBirthDetails(userId: string): Promise<CurrentBirthDetails> {
  return (await findBirthDetails(userId)) ?? null;
}

/**
 * Corrects a user's birth details. With regenerateProfile (or when the user has no profile yet) the
 * chart is computed again from the new details; otherwise only the stored details change.
 */
export async function updateBirthDetails(actor: Actor, userId: string, input: BirthDetailsInput): Promise<{ regenerated: boolean }> {
  const user = await requireTarget(userId);
  const current = await getBirthDetails(user.id);
  const birthPlace = input.birthPlace ?? current?.birthPlace ?? `${input.birthLatitude.toFixed(4)}, ${input.birthLongitude.toFixed(4)}`;
  const regenerate = input.regenerateProfile || !current;
  const after = { birthDate: input.birthDate, birthTime: input.birthTime, birthPlace, birthLatitude: input.birthLatitude, birthLongitude: input.birthLongitude };
  if (regenerate) await saveProfile(user.id, { ...after, timeChoice: input.timeChoice }, { enforceLimit: false });
  else await updateBirthDetailsOnly(user.id, { ...after, birthLatitude: String(after.birthLatitude), birthLongitude: String(after.birthLongitude) });
  await recordAudit({ actor, action: "user.update_birth_details", target: { id: user.id, email: user.email }, details: { before: current, after, regenerated: regenerate } });
  return { regenerated: regenerate };
}

/**
 * The places a free-text location may mean (up to 5, best first): the first keeps the API's
 * { latitude, longitude, display_name } shape, and `choices` lets the admin pick, never the app.
 * Read-only: no audit row.
 */
export async function adminGeocode(location: string) {
  const choices = (await searchPlaces(location)).map((p) => ({ latitude: Number(p.lat), longitude: Number(p.lon), display_name: p.display_name }));
  const [first] = choices;
  if (!first) throw new HttpError(404, ADMIN_MESSAGES.locationNotFound);
  return { ...first, choices };
}

/** GET /api/admin/compatibility-stats rows: users with at least one report, most reports first. */
export function compatibilityStats({ offset = 0, limit = 100 }: { offset?: number; limit?: number } = {}) {
  return reportCountsByUser({ offset, limit });
}

export const ANALYTICS_DAYS = 30;

/** The last `days` UTC dates, oldest first, ending today. */
export function lastDays(days = ANALYTICS_DAYS, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

function fill(dates: string[], rows: { day: string | null; count: number | string | bigint }[]) {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return dates.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** The owner's numbers at a glance: users, premium users, and 30 days of signups, reports and deliveries. */
export async function usageAnalytics(now = new Date()) {
  const dates = lastDays(ANALYTICS_DAYS, now);
  const since = `${dates[0]}T00:00:00.000Z`;
  const [totals, signups, reports, deliveries] = await Promise.all([
    userTotals(),
    countsPerDay("users", since),
    countsPerDay("compatibilityReportLogs", since),
    deliveriesPerDay(dates[0]!, dates[dates.length - 1]!),
  ]);
  const deliveryByDay = new Map(deliveries.map((row) => [row.day, { sent: Number(row.sent ?? 0), failed: Number(row.failed ?? 0) }]));
  const deliveryDays = dates.map((date) => ({ date, ...(deliveryByDay.get(date) ?? { sent: 0, failed: 0 }) }));
  return {
    days: ANALYTICS_DAYS,
    totalUsers: Number(totals.users),
    premiumUsers: Number(totals.premium ?? 0),
    signups: fill(dates, signups),
    reports: fill(dates, reports),
    deliveries: deliveryDays,
    deliveriesSent: deliveryDays.reduce((sum, day) => sum + day.sent, 0),
    deliveriesFailed: deliveryDays.reduce((sum, day) => sum + day.failed, 0),
  };
}
