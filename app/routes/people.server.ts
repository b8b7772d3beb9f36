/** The Match tab's people: the loader's list and saved report, and the people forms (same service and schemas as /api/people). */
import { parseWithZod } from "@conform-to/zod";
import { HttpError } from "~/domain/errors";
import type { Outcome } from "~/domain/outcome";
import { shown } from "~/http/responses.server";
import { isPremium, type User } from "~/models/user.server";
import { personEditSchema, personSchema } from "~/schemas/people";
import { buildReport, readReportToken, reportToken, requireProfile } from "~/services/compatibility.server";
import { changePerson, createPerson, listPeopleOf, personReport, removePerson } from "~/services/people.server";
import { rateLimit } from "~/services/rate-limit.server";
import { memberLocale, message } from "~/i18n/messages.server";
import { refusalReply, unlessRefused } from "./refusals.server";
import { applyPlaceChoice, back, placesForRefused, findPlaces, formValues, type ChartActionData, type Context } from "./chart-forms.server";

/** The Match tab's people (Premium) and, with `?person=`, that person's report or its edit form. */
export async function peopleFor(user: User, url: URL) {
  if (!isPremium(user)) return { people: null, person: null };
  const people = await listPeopleOf(user);
  const id = url.searchParams.get("person");
  if (!id) return { people, person: null };
  try {
    const { person, details, report, wheel } = await personReport(user, id);
    const token = reportToken(user.id, details, report.generatedAt);
    return { people, person: { status: "ok" as const, person, report, wheel, token, editing: url.searchParams.get("edit") === "1" } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { people, person: { status: "missing" as const } };
    throw error;
  }
}

const say = (user: User, key: string, values?: Record<string, string>) => message(memberLocale(user), key, values);
const personHref = (url: URL, id: string) => back(url, `tab=compatibility&person=${encodeURIComponent(id)}`);

/** "Save to my people" on a report: the birth details come from the report's signed token. */
async function savePerson({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  const { details, generatedAt } = readReportToken(user.id, String(formData.get("token") ?? ""));
  const form = new FormData();
  for (const key of ["name", "relationship", "agreement"]) {
    const value = formData.get(key);
    if (typeof value === "string") form.set(key, value);
  }
  form.set("birthDate", details.partnerBirthDate);
  form.set("birthTime", details.partnerBirthTime ?? "");
  form.set("birthPlace", details.partnerBirthPlace);
  form.set("birthLatitude", String(details.partnerBirthLatitude));
  form.set("birthLongitude", String(details.partnerBirthLongitude));
  if (details.partnerTimeChoice) form.set("timeChoice", details.partnerTimeChoice);
  const submission = parseWithZod(form, { schema: personSchema });
  if (submission.status !== "success") {
    // The report is shown again as it was (made again from the token, not a new generation).
    const { report, wheel } = buildReport(user, await requireProfile(user.id), details, new Date(generatedAt));
    const token = String(formData.get("token"));
    const saveResult = submission.reply({ hideFields: ["birthDate", "birthTime", "birthPlace", "birthLatitude", "birthLongitude", "timeChoice"] });
    return { data: { intent: "compatibility-report", values: formValues(formData), token, report, wheel, saveResult }, status: 400 };
  }
  await rateLimit("write", clientIp);
  const person = await createPerson(user, submission.value);
  return { redirect: personHref(url, person.id), toast: { title: say(user, "match.toast.saved"), description: say(user, "match.toast.savedText", { name: person.name }) } };
}

async function updatePersonForm({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  const id = String(formData.get("id") ?? "");
  applyPlaceChoice(formData, "personPlaceChoice", "birthPlace", "birthLatitude", "birthLongitude");
  if (formData.get("timeUnknown") === "on") formData.set("birthTime", "");
  const submission = parseWithZod(formData, { schema: personEditSchema });
  const refused = (error: HttpError) => shown<ChartActionData>(error, { intent: "person", id, result: refusalReply(submission, error) });
  return unlessRefused(async (): Promise<Outcome<ChartActionData>> => {
    if (submission.status !== "success") {
      const results = await placesForRefused(submission.error, formData, clientIp);
      return { data: { intent: "person", id, result: submission.reply(), results }, status: 400 };
    }
    await rateLimit("write", clientIp);
    const person = await changePerson(user, id, submission.value);
    return { redirect: personHref(url, person.id), toast: { title: say(user, "match.toast.updated"), description: say(user, "match.toast.updatedText", { name: person.name }) } };
  }, refused);
}

async function starPerson({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  await rateLimit("write", clientIp);
  const person = await changePerson(user, String(formData.get("id") ?? ""), { starred: formData.get("starred") === "on" });
  const stay = url.searchParams.get("person") ? personHref(url, person.id) : back(url, "tab=compatibility#people");
  return { redirect: stay, toast: { title: say(user, person.starred ? "match.toast.starred" : "match.toast.unstarred", { name: person.name }), description: person.starred ? say(user, "match.toast.starredText") : undefined } };
}

async function deletePersonForm({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  await rateLimit("write", clientIp);
  const id = String(formData.get("id") ?? "");
  const name = String(formData.get("name") ?? "They");
  await removePerson(user, id);
  return { redirect: back(url, "tab=compatibility#people"), toast: { title: say(user, "match.toast.deleted"), description: say(user, "match.toast.deletedText", { name }) } };
}

async function searchPersonPlace({ formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  const values = formValues(formData);
  const query = values.birthPlace ?? "";
  return { data: { intent: "search-place", scope: "person", values, results: await findPlaces(query, clientIp), searched: query } };
}

/** The people forms by their intent. */
export const PEOPLE_FORMS = new Map<string, (context: Context) => Promise<Outcome<ChartActionData>>>([
  ["save-person", savePerson],
  ["update-person", updatePersonForm],
  ["star-person", starPerson],
  ["delete-person", deletePersonForm],
  ["search-person-place", searchPersonPlace],
]);
