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

/**
 * The catalogs by locale and namespace. A namespace is one JSON file per locale, added here in all five
 * locales at once.
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: { common: enCommon, frame: enFrame, landing: enLanding, pricing: enPricing },
  es: { common: esCommon, frame: esFrame, landing: esLanding, pricing: esPricing },
  "pt-BR": { common: ptCommon, frame: ptFrame, landing: ptLanding, pricing: ptPricing },
  hi: { common: hiCommon, frame: hiFrame, landing: hiLanding, pricing: hiPricing },
  "zh-Hans": { common: zhCommon, frame: zhFrame, landing: zhLanding, pricing: zhPricing },
};
