// The wheel's and the Vedic chart's words (titles, descriptions, marks' labels, ring captions) and the
// PDFs' wheel alternative text come from the astro catalog in every language: English as it always read,
// Hindi and Chinese without a Latin letter.
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

const drawings = (name: string) => [
  <ChartWheel key="natal" chart={natal} partner={{ bodies }} ownerName={name} showTable={false} />,
  <ChartWheel key="card" chart={{ precision: "sign", rising: "Virgo", bodies: [{ name: "Moon", sign: "Cancer" }] }} showTable={false} />,
  <VedicChart key="vedic" id="d1" title={name} style="north" firstSign="Virgo" lagnaKnown placements={{ Sun: "Leo", Rahu: "Capricorn", Ketu: "Cancer" }} />,
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
  });

  it.each([
    { locale: "hi", name: "मीरा", script: /[\u0900-\u097F]/g, sign: "कन्या", lagna: "लग्न कन्या" },
    { locale: "zh-Hans", name: "李明", script: /\p{Script=Han}/gu, sign: "处女座", lagna: "上升处女座" },
  ] as const)("read in $locale without a Latin letter", ({ locale, name, script, sign, lagna }) => {
    const said = drawings(name).map((d) => words(locale, d)).join(" | ");
    const alt = `${wheelAlt(translator(locale), name, bodies, natal.ascendant)} ${placementsInWords(translator(locale), { Sun: "Aries", Rahu: "Cancer" })}`;
    expect(said).toContain(lagna);
    expect(alt).toContain(sign);
    expect(words(locale, <VedicChart id="vedic-d9" title="" style="south" firstSign="Virgo" lagnaKnown={false} placements={{ Moon: "Virgo" }} />).match(/[A-Za-z]+/g)).toBeNull();
    expect(`${said} ${alt}`.match(script)!.length).toBeGreaterThan(150);
    expect(`${said} ${alt}`.match(/[A-Za-z]+/g)).toBeNull();
  });
});
