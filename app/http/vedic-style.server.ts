import { createCookie, data, redirect } from "react-router";
import { isVedicStyle, type VedicStyle } from "~/domain/vedic-style";
import type { User } from "~/models/user.server";
import { chartPageAction, type ChartActionData } from "~/services/chart-page.server";
import { readForm, respond } from "./responses.server";

/** The remembered Vedic chart style (unsigned: it is a display preference, not a secret). */
const vedicStyleCookie = createCookie("vedic_style", { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });

export async function readVedicStyle(request: Request): Promise<VedicStyle> {
  const value: unknown = await vedicStyleCookie.parse(request.headers.get("cookie"));
  return isVedicStyle(value) ? value : "north";
}

/**
 * The chart page's form posts (for "/" and "/profile"). The "chart-style" form is answered here, as it
 * only sets the style cookie and goes back to the Planets tab; every other intent goes to the service.
 */
export async function chartPageActionResponse(user: User, request: Request, clientIp: string) {
  const url = new URL(request.url);
  const form = readForm(request);
  const formData = await form.catch(() => null);
  if (formData?.get("intent") === "chart-style") {
    const style = formData.get("style");
    if (!isVedicStyle(style)) {
      return data({ intent: "save-profile", values: {}, errors: {}, formError: "Choose the North Indian or the South Indian chart style." } satisfies ChartActionData, { status: 400 });
    }
    return redirect(`${url.pathname === "/" ? "/" : url.pathname}?tab=planets#vedic-charts`, {
      headers: { "Set-Cookie": await vedicStyleCookie.serialize(style) },
    });
  }
  return respond(await chartPageAction(user, url, form, clientIp));
}
