// The wheel's and the Vedic chart's words (titles, descriptions, marks' labels, ring captions), the marks
// they draw (angles, retrograde, grahas, lagna, signs) and the PDFs' wheel alternative text come from the
// astro catalog in every language: English as it always read, Hindi and Chinese without a Latin letter.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ChartWheel } from "./wheel";
import { VedicChart } from "./vedic-chart";
import { placementsInWords, wheelAlt } from "~/services/report-pdf/drawings.server";
import { TextContext, translate } from "~/i18n/text-context";
import { translator, viewMessages } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";

const bodies = { Sun: { longitude: 145, sign: "Leo", degree: 25, retrograde: false, house: 12 }, Saturn: { longitude: 280, sign: "Capricorn", degree: 10, retrograde: true, house: 5 } };
const natal = { bodies, ascendant: { longitude: 160, sign: "Virgo" }, midheaven: { longitude: 70, sign: "Gemini" }, houses: Array.from({ length: 12 }, (_, i) => 160 + i * 30), aspects: [] };

/** The words a drawing says: its <title>s, <desc>s, aria-labels and the rings' caption. */
const render = (locale: Locale, node: React.ReactNode) => renderToStaticMarkup(<TextContext.Provider value={{ t: translate(viewMessages(locale, "astro")), locale }}>{node}</TextContext.Provider>);
function words(locale: Locale, node: React.ReactNode) {
  const html = render(locale, node);
  const said = [...html.matchAll(/<(title|desc)[^>]*>(.*?)<\/\1>|aria-label="([^"]*)"|<figcaption[^>]*>(.*?)<\/figcaption>/gs)];
  return said.map((m) => (m[2] ?? m[3] ?? m[4]!).replace(/<[^>]+>/g, " ")).join(" | ").replace(/&#x27;/g, "'");
}

/** What a drawing writes inside it: its <text>s, their hover titles left out. */
const drawn = (locale: Locale, node: React.ReactNode) =>
  [...render(locale, node).matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map((m) => m[1]!.replace(/<title>.*?<\/title>/gs, "")).join(" ");

const drawings = (name: string) => [
  <ChartWheel key="natal" chart={natal} partner={{ bodies }} ownerName={name} showTable={false} />,
  <ChartWheel key="card" chart={{ precision: "sign", rising: "Virgo", bodies: [{ name: "Moon", sign: "Cancer" }] }} showTable={false} />,
  <VedicChart key="vedic" id="d1" title={name} style="north" firstSign="Virgo" lagnaKnown placements={{ Sun: "Leo", Rahu: "Capricorn", Ketu: "Cancer" }} />,
  <VedicChart key="south" id="vedic-d1" title={name} style="south" firstSign="Scorpio" lagnaKnown placements={{ Sun: "Scorpio", Moon: "Scorpio", Mars: "Scorpio", Jupiter: "Scorpio" }} />,
];

describe("the chart drawings' words", () => {
  it("read in English as they always have", () => {
    const [wheel, card, vedic] = drawings("Ada").map((d) => words("en", d));
    expect(wheel).toContain("Natal chart wheel | Sun 25°00′ Leo, Saturn 10°00′ Capricorn retrograde. Ascendant 10°00′ Virgo");
    expect(wheel).toContain("Outer ring, partner: Sun 25°00′ Leo, Saturn 10°00′ Capricorn");
    expect(wheel).toContain("Saturn 10°00′ Capricorn, 5th house, retrograde");
    expect(wheel).toContain("Partner: Sun 25°00′ Leo");
    expect(wheel).toContain("Inner ring: Ada");
    expect(card).toContain("Moon in Cancer. Placed by sign only, Virgo rising at the left");
    expect(vedic).toContain("Lagna Virgo. house 5 (Capricorn): Rahu; house 11 (Cancer): Ketu; house 12 (Leo): Sun.");
    expect(render("en", <VedicChart id="vedic-d9" title="" style="south" firstSign="Virgo" lagnaKnown={false} placements={{}} />)).toContain(">Navamsa</text>");
    expect(placementsInWords(translator("en"), { Sun: "Aries", Mars: "Aries", Moon: "Cancer" })).toBe("Aries: Sun, Mars; Cancer: Moon");
    expect(wheelAlt(translator("en"), "Wheel", bodies, natal.ascendant)).toBe("Wheel: Sun 25°00′ Leo, Saturn 10°00′ Capricorn retrograde; Virgo rising.");
    const [marks, , north, south] = drawings("Ada").map((d) => drawn("en", d));
    for (const mark of ["ASC", "DSC", "MC", "IC", "R"]) expect(marks.split(" ")).toContain(mark);
    expect(north).toBe("6 Asc 7 8 9 10 Ra 11 12 1 2 3 4 Ke 5 Su");
    expect(south).toContain("Asc Su Mo Ma Ju");
    expect(south).toContain("Sco");
  });

  it.each([
    { locale: "hi", name: "मीरा", script: /[\u0900-\u097F]/g, sign: "कन्या", lagna: "लग्न कन्या", angles: "लग्न सप्तम दशम चतुर्थ व", houses: ["6 ल 7 8 9 10 रा 11 12 1 2 3 4 के 5 सू", "ल सू चं मं गु", "वृश्चिक"] },
    { locale: "zh-Hans", name: "李明", script: /\p{Script=Han}/gu, sign: "处女座", lagna: "上升处女座", angles: "上升 下降 天顶 天底 逆", houses: ["6 升 7 8 9 10 罗 11 12 1 2 3 4 计 5 日", "升 日 月 火 木", "天蝎"] },
  ] as const)("read in $locale without a Latin letter", ({ locale, name, script, sign, lagna, angles, houses }) => {
    const said = drawings(name).map((d) => words(locale, d)).join(" | ");
    const alt = `${wheelAlt(translator(locale), name, bodies, natal.ascendant)} ${placementsInWords(translator(locale), { Sun: "Aries", Rahu: "Cancer" })}`;
    expect(said).toContain(lagna);
    expect(alt).toContain(sign);
    expect(words(locale, <VedicChart id="vedic-d9" title="" style="south" firstSign="Virgo" lagnaKnown={false} placements={{ Moon: "Virgo" }} />).match(/[A-Za-z]+/g)).toBeNull();
    expect(`${said} ${alt}`.match(script)!.length).toBeGreaterThan(150);
    expect(`${said} ${alt}`.match(/[A-Za-z]+/g)).toBeNull();
    // The marks drawn: the wheel's angles and retrograde mark, the Vedic charts' lagna, grahas and signs.
    const [wheel, , north, south] = drawings(name).map((d) => drawn(locale, d));
    for (const mark of angles.split(" ")) expect(wheel.split(" ")).toContain(mark);
    expect(north).toBe(houses[0]);
    expect(south).toContain(houses[1]);
    expect(south).toContain(houses[2]);
    expect(drawings(name).map((d) => drawn(locale, d)).join(" ").match(/[A-Za-z]/g)).toBeNull();
  });

  it.each(["en", "es", "pt-BR", "hi", "zh-Hans"] as const)("%s: the key under the Vedic charts decodes the marks they draw", (locale) => {
    const t = translator(locale);
    const marks = [...["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"].map((p) => t(`astro.abbr.planet.${p}`)), t("astro.abbr.lagna")];
    expect(new Set(marks).size).toBe(10);
    expect(t("astro.abbr.legend").split(" · ").map((entry) => entry.split(/ |：/)[0])).toEqual(marks);
    expect(t("report.vedicCaption", { legend: t("astro.abbr.legend") })).toContain(t("astro.abbr.legend"));
  });
});
