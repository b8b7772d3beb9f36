import { requireAdmin } from "~/http/guards.server";
import { formMessage, translator, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { loadUserPicker } from "~/services/admin.server";

/** The admin asking and their language (an admin is a member: their saved one), with the member tabs' words. */
export async function askingAdmin(request: Request) {
  const admin = await requireAdmin(request);
  const locale = requestLocale(request, admin);
  return { admin, locale, t: translator(locale), say: (text: string) => formMessage(locale, text), messages: viewMessages(locale, "manage") };
}

/** The loader of every admin tab that starts by picking a member. */
export async function pickerLoader({ request }: { request: Request }) {
  const { locale, messages } = await askingAdmin(request);
  return { picker: await loadUserPicker(new URL(request.url)), messages, locale };
}
