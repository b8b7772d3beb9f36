/**
 * Readings of the luck pillar running now and of the year's pillar (Chinese tab). Original. The decade
 * and the year each have their own texts per ten god and per branch, in their own words, so the two
 * readings shown together never share a six-word run (luck-texts.test.ts).
 */
import type { Locale } from "~/i18n/locales";
import { BRANCHES, STEMS, type Branch, type FourPillars, type Stem } from "../bazi";
import { TEN_GOD_NAMES } from "../constants";
import type { AnnualPillar, LuckPillar } from "../luck";
import { banks, dateFormat } from "./banks";
import { fill } from "./template";

/**
 * How the year's branch meets the day branch, the seat of the self and the spouse: repetition, the clash
 * (六冲, six places apart) or one of the six harmonies (六合: Zi–Chou, Yin–Hai, Mao–Xu, Chen–You, Si–Shen,
 * Wu–Wei, the pairs whose places from Zi add up to 1 or 13).
 */
export function yearMeetsDay(year: Branch, day: Branch): "clash" | "harmony" | "repeat" | null {
  const [y, d] = [BRANCHES.indexOf(year), BRANCHES.indexOf(day)];
  if (y === d) return "repeat";
  if ((y - d + 12) % 12 === 6) return "clash";
  return (y + d) % 12 === 1 ? "harmony" : null;
}

export type DayMasterFacts = FourPillars["dayMaster"];

/** The reading of the luck pillar running now: heading line, then paragraphs (blank lines between). */
export function luckReading(p: LuckPillar, end: string, dm: DayMasterFacts, locale: Locale = "en"): string {
  const W = banks(locale).luck;
  const N = W.NAMES;
  const god = N.gods[p.tenGod];
  return [
    fill(W.LUCK.head, { stem: N.stems[p.stem], branch: N.branches[p.branch], age: String(p.age), god }),
    fill(W.LUCK.god, {
      stem: N.stems[p.stem],
      yinYang: W.YIN_YANG[yinYangOf(p.stem)],
      element: N.elements[p.element],
      dm: N.stems[dm.stem],
      dmYinYang: N.polarity[dm.yinYang],
      dmElement: N.elements[dm.element],
      god,
      pinyin: TEN_GOD_NAMES[p.tenGod].pinyin,
      text: W.DECADE_GODS[p.tenGod],
    }),
    fill(W.LUCK.span, { text: W.DECADE_BRANCHES[p.branch], start: longDate(p.start, locale), end: longDate(end, locale) }),
  ].join("\n\n");
}

/** The reading of the year pillar in force now. */
export function yearReading(p: AnnualPillar, next: AnnualPillar | undefined, dm: DayMasterFacts, dayBranch: Branch, locale: Locale = "en"): string {
  const { luck: W, lexicon } = banks(locale);
  const N = W.NAMES;
  const [stem, branch, god] = [N.stems[p.stem], N.branches[p.branch], N.gods[p.tenGod]];
  const meeting = yearMeetsDay(p.branch, dayBranch);
  const until = next ? fill(W.YEAR.until, { date: longDate(next.start, locale) }) : "";
  return [
    fill(W.YEAR.head, { element: N.elements[p.element], animal: N.animals[p.animal], stem, branch, god }),
    fill(W.YEAR.god, { dmElement: N.elements[dm.element], stem, god, pinyin: TEN_GOD_NAMES[p.tenGod].pinyin, text: W.YEAR_GODS[p.tenGod] }),
    [W.YEAR_BRANCHES[p.branch], meeting ? fill(W.MEETING[meeting], { year: branch, day: N.branches[dayBranch] }) : null, fill(W.YEAR.start, { start: longDate(p.start, locale), until })]
      .filter(Boolean)
      .join(lexicon.gap),
  ].join("\n\n");
}

const yinYangOf = (stem: Stem) => (STEMS.indexOf(stem) % 2 === 0 ? "yang" : "yin");

/** "2019-09-06" (or an ISO instant, read in UT) as "September 6, 2019", as the app writes dates. */
export function longDate(iso: string, locale: Locale = "en") {
  return dateFormat(locale, "day", { month: "long", day: "numeric", year: "numeric" }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}
