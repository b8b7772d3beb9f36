/** The Chinese almanac's day for /chinese-calendar: the engine's facts, with times said in Beijing time. */
import { BEIJING_OFFSET_MS, chineseDay } from "~/astrology/chinese-day";
import { formatLongDay } from "~/domain/dates";
import { dayInZone, timeInWords } from "~/services/panchang.server";

const ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

/** Today's date in China. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export function chineseAlmanac(date: string) {
  const day = chineseDay(date);
  const { lunar, dayPillar, solarTerm, nextSolarTerm, clash } = day;
  const zone = "Etc/GMT-8"; // UTC+8 all year, as the almanac reckons
  const termDay = dayInZone(solarTerm.startMs, zone);
  return {
    ...day,
    words: {
      day: formatLongDay(date),
      lunar: `Day ${lunar.day} of the ${lunar.leap ? "leap " : ""}${ORDINALS[lunar.month]} month of the ${lunar.yearPillar.element} ${lunar.yearPillar.animal} year (${lunar.hanzi})`,
      dayPillar: `${dayPillar.stem} ${dayPillar.branch} (${dayPillar.stemHanzi}${dayPillar.branchHanzi}): ${dayPillar.yinYang} ${dayPillar.element} over the ${dayPillar.animal}`,
      solarTerm:
        termDay === date
          ? `${solarTerm.name} (${solarTerm.hanzi}, ${solarTerm.english}) begins today at ${timeInWords(solarTerm.startMs, zone, date)} Beijing time, the Sun at ${solarTerm.longitude}°`
          : `${solarTerm.name} (${solarTerm.hanzi}, ${solarTerm.english}), since ${formatLongDay(termDay)}, the Sun at ${solarTerm.longitude}°`,
      nextSolarTerm: `${nextSolarTerm.name} (${nextSolarTerm.english}) on ${formatLongDay(dayInZone(nextSolarTerm.startMs, zone))} at ${timeInWords(nextSolarTerm.startMs, zone, dayInZone(nextSolarTerm.startMs, zone))} Beijing time`,
      clash: `The ${dayPillar.animal} day clashes with the ${clash.animal} (${clash.branch}), the branch opposite on the wheel`,
    },
  };
}
