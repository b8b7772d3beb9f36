/** The Chinese almanac's day for /chinese-calendar: the engine's facts, said in a language, times in Beijing time. */
import { BEIJING_OFFSET_MS, chineseDay } from "~/astrology/chinese-day";
import { longDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { dayInZone, timeInWords } from "~/services/panchang.server";

/** Today's date in China. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export function chineseAlmanac(date: string, locale: Locale = "en") {
  const t = translator(locale);
  const day = chineseDay(date);
  const { lunar, dayPillar, solarTerm, nextSolarTerm, clash } = day;
  const zone = "Etc/GMT-8"; // UTC+8 all year, as the almanac reckons
  const termDay = dayInZone(solarTerm.startMs, zone);
  const nextDay = dayInZone(nextSolarTerm.startMs, zone);
  const animal = (a: string) => ({ animal: t(`astro.animal.${a}`), gender: t(`astro.animalGender.${a}`) });
  const term = (s: typeof solarTerm) => ({ name: t(`astro.termName.${s.name}`), hanzi: s.hanzi, english: t(`astro.term.${s.name}`), longitude: s.longitude });
  const stemBranch = { stem: t(`astro.stem.${dayPillar.stem}`), branch: t(`astro.branch.${dayPillar.branch}`) };
  const day0 = animal(dayPillar.animal);
  return {
    ...day,
    words: {
      day: longDay(date, locale),
      lunar: t("chinese.lunar", {
        day: lunar.day,
        leap: lunar.leap ? "yes" : "no",
        month: String(lunar.month),
        element: t(`astro.element.${lunar.yearPillar.element}`),
        ...animal(lunar.yearPillar.animal),
        hanzi: lunar.hanzi,
      }),
      stemBranch,
      dayPillar: t("chinese.pillar", {
        ...stemBranch,
        hanzi: dayPillar.stemHanzi + dayPillar.branchHanzi,
        yinYang: t(`astro.yinYang.${dayPillar.yinYang}`),
        element: t(`astro.element.${dayPillar.element}`),
        ...day0,
      }),
      termName: t(`astro.termName.${solarTerm.name}`),
      solarTerm:
        termDay === date
          ? t("chinese.termToday", { ...term(solarTerm), time: timeInWords(solarTerm.startMs, zone, date, locale) })
          : t("chinese.termSince", { ...term(solarTerm), day: longDay(termDay, locale) }),
      nextSolarTerm: t("chinese.termNext", { ...term(nextSolarTerm), day: longDay(nextDay, locale), time: timeInWords(nextSolarTerm.startMs, zone, nextDay, locale) }),
      clashAnimal: animal(clash.animal),
      clash: t("chinese.clashes", { dayAnimal: day0.animal, dayGender: day0.gender, ...animal(clash.animal), branch: t(`astro.branch.${clash.branch}`) }),
    },
  };
}
