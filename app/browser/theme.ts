// The theme on the page and its mirror in localStorage.theme (the spec's place for it; the cookie is the
// server's copy). Used by the root layout on hydrated pages and by the page script everywhere else.
import { THEME_COLORS, THEME_STORAGE_KEY, type Theme } from "~/domain/theme";

/** Puts `theme` on <html> and in the browser chrome's colour, and keeps it in localStorage. */
export function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.toggle("dark", theme === "dark");
  classes.toggle("light", theme === "light");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[theme]);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the cookie still applies.
  }
}

/** The theme the server put on <html> (from the cookie; light when there is none). */
export function pageTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}
