import type { Locale } from "./locales";
import enAstro from "./catalogs/en/astro.json";
import enAuth from "./catalogs/en/auth.json";
import enChinese from "./catalogs/en/chinese.json";
import enCommon from "./catalogs/en/common.json";
import enEmail from "./catalogs/en/email.json";
import enFrame from "./catalogs/en/frame.json";
import enHoroscope from "./catalogs/en/horoscope.json";
import enLanding from "./catalogs/en/landing.json";
import enPanchang from "./catalogs/en/panchang.json";
import enPricing from "./catalogs/en/pricing.json";
import enSky from "./catalogs/en/sky.json";
import enVedic from "./catalogs/en/vedic.json";
import esAstro from "./catalogs/es/astro.json";
import esAuth from "./catalogs/es/auth.json";
import esChinese from "./catalogs/es/chinese.json";
import esCommon from "./catalogs/es/common.json";
import esEmail from "./catalogs/es/email.json";
import esFrame from "./catalogs/es/frame.json";
import esHoroscope from "./catalogs/es/horoscope.json";
import esLanding from "./catalogs/es/landing.json";
import esPanchang from "./catalogs/es/panchang.json";
import esPricing from "./catalogs/es/pricing.json";
import esSky from "./catalogs/es/sky.json";
import esVedic from "./catalogs/es/vedic.json";
import ptAstro from "./catalogs/pt-BR/astro.json";
import ptAuth from "./catalogs/pt-BR/auth.json";
import ptChinese from "./catalogs/pt-BR/chinese.json";
import ptCommon from "./catalogs/pt-BR/common.json";
import ptEmail from "./catalogs/pt-BR/email.json";
import ptFrame from "./catalogs/pt-BR/frame.json";
import ptHoroscope from "./catalogs/pt-BR/horoscope.json";
import ptLanding from "./catalogs/pt-BR/landing.json";
import ptPanchang from "./catalogs/pt-BR/panchang.json";
import ptPricing from "./catalogs/pt-BR/pricing.json";
import ptSky from "./catalogs/pt-BR/sky.json";
import ptVedic from "./catalogs/pt-BR/vedic.json";
import hiAstro from "./catalogs/hi/astro.json";
import hiAuth from "./catalogs/hi/auth.json";
import hiChinese from "./catalogs/hi/chinese.json";
import hiCommon from "./catalogs/hi/common.json";
import hiEmail from "./catalogs/hi/email.json";
import hiFrame from "./catalogs/hi/frame.json";
import hiHoroscope from "./catalogs/hi/horoscope.json";
import hiLanding from "./catalogs/hi/landing.json";
import hiPanchang from "./catalogs/hi/panchang.json";
import hiPricing from "./catalogs/hi/pricing.json";
import hiSky from "./catalogs/hi/sky.json";
import hiVedic from "./catalogs/hi/vedic.json";
import zhAstro from "./catalogs/zh-Hans/astro.json";
import zhAuth from "./catalogs/zh-Hans/auth.json";
import zhChinese from "./catalogs/zh-Hans/chinese.json";
import zhCommon from "./catalogs/zh-Hans/common.json";
import zhEmail from "./catalogs/zh-Hans/email.json";
import zhFrame from "./catalogs/zh-Hans/frame.json";
import zhHoroscope from "./catalogs/zh-Hans/horoscope.json";
import zhLanding from "./catalogs/zh-Hans/landing.json";
import zhPanchang from "./catalogs/zh-Hans/panchang.json";
import zhPricing from "./catalogs/zh-Hans/pricing.json";
import zhSky from "./catalogs/zh-Hans/sky.json";
import zhVedic from "./catalogs/zh-Hans/vedic.json";

/**
 * The catalogs by locale and namespace: app/i18n/catalogs/<locale>/<namespace>.json, imported statically so
 * the server build, the tests and the scripts run under tsx (the daily job) all read them. A namespace is
 * added in all five locales at once (app/i18n/i18n.test.ts checks the keys match).
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: {
    astro: enAstro, auth: enAuth, chinese: enChinese, common: enCommon, email: enEmail, frame: enFrame, horoscope:
    enHoroscope, landing: enLanding, panchang: enPanchang, pricing: enPricing, sky: enSky, vedic: enVedic,
  },
  es: {
    astro: esAstro, auth: esAuth, chinese: esChinese, common: esCommon, email: esEmail, frame: esFrame, horoscope:
    esHoroscope, landing: esLanding, panchang: esPanchang, pricing: esPricing, sky: esSky, vedic: esVedic,
  },
  "pt-BR": {
    astro: ptAstro, auth: ptAuth, chinese: ptChinese, common: ptCommon, email: ptEmail, frame: ptFrame, horoscope:
    ptHoroscope, landing: ptLanding, panchang: ptPanchang, pricing: ptPricing, sky: ptSky, vedic: ptVedic,
  },
  hi: {
    astro: hiAstro, auth: hiAuth, chinese: hiChinese, common: hiCommon, email: hiEmail, frame: hiFrame, horoscope:
    hiHoroscope, landing: hiLanding, panchang: hiPanchang, pricing: hiPricing, sky: hiSky, vedic: hiVedic,
  },
  "zh-Hans": {
    astro: zhAstro, auth: zhAuth, chinese: zhChinese, common: zhCommon, email: zhEmail, frame: zhFrame, horoscope:
    zhHoroscope, landing: zhLanding, panchang: zhPanchang, pricing: zhPricing, sky: zhSky, vedic: zhVedic,
  },
};
