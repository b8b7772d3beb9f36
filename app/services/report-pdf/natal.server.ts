/**
 * The natal report as a PDF: the chart read three ways, with the wheel and the D1 and D9 charts drawn
 * as vectors, made from the stored profile view the chart page shows.
 */
import { formatDegreeMinute, type Sign } from "~/astrology/constants";
import { coordinateWords, formatClockTime, formatCoordinates, formatPlace } from "~/domain/format";
import type { VedicStyle } from "~/domain/vedic-style";
import type { ProfileView } from "~/services/profile.server";
import { ReportPdf, type ReportOptions } from "./document.server";
import { drawVedicChart, drawWheel, placementsInWords, wheelAlt } from "./drawings.server";
import { blocks, printable } from "./words.server";
import { banks } from "~/astrology/texts/banks";
import { formatDay } from "~/i18n/format";
import { translator } from "~/i18n/messages.server";

export type PdfOptions = ReportOptions & { now?: Date };

/** The natal report's pages (exported for the benchmark). */
export async function natalPdf(p: ProfileView, name: string, style: VedicStyle, options: PdfOptions = {}): Promise<Buffer> {
  const { now = new Date(), locale = "en" } = options;
  const chart = p.chart;
  const t = translator(locale);
  const [sign, planet, animal, element, nakshatra] = ["astro.sign", "astro.planet", "astro.animal", "astro.element", "vedic.nakshatra"].map((kind) => (name: string) => t(`${kind}.${name}`));
  const pair = (x: { stem: string; branch: string }) => t("report.stemBranch", { stem: t(`astro.stem.${x.stem}`), branch: t(`astro.branch.${x.branch}`) });
  const long = (value: string | Date) => formatDay(new Date(value).toISOString().slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" });
  const { sadeSati: { SATURN_PHASE_HOUSE, SATURN_PHASE_NAMES, SATURN_PHASE_READINGS }, yogas: { YOGA_NAMES } } = banks(locale);
  const han = locale === "zh-Hans";
  const pdf = new ReportPdf({ title: t("report.title", { name }), author: "Three Skies", subject: t("report.subject") }, options);
  const bigThree = [t("chart.sunOf", { sign: sign(p.sunSign) }), p.moonSign ? t("chart.moonOf", { sign: sign(p.moonSign) }) : null, p.ascendantSign ? t("chart.risingOf", { sign: sign(p.ascendantSign) }) : null].filter(Boolean).join(" · ");
  pdf.cover({
    eyebrow: t("report.eyebrow", { date: long(now) }),
    title: name,
    subtitle: `${bigThree} · ${t("chart.yearAnimal", { element: element(p.chinese.element), animal: animal(p.chineseSign) })}${p.nakshatra ? ` · ${nakshatra(p.nakshatra)}` : ""}`,
    lines: [p.birthTime ? t("report.born", { date: long(`${p.birthDate}T12:00:00Z`), time: p.birthTime }) : t("report.bornNoTime", { date: long(`${p.birthDate}T12:00:00Z`) }), p.birthPlace],
  });
  pdf.contentsPage();

  // Western
  const houses = t(`report.houses.${chart.houseSystem === "placidus" || chart.houseSystem === "whole-sign" ? chart.houseSystem : "none"}`);
  pdf.chapter(t("report.western"), t("report.westernIntro", { houses }));
  pdf.heading(t("report.birthData"));
  pdf.facts([
    [t("chart.fact.date"), long(`${p.birthDate}T12:00:00Z`)],
    [t("chart.fact.time"), p.birthTime ? (locale === "en" ? formatClockTime(p.birthTime) : p.birthTime.slice(0, 5)) : t("chart.fact.unknown")],
    [t("chart.fact.place"), `${formatPlace(p.birthPlace)} (${formatCoordinates(Number(p.birthLatitude), Number(p.birthLongitude), coordinateWords(t))})`],
    [t("chart.fact.clock"), chart.timeRule],
    [t("chart.fact.ut"), t(chart.timeKnown ? "chart.utc" : "chart.utcNoon", { date: long(chart.utc), time: chart.utc.slice(11, 16) })],
    ...(chart.houseNote ? [[t("report.houses"), chart.houseNote] as [string, string]] : []),
  ]);
  if (chart.timeNote) pdf.paragraph(chart.timeNote, { muted: true });
  pdf.heading(t("report.positions"));
  pdf.table(
    [[t("astro.col.planet"), 0.28], [t("astro.col.sign"), 0.26], [t("astro.col.degree"), 0.2], [t("astro.col.house"), 0.26]],
    Object.entries(chart.bodies).map(([name, b]) => [b.retrograde ? t("report.retrograde", { planet: planet(name) }) : planet(name), sign(b.sign), formatDegreeMinute(b.degree), b.house ? t("report.nthHouse", { house: b.house }) : "–"]),
  );
  pdf.heading(t("report.wheel"), 330 + 40);
  pdf.figure(330, wheelAlt(t, t("report.wheelAlt", { name }), chart.bodies, chart.ascendant), (at) =>
    drawWheel(pdf, { x: at.x + (at.width - 330) / 2, y: at.y, size: 330 }, { bodies: chart.bodies, ascendant: chart.ascendant, midheaven: chart.midheaven, houses: chart.houses, aspects: chart.aspects }),
  );
  pdf.caption(chart.timeKnown ? t("report.wheelCaption") : t("report.wheelCaptionNoTime"));
  pdf.reading(t("chart.sunIn", { sign: sign(p.sunSign) }), blocks(p.sunInsights, han), { lede: true });
  pdf.reading(p.moonSign ? t("chart.moonIn", { sign: sign(p.moonSign) }) : t("report.yourMoon"), blocks(p.moonInsights, han));
  pdf.reading(p.ascendantSign ? t("report.rising", { sign: sign(p.ascendantSign) }) : t("report.yourAscendant"), blocks(p.ascendantInsights, han));
  pdf.heading(t("report.otherPlanets"));
  for (const block of p.planetaryInsights.split(/\n\n+/)) {
    const [first, ...rest] = block.split("\n").map((line) => printable(line, han)).filter(Boolean);
    if (first) pdf.label(first);
    pdf.paragraphs(rest);
  }

  // Chinese
  const c = p.chinese;
  pdf.chapter(t("report.chinese"), t("report.chineseIntro"));
  pdf.reading(t("report.theAnimal", { element: element(c.element), animal: animal(p.chineseSign) }), blocks(p.chineseInsights, han), { lede: true });
  pdf.heading(t("report.fourPillars"));
  const pillarRows = (["year", "month", "day", "hour"] as const).flatMap((key) => {
    const pillar = c.pillars[key];
    if (!pillar) return [[t(`chart.pillar.${key}`), t("report.needsTime"), "", ""]];
    return [[t(`chart.pillar.${key}`), pair(pillar), t("report.pillarElements", { yinYang: t(`astro.yinYang.${pillar.yinYang}`), element: element(pillar.element), branchElement: element(pillar.branchElement) }), animal(pillar.animal)]];
  });
  pdf.table(
    [[t("report.col.pillar"), 0.18], [t("report.col.stemBranch"), 0.26], [t("report.col.elements"), 0.34], [t("report.col.animal"), 0.22]],
    pillarRows,
  );
  pdf.facts([
    [t("report.dayMaster"), t("report.dayMasterValue", { yinYang: t(`astro.yinYang.${c.dayMaster.yinYang}`), element: element(c.dayMaster.element), stem: t(`astro.stem.${c.dayMaster.stem}`) })],
    [t("report.elements"), Object.entries(c.elements).map(([name, count]) => t("report.elementCount", { element: element(name), count })).join(" · ")],
  ]);
  if (c.luckPillars?.length) {
    pdf.heading(t("report.luckPillars"));
    if (c.readings.luck) pdf.paragraphs(blocks(c.readings.luck, han));
    pdf.table(
      [[t("report.col.ages"), 0.2], [t("report.col.begins"), 0.32], [t("report.col.luck"), 0.48]],
      c.luckPillars.map((l) => [t(l.current ? "report.agesNow" : "report.ages", { from: l.age, to: l.age + 9 }), t("report.begins", { date: long(`${l.start}T12:00:00Z`) }), t("report.luck", { element: element(l.element), animal: animal(l.animal), stemBranch: pair(l), tenGod: l.tenGod })]),
    );
  }
  pdf.reading(t("report.yearNow"), blocks(c.readings.year, han));

  // Vedic
  const v = p.vedic;
  const conventions = chart.conventions;
  const lagna = v.lagna ? t("report.vedicLagna", { sign: sign(v.lagna.sign), degree: formatDegreeMinute(v.lagna.longitude % 30) }) : t("report.vedicNoLagna");
  pdf.chapter(t("report.vedic"), t("report.vedicIntro", { ayanamsa: t(`chart.ayanamsaName.${conventions.ayanamsa}`), style: t(`chart.style.${style}`) }) + lagna);
  if (v.planets) {
    pdf.heading(t("report.rasiNavamsa"), 226 + 40);
    const size = 220;
    const { lagna: navamsaLagna, ...d9 } = v.navamsa;
    const d1 = Object.fromEntries(Object.entries(v.planets).map(([planet, pos]) => [planet, pos.sign])) as Record<string, Sign>;
    const rasiFirst = (v.lagna?.sign ?? v.planets.Moon.sign) as Sign;
    const alt = t("report.vedicAlt", { style: t(`chart.style.${style}`), sign: sign(rasiFirst), d1: placementsInWords(t, d1), d9: placementsInWords(t, d9 as Record<string, Sign>) });
    pdf.figure(size + 6, alt, (at) => {
      const gap = (at.width - 2 * size) / 3;
      drawVedicChart(pdf, { x: at.x + gap, y: at.y, size }, { style, name: t("astro.vedicName.d1"), firstSign: rasiFirst, lagnaKnown: v.lagna !== null, placements: d1 });
      drawVedicChart(pdf, { x: at.x + 2 * gap + size, y: at.y, size }, { style, name: t("astro.vedicName.d9"), firstSign: (navamsaLagna ?? d9.Moon) as Sign, lagnaKnown: navamsaLagna !== null, placements: d9 as Record<string, Sign> });
    });
    pdf.caption(t("report.vedicCaption", { legend: t("astro.abbr.legend") }));
    pdf.heading(t("report.grahas"));
    pdf.table(
      [[t("report.col.graha"), 0.22], [t("astro.col.sign"), 0.18], [t("astro.col.degree"), 0.14], [t("report.col.nakshatra"), 0.22], [t("astro.col.house"), 0.1], [t("report.col.navamsa"), 0.14]],
      Object.entries(v.planets).map(([graha, pos]) => [
        `${planet(graha)}${pos.retrograde && graha !== "Rahu" && graha !== "Ketu" ? ` (${t("astro.abbr.retrograde")})` : ""}`,
        sign(pos.sign),
        formatDegreeMinute(pos.longitude % 30),
        `${nakshatra(pos.nakshatra)} ${pos.pada}`,
        pos.house ? String(pos.house) : "–",
        v.navamsa[graha as keyof typeof v.navamsa] ? sign(v.navamsa[graha as keyof typeof v.navamsa]!) : "–",
      ]),
    );
  }
  pdf.reading(p.nakshatra ? t("report.yourNakshatraIs", { nakshatra: nakshatra(p.nakshatra) }) : t("report.yourNakshatra"), blocks(p.nakshatraInsights, han));
  if (v.dasha.current) {
    const d = v.dasha.current;
    pdf.heading(t("report.dasha"));
    pdf.facts([
      [t("report.runningNow"), t("report.dashaNow", { maha: planet(d.maha), antar: planet(d.antar) })],
      [t("report.subPeriod"), t("report.fromTo", { from: long(d.start), to: long(d.end) })],
    ]);
  }
  pdf.heading(t("report.sadeSati"));
  const day = now.toISOString().slice(0, 10);
  const sati = v.sadeSati.periods.find((period) => period.start <= day && day < period.end) ?? null;
  if (sati) {
    pdf.facts([
      [t("report.now"), SATURN_PHASE_NAMES[sati.phase]],
      [planet("Saturn"), t("report.saturnIn", { sign: sign(sati.sign), house: SATURN_PHASE_HOUSE[sati.phase], from: long(`${sati.start}T12:00:00Z`), to: long(`${sati.end}T12:00:00Z`) })],
    ]);
    pdf.paragraph(SATURN_PHASE_READINGS[sati.phase]);
  } else {
    pdf.paragraph(t("report.noSati", { sign: sign(v.sadeSati.moonSign) }));
  }
  const upcoming = v.sadeSati.periods.filter((period) => period.end > day).slice(0, 8);
  if (upcoming.length) {
    pdf.table(
      [[t("report.col.phase"), 0.4], [t("astro.col.sign"), 0.2], [t("report.col.from"), 0.2], [t("report.col.to"), 0.2]],
      upcoming.map((period) => [SATURN_PHASE_NAMES[period.phase], sign(period.sign), period.start, period.end]),
    );
  }
  if (v.yogas.length) {
    pdf.heading(t("report.yogas"));
    for (const yoga of v.yogas) {
      pdf.label(`${YOGA_NAMES[yoga.kind]} · ${yoga.planets.map(planet).join(", ")}`);
      pdf.paragraph(printable(yoga.detail, han));
      if (yoga.cancellations?.length) pdf.paragraph(t("report.cancelled", { list: yoga.cancellations.join("; ") }), { muted: true });
    }
  }
  pdf.chapter(t("report.about"), t("report.aboutIntro"));
  const chosen = (choice: keyof typeof conventions) => t(`settings.convention.${choice}.${conventions[choice]}`);
  pdf.facts([
    [t("report.fact.positions"), t("report.ephemeris")],
    [t("report.fact.western"), t("report.westernValue", { houses })],
    [t("report.fact.vedicZodiac"), t("report.sidereal", { ayanamsa: chosen("ayanamsa") })],
    [t("report.fact.nodes"), chosen("node")],
    [t("report.fact.dashaYear"), chosen("dashaYearDays")],
    [t("report.fact.baziHour"), chosen("baziHour")],
    [t("report.fact.baziDay"), chosen("dayStart")],
  ]);
  return pdf.finish();
}
