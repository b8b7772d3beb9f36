import { createCookie } from "react-router";
import { readPageForm } from "~/http/responses.server";
import { zoneFormSchema } from "~/schemas/public-day";
import { COOKIE } from "~/domain/names";

/**
 * The visitor's time zone for the public sky pages: unsigned (a zone is no secret), a year long.
 * Pages read it only when the address carries no `?tz=`.
 */
export const zoneCookie = createCookie(COOKIE.zone, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });

export async function readZoneCookie(request: Request): Promise<string | null> {
  const value: unknown = await zoneCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export type ZoneFormReply = { zoneForm: { value: string; error: string } };

/**
 * The zone form's POST, on whichever public page it sits: a known zone is remembered and the page
 * shown again at its own address with `?tz=` (one address per zone, so caches keep each apart);
 * anything else is the form again with its error (400).
 */
export async function zoneFormAction(request: Request): Promise<Response | { reply: ZoneFormReply; status: 400 }> {
  const form = await readPageForm(request);
  const value = String(form.get("tz") ?? "");
  const parsed = zoneFormSchema.safeParse({ tz: value });
  if (!parsed.success) return { reply: { zoneForm: { value, error: parsed.error.issues[0]!.message } }, status: 400 };
  const url = new URL(request.url);
  url.searchParams.set("tz", parsed.data.tz);
  url.searchParams.delete("index");
  return new Response(null, {
    status: 303,
    headers: { Location: `${url.pathname}?${url.searchParams}`, "Set-Cookie": await zoneCookie.serialize(parsed.data.tz) },
  });
}

/**
 * Headers of a public sky page: shared caches may keep it only when the request carried no cookie
 * (no session, no remembered zone or theme): otherwise it is the visitor's own copy.
 */
export function publicDayHeaders(request: Request, cacheControl: string): HeadersInit {
  const personal = (request.headers.get("cookie") ?? "").trim() !== "";
  return { "Cache-Control": personal ? "private, no-cache" : cacheControl, Vary: "Cookie" };
}
