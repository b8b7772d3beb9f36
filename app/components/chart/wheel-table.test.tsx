// The wheel's positions table: a row per body and per angle, the house column only with a birth time,
// a partner's column only in a bi-wheel.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SIGNS } from "~/astrology/constants";
import { wheelModel } from "~/domain/wheel-model";
import type { ReactElement } from "react";
import type { Locale } from "~/i18n/locales";
import { viewMessages } from "~/i18n/messages.server";
import { TextContext, translate } from "~/i18n/text-context";
import { PositionsTable } from "./wheel-table";

/** The table as a page renders it: with the page's `astro` words (English unless a locale is named). */
const render = (table: ReactElement, locale: Locale = "en") =>
  renderToStaticMarkup(<TextContext.Provider value={{ t: translate(viewMessages(locale, "astro")), locale }}>{table}</TextContext.Provider>);

const body = (longitude: number, retrograde = false, house: number | null = null) => ({ longitude, sign: SIGNS[Math.floor(longitude / 30)]!, degree: longitude % 30, retrograde, house });
const bodies = { Sun: body(15.5, false, 10), Moon: body(100.25, false, 1), Mercury: body(200, true, 4) };
const timed = { bodies, ascendant: { longitude: 95, sign: "Cancer" as const }, midheaven: { longitude: 5, sign: "Aries" as const }, houses: Array.from({ length: 12 }, (_, i) => (95 + i * 30) % 360), aspects: [] };
const untimed = { bodies, ascendant: null, midheaven: null, houses: null, aspects: [] };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&")
    .replace(/\uFE0E/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The table as a screen reader reads it: caption, column heads, and each row's header and cells. */
function read(html: string) {
  return {
    caption: text(/<caption[^>]*>(.*?)<\/caption>/.exec(html)![1]!),
    heads: [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!)),
    rows: [...html.slice(html.indexOf("<tbody")).matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!))),
  };
}

describe("PositionsTable", () => {
  it("with a birth time: each body's sign, degree and house, then the four angles, named", () => {
    const table = read(render(<PositionsTable model={wheelModel(timed)} />));
    expect(table.caption).toBe("Planet positions");
    expect(table.heads).toEqual(["Planet", "Sign", "Degree", "House"]);
    expect(table.rows).toEqual([
      ["☉ Sun", "Aries", "15°30′", "10"],
      ["☽ Moon", "Cancer", "10°15′", "1"],
      ["☿ Mercury (retrograde)", "Libra", "20°00′", "4"],
      ["Ascendant (ASC)", "Cancer", "5°00′", "—"],
      ["Descendant (DSC)", "Capricorn", "5°00′", "—"],
      ["Midheaven (MC)", "Aries", "5°00′", "—"],
      ["Imum Coeli (IC)", "Libra", "5°00′", "—"],
    ]);
  });

  it("without a birth time: no house column and no angles; a partner's positions beside the owner's, escaped", () => {
    const partner = { bodies: { Sun: body(190), Mars: body(40, true) } };
    const html = render(<PositionsTable model={wheelModel(untimed, partner)} ownerName={`Ann & "Bo"`} partnerName="Cy <3" />);
    const table = read(html);
    expect(table.caption).toBe(`Planet positions of Ann & "Bo"`);
    expect(table.heads).toEqual(["Planet", "Sign", "Degree", "Cy <3"]);
    expect(table.rows).toEqual([
      ["☉ Sun", "Aries", "15°30′", "10°00′ Libra"],
      ["☽ Moon", "Cancer", "10°15′", "—"],
      ["☿ Mercury (retrograde)", "Libra", "20°00′", "—"],
    ]);
    expect(html).toContain("Cy &lt;3");
  });

  it("names an unnamed partner's column Partner", () => {
    const table = read(render(<PositionsTable model={wheelModel(timed, { bodies: { Moon: body(192) } })} />));
    expect(table.heads).toEqual(["Planet", "Sign", "Degree", "House", "Partner"]);
    expect(table.rows[1]).toEqual(["☽ Moon", "Cancer", "10°15′", "1", "12°00′ Libra"]);
    expect(table.rows[3]).toEqual(["Ascendant (ASC)", "Cancer", "5°00′", "—", "—"]);
  });

  it("speaks the page's language: heads, planets, signs and angles in Hindi", () => {
    const table = read(render(<PositionsTable model={wheelModel(timed)} />, "hi"));
    expect(table.caption).toBe("ग्रहों की स्थिति");
    expect(table.heads).toEqual(["ग्रह", "राशि", "अंश", "भाव"]);
    expect(table.rows[0]).toEqual(["☉ सूर्य", "मेष", "15°30′", "10"]);
    expect(table.rows[2]).toEqual(["☿ बुध (वक्री)", "तुला", "20°00′", "4"]);
    // The wheel's label follows a name only where the name does not hold it already.
    expect(table.rows[3]).toEqual(["लग्न", "कर्क", "5°00′", "—"]);
    expect(read(render(<PositionsTable model={wheelModel(timed)} />, "es")).rows[6]).toEqual(["Fondo del cielo (FC)", "Libra", "5°00′", "—"]);
  });
});
