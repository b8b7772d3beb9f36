import { useContext } from "react";
import { useFetcher, useLocation } from "react-router";
import { DocumentHydrates } from "~/components/ui/link";
import { useT } from "~/i18n/use-t";

/**
 * Light/dark switch: a form posting to /theme (works without JavaScript). A page script may change the
 * theme on screen without a render, so both buttons are written and `dark:` shows the one that switches away.
 */
export function ThemeSwitch() {
  return useContext(DocumentHydrates) ? <FetcherThemeSwitch /> : <ThemeForm />;
}

/** With the framework: posted by a fetcher, so the page stays where it is. */
function FetcherThemeSwitch() {
  const fetcher = useFetcher();
  return <ThemeForm as={fetcher.Form} />;
}

/** The form itself; a plain form on a page served without the framework (/theme answers with the page again). */
function ThemeForm({ as: FormElement = "form" }: { as?: "form" | ReturnType<typeof useFetcher>["Form"] }) {
  const location = useLocation();
  const t = useT();
  const label = "max-sm:sr-only";
  return (
    <FormElement method="post" action="/theme">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" name="theme" value="dark" className="btn-ghost dark:hidden" title={t("frame.toDark")} data-testid="theme-toggle">
        <span aria-hidden="true">{"\u263E\uFE0E"}</span>
        <span className={label}>{t("frame.darkMode")}</span>
      </button>
      <button type="submit" name="theme" value="light" className="btn-ghost hidden dark:inline-flex" title={t("frame.toLight")} data-testid="theme-toggle-light">
        <span aria-hidden="true">{"\u2600\uFE0E"}</span>
        <span className={label}>{t("frame.lightMode")}</span>
      </button>
    </FormElement>
  );
}
