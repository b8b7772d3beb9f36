/**
 * What a public page tells search engines and link previews: title, description, canonical address,
 * Open Graph and Twitter tags, and JSON-LD (the page as an Article or WebPage, and its breadcrumb
 * trail). Built by loaders on the server, returned as React Router meta descriptors, so none of it
 * weighs on the page's JavaScript.
 */
import { HREFLANG, LOCALES, localizedPath, splitLocalePath, type Locale } from "~/i18n/locales";

export const BRAND = "Three Skies";

export type Crumb = { name: string; path: string };

export type SeoInput = {
  /** The site's own origin, without a trailing slash ("https://threeskies.app"). */
  origin: string;
  /** The page's canonical path ("/horoscope/aries/2026-11-25"): no query, whatever zone was asked. */
  path: string;
  title: string;
  description: string;
  /** Article for dated writing (a day's horoscope), WebPage for listings and tables. */
  type: "Article" | "WebPage";
  /** From the site's home to this page; the home itself is added first, named `home` ("Home" unless given). */
  breadcrumbs: Crumb[];
  home?: string;
  /** yyyy-mm-dd or an ISO instant: the day the page is about (Article only). */
  datePublished?: string;
  dateModified?: string;
  /** The RSS feed that carries the page, if any. */
  feed?: { title: string; path: string };
  /** The page's language: its address is `path` under the language's prefix (English by default). */
  locale?: Locale;
};

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": Record<string, unknown> };

/** The Open Graph locale of a language (`pt_BR`, `zh_CN`). */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_ES", "pt-BR": "pt_BR", hi: "hi_IN", "zh-Hans": "zh_CN" };

/** A page's language for link previews: its own Open Graph locale and the others as alternates. */
export function ogLocales(locale: Locale): MetaTag[] {
  return [
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] })),
  ];
}

export function seoMeta(input: SeoInput): MetaTag[] {
  const locale = input.locale ?? "en";
  const url = input.origin + localizedPath(splitLocalePath(input.path).path, locale);
  const organization = { "@type": "Organization", name: BRAND, url: input.origin };
  const page: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": input.type,
    ...(input.type === "Article" ? { headline: input.title } : { name: input.title }),
    description: input.description,
    url,
    mainEntityOfPage: url,
    inLanguage: HREFLANG[locale],
    publisher: organization,
    ...(input.type === "Article" ? { author: organization } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished, dateModified: input.dateModified ?? input.datePublished } : {}),
  };
  const trail = [{ name: input.home ?? "Home", path: "/" }, ...input.breadcrumbs].map((crumb) => ({ ...crumb, path: localizedPath(splitLocalePath(crumb.path).path, locale) }));
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: input.origin + crumb.path })),
  };
  const tags: MetaTag[] = [
    { title: `${input.title} - ${BRAND}` },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type === "Article" ? "article" : "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: BRAND },
    ...ogLocales(locale),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { "script:ld+json": page },
    { "script:ld+json": breadcrumbs },
  ];
  if (input.type === "Article" && input.datePublished) tags.push({ property: "article:published_time", content: input.datePublished });
  if (input.feed) tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: input.feed.title, href: input.feed.path });
  return tags;
}
