import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { createCookie } from "react-router";
import type { HttpError } from "~/domain/errors";
import type { Outcome } from "~/domain/outcome";
import { zoneFormSchema } from "~/schemas/public-day";
import { COOKIE } from "~/domain/names";
import { readCookie } from "~/http/cookies.server";
import { formError } from "~/http/responses.server";
import { routedUrl } from "~/http/paths";

/**
 * The visitor's time zone for the public sky pages: unsigned (a zone is no secret), a year long.
 * Pages read it only when the address carries no `?tz=`.
 */
export const zoneCookie = createCookie(COOKIE.zone, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });

export async function readZoneCookie(request: Request): Promise<string | null> {
  const value: unknown = await readCookie(zoneCookie, request);
  return typeof value === "string" ? value : null;
}

/** The zone form's Conform reply: the zone typed and why it names nothing. */
export type ZoneFormReply = { zoneForm: SubmissionResult<string[]> };

/** The reply for a zone that names nothing (posted, or a `?tz=` in the address). */
export function zoneRefused(value: string, message: string): ZoneFormReply["zoneForm"] {
  return { status: "error", initialValue: { tz: value }, error: { tz: [message] } };
}

/**
 * The zone form's POST, on whichever public page it sits: a known zone is remembered and the page
 * shown again at its own address with `?tz=` (one address per zone, so caches keep each apart);
 * anything else is the form again with its error (400), never kept by a cache.
 */
export async function zoneFormOutcome(request: Request, form: FormData): Promise<Outcome<ZoneFormReply>> {
  const submission = parseWithZod(form, { schema: zoneFormSchema });
  if (submission.status !== "success") return { data: { zoneForm: submission.reply() }, status: 400, headers: NOT_KEPT };
  const url = routedUrl(request);
  url.searchParams.set("tz", submission.value.tz);
  url.searchParams.delete("index");
  return { redirect: `${url.pathname}?${url.searchParams}`, status: 303, headers: { "Set-Cookie": await zoneCookie.serialize(submission.value.tz) } };
}

const NOT_KEPT = { "Cache-Control": "private, no-store" };

/** The zone form's failure before it was read (a body too large, not a form). */
export function zoneFormFailure(error: HttpError): Outcome<ZoneFormReply> {
  return { data: { zoneForm: formError(error.message) }, status: error.status, headers: { ...NOT_KEPT, ...Object.fromEntries(new Headers(error.headers)) } };
}

/**
 * Headers of a public sky page: shared caches may keep it only when the request carried no cookie
 * (no session, no remembered zone or theme): otherwise it is the visitor's own copy.
 */
export function publicDayHeaders(request: Request, cacheControl: string): HeadersInit {
  const personal = (request.headers.get("cookie") ?? "").trim() !== "";
  return { "Cache-Control": personal ? "private, no-cache" : cacheControl, Vary: "Cookie" };
}
