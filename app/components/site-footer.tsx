import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";

/** The footer of every page: the public pages, the other languages, the licence and its source. */
export function SiteFooter({ sourceUrl }: { sourceUrl: string }) {
  const t = useT();
  const to = useLocalePath();
  // The public pages, before "Source" (whose address is the deployment's).
  const links = [
    ["/blog", t("frame.blog")],
    ["/horoscope", t("frame.horoscopes")],
    ["/sky", t("frame.todaysSky")],
    ["/panchang", t("frame.panchang")],
    ["/pricing", t("frame.pricing")],
    ["/privacy", t("frame.privacy")],
    ["/terms", t("frame.terms")],
  ];
  return (
    <footer className="mt-16 shrink-0 border-t border-night-200 py-8 text-center text-sm text-slate-600 dark:border-night-900 dark:text-slate-300">
      <nav aria-label={t("frame.footerNav")} className="flex flex-wrap justify-center gap-4">
        {links.map(([path, label]) => (
          <Link key={path} className="link" to={to(path!)}>
            {label}
          </Link>
        ))}
        <a className="link" href={sourceUrl} rel="noopener">
          {t("frame.source")}
        </a>
      </nav>
      <LanguageChooser />
      <p className="mt-3">{t("frame.licence")}</p>
    </footer>
  );
}

/** The other languages: links to a page's twins, and a plain form (POST /language) that saves the choice. */
function LanguageChooser() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const twins = useRootData()?.twins;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
      {twins ? (
        <nav aria-label={t("frame.otherLanguages")} className="flex flex-wrap justify-center gap-3">
          {LOCALES.filter((l) => l !== locale).map((l) => (
            <a key={l} className="link" href={twins[l]} hrefLang={l}>
              {LOCALE_NAMES[l]}
            </a>
          ))}
        </nav>
      ) : null}
      <form method="post" action="/language" className="flex items-center gap-2">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <select aria-label={t("common.chooseLanguage")} name="locale" defaultValue={locale} className="input w-auto py-1 text-sm">
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-outline py-1 text-sm">
          {t("common.change")}
        </button>
      </form>
    </div>
  );
}
