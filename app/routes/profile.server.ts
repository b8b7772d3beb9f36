/**
 * The chart page's server side, at "/profile" and for members at "/" (docs/product.md#pages): its loader
 * and every form it posts; each action answers with an Outcome (docs/architecture.md#html-actions).
 */
import { parseWithZod } from "@conform-to/zod";
import { createCookie } from "react-router";
import { isTab, type Tab } from "~/domain/chart";
import { HttpError } from "~/domain/errors";
import type { Outcome } from "~/domain/outcome";
import { isVedicStyle, type VedicStyle } from "~/domain/vedic-style";
import { formError, readForm, respond, shown } from "~/http/responses.server";
import { ensurePrimary } from "~/litefs.server";
import { isPremium, type User } from "~/models/user.server";
import { birthDetailsSchema, compatibilitySchema } from "~/schemas/profile";
import { sexSchema } from "~/schemas/chinese";
import { tabProfile } from "~/services/chart-tabs.server";
import { cachedProfileView } from "~/services/chart-view.server";
import { generateCompatibility, reportFromToken, reportToken } from "~/services/compatibility.server";
import { calendarLink, createCalendarLink, forecastForUser, revokeCalendarLink } from "~/services/forecast.server";
import { effectiveTimezone, getOrCreateDailyHoroscope } from "~/services/horoscope.server";
import { birthTimeQuestion, regenerationsLeft, saveProfile, setProfileSex, type ProfileView } from "~/services/profile.server";
import { solarReturnOf, solarReturnQuery } from "~/services/western-view.server";
import { rateLimit } from "~/services/rate-limit.server";
import { peopleFor, PEOPLE_FORMS } from "./people.server";
import { starredToday } from "~/services/people.server";
import { applyPlaceChoice, back, placesForRefused, fieldErrors, findPlaces, formValues, type ChartActionData, type Context } from "./chart-forms.server";
import { refusalReply, unlessRefused } from "./refusals.server";
import { COOKIE } from "~/domain/names";
import { longDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formMessage, memberLocale, message, translator } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { readCookie } from "~/http/cookies.server";
import { routedUrl } from "~/http/paths";

// --- loader --------------------------------------------------------------------------------------

/** The remembered Vedic chart style (unsigned: it is a display preference, not a secret). */
const vedicStyleCookie = createCookie(COOKIE.vedicStyle, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });

export async function readVedicStyle(request: Request): Promise<VedicStyle> {
  const value: unknown = await readCookie(vedicStyleCookie, request);
  return isVedicStyle(value) ? value : "north";
}

/** The tab asked for; today's reading when none is (the page a member opens every day). */
function tabOf(url: URL): Tab {
  const tab = url.searchParams.get("tab");
  return isTab(tab) ? tab : "daily";
}

async function dailyFor(user: User, locale: Locale) {
  try {
    const horoscope = await getOrCreateDailyHoroscope(user.id, user.timezone, new Date(), locale);
    if (!horoscope) return { status: "error" as const };
    return { status: "ok" as const, date: horoscope.date, longDate: longDay(horoscope.date, locale), content: horoscope.content };
  } catch (error) {
    console.error("[daily] horoscope failed", error);
    return { status: "error" as const };
  }
}

/** The Daily tab's "The Year Ahead": 12 months from today, and the calendar feed link for Premium. */
async function yearAheadFor(user: User, premium: boolean, birthZone: string, locale: Locale) {
  try {
    const { events, from } = await forecastForUser(user.id, 12, new Date(), locale);
    // Dated on the member's clock (the birth place's only while none is kept).
    return { status: "ok" as const, from, events, timezone: effectiveTimezone(user.timezone, { ianaZone: birthZone }), calendarUrl: premium ? await calendarLink(user.id) : null };
  } catch (error) {
    console.error("[forecast] year ahead failed", error);
    return { status: "error" as const };
  }
}

/**
 * The Birth tab's solar return (Premium): at the birth place, or at the place picked by the tab's GET
 * form (`returnName`, `returnLat`, `returnLon`); `returnPlace` lists the places a name may mean. A bad
 * query shows the birth place's return with the form's message, and the page answers 400.
 */
async function solarReturnFor(url: URL, profile: ProfileView, premium: boolean, clientIp: string, locale: Locale) {
  if (!premium) return { locked: true as const, chart: null, query: "", results: null, error: null };
  const asked = solarReturnQuery(url.searchParams);
  if (asked.error !== null) return { locked: false as const, chart: profile.chart.solarReturn, query: asked.search, results: null, error: formMessage(locale, asked.error) };
  const chart = asked.place ? solarReturnOf(profile.chart, asked.place, new Date(), locale) : profile.chart.solarReturn;
  const results = asked.search ? await findPlaces(asked.search, clientIp) : null;
  return { locked: false as const, chart, query: asked.search, results, error: null };
}

export const REPORT_ADDRESS_INVALID = "This report's address does not work for your account: it may have been changed, or made by someone else. Generate the report again below.";

