import { splitLocalePath, type Locale } from "./locales";

/** The language of a request: the prefix of its address (`/hi/panchang` → hi), English without one. */
export function requestLocale(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}
