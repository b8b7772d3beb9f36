export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Everyone who has not chosen sees the light theme, whatever the browser prefers. */
export const DEFAULT_THEME: Theme = "light";

/** The one refusal of a theme that is neither light nor dark. */
export const THEME_MESSAGE = "Theme must be light or dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * A theme as a form or an older page may send it: light or dark as they are, and "system" (the
 * choice pages once offered to follow the browser) as the default; anything else is no theme.
 */
export function themeOfChoice(value: unknown): Theme | null {
  if (isTheme(value)) return value;
  return value === "system" ? DEFAULT_THEME : null;
}

/** Where the product keeps the theme in the browser (`localStorage.theme`); the cookie is the server's copy. */
export const THEME_STORAGE_KEY = "theme";

/** The browser chrome's colour in each theme (the night violet of the mark; the dark page's ink). */
export const THEME_COLORS: Record<Theme, string> = { light: "#2e1065", dark: "#0b0820" };