/**
 * The Match report at its own address (`?tab=compatibility&report=<signed token>`, where the Match
 * form redirects): made again from the token for the member it was made for, not counted again. A
 * token that was altered, or another member's, is refused with its 4xx and the form is shown.
 */
async function reportAt(user: User, url: URL, premium: boolean) {
  const token = url.searchParams.get("report");
  if (!premium || !token) return null;
  try {
    const { report, wheel } = await reportFromToken(user, token);
    return { status: "ok" as const, token, report, wheel };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    // A refusal of the report's token (altered, or made for someone else) is the same 400 either way.
    const message = error.status === 400 ? REPORT_ADDRESS_INVALID : error.message;
    return { status: "refused" as const, code: error.status, message };
  }
}

/** The status a chart page answers with: 4xx when what its address asks for cannot be shown. */
export function chartPageStatus(page: ChartPageLoaderData) {
  if (page.view !== "chart") return 200;
  if (page.shownReport?.status === "refused") return page.shownReport.code;
  return page.solarReturn?.error ? 400 : 200;
}

/** The main screen of `user` (already signed in) at the request's address. */
export async function loadChartPage(request: Request, user: User, clientIp = "") {
  const url = routedUrl(request);
  const tab = tabOf(url);
  // The Daily tab stores the day's text on its first view, a write: a replica sends it to the primary.
  if (tab === "daily") await ensurePrimary(request);
  // Parsed and derived once per profile version, not on every request (chart-view.server.ts).
  const locale = requestLocale(request, user);
  const profile = await cachedProfileView(user.id, new Date(), locale);
  const description = message(locale, "onboarding.description");
  if (!profile) return { view: "onboarding" as const, locale, description, pageTitle: message(locale, "onboarding.pageTitle") };
  const premium = isPremium(user);
  // The birth tab's edit form (it posts to this same address, so a failed save shows it again).
  const editing = tab === "birth" && url.searchParams.get("edit") === "1";
  // Shown by the edit form only (null: no limit, or not editing).
  const left = editing ? await regenerationsLeft(user.id, premium) : null;
  return {
    view: "chart" as const,
    description,
    pageTitle: message(locale, "onboarding.chartPageTitle"),
    premium,
    editing,
    regenerationsLeft: left,
    regenerationsNote: left === null ? "" : message(locale, "chart.regenerations", { left }),
    // The active tab and only its part of the profile (chart-tabs.server.ts).
    ...tabProfile(tab, profile, { premium, locale }),
    daily: tab === "daily" ? await dailyFor(user, locale) : null,
    // The page's language (its words are read on the server: app/components/chart/chart-page.tsx).
    locale,
    // "You and {name} today" for the starred people (Premium).
    together: tab === "daily" ? await starredToday(user) : [],
    ...(tab === "compatibility" ? await peopleFor(user, url) : { people: null, person: null }),
    shownReport: tab === "compatibility" ? await reportAt(user, url, premium) : null,
    yearAhead: tab === "daily" ? await yearAheadFor(user, premium, profile.chart.ianaZone, locale) : null,
    solarReturn: tab === "birth" && !editing ? await solarReturnFor(url, profile, premium, clientIp, locale) : null,
    vedicStyle: await readVedicStyle(request),
    today: new Date().toISOString(),
  };
}
export type ChartPageLoaderData = Awaited<ReturnType<typeof loadChartPage>>;

// --- action --------------------------------------------------------------------------------------

export type { ChartActionData };

