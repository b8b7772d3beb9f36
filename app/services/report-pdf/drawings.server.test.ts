// The PDFs' drawings write their marks (angles, retrograde, grahas, lagna, signs) from the astro catalog
// in the report's language, and every language's marks fit the boxes the Vedic charts give them.
import { describe, expect, it } from "vitest";
import { SIGNS } from "~/astrology/constants";
import { labelRows, Q } from "~/domain/vedic-layout";
import { translator } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { readPdf } from "../../../tests/support/pdf";
import { ReportPdf } from "./document.server";
import { drawVedicChart, drawWheel } from "./drawings.server";
import { faceFor, faceIn } from "./fonts.server";

const bodies = {
  Sun: { longitude: 215, sign: "Scorpio", degree: 5, retrograde: false, house: 1 },
  Saturn: { longitude: 280, sign: "Capricorn", degree: 10, retrograde: true, house: 3 },
};
const chart = { bodies, ascendant: { longitude: 210, sign: "Scorpio" }, midheaven: { longitude: 120, sign: "Leo" }, houses: Array.from({ length: 12 }, (_, i) => 210 + i * 30), aspects: [] };
const placements = { Sun: "Scorpio", Moon: "Scorpio", Mars: "Scorpio", Jupiter: "Scorpio", Saturn: "Capricorn", Rahu: "Taurus", Ketu: "Scorpio" } as const;
const GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"];

/** The text a reader copies from a page holding the wheel and both Vedic styles, drawn in `locale`. */
async function drawnText(locale: Locale) {
  const t = translator(locale);
  const pdf = new ReportPdf({ title: t("astro.vedicName.d1"), author: "", subject: "" }, { locale, compress: false });
  pdf.newPage();
  drawWheel(pdf, { x: 56, y: 56, size: 300 }, chart);
  for (const [i, style] of (["north", "south"] as const).entries()) {
    drawVedicChart(pdf, { x: 56 + i * 240, y: 400, size: 220 }, { style, name: t("astro.vedicName.d1"), firstSign: "Scorpio", lagnaKnown: true, placements });
  }
  return (await readPdf(new Uint8Array(await pdf.finish()))).text.replace(/\s+/g, " ");
}

describe("the PDF drawings' marks", () => {
  it.each([
    { locale: "en", marks: ["ASC", "DSC", "MC", "IC", "R", "Asc Su Mo", "Ma Ju Ke", "Sco", "Rasi"] },
    { locale: "hi", marks: ["लग्न", "सप्तम", "दशम", "व", "ल सू चं", "मं गु के", "मकर", "मीन"] },
    { locale: "zh-Hans", marks: ["上升", "下降", "天顶", "天底", "逆", "升 日 月", "火 木 计", "天蝎", "本命盘"] },
  ] as const)("are written in $locale", async ({ locale, marks }) => {
    const text = await drawnText(locale);
    for (const mark of marks) expect(text).toContain(mark);
    if (locale !== "en") expect(text.match(/[A-Za-z]+/g)).toBeNull();
  });

  // pdfkit's own measure, in the face each mark is set in: a row holds three marks (labelRows), so the
  // three widest side by side must fit a South Indian box; a sign's name fits the 40 points it is given.
  it.each(["en", "es", "pt-BR", "hi", "zh-Hans"] as const)("fit their boxes in %s", (locale) => {
    const t = translator(locale);
    const pdf = new ReportPdf({ title: "", author: "", subject: "" }, { locale });
    pdf.newPage();
    const width = (text: string, size: number, bold: boolean) => faceIn(pdf.doc, faceFor(bold ? "textBold" : "text", text)).fontSize(size).widthOfString(text);
    const marks = [t("astro.abbr.lagna"), ...GRAHAS.map((p) => t(`astro.abbr.planet.${p}`))].sort((a, b) => width(b, 12, true) - width(a, 12, true));
    const [widest] = labelRows(marks, 0);
    expect(width(widest!.text, 12, true)).toBeLessThan(Q - 8);
    for (const sign of SIGNS) expect(width(t(`astro.abbr.sign.${sign}`), 10, false)).toBeLessThanOrEqual(40);
  });
});
