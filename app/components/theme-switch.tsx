import { useFetcher, useLocation } from "react-router";
import { useRootData } from "~/root-data";

/** Light/dark switch: a form posting to /theme (works without JavaScript), instant with it. */
export function ThemeSwitch() {
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("theme");
  const theme = pending === "light" || pending === "dark" ? pending : (root?.theme ?? "light");
  const next = theme === "dark" ? "light" : "dark";
  return (
    <fetcher.Form method="post" action="/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="btn-outline" aria-label={`Switch to ${next} theme`} data-testid="theme-toggle">
        <span aria-hidden="true">{theme === "dark" ? "\u2600\uFE0E" : "\u263E\uFE0E"}</span>
        {theme === "dark" ? "Light mode" : "Dark mode"}
      </button>
    </fetcher.Form>
  );
}
