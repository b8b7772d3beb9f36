import { createCookie } from "react-router";
import { isTheme, type Theme, type ThemeChoice } from "~/domain/theme";
import { COOKIE } from "~/domain/names";
import { readCookie } from "~/http/cookies.server";

export { isTheme, isThemeChoice, type Theme, type ThemeChoice } from "~/domain/theme";

/**
 * The theme cookie: unsigned (a theme is no secret); a request that carries it is never served
 * from the page cache. React Router encodes the value, so `theme=dark` written by
 * hand reads as no choice. Without a choice the page follows the browser (`prefers-color-scheme`).
 */
export const themeCookie = createCookie(COOKIE.theme, {
  path: "/",
  sameSite: "lax",
  maxAge: 365 * 86_400,
});

/** The member's chosen theme, or null: no choice, the browser's preference applies. */
export async function readTheme(request: Request): Promise<Theme | null> {
  const value: unknown = await readCookie(themeCookie, request);
  return isTheme(value) ? value : null;
}

/** The Set-Cookie of a choice; "system" removes the cookie, so the browser's preference applies again. */
export function serializeTheme(choice: ThemeChoice): Promise<string> {
  return choice === "system" ? themeCookie.serialize("", { maxAge: 0, expires: new Date(0) }) : themeCookie.serialize(choice);
}
