import { useMatches, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "./locales";
import { hasLocalizedTwin } from "./localized-pages";

/** A view's messages by "<namespace>.<key>", as loaders hand them over (`viewMessages`, on the server). */
export type Messages = Record<string, string>;
export type ViewTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Fills a message's `{name}`s; a message with plurals or selects is formatted by the loader instead. */
export function fill(text: string, values?: Record<string, string | number>): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

/**
 * `t(key, values)` over the messages of the root (the frame) and of the page's loaders (their
 * `messages`); a missing key shows as itself, which the catalogs' checks keep from happening.
 */
export function useT(): ViewTranslate {
  // Looked up where they are, the page's loaders first: merging them per call cost a page a tenth of its CPU.
  const sources = useMatches()
    .map((m) => (m.data as { messages?: Messages | null } | undefined)?.messages)
    .filter((messages) => messages != null)
    .reverse();
  return (key, values) => fill(sources.find((messages) => key in messages)?.[key] ?? key, values);
}

/** The language of the page (the root loader's: app/i18n/request.server.ts). */
export function useLocale(): Locale {
  const locale = (useRouteLoaderData("root") as { locale?: string } | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A link's address in the page's language: a page with twins at its twin (`/pricing` → `/es/pricing`), others as they are. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (hasLocalizedTwin(path.split("?")[0]) ? localizedPath(path, locale) : path);
}
