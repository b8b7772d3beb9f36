export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** What a member can choose: a theme, or "system" to follow the browser's preference again. */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return isTheme(value) || value === "system";
}

/** The theme a choice puts on the page: "system" is none (the browser's preference applies). */
export function themeOfChoice(choice: ThemeChoice): Theme | null {
  return choice === "system" ? null : choice;
}

/** Where the product keeps the chosen theme in the browser (`localStorage.theme`); the cookie is the server's copy. */
export const THEME_STORAGE_KEY = "theme";
