/**
 * Loader and action of the signed-in main screen, shared by "/" and "/profile" (spec §2: the same
 * screen): the birth-details onboarding when the user has no profile, else the natal chart page with
 * its tabs. The action serves the onboarding/regenerate form, the place search without JavaScript and
 * the compatibility form; it calls the same services as /api/profile and /api/compatibility.
 */
import { parseWithZod } from "@conform-to/zod";
import { isTab, type PlaceOption, type Tab } from "~/domain/chart";
import { formatLongDay } from "~/domain/dates";
import { HttpError } from "~/domain/errors";
import type { Outcome } from "~/domain/outcome";
import { isPremium, type User } from "~/models/user.server";
import { birthDetailsSchema, compatibilitySchema } from "~/schemas/profile";
import { generateCompatibility, reportToken, type CompatibilityResult, type CompatibilityWheel } from "~/services/compatibility.server";
import { searchPlaces } from "~/services/geocode.server";
import type { VedicStyle } from "~/domain/vedic-style";
import { calendarLink, createCalendarLink, forecastForUser, revokeCalendarLink } from "~/services/forecast.server";
import { getOrCreateDailyHoroscope } from "~/services/horoscope.server";
import { tabProfile } from "~/services/chart-tabs.server";
import { cachedProfileView } from "~/services/chart-view.server";
import { birthTimeQuestion, regenerationsLeft, saveProfile } from "~/services/profile.server";
import { rateLimit } from "~/services/rate-limit.server";

function tabOf(url: URL): Tab {
  const tab = url.searchParams.get("tab");
  return isTab(tab) ? tab : "birth";
}

async function dailyFor(user: User) {
  try {
    const horoscope = await getOrCreateDailyHoroscope(user.id, user.timezone);
    if (!horoscope) return { status: "error" as const };
    return { status: "ok" as const, date: horoscope.date, longDate: formatLongDay(horoscope.date), content: horoscope.content };
  } catch (error) {
    console.error("[daily] horoscope failed", error);
    return { status: "error" as const };
  }
}

/** The Daily tab's "The Year Ahead": 12 months from today, and the calendar feed link for Premium. */
async function yearAheadFor(user: User, premium: boolean) {
  try {
    const { events, from } = await forecastForUser(user.id, 12);
    return { status: "ok" as const, from, events, timezone: user.timezone, calendarUrl: premium ? await calendarLink(user.id) : null };
  } catch (error) {
    console.error("[forecast] year ahead failed", error);
    return { status: "error" as const };
  }
}

/** The signed-in user's main screen at `url` (the route has checked who is asking). */
export async function chartPageLoader(user: User, url: URL, vedicStyle: VedicStyle = "north") {
  // Parsed and derived once per profile version, not on every request (chart-view.server.ts).
  const profile = await cachedProfileView(user.id);
  if (!profile) return { view: "onboarding" as const };
  const tab = tabOf(url);
  const premium = isPremium(user);
  // The birth tab's edit form (it posts to this same address, so a failed save shows it again).
  const editing = tab === "birth" && url.searchParams.get("edit") === "1";
  return {
    view: "chart" as const,
    premium,
    editing,
    // Shown by the edit form only (null: no limit, or not editing).
    regenerationsLeft: editing ? await regenerationsLeft(user.id, premium) : null,
    // The active tab and only its part of the profile (chart-tabs.server.ts).
    ...tabProfile(tab, profile),
    daily: tab === "daily" ? await dailyFor(user) : null,
    yearAhead: tab === "daily" ? await yearAheadFor(user, premium) : null,
    vedicStyle,
    today: new Date().toISOString(),
  };
}
export type ChartPageLoaderData = Awaited<ReturnType<typeof chartPageLoader>>;

// --- action --------------------------------------------------------------------------------------

type Values = Record<string, string>;
type Errors = Record<string, string[]>;

function formValues(formData: FormData): Values {
  const values: Values = {};
  for (const [key, value] of formData) if (typeof value === "string" && key !== "intent") values[key] = value;
  return values;
}

function toPlaceOptions(results: { display_name: string; lat: string; lon: string }[]): PlaceOption[] {
  return results.map((r) => ({ name: r.display_name, latitude: Number(r.lat), longitude: Number(r.lon) }));
}

async function findPlaces(query: string, clientIp: string): Promise<PlaceOption[]> {
  if (query.trim().length < 3) return [];
  await rateLimit("places", clientIp);
  return toPlaceOptions(await searchPlaces(query));
}

/** A radio choice from the no-JavaScript search ("lat|lon|name") fills the place and coordinates. */
function applyPlaceChoice(values: Values, choiceKey: string, placeKey: string, latKey: string, lonKey: string) {
  const choice = values[choiceKey];
  if (!choice) return;
  const [lat, lon, ...name] = choice.split("|");
  if (lat && lon && name.length) {
    values[latKey] = lat;
    values[lonKey] = lon;
    values[placeKey] = name.join("|");
  }
  delete values[choiceKey];
}