async function saveBirthDetails({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  applyPlaceChoice(formData, "placeChoice", "birthPlace", "birthLatitude", "birthLongitude");
  if (formData.get("timeUnknown") === "on") formData.set("birthTime", "");
  const submission = parseWithZod(formData, { schema: birthDetailsSchema });
  const refused = (error: HttpError) => shown<ChartActionData>(error, { intent: "save-profile", result: refusalReply(submission, error) });
  return unlessRefused(async (): Promise<Outcome<ChartActionData>> => {
    if (submission.status !== "success") {
      const results = await placesForRefused(submission.error, formData, clientIp);
      return { data: { intent: "save-profile", result: submission.reply(), results }, status: 400 };
    }
    const question = submission.value.timeChoice ? null : birthTimeQuestion(submission.value);
    if (question) return { data: { intent: "save-profile", result: submission.reply(), question } };
    await rateLimit("write", clientIp);
    await saveProfile(user.id, submission.value);
    const t = translator(memberLocale(user));
    return { redirect: back(url, "tab=birth"), toast: { title: t("onboarding.created"), description: t("onboarding.createdText") } };
  }, refused);
}

async function compareCharts({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  applyPlaceChoice(formData, "partnerPlaceChoice", "partnerBirthPlace", "partnerBirthLatitude", "partnerBirthLongitude");
  if (formData.get("partnerTimeUnknown") === "on") formData.set("partnerBirthTime", "");
  const values = formValues(formData);
  const submission = parseWithZod(formData, { schema: compatibilitySchema });
  const refused = (error: HttpError) => shown<ChartActionData>(error, { intent: "compatibility", result: refusalReply(submission, error) });
  return unlessRefused(async (): Promise<Outcome<ChartActionData>> => {
    if (submission.status !== "success") {
      const error = submission.error ?? {};
      const missingPlace = (error.partnerBirthLatitude || error.partnerBirthLongitude) && values.partnerBirthPlace;
      const results = missingPlace ? await findPlaces(values.partnerBirthPlace!, clientIp) : undefined;
      return { data: { intent: "compatibility", result: submission.reply(), results }, status: 400 };
    }
    await rateLimit("compatibility", clientIp);
    const locale = memberLocale(user);
    const { report } = await generateCompatibility(user, submission.value, new Date(), locale);
    const token = reportToken(user.id, submission.value, report.generatedAt);
    // The report's own address: a reload shows it again (made from the token, not counted again).
    return {
      redirect: back(url, `tab=compatibility&report=${encodeURIComponent(token)}`),
      status: 303,
      toast: { title: message(locale, "match.toast.generated"), description: message(locale, "match.toast.generatedText", { name: report.partnerName }) },
    };
  }, refused);
}

async function searchPlace({ formData, clientIp }: Context, scope: "birth" | "partner"): Promise<Outcome<ChartActionData>> {
  const values = formValues(formData);
  const query = values[scope === "birth" ? "birthPlace" : "partnerBirthPlace"] ?? "";
  return { data: { intent: "search-place", scope, values, results: await findPlaces(query, clientIp), searched: query } };
}

async function calendar({ user, url, clientIp }: Context, revoke: boolean): Promise<Outcome<ChartActionData>> {
  await rateLimit("write", clientIp);
  const to = back(url, "tab=daily#year-ahead");
  if (revoke) {
    await revokeCalendarLink(user.id);
    return { redirect: to, toast: { title: "Calendar link revoked", description: "The old link no longer works." } };
  }
  await createCalendarLink(user);
  return { redirect: to, toast: { title: "Calendar link ready", description: "Add it to your calendar app to follow the year ahead." } };
}

/** The Chinese tab's question: the member's sex, for the luck pillars (same schema and service as PATCH /api/profile). */
async function answerSex({ user, url, formData, clientIp }: Context): Promise<Outcome<ChartActionData>> {
  const values = formValues(formData);
  const submission = parseWithZod(formData, { schema: sexSchema });
  if (submission.status !== "success") return { data: { intent: "sex", values, errors: fieldErrors(submission.error) }, status: 400 };
  await rateLimit("write", clientIp);
  const { sex } = await setProfileSex(user.id, submission.value);
  return {
    redirect: back(url, "tab=chinese#luck-pillars"),
    toast: sex ? { title: "Luck pillars ready", description: "Your ten-year luck pillars are counted from your answer." } : { title: "Answer removed", description: "The luck pillars are hidden until you answer again." },
  };
}

/** The Vedic style form sets its cookie and goes back to the Planets tab's charts. */
async function chooseVedicStyle({ url, formData }: Context): Promise<Outcome<ChartActionData>> {
  const style = formData.get("style");
  if (!isVedicStyle(style)) {
    return { data: { intent: "save-profile", result: formError("Choose the North Indian or the South Indian chart style.") }, status: 400 };
  }
  return { redirect: back(url, "tab=planets#vedic-charts"), headers: { "Set-Cookie": await vedicStyleCookie.serialize(style) } };
}

const CHART_FORMS = new Map<string, (context: Context) => Promise<Outcome<ChartActionData>>>([
  ["chart-style", chooseVedicStyle],
  ["sex", answerSex],
  ["calendar-link", (context) => calendar(context, false)],
  ["calendar-revoke", (context) => calendar(context, true)],
  ["search-place", (context) => searchPlace(context, "birth")],
  ["search-partner-place", (context) => searchPlace(context, "partner")],
  ["compatibility", compareCharts],
  ...PEOPLE_FORMS,
]);

/** The form the intent names; any other is the onboarding form or the birth tab's edit form. */
const chartOutcome = (context: Context, intent: string) => (CHART_FORMS.get(intent) ?? saveBirthDetails)(context);

/**
 * Every form post of the chart page, for the signed-in `user`. A body that cannot be read (too large,
 * not a form) and every expected failure (HttpError: a limit, Premium only) become the form's error.
 */
export async function chartPageAction(request: Request, user: User, clientIp: string) {
  const formData = await unlessRefused(() => readForm(request), (error) => error);
  if (formData instanceof HttpError) return respond(shown<ChartActionData>(formData, { intent: "save-profile", result: formError(formData.message) }), requestLocale(request, user));
  const intent = String(formData.get("intent") ?? "save-profile");
  const context = { user, url: routedUrl(request), formData, clientIp };
  try {
    return respond(await chartOutcome(context, intent), requestLocale(request, user));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const values = formValues(formData);
    const errors = error.errors ?? {};
    const data: ChartActionData = PEOPLE_FORMS.has(intent)
      ? { intent: "person", id: values.id ?? "", result: formError(error.message) }
      : intent === "sex"
        ? { intent, values, errors, formError: error.message }
        : { intent: "save-profile", result: formError(error.message) };
    return respond(shown(error, data), requestLocale(request, user));
  }
}
