import { requireAdmin } from "~/http/guards.server";
import { CATALOGS } from "~/i18n/catalogs";
import { formMessage, translator, viewMessages } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { requestLocale } from "~/i18n/request.server";
import { loadUserPicker } from "~/services/admin.server";

/** The forms' messages (those without values) keyed by their English text: the checks the browser runs with JavaScript say the schema's English. */
const checks = (locale: Locale) => (locale === "en" ? {} : Object.fromEntries(Object.values(CATALOGS.en.forms!).filter((text) => !text.includes("{")).map((text) => [text, formMessage(locale, text)])));

/** The admin asking and their language (an admin is a member: their saved one), with the member tabs' words and their forms' messages. */
export async function askingAdmin(request: Request) {
  const admin = await requireAdmin(request);
  const locale = requestLocale(request, admin);
  return { admin, locale, t: translator(locale), say: (text: string) => formMessage(locale, text), messages: { ...viewMessages(locale, "manage"), ...checks(locale) } };
}

/** The loader of every admin tab that starts by picking a member. */
export async function pickerLoader({ request }: { request: Request }) {
  const { locale, messages } = await askingAdmin(request);
  return { picker: await loadUserPicker(new URL(request.url)), messages, locale };
}
