import type { Locale } from "./locales";
import enCommon from "./catalogs/en/common.json";
import esCommon from "./catalogs/es/common.json";
import ptCommon from "./catalogs/pt-BR/common.json";
import hiCommon from "./catalogs/hi/common.json";
import zhCommon from "./catalogs/zh-Hans/common.json";
import enPanchang from "./catalogs/en/panchang.json";
import esPanchang from "./catalogs/es/panchang.json";
import ptPanchang from "./catalogs/pt-BR/panchang.json";
import hiPanchang from "./catalogs/hi/panchang.json";
import zhPanchang from "./catalogs/zh-Hans/panchang.json";
import enVedic from "./catalogs/en/vedic.json";
import esVedic from "./catalogs/es/vedic.json";
import ptVedic from "./catalogs/pt-BR/vedic.json";
import hiVedic from "./catalogs/hi/vedic.json";
import zhVedic from "./catalogs/zh-Hans/vedic.json";

/**
 * The catalogs by locale and namespace. A namespace is one JSON file per locale, added here in all five
 * locales at once.
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: { common: enCommon, panchang: enPanchang, vedic: enVedic },
  es: { common: esCommon, panchang: esPanchang, vedic: esVedic },
  "pt-BR": { common: ptCommon, panchang: ptPanchang, vedic: ptVedic },
  hi: { common: hiCommon, panchang: hiPanchang, vedic: hiVedic },
  "zh-Hans": { common: zhCommon, panchang: zhPanchang, vedic: zhVedic },
};
