import type { Locale } from "./locales";
import enAstro from "./catalogs/en/astro.json" with { type: "json" };
import enAuth from "./catalogs/en/auth.json" with { type: "json" };
import enChart from "./catalogs/en/chart.json" with { type: "json" };
import enChinese from "./catalogs/en/chinese.json" with { type: "json" };
import enCommon from "./catalogs/en/common.json" with { type: "json" };
import enDaily from "./catalogs/en/daily.json" with { type: "json" };
import enEmail from "./catalogs/en/email.json" with { type: "json" };
import enForms from "./catalogs/en/forms.json" with { type: "json" };
import enFrame from "./catalogs/en/frame.json" with { type: "json" };
import enHoroscope from "./catalogs/en/horoscope.json" with { type: "json" };
import enLanding from "./catalogs/en/landing.json" with { type: "json" };
import enPanchang from "./catalogs/en/panchang.json" with { type: "json" };
import enPricing from "./catalogs/en/pricing.json" with { type: "json" };
import enSettings from "./catalogs/en/settings.json" with { type: "json" };
import enSky from "./catalogs/en/sky.json" with { type: "json" };
import enVedic from "./catalogs/en/vedic.json" with { type: "json" };
import esAstro from "./catalogs/es/astro.json" with { type: "json" };
import esAuth from "./catalogs/es/auth.json" with { type: "json" };
import esChart from "./catalogs/es/chart.json" with { type: "json" };
import esChinese from "./catalogs/es/chinese.json" with { type: "json" };
import esCommon from "./catalogs/es/common.json" with { type: "json" };
import esDaily from "./catalogs/es/daily.json" with { type: "json" };
import esEmail from "./catalogs/es/email.json" with { type: "json" };
import esForms from "./catalogs/es/forms.json" with { type: "json" };
import esFrame from "./catalogs/es/frame.json" with { type: "json" };
import esHoroscope from "./catalogs/es/horoscope.json" with { type: "json" };
import esLanding from "./catalogs/es/landing.json" with { type: "json" };
import esPanchang from "./catalogs/es/panchang.json" with { type: "json" };
import esPricing from "./catalogs/es/pricing.json" with { type: "json" };
import esSettings from "./catalogs/es/settings.json" with { type: "json" };
import esSky from "./catalogs/es/sky.json" with { type: "json" };
import esVedic from "./catalogs/es/vedic.json" with { type: "json" };
import ptAstro from "./catalogs/pt-BR/astro.json" with { type: "json" };
import ptAuth from "./catalogs/pt-BR/auth.json" with { type: "json" };
import ptChart from "./catalogs/pt-BR/chart.json" with { type: "json" };
import ptChinese from "./catalogs/pt-BR/chinese.json" with { type: "json" };
import ptCommon from "./catalogs/pt-BR/common.json" with { type: "json" };
import ptDaily from "./catalogs/pt-BR/daily.json" with { type: "json" };
import ptEmail from "./catalogs/pt-BR/email.json" with { type: "json" };
import ptForms from "./catalogs/pt-BR/forms.json" with { type: "json" };
import ptFrame from "./catalogs/pt-BR/frame.json" with { type: "json" };
import ptHoroscope from "./catalogs/pt-BR/horoscope.json" with { type: "json" };
import ptLanding from "./catalogs/pt-BR/landing.json" with { type: "json" };
import ptPanchang from "./catalogs/pt-BR/panchang.json" with { type: "json" };
import ptPricing from "./catalogs/pt-BR/pricing.json" with { type: "json" };
import ptSettings from "./catalogs/pt-BR/settings.json" with { type: "json" };
import ptSky from "./catalogs/pt-BR/sky.json" with { type: "json" };
import ptVedic from "./catalogs/pt-BR/vedic.json" with { type: "json" };
import hiAstro from "./catalogs/hi/astro.json" with { type: "json" };
import hiAuth from "./catalogs/hi/auth.json" with { type: "json" };
import hiChart from "./catalogs/hi/chart.json" with { type: "json" };
import hiChinese from "./catalogs/hi/chinese.json" with { type: "json" };
import hiCommon from "./catalogs/hi/common.json" with { type: "json" };
import hiDaily from "./catalogs/hi/daily.json" with { type: "json" };
import hiEmail from "./catalogs/hi/email.json" with { type: "json" };
import hiForms from "./catalogs/hi/forms.json" with { type: "json" };
import hiFrame from "./catalogs/hi/frame.json" with { type: "json" };
import hiHoroscope from "./catalogs/hi/horoscope.json" with { type: "json" };
import hiLanding from "./catalogs/hi/landing.json" with { type: "json" };
import hiPanchang from "./catalogs/hi/panchang.json" with { type: "json" };
import hiPricing from "./catalogs/hi/pricing.json" with { type: "json" };
import hiSettings from "./catalogs/hi/settings.json" with { type: "json" };
import hiSky from "./catalogs/hi/sky.json" with { type: "json" };
import hiVedic from "./catalogs/hi/vedic.json" with { type: "json" };
import zhAstro from "./catalogs/zh-Hans/astro.json" with { type: "json" };
import zhAuth from "./catalogs/zh-Hans/auth.json" with { type: "json" };
import zhChart from "./catalogs/zh-Hans/chart.json" with { type: "json" };
import zhChinese from "./catalogs/zh-Hans/chinese.json" with { type: "json" };
import zhCommon from "./catalogs/zh-Hans/common.json" with { type: "json" };
import zhDaily from "./catalogs/zh-Hans/daily.json" with { type: "json" };
import zhEmail from "./catalogs/zh-Hans/email.json" with { type: "json" };
import zhForms from "./catalogs/zh-Hans/forms.json" with { type: "json" };
import zhFrame from "./catalogs/zh-Hans/frame.json" with { type: "json" };
import zhHoroscope from "./catalogs/zh-Hans/horoscope.json" with { type: "json" };
import zhLanding from "./catalogs/zh-Hans/landing.json" with { type: "json" };
import zhPanchang from "./catalogs/zh-Hans/panchang.json" with { type: "json" };
import zhPricing from "./catalogs/zh-Hans/pricing.json" with { type: "json" };
import zhSettings from "./catalogs/zh-Hans/settings.json" with { type: "json" };
import zhSky from "./catalogs/zh-Hans/sky.json" with { type: "json" };
import zhVedic from "./catalogs/zh-Hans/vedic.json" with { type: "json" };

