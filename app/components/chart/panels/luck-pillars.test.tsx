// The pillar tables of the Chinese tab, for a chart whose pillars are known: a woman born in London on
// 15 June 1990 at 14:30, seen on 1 June 2026. Her year is Geng Wu, her month Ren Wu (after Mangzhong),
// her day Xin Hai: the day master is yin Metal. A yang year and a woman, so the luck pillars step
// backward from the month pillar, from the age of three (nine days back to Mangzhong).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chineseLife, natalChart, TEN_GOD_NAMES } from "~/astrology";
import type { Locale } from "~/i18n/locales";
import { DocumentHydrates } from "~/components/ui/link";
import { viewMessages } from "~/i18n/messages.server";
import { TextContext, translate } from "~/i18n/text-context";
import { AnnualPillarsSection, HiddenStemsSection, LuckPillarsSection } from "./luck-pillars";

const natal = natalChart({ birthDate: "1990-06-15", birthTime: "14:30", latitude: 51.5074, longitude: -0.1278 });
const chinese = {
  ...natal.chinese,
  ...chineseLife({
    pillars: natal.chinese.pillars,
    dayMaster: natal.chinese.dayMaster,
    utcMs: Date.parse(natal.chart.utc),
    utcOffsetMinutes: natal.chart.utcOffsetMinutes,
    jie: natal.chinese.jie,
    sex: "female",
    monthSettled: true,
    nowMs: Date.UTC(2026, 5, 1),
  }),
  locked: false as const,
};

const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The table with this caption, as a reader finds it: its column heads, and each row's cells by the label shown beside them on a phone. */
function table(node: ReactNode, caption: string, locale: Locale = "en") {
  // As the chart page renders it: with its words (English unless said).
  const words = { t: translate(viewMessages(locale, "chart", "astro")), locale };
  const html = renderToStaticMarkup(
    <TextContext.Provider value={words}>
      <DocumentHydrates.Provider value={false}>{node}</DocumentHydrates.Provider>
    </TextContext.Provider>,
  );
  const at = html.indexOf(`<caption class="sr-only">${caption.replace(/'/g, "&#x27;")}</caption>`);
  expect(at, caption).toBeGreaterThan(-1);
  const markup = html.slice(at, html.indexOf("</table>", at));
  const heads = [...markup.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => unescape(m[1]!));
  const body = markup.slice(markup.indexOf("<tbody"));
  const rows = [...body.matchAll(/<tr([^>]*)>(.*?)<\/tr>/g)].map(([, attributes, cells]) => ({
    now: attributes!.includes('aria-current="true"'),
    cells: [...cells!.matchAll(/<td[^>]*><span[^>]*aria-hidden="true">(.*?)<\/span><span>(.*?)<\/span><\/td>/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]),
  }));
  return { heads, rows };
}

describe("the pillar tables", () => {
  it("lists the ten luck pillars backward from the month pillar, ten years apart, the one running now marked", () => {
    const { heads, rows } = table(<LuckPillarsSection chinese={chinese} sex="female" actionData={undefined} />, "Your ten luck pillars");
    expect(heads).toEqual(["From", "Age", "Pillar", "Elements", "Ten god"]);
    expect(rows).toHaveLength(10);
    // Each cell beside its column's name, for the stacked cards on a phone.
    for (const row of rows) expect(row.cells.map(([label]) => label)).toEqual(heads);
    const column = (label: string) => rows.map((row) => Object.fromEntries(row.cells)[label]);
    expect(column("Pillar").slice(0, 4)).toEqual(["Xin Si", "Geng Chen", "Ji Mao", "Wu Yin now"]);
    expect(column("Age")).toEqual(["3", "13", "23", "33", "43", "53", "63", "73", "83", "93"]);
    expect(column("From")[0]).toMatch(/^[A-Z][a-z]+ \d{1,2}, 1993$/);
    expect(column("Elements").slice(0, 2)).toEqual(["Metal over Fire (Snake)", "Metal over Earth (Dragon)"]);
    expect(column("Ten god").slice(0, 2)).toEqual(["Friend (Bi Jian)", "Rob Wealth (Jie Cai)"]);
    // At 35 the fourth pillar (from 33) runs, and only it.
    expect(rows.map((row) => row.now)).toEqual([false, false, false, true, false, false, false, false, false, false]);
  });

  it("lists the year in force and the next nine from Lichun, with what each year's stem is to the day master", () => {
    const { heads, rows } = table(<AnnualPillarsSection chinese={chinese} />, "The year pillars in force now and the next nine");
    expect(heads).toEqual(["Year", "From Lichun", "Pillar", "Year of the", "Ten god"]);
    // Lichun 2026 is at 04:02 on 4 February in Beijing (20:02 UT on the 3rd): the dates are on Beijing's clock.
    expect(rows.map((row) => row.cells.map(([, value]) => value)).slice(0, 2)).toEqual([
      ["2026", "February 4, 2026", "Bing Wu now", "Fire Horse", "Direct Officer (Zheng Guan)"],
      ["2027", "February 4, 2027", "Ding Wei", "Fire Goat", "Seven Killings (Qi Sha)"],
    ]);
    expect(rows.map((row) => Object.fromEntries(row.cells).Year)).toEqual(["2026", "2027", "2028", "2029", "2030", "2031", "2032", "2033", "2034", "2035"]);
    expect(rows.filter((row) => row.now)).toHaveLength(1);
    expect(rows[0]!.now).toBe(true);
  });

  it("names each pillar's stem and hidden stems by their god, the day master as itself", () => {
    const { heads, rows } = table(<HiddenStemsSection chinese={chinese} />, "The ten gods of each pillar's stem and hidden stems");
    expect(heads).toEqual(["Pillar", "Stem", "Hidden stems"]);
    expect(rows.map((row) => row.cells.map(([, value]) => value))).toEqual([
      ["Hour: " + `${chinese.pillars.hour!.stem} ${chinese.pillars.hour!.branch}`, expect.stringMatching(/ \(/), expect.stringMatching(/\(main\)/)],
      ["Day: Xin Hai", "Day master", "Ren Water (main): Hurting Officer (Shang Guan); Jia Wood (middle): Direct Wealth (Zheng Cai)"],
      ["Month: Ren Wu", "Hurting Officer (Shang Guan)", "Ding Fire (main): Seven Killings (Qi Sha); Ji Earth (middle): Indirect Resource (Pian Yin)"],
      ["Year: Geng Wu", "Rob Wealth (Jie Cai)", "Ding Fire (main): Seven Killings (Qi Sha); Ji Earth (middle): Indirect Resource (Pian Yin)"],
    ]);
    expect(rows.some((row) => row.now)).toBe(false);
  });

  it("writes the gods without their pinyin on the Hindi and Chinese pages", () => {
    for (const locale of ["hi", "zh-Hans"] as const) {
      const { rows } = table(<HiddenStemsSection chinese={chinese} />, viewMessages(locale, "chart")["chart.tenGodsCaption"]!, locale);
      const cells = rows.flatMap((row) => row.cells.map(([, value]) => value)).join(" ");
      for (const { pinyin } of Object.values(TEN_GOD_NAMES)) expect(cells, locale).not.toContain(pinyin);
    }
  });
});
