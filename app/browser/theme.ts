// The theme on the page and its mirror in localStorage.theme (the spec's place for it; the cookie is the
// server's copy). Used by the root layout on hydrated pages and by the page script everywhere else.
import { THEME_STORAGE_KEY, type Theme } from "~/domain/theme";

/** Puts `theme` on <html> (none: the browser's preference applies) and keeps it in localStorage. */
export function applyTheme(theme: Theme | null) {
  const classes = document.documentElement.classList;
  classes.toggle("dark", theme === "dark");
  classes.toggle("light", theme === "light");
  try {
    if (theme) window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Private mode or storage disabled: the cookie still applies.
  }
}

/** The theme the server put on <html> (from the cookie). */
export function pageTheme(): Theme | null {
  const classes = document.documentElement.classList;
  return classes.contains("dark") ? "dark" : classes.contains("light") ? "light" : null;
}
