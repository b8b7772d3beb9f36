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

import enAstro from "./catalogs/en/astro.json";
import esAstro from "./catalogs/es/astro.json";
import ptAstro from "./catalogs/pt-BR/astro.json";
import hiAstro from "./catalogs/hi/astro.json";
import zhAstro from "./catalogs/zh-Hans/astro.json";
import enChinese from "./catalogs/en/chinese.json";
import esChinese from "./catalogs/es/chinese.json";
import ptChinese from "./catalogs/pt-BR/chinese.json";
import hiChinese from "./catalogs/hi/chinese.json";
import zhChinese from "./catalogs/zh-Hans/chinese.json";

import enSky from "./catalogs/en/sky.json";
import esSky from "./catalogs/es/sky.json";
import ptSky from "./catalogs/pt-BR/sky.json";
import hiSky from "./catalogs/hi/sky.json";
import zhSky from "./catalogs/zh-Hans/sky.json";

import enHoroscope from "./catalogs/en/horoscope.json";
import esHoroscope from "./catalogs/es/horoscope.json";
import ptHoroscope from "./catalogs/pt-BR/horoscope.json";
import hiHoroscope from "./catalogs/hi/horoscope.json";
import zhHoroscope from "./catalogs/zh-Hans/horoscope.json";

/**
 * The catalogs by locale and namespace. A namespace is one JSON file per locale, added here in all five
 * locales at once.
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: { common: enCommon, panchang: enPanchang, vedic: enVedic, astro: enAstro, chinese: enChinese, sky: enSky, horoscope: enHoroscope },
  es: { common: esCommon, panchang: esPanchang, vedic: esVedic, astro: esAstro, chinese: esChinese, sky: esSky, horoscope: esHoroscope },
  "pt-BR": { common: ptCommon, panchang: ptPanchang, vedic: ptVedic, astro: ptAstro, chinese: ptChinese, sky: ptSky, horoscope: ptHoroscope },
  hi: { common: hiCommon, panchang: hiPanchang, vedic: hiVedic, astro: hiAstro, chinese: hiChinese, sky: hiSky, horoscope: hiHoroscope },
  "zh-Hans": { common: zhCommon, panchang: zhPanchang, vedic: zhVedic, astro: zhAstro, chinese: zhChinese, sky: zhSky, horoscope: zhHoroscope },
};
