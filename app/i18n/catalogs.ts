import type { Locale } from "./locales";
import enCommon from "./catalogs/en/common.json";
import esCommon from "./catalogs/es/common.json";
import ptCommon from "./catalogs/pt-BR/common.json";
import hiCommon from "./catalogs/hi/common.json";
import zhCommon from "./catalogs/zh-Hans/common.json";
import enFrame from "./catalogs/en/frame.json";
import esFrame from "./catalogs/es/frame.json";
import ptFrame from "./catalogs/pt-BR/frame.json";
import hiFrame from "./catalogs/hi/frame.json";
import zhFrame from "./catalogs/zh-Hans/frame.json";
import enLanding from "./catalogs/en/landing.json";
import esLanding from "./catalogs/es/landing.json";
import ptLanding from "./catalogs/pt-BR/landing.json";
import hiLanding from "./catalogs/hi/landing.json";
import zhLanding from "./catalogs/zh-Hans/landing.json";
import enPricing from "./catalogs/en/pricing.json";
import esPricing from "./catalogs/es/pricing.json";
import ptPricing from "./catalogs/pt-BR/pricing.json";
import hiPricing from "./catalogs/hi/pricing.json";
import zhPricing from "./catalogs/zh-Hans/pricing.json";
import enAuth from "./catalogs/en/auth.json";
import esAuth from "./catalogs/es/auth.json";
import ptAuth from "./catalogs/pt-BR/auth.json";
import hiAuth from "./catalogs/hi/auth.json";
import zhAuth from "./catalogs/zh-Hans/auth.json";
import enEmail from "./catalogs/en/email.json";
import esEmail from "./catalogs/es/email.json";
import ptEmail from "./catalogs/pt-BR/email.json";
import hiEmail from "./catalogs/hi/email.json";
import zhEmail from "./catalogs/zh-Hans/email.json";

/**
 * The catalogs by locale and namespace. A namespace is one JSON file per locale, added here in all five
 * locales at once.
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: { common: enCommon, frame: enFrame, landing: enLanding, pricing: enPricing, auth: enAuth, email: enEmail },
  es: { common: esCommon, frame: esFrame, landing: esLanding, pricing: esPricing, auth: esAuth, email: esEmail },
  "pt-BR": { common: ptCommon, frame: ptFrame, landing: ptLanding, pricing: ptPricing, auth: ptAuth, email: ptEmail },
  hi: { common: hiCommon, frame: hiFrame, landing: hiLanding, pricing: hiPricing, auth: hiAuth, email: hiEmail },
  "zh-Hans": { common: zhCommon, frame: zhFrame, landing: zhLanding, pricing: zhPricing, auth: zhAuth, email: zhEmail },
};
