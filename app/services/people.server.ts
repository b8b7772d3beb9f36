/**
 * Your people (Premium): the people a member keeps a Match report with. Saved from a report (with the
 * member's word that the person agreed), listed on the Match tab, reopened as a report at any time,
 * edited, deleted, and starred (up to three) for "You and {name} today" on the Daily tab. The HTML
 * actions and /api/people share these functions and the schemas of app/schemas/people.ts.
 */
import { daySky } from "~/astrology/daily";
import { natalChart } from "~/astrology/index";
import { togetherToday, type TogetherToday } from "~/astrology/together";
import { HttpError } from "~/domain/errors";
import { nowIso } from "~/db.server";
import { countPeople, deletePerson, findPerson, insertPerson, listPeople, updatePerson, type PersonFields } from "~/models/people.server";
import type { PersonRow } from "~/models/schema";
import { isPremium, type User } from "~/models/user.server";
import { MAX_PEOPLE, MAX_STARRED, RELATIONSHIPS, type PersonInput, type PersonUpdate } from "~/schemas/people";
import type { CompatibilityDetails } from "~/schemas/profile";
import { buildReport, requireProfile, type CompatibilityResult, type CompatibilityWheel } from "~/services/compatibility.server";
import { chartOfProfile, effectiveTimezone, localDateTime } from "~/services/horoscope.server";
import { findChartSource } from "~/models/profile.server";
import { memberLocale } from "~/i18n/messages.server";

export const PEOPLE_PREMIUM = "Keeping your people is a Premium feature. Upgrade to Premium to save them and reopen their reports.";
export const PERSON_NOT_FOUND = "Person not found";
export const TOO_MANY_STARRED = `You can star up to ${MAX_STARRED} people. Unstar someone first.`;
export const TOO_MANY_PEOPLE = `You can keep up to ${MAX_PEOPLE} people. Delete someone first.`;

function guard(user: User) {
  if (!isPremium(user)) throw new HttpError(403, PEOPLE_PREMIUM);
}

function chartOf(row: Pick<PersonRow, "birthDate" | "birthTime" | "birthLatitude" | "birthLongitude" | "timeChoice">) {
  return natalChart({
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    latitude: row.birthLatitude,
    longitude: row.birthLongitude,
    timeChoice: row.timeChoice ?? undefined,
  });
}

/** A person as the Match tab and /api/people show them. */
function view(row: PersonRow) {
  const natal = chartOf(row);
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    relationshipLabel: RELATIONSHIPS[row.relationship],
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthPlace: row.birthPlace,
    birthLatitude: row.birthLatitude,
    birthLongitude: row.birthLongitude,
    starred: row.starred === 1,
    sunSign: natal.sunSignCandidates.join(" or "),
    /** "Leo", or "Cancer or Leo" when the birth time is unknown and the Moon changed sign that day. */
    moonSign: natal.moonSign ?? natal.moonSignCandidates.join(" or "),
    agreementConfirmedAt: row.agreementConfirmedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type PersonView = ReturnType<typeof view>;

async function owned(user: User, id: string): Promise<PersonRow> {
  guard(user);
  const row = await findPerson(user.id, id);
  if (!row) throw new HttpError(404, PERSON_NOT_FOUND);
  return row;
}

export async function listPeopleOf(user: User): Promise<PersonView[]> {
  guard(user);
  return (await listPeople(user.id)).map(view);
}

export async function getPerson(user: User, id: string): Promise<PersonView> {
  return view(await owned(user, id));
}

function fieldsOf(input: Partial<PersonInput>): Partial<PersonFields> {
  const out: Record<string, unknown> = {};
  for (const key of ["name", "relationship", "birthDate", "birthTime", "birthPlace", "birthLatitude", "birthLongitude"] as const) if (input[key] !== undefined) out[key] = input[key];
  // A new date or time drops an earlier choice between two readings of an ambiguous clock time.
  if (input.timeChoice !== undefined || input.birthDate !== undefined || input.birthTime !== undefined) out.timeChoice = input.timeChoice ?? null;
  return out as Partial<PersonFields>;
}

export async function createPerson(user: User, input: PersonInput): Promise<PersonView> {
  guard(user);
  if ((await countPeople(user.id)) >= MAX_PEOPLE) throw new HttpError(409, TOO_MANY_PEOPLE);
  const row = await insertPerson(user.id, fieldsOf(input) as PersonFields, nowIso());
  return view(row);
}

export async function changePerson(user: User, id: string, update: PersonUpdate): Promise<PersonView> {
  const current = await owned(user, id);
  const fields: Partial<PersonFields> & { starred?: number } = fieldsOf(update);
  if (update.starred !== undefined) {
    if (update.starred && current.starred !== 1 && (await countPeople(user.id, true)) >= MAX_STARRED) throw new HttpError(409, TOO_MANY_STARRED);
    fields.starred = update.starred ? 1 : 0;
  }
  const row = await updatePerson(user.id, id, fields);
  if (!row) throw new HttpError(404, PERSON_NOT_FOUND);
  return view(row);
}

export async function removePerson(user: User, id: string): Promise<void> {
  guard(user);
  if (!(await deletePerson(user.id, id))) throw new HttpError(404, PERSON_NOT_FOUND);
}

/** A person's birth details as the compatibility report takes them. */
export function detailsOf(row: Pick<PersonRow, "name" | "birthDate" | "birthTime" | "birthPlace" | "birthLatitude" | "birthLongitude" | "timeChoice">): CompatibilityDetails {
  return {
    partnerName: row.name,
    partnerBirthDate: row.birthDate,
    partnerBirthTime: row.birthTime,
    partnerBirthPlace: row.birthPlace,
    partnerBirthLatitude: row.birthLatitude,
    partnerBirthLongitude: row.birthLongitude,
    partnerTimeChoice: row.timeChoice ?? undefined,
  };
}

/**
 * The Match report with a saved person, made again from their details and the member's chart as it is
 * now (so an edit shows at once); reopening is not a new generation and does not count toward the
 * daily allowance.
 */
export async function personReport(
  user: User,
  id: string,
  now = new Date(),
): Promise<{ person: PersonView; details: CompatibilityDetails; report: CompatibilityResult; wheel: CompatibilityWheel }> {
  const row = await owned(user, id);
  const profile = await requireProfile(user.id);
  const details = detailsOf(row);
  const { report, wheel } = buildReport(user, profile, details, now);
  return { person: view(row), details, report, wheel };
}

/** "You and {name} today" for each starred person: the day's strongest transit to the composite chart. */
export async function starredToday(user: User, now = new Date()): Promise<({ id: string; name: string } & TogetherToday)[]> {
  if (!isPremium(user)) return [];
  const starred = (await listPeople(user.id)).filter((p) => p.starred === 1);
  if (!starred.length) return [];
  const source = await findChartSource(user.id);
  if (!source) return [];
  const chart = chartOfProfile(source);
  const zone = effectiveTimezone(user.timezone, chart);
  const sky = daySky(localDateTime(now, zone).date, zone);
  return starred.map((p) => ({ id: p.id, name: p.name, ...togetherToday(chart, chartOf(p).chart, sky, p.name, memberLocale(user)) }));
}
