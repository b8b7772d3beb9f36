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

/**
 * The catalogs by locale and namespace. A namespace is one JSON file per locale, added here in all five
 * locales at once.
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: { common: enCommon, frame: enFrame },
  es: { common: esCommon, frame: esFrame },
  "pt-BR": { common: ptCommon, frame: ptFrame },
  hi: { common: hiCommon, frame: hiFrame },
  "zh-Hans": { common: zhCommon, frame: zhFrame },
};
