// The whose-day plumbing every public sky page shares (horoscopes by sign, the sky, the panchang):
// the day and zone of the request, the zone form's POST, and the page's cache headers.
import { data } from "react-router";
import { HttpError } from "~/domain/errors";
import { publicDayHeaders, readZoneCookie, zoneFormFailure, zoneFormOutcome, zoneRefused, type ZoneFormReply } from "~/http/public-day.server";
import { clockOfDayIn, resolvePublicDay, type PublicDay } from "~/services/public-day.server";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { publicPageQuerySchema } from "~/schemas/public-day";
import { formAction, readForm } from "~/http/responses.server";

export type { PublicDay, ZoneFormReply };

export type LoadedDay = {
  day: PublicDay;
  /** A `?tz=` that names no zone: the page shows its default zone and the form says why (status 400). */
  zoneForm: ZoneFormReply["zoneForm"] | null;
  status: 200 | 400;
  headers: HeadersInit;
};

/**
 * The day a page shows: `date` from the path (absent: today in the zone); a day outside 1900–2100 or
 * not a calendar day is the 404 page. The zone is `?tz=`, else the cookie, else UTC.
 */
export async function loadPublicDay(request: Request, date?: string | null, now = new Date()): Promise<LoadedDay> {
  const asked = new URL(request.url).searchParams.get("tz");
  const cookieZone = await readZoneCookie(request);
  // The same query schema as the /api routes: a `?tz=` that names no zone keeps the default zone, and the form says why.
  const query = publicPageQuerySchema.safeParse({ tz: asked ?? undefined });
  try {
    if (!query.success) throw new HttpError(400, query.error.issues[0]?.message ?? "Invalid time zone.");
    const day = resolvePublicDay({ date, tz: query.data.tz, cookieZone, now });
    return { day, zoneForm: null, status: 200, headers: publicDayHeaders(request, day.cacheControl) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404) throw data(error.message, { status: 404 });
    const day = resolvePublicDay({ date, tz: null, cookieZone, now });
    return { day, zoneForm: zoneRefused(asked ?? "", error.message), status: 400, headers: { "Cache-Control": "private, no-store" } };
  }
}

/** The action of a public sky page: its only form is the zone form. */
export async function publicDayAction(request: Request) {
  return formAction(async () => zoneFormOutcome(request, await readForm(request)), zoneFormFailure);
}

/** The zone form's words in a language: its heading, the line naming the day's clock, its field and button. */
export function zoneFormText(day: PublicDay, locale: Locale) {
  const t = translator(locale);
  const zone = day.tz === "UTC" ? "UTC" : day.tz.replace(/_/g, " ");
  return { heading: t("sky.whoseDay"), line: t("sky.zoneLine", { zone, clock: clockOfDayIn(day, locale) }), field: t("sky.zoneField"), button: t("sky.zoneButton") };
}
