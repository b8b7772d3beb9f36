import { data, redirect } from "react-router";
import type { Route } from "./+types/theme";
import { safeRedirect } from "~/schemas/auth";
import { readForm } from "~/http/responses.server";
import { isTheme, serializeTheme } from "~/http/theme.server";

/** The theme switch: a plain form (works without JavaScript) that sets the theme cookie. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request).catch(() => null);
  const theme = form?.get("theme");
  if (!isTheme(theme)) return data({ message: "Theme must be light or dark" }, { status: 400 });
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  const back = form?.get("redirectTo");
  if (typeof back === "string" && back) throw redirect(safeRedirect(back), { headers });
  return data({ theme }, { headers });
}

export async function loader() {
  throw redirect("/");
}
