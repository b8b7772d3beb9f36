import { ogLocales, type MetaTag } from "~/domain/seo";
import { localizedPath, type Locale } from "~/i18n/locales";
import { siteOrigin } from "~/services/public-day.server";

/** The title, description, self canonical and Open Graph language of one of the frame's pages with twins (/, /pricing). */
export function pageMeta(locale: Locale, path: string, title: string, description: string): MetaTag[] {
  const url = siteOrigin() + localizedPath(path, locale);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...ogLocales(locale),
  ];
}