function toFormData(values: Values) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.set(key, value);
  return formData;
}

function zodErrors(error: Record<string, string[] | null> | null | undefined): Errors {
  const out: Errors = {};
  for (const [key, messages] of Object.entries(error ?? {})) if (messages?.length) out[key] = messages;
  return out;
}

export type ChartActionData =
  | { intent: "search-place"; scope: "birth" | "partner"; values: Values; results: PlaceOption[]; searched: string }
  | {
      intent: "save-profile";
      values: Values;
      errors: Errors;
      formError?: string;
      results?: PlaceOption[];
      question?: NonNullable<ReturnType<typeof birthTimeQuestion>>;
    }
  | { intent: "compatibility"; values: Values; errors: Errors; formError?: string; results?: PlaceOption[] }
  | {
      intent: "compatibility-report";
      values: Values;
      token: string;
      report: CompatibilityResult;
      wheel: CompatibilityWheel;
    };

/**
 * The main screen's form posts. `form` is the request's body as it is being read: a body that cannot
 * be read (too large, not a form) is answered as a form error.
 */
export async function chartPageAction(user: User, url: URL, form: Promise<FormData>, clientIp: string): Promise<Outcome<ChartActionData>> {
  let formData: FormData;
  try {
    formData = await form;
  } catch (error) {
    if (error instanceof HttpError) return { data: { intent: "save-profile", values: {}, errors: {}, formError: error.message }, status: error.status };
    throw error;
  }
  const intent = String(formData.get("intent") ?? "save-profile");
  const values = formValues(formData);

  try {
    if (intent === "calendar-link" || intent === "calendar-revoke") {
      await rateLimit("write", clientIp);
      const back = `${url.pathname === "/" ? "/" : url.pathname}?tab=daily#year-ahead`;
      if (intent === "calendar-revoke") {
        await revokeCalendarLink(user.id);
        return { redirect: back, toast: { title: "Calendar link revoked", description: "The old link no longer works." } };
      }
      await createCalendarLink(user);
      return { redirect: back, toast: { title: "Calendar link ready", description: "Add it to your calendar app to follow the year ahead." } };
    }

    if (intent === "search-place" || intent === "search-partner-place") {
      const scope = intent === "search-place" ? "birth" : "partner";
      const query = values[scope === "birth" ? "birthPlace" : "partnerBirthPlace"] ?? "";
      const results = await findPlaces(query, clientIp);
      return { data: { intent: "search-place", scope, values, results, searched: query } };
    }

    if (intent === "compatibility") {
      applyPlaceChoice(values, "partnerPlaceChoice", "partnerBirthPlace", "partnerBirthLatitude", "partnerBirthLongitude");
      if (values.partnerTimeUnknown === "on") values.partnerBirthTime = "";
      const submission = parseWithZod(toFormData(values), { schema: compatibilitySchema });
      if (submission.status !== "success") {
        const errors = zodErrors(submission.error);
        const results =
          (errors.partnerBirthLatitude || errors.partnerBirthLongitude) && values.partnerBirthPlace
            ? await findPlaces(values.partnerBirthPlace, clientIp)
            : undefined;
        return { data: { intent: "compatibility", values, errors, results }, status: 400 };
      }
      await rateLimit("compatibility", clientIp);
      const { report, wheel } = await generateCompatibility(user, submission.value);
      return {
        data: { intent: "compatibility-report", values, token: reportToken(user.id, submission.value, report.generatedAt), report, wheel },
      };
    }

    // save-profile: the onboarding form and the birth tab's edit form
    applyPlaceChoice(values, "placeChoice", "birthPlace", "birthLatitude", "birthLongitude");
    if (values.timeUnknown === "on") values.birthTime = "";
    const submission = parseWithZod(toFormData(values), { schema: birthDetailsSchema });
    if (submission.status !== "success") {
      const errors = zodErrors(submission.error);
      const results =
        (errors.birthLatitude || errors.birthLongitude) && values.birthPlace ? await findPlaces(values.birthPlace, clientIp) : undefined;
      return { data: { intent: "save-profile", values, errors, results }, status: 400 };
    }
    if (!submission.value.timeChoice) {
      const question = birthTimeQuestion(submission.value);
      if (question) return { data: { intent: "save-profile", values, errors: {}, question } };
    }
    await rateLimit("write", clientIp);
    await saveProfile(user.id, submission.value);
    return {
      redirect: `${url.pathname === "/" ? "/" : url.pathname}?tab=birth`,
      toast: { title: "Profile Created!", description: "Your cosmic profile has been generated." },
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const scope = intent === "compatibility" ? "compatibility" : "save-profile";
    return { data: { intent: scope, values, errors: error.errors ?? {}, formError: error.message }, status: error.status };
  }
}
export type ChartPageActionData = ChartActionData;
