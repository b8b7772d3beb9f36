import { describe, expect, it } from "vitest";
import { dailyHoroscope } from "~/astrology/daily";
import { natalChart } from "~/astrology/index";
import { SAMPLE_CHARTS } from "~/astrology/texts/samples";
import { parseDaily } from "./daily-reading";

describe("parseDaily", () => {
  it("reads every generated day back into the parts it was written from", () => {
    for (const c of SAMPLE_CHARTS) {
      const chart = natalChart(c.birth).chart;
      for (const date of ["2026-01-03", "2026-06-21", "2026-11-25"]) {
        const d = dailyHoroscope(chart, date, c.zone, c.id);
        expect(parseDaily(d.content)).toEqual({
          headline: d.headline,
          cards: d.sections.map((s) => ({ id: s.id, title: s.title, lead: s.lead, text: s.text })),
          do: d.advice.do,
          dont: d.advice.dont,
          sky: d.sky,
        });
      }
    }
  });
  it("gives null for a text in another shape, which is then shown as it is", () => {
    expect(parseDaily("A quiet day.\n\nLove: Be kind.\n\nTry this: rest.")).toBeNull();
    const old = "Headline.\n\nLove: one.\n\nWork: two.\n\nWellbeing: three.\n\nAlso today: x.\n\nTry this: y.";
    expect(parseDaily(old)).toBeNull();
    const good = "Head.\n\nLove: a\nb\n\nWork: c\nd\n\nWellbeing: e\nf\n\nDo: g\nDon't: h\n\nSky: i";
    expect(parseDaily(good)?.cards.map((c) => c.lead)).toEqual(["a", "c", "e"]);
    expect(parseDaily(good.replace("Work:", "Career:"))).toBeNull();
    expect(parseDaily(good.replace("\r", "").replace(/\n/g, "\r\n"))?.sky).toBe("i");
  });
});
