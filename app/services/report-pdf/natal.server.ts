/**
 * The natal report as a PDF: the chart read three ways, with the wheel and the D1 and D9 charts drawn
 * as vectors, made from the stored profile view the chart page shows.
 */
import { formatDegreeMinute, type Sign } from "~/astrology/constants";
import { AYANAMSA_NAMES, CONVENTION_LABELS } from "~/astrology/conventions";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime, formatCoordinates, formatPlace } from "~/domain/format";
import type { VedicStyle } from "~/domain/vedic-style";
import type { ProfileView } from "~/services/profile.server";
import { ReportPdf, type ReportOptions } from "./document.server";
import { drawVedicChart, drawWheel, placementsInWords, wheelAlt } from "./drawings.server";
import { blocks, ordinal, printable } from "./words.server";
import { banks } from "~/astrology/texts/banks";

const { SATURN_PHASE_HOUSE, SATURN_PHASE_NAMES, SATURN_PHASE_READINGS } = banks().sadeSati;
const { YOGA_NAMES } = banks().yogas;

export type PdfOptions = ReportOptions & { now?: Date };

const STYLE_LABEL: Record<VedicStyle, string> = { north: "North Indian", south: "South Indian" };

/** The natal report's pages (exported for the benchmark). */
export async function natalPdf(p: ProfileView, name: string, style: VedicStyle, options: PdfOptions = {}): Promise<Buffer> {
  const now = options.now ?? new Date();
  const chart = p.chart;
  const title = `Natal report: ${name}`;
  const pdf = new ReportPdf({ title, author: "Three Skies", subject: "A natal chart read in the Western, Chinese and Vedic traditions" }, options);
  const born = `${formatLongDate(`${p.birthDate}T12:00:00Z`)}${p.birthTime ? ` at ${p.birthTime}` : ", time unknown"}`;
  const bigThree = [`${p.sunSign} Sun`, p.moonSign ? `${p.moonSign} Moon` : null, p.ascendantSign ? `${p.ascendantSign} rising` : null].filter(Boolean).join(" · ");
  pdf.cover({
    eyebrow: `Natal report · ${formatLongDate(now.toISOString())}`,
    title: name,
    subtitle: `${bigThree} · ${p.chinese.element} ${p.chineseSign}${p.nakshatra ? ` · ${p.nakshatra}` : ""}`,
    lines: [`Born ${born}`, p.birthPlace],
  });
  pdf.contentsPage();

  // Western
  const houses = chart.houseSystem === "placidus" ? "Placidus houses" : chart.houseSystem === "whole-sign" ? "whole-sign houses" : "no houses (they need the birth time)";
  pdf.chapter("Western Astrology", `The tropical zodiac, ${houses}, the Sun, the Moon and the planets as they stood at your birth.`);
  pdf.heading("Your Birth Data");
  pdf.facts([
    ["Date", formatLongDate(`${p.birthDate}T12:00:00Z`)],
    ["Time", p.birthTime ? formatClockTime(p.birthTime) : "Unknown"],
    ["Place", `${formatPlace(p.birthPlace)} (${formatCoordinates(Number(p.birthLatitude), Number(p.birthLongitude))})`],
    ["Clock", chart.timeRule],
    ["Universal time", `${formatLongDate(chart.utc)}, ${chart.utc.slice(11, 16)} UT${chart.timeKnown ? "" : " (local noon, as the chart is cast)"}`],
    ...(chart.houseNote ? [["Houses", chart.houseNote] as [string, string]] : []),
  ]);
  if (chart.timeNote) pdf.paragraph(chart.timeNote, { muted: true });
  pdf.heading("Planetary Positions");
  pdf.table(
    [["Planet", 0.28], ["Sign", 0.26], ["Degree", 0.2], ["House", 0.26]],
    Object.entries(chart.bodies).map(([planet, b]) => [`${planet}${b.retrograde ? " (retrograde)" : ""}`, b.sign, formatDegreeMinute(b.degree), b.house ? `${ordinal(b.house)} house` : "–"]),
  );
  pdf.heading("Your Chart Wheel", 330 + 40);
  pdf.figure(330, wheelAlt(`The chart wheel of ${name}`, chart.bodies, chart.ascendant), (at) =>
    drawWheel(pdf, { x: at.x + (at.width - 330) / 2, y: at.y, size: 330 }, { bodies: chart.bodies, ascendant: chart.ascendant, midheaven: chart.midheaven, houses: chart.houses, aspects: chart.aspects }),
  );
  pdf.caption(chart.timeKnown ? "Lines join planets in aspect: solid blue flows, dashed red pulls." : "Without a birth time there are no houses or angles: 0° Aries is at the left.");
  pdf.heading(`Sun in ${p.sunSign}`);
  pdf.paragraphs(blocks(p.sunInsights), { lede: true });
  if (p.moonInsights) {
    pdf.heading(p.moonSign ? `Moon in ${p.moonSign}` : "Your Moon");
    pdf.paragraphs(blocks(p.moonInsights));
  }
  if (p.ascendantInsights) {
    pdf.heading(p.ascendantSign ? `${p.ascendantSign} Rising` : "Your Ascendant");
    pdf.paragraphs(blocks(p.ascendantInsights));
  }
  pdf.heading("The Other Planets");
  for (const block of p.planetaryInsights.split(/\n\n+/)) {
    const [first, ...rest] = block.split("\n").map(printable).filter(Boolean);
    if (first) pdf.label(first);
    pdf.paragraphs(rest);
  }

  // Chinese
  const c = p.chinese;
  pdf.chapter("Chinese Astrology", "The year animal and the Four Pillars of Destiny (BaZi), counted from the solar terms.");
  pdf.heading(`The ${c.label}`);
  pdf.paragraphs(blocks(p.chineseInsights), { lede: true });
  pdf.heading("The Four Pillars");
  const pillarRows = (["year", "month", "day", "hour"] as const).flatMap((key) => {
    const pillar = c.pillars[key];
    if (!pillar) return [[key[0]!.toUpperCase() + key.slice(1), "Needs the birth time", "", ""]];
    return [[key[0]!.toUpperCase() + key.slice(1), `${pillar.stem}-${pillar.branch}`, `${pillar.yinYang} ${pillar.element} over ${pillar.branchElement}`, pillar.animal]];
  });
  pdf.table(
    [["Pillar", 0.18], ["Stem and branch", 0.26], ["Elements", 0.34], ["Animal", 0.22]],
    pillarRows,
  );
  pdf.facts([
    ["Day Master", `${c.dayMaster.yinYang} ${c.dayMaster.element} (${c.dayMaster.stem})`],
    ["Elements", Object.entries(c.elements).map(([element, count]) => `${element} ${count}`).join(" · ")],
  ]);
  if (c.luckPillars?.length) {
    pdf.heading("Luck Pillars");
    if (c.readings.luck) pdf.paragraphs(blocks(c.readings.luck));
    pdf.table(
      [["Ages", 0.2], ["Begins", 0.32], ["Pillar and ten god", 0.48]],
      c.luckPillars.map((l) => [`${l.age}–${l.age + 9}${l.current ? " (now)" : ""}`, `from ${formatLongDate(`${l.start}T12:00:00Z`)}`, `${l.element} ${l.animal} (${l.stem}-${l.branch}), ${l.tenGod}`]),
    );
  }
  pdf.heading("The Year Now");
  pdf.paragraphs(blocks(c.readings.year));

  // Vedic
  const v = p.vedic;
  const conventions = chart.conventions;
  pdf.chapter("Vedic Astrology", `The sidereal zodiac (${AYANAMSA_NAMES[conventions.ayanamsa]} ayanamsa) and whole-sign houses, drawn in the ${STYLE_LABEL[style]} style.${v.lagna ? ` Lagna: ${v.lagna.sign} ${formatDegreeMinute(v.lagna.longitude % 30)}.` : " Without a birth time the charts are counted from the Moon's sign (Chandra lagna)."}`);
  if (v.planets) {
    pdf.heading("Rasi (D1) and Navamsa (D9)", 226 + 40);
    const size = 220;
    const { lagna: navamsaLagna, ...d9 } = v.navamsa;
    const d1 = Object.fromEntries(Object.entries(v.planets).map(([planet, pos]) => [planet, pos.sign])) as Record<string, Sign>;
    const rasiFirst = (v.lagna?.sign ?? v.planets.Moon.sign) as Sign;
    const alt = `${STYLE_LABEL[style]} charts. Rasi (D1), counted from ${rasiFirst}: ${placementsInWords(d1)}. Navamsa (D9): ${placementsInWords(d9 as Record<string, Sign>)}.`;
    pdf.figure(size + 6, alt, (at) => {
      const gap = (at.width - 2 * size) / 3;
      drawVedicChart(pdf, { x: at.x + gap, y: at.y, size }, { style, name: "Rasi", firstSign: rasiFirst, lagnaKnown: v.lagna !== null, placements: d1 });
      drawVedicChart(pdf, { x: at.x + 2 * gap + size, y: at.y, size }, { style, name: "Navamsa", firstSign: (navamsaLagna ?? d9.Moon) as Sign, lagnaKnown: navamsaLagna !== null, placements: d9 as Record<string, Sign> });
    });
    pdf.caption("Left: Rasi (D1), the birth chart. Right: Navamsa (D9), the chart of partnership and inner strength. Su Sun · Mo Moon · Ma Mars · Me Mercury · Ju Jupiter · Ve Venus · Sa Saturn · Ra Rahu · Ke Ketu · Asc lagna");
    pdf.heading("The Nine Grahas");
    pdf.table(
      [["Graha", 0.22], ["Sign", 0.18], ["Degree", 0.14], ["Nakshatra", 0.22], ["House", 0.1], ["Navamsa", 0.14]],
      Object.entries(v.planets).map(([graha, pos]) => [
        `${graha}${pos.retrograde && graha !== "Rahu" && graha !== "Ketu" ? " (R)" : ""}`,
        pos.sign,
        formatDegreeMinute(pos.longitude % 30),
        `${pos.nakshatra} ${pos.pada}`,
        pos.house ? String(pos.house) : "–",
        v.navamsa[graha as keyof typeof v.navamsa] ?? "–",
      ]),
    );
  }
  if (p.nakshatraInsights) {
    pdf.heading(p.nakshatra ? `Your Nakshatra: ${p.nakshatra}` : "Your Nakshatra");
    pdf.paragraphs(blocks(p.nakshatraInsights));
  }
  if (v.dasha.current) {
    const d = v.dasha.current;
    pdf.heading("Vimshottari Dasha");
    pdf.facts([
      ["Running now", `${d.maha} mahadasha, ${d.antar} antardasha`],
      ["This sub-period", `${formatLongDate(d.start)} to ${formatLongDate(d.end)}`],
    ]);
  }
  pdf.heading("Sade Sati");
  const day = now.toISOString().slice(0, 10);
  const sati = v.sadeSati.periods.find((period) => period.start <= day && day < period.end) ?? null;
  if (sati) {
    pdf.facts([
      ["Now", SATURN_PHASE_NAMES[sati.phase]],
      ["Saturn", `In ${sati.sign}, ${SATURN_PHASE_HOUSE[sati.phase]}, from ${formatLongDate(`${sati.start}T12:00:00Z`)} to ${formatLongDate(`${sati.end}T12:00:00Z`)}`],
    ]);
    pdf.paragraph(SATURN_PHASE_READINGS[sati.phase]);
  } else {
    pdf.paragraph(`Saturn is in none of the signs of Sade Sati or the small panoti counted from your Moon in ${v.sadeSati.moonSign} today.`);
  }
  const upcoming = v.sadeSati.periods.filter((period) => period.end > day).slice(0, 8);
  if (upcoming.length) {
    pdf.table(
      [["Phase", 0.4], ["Sign", 0.2], ["From", 0.2], ["To", 0.2]],
      upcoming.map((period) => [SATURN_PHASE_NAMES[period.phase], period.sign, period.start, period.end]),
    );
  }
  if (v.yogas.length) {
    pdf.heading("Yogas");
    for (const yoga of v.yogas) {
      pdf.label(`${YOGA_NAMES[yoga.kind]} · ${yoga.planets.join(", ")}`);
      pdf.paragraph(printable(yoga.detail));
      if (yoga.cancellations?.length) pdf.paragraph(`Cancelled: ${yoga.cancellations.join("; ")}`, { muted: true });
    }
  }
  pdf.chapter("About This Report", "How the chart above was computed: the same choices as your chart page (they can be changed in Settings).");
  pdf.facts([
    ["Positions", "The Swiss Ephemeris, with its built-in Moshier ephemeris"],
    ["Western", `The tropical zodiac; ${houses}`],
    ["Vedic zodiac", `Sidereal, ${CONVENTION_LABELS.ayanamsa[conventions.ayanamsa]} ayanamsa`],
    ["Rahu and Ketu", CONVENTION_LABELS.node[conventions.node]],
    ["Dasha year", CONVENTION_LABELS.dashaYearDays[String(conventions.dashaYearDays) as keyof typeof CONVENTION_LABELS.dashaYearDays]],
    ["BaZi hour", CONVENTION_LABELS.baziHour[conventions.baziHour]],
    ["BaZi day starts", CONVENTION_LABELS.dayStart[conventions.dayStart]],
  ]);
  return pdf.finish();
}
