import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";
import { CATALOGS } from "./catalogs";
import type { Keyed } from "~/domain/errors";

/**
 * The product's messages in ICU MessageFormat, one JSON file per locale and namespace
 * (app/i18n/catalogs/<locale>/<namespace>.json), read on the server only. A key is
 * "<namespace>.<key>"; every locale holds every key of English (tests/unit check it).
 */
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;
export type Translate = (key: string, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();
// Dates given to messages are days of the calendar, as the rest of the product writes them.
const FORMATS = { date: { long: { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const } };

function source(locale: Locale, key: string): string | undefined {
  const dot = key.indexOf(".");
  if (dot < 0) return undefined;
  return CATALOGS[locale][key.slice(0, dot)]?.[key.slice(dot + 1)];
}

/** One message in a locale, formatted; a key no catalog holds is a programming error. */
export function message(locale: Locale, key: string, values?: MessageValues): string {
  const cacheKey = `${locale}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const text = source(locale, key) ?? source(DEFAULT_LOCALE, key);
    if (text === undefined) throw new Error(`No message "${key}"`);
    format = new IntlMessageFormat(text, locale, FORMATS);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values as Record<string, string | number | boolean | Date | null | undefined>));
}

const translators = new Map<Locale, Translate>();

/** `t(key, values)` for one locale. */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = (key, values) => message(locale, key, values);
    translators.set(locale, t);
  }
  return t;
}

/**
 * The messages of a namespace that take no values, formatted in a locale: the fixed labels a page's
 * view shows (its loader hands them over; the view cannot read the catalogs). Typed by the English file.
 */
export function texts<T>(locale: Locale, namespace: string): { [K in keyof T]: string } {
  const keys = Object.entries(CATALOGS[DEFAULT_LOCALE][namespace] ?? {}).filter(([, text]) => !text.includes("{"));
  return Object.fromEntries(keys.map(([key]) => [key, message(locale, `${namespace}.${key}`)])) as { [K in keyof T]: string };
}

/** Every key of a locale's catalogs, "<namespace>.<key>" (for the completeness checks). */
export function catalogKeys(locale: Locale): string[] {
  return Object.entries(CATALOGS[locale]).flatMap(([ns, messages]) => Object.keys(messages).map((k) => `${ns}.${k}`));
}

export { LOCALES };

/**
 * The messages of some namespaces for a view, by "<namespace>.<key>": formatted in the locale when they
 * take no values, else as written, for the view's `t` (app/i18n/use-t.ts) to fill their `{name}`s.
 * Plurals and selects are formatted on the server with `message()`. Made once per locale and namespaces,
 * shared by every request: read them, never change them.
 */
const views = new Map<string, Record<string, string>>();
export function viewMessages(locale: Locale, ...namespaces: string[]): Record<string, string> {
  const cacheKey = `${locale} ${namespaces.join(" ")}`;
  const kept = views.get(cacheKey);
  if (kept) return kept;
  const out: Record<string, string> = {};
  views.set(cacheKey, out);
  for (const ns of namespaces) {
    for (const [key, text] of Object.entries(CATALOGS[locale][ns] ?? CATALOGS[DEFAULT_LOCALE][ns])) {
      out[`${ns}.${key}`] = text.includes("{") ? text : message(locale, `${ns}.${key}`);
    }
  }
  return out;
}

/** A member's saved language (English for a row from before languages, or one a test made up). */
export function memberLocale(member: { locale?: string | null }): Locale {
  return isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
}

/** A form's message in a locale: `keyed`'s key and values when it is that message, else the `forms` key of its English text (the spec's); one the catalog lacks stays English. */
const formKeys = new Map(Object.entries(CATALOGS[DEFAULT_LOCALE].forms ?? {}).map(([key, text]) => [text, key]));
export function formMessage(locale: Locale, text: string, keyed?: Keyed): string {
  const [key, values] = keyed?.text === text ? [keyed.key, keyed.values] : [formKeys.get(text)];
  return key && locale !== DEFAULT_LOCALE ? message(locale, `forms.${key}`, values) : text;
}

/** A form's browser-check messages (app/schemas/constraint-messages.ts) in a locale, for its view's data- attributes. */
export function localizedChecks<T extends Record<string, { missing?: string; invalid?: string }>>(locale: Locale, checks: T): T {
  const say = (text?: string) => text && formMessage(locale, text);
  return Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, { missing: say(check.missing), invalid: say(check.invalid) }])) as T;
}