/**
 * The catalogs by locale and namespace: app/i18n/catalogs/<locale>/<namespace>.json, imported statically so
 * the server build, the tests and the scripts run under tsx (the daily job) all read them. A namespace is
 * added in all five locales at once (app/i18n/i18n.test.ts checks the keys match).
 */
export const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = {
  en: {
    astro: enAstro, auth: enAuth, chart: enChart, chinese: enChinese, common: enCommon, daily: enDaily, email: enEmail, forms: enForms, frame: enFrame, horoscope:
    enHoroscope, landing: enLanding, panchang: enPanchang, pricing: enPricing, settings: enSettings, sky: enSky, vedic: enVedic,
  },
  es: {
    astro: esAstro, auth: esAuth, chart: esChart, chinese: esChinese, common: esCommon, daily: esDaily, email: esEmail, forms: esForms, frame: esFrame, horoscope:
    esHoroscope, landing: esLanding, panchang: esPanchang, pricing: esPricing, settings: esSettings, sky: esSky, vedic: esVedic,
  },
  "pt-BR": {
    astro: ptAstro, auth: ptAuth, chart: ptChart, chinese: ptChinese, common: ptCommon, daily: ptDaily, email: ptEmail, forms: ptForms, frame: ptFrame, horoscope:
    ptHoroscope, landing: ptLanding, panchang: ptPanchang, pricing: ptPricing, settings: ptSettings, sky: ptSky, vedic: ptVedic,
  },
  hi: {
    astro: hiAstro, auth: hiAuth, chart: hiChart, chinese: hiChinese, common: hiCommon, daily: hiDaily, email: hiEmail, forms: hiForms, frame: hiFrame, horoscope:
    hiHoroscope, landing: hiLanding, panchang: hiPanchang, pricing: hiPricing, settings: hiSettings, sky: hiSky, vedic: hiVedic,
  },
  "zh-Hans": {
    astro: zhAstro, auth: zhAuth, chart: zhChart, chinese: zhChinese, common: zhCommon, daily: zhDaily, email: zhEmail, forms: zhForms, frame: zhFrame, horoscope:
    zhHoroscope, landing: zhLanding, panchang: zhPanchang, pricing: zhPricing, settings: zhSettings, sky: zhSky, vedic: zhVedic,
  },
};
