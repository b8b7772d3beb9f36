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
