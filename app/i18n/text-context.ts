import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { fill, type Messages, type ViewTranslate } from "./use-t";

/**
 * The words of views shared by several pages (the chart page's panels, the wheel and its table): the
 * page sets them from its loader's messages, so the views need no router and no catalog of their own.
 * Kept apart from use-t.ts, which hydrated pages load.
 */
export const TextContext = createContext<{ t: ViewTranslate; locale: Locale } | null>(null);
const NO_TEXT = { t: (key: string) => key, locale: DEFAULT_LOCALE };
export const useText = () => useContext(TextContext) ?? NO_TEXT;

/**
 * The catalogs' lookup (`viewMessages`), handed by the document renderer (app/entry.server.tsx) to
 * pages that never hydrate: their words are read on the server and need not travel in the page's
 * data, which the framework encodes for hydration on every request.
 */
export const ServerCatalogs = createContext<((locale: Locale, ...namespaces: string[]) => Messages) | null>(null);

/** A `t` over a loader's messages. */
export function translate(messages: Messages): ViewTranslate {
  return (key, values) => fill(messages[key] ?? key, values);
}
