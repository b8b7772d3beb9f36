import { createCookie } from "react-router";
import { DEFAULT_THEME, isTheme, type Theme } from "~/domain/theme";
import { COOKIE } from "~/domain/names";
import { readCookie } from "~/http/cookies.server";

export { isTheme, themeOfChoice, type Theme } from "~/domain/theme";

/**
 * The theme cookie: unsigned (a theme is no secret); a request that carries it is never served
 * from the page cache. React Router encodes the value, so `theme=dark` written by hand reads as
 * no choice.
 */
export const themeCookie = createCookie(COOKIE.theme, {
  path: "/",
  sameSite: "lax",
  maxAge: 365 * 86_400,
});

/**
 * The theme of the page: the member's choice, else light. Whatever else the cookie holds (none, a
 * stray value, or "system" from the days the page could follow the browser) is light too.
 */
export async function readTheme(request: Request): Promise<Theme> {
  const value: unknown = await readCookie(themeCookie, request);
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** The Set-Cookie of a chosen theme. */
export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme);
}
