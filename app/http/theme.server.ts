import { createCookie } from "react-router";
import { isTheme, type Theme } from "~/domain/theme";

export { isTheme, type Theme };

/**
 * The theme cookie: unsigned (a theme is no secret) and readable by the page cache, which keeps
 * one copy of a public page per value. React Router encodes the value, so `theme=dark` written by
 * hand reads as the default (light).
 */
export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  maxAge: 365 * 86_400,
});

export async function readTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("cookie"));
  return value === "dark" ? "dark" : "light";
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme);
}
