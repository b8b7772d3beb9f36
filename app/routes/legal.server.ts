import { data } from "react-router";
import type { LegalDoc } from "~/components/legal-page";
import { env } from "~/env.server";
import { getUser } from "~/http/guards.server";
import type { Locale } from "~/i18n/locales";
import { requestLocale } from "~/i18n/request.server";
import { PLANS } from "~/schemas/billing";
import { publicCacheHeaders } from "~/services/blog.server";
import enPrivacy from "./data/legal/en/privacy.json" with { type: "json" };
import enTerms from "./data/legal/en/terms.json" with { type: "json" };
import esPrivacy from "./data/legal/es/privacy.json" with { type: "json" };
import esTerms from "./data/legal/es/terms.json" with { type: "json" };
import hiPrivacy from "./data/legal/hi/privacy.json" with { type: "json" };
import hiTerms from "./data/legal/hi/terms.json" with { type: "json" };
import ptPrivacy from "./data/legal/pt-BR/privacy.json" with { type: "json" };
import ptTerms from "./data/legal/pt-BR/terms.json" with { type: "json" };
import zhPrivacy from "./data/legal/zh-Hans/privacy.json" with { type: "json" };
import zhTerms from "./data/legal/zh-Hans/terms.json" with { type: "json" };

/** Each legal page in each language. */
export const LEGAL_DOCS = {
  privacy: { en: enPrivacy, es: esPrivacy, "pt-BR": ptPrivacy, hi: hiPrivacy, "zh-Hans": zhPrivacy },
  terms: { en: enTerms, es: esTerms, "pt-BR": ptTerms, hi: hiTerms, "zh-Hans": zhTerms },
} as Record<"privacy" | "terms", Record<Locale, LegalDoc>>;

/**
 * The loader of /privacy and /terms: the page in the reader's language (a member's saved one, else
 * the footer's choice), with the support address and prices it names. Public: a guest's copy with no
 * cookie is the English page, so the page cache may keep it.
 */
export async function legalPage(request: Request, page: "privacy" | "terms") {
  const locale = requestLocale(request, await getUser(request));
  const values = { mail: env().SUPPORT_EMAIL, prices: { monthly: PLANS.monthly.price, yearly: PLANS.yearly.price } };
  return data({ doc: LEGAL_DOCS[page][locale], locale, values }, { headers: publicCacheHeaders(request) });
}
