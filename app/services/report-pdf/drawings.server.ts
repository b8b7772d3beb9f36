/**
 * The chart drawings of the PDF reports, as vector paths: the wheel (and bi-wheel) from the same model
 * the page's SVG draws (app/domain/wheel-model.ts), the Vedic charts from the same layout
 * (app/domain/vedic-layout.ts). Model units are scaled onto the page; nothing is rasterized.
 */
import { formatDegreeMinute, SIGNS, type Sign } from "~/astrology/constants";
import { polar, ringSegment } from "~/domain/wheel-geometry";
import { H, houseMarks, labelRows, northLabels, Q, S, SIZE, SOUTH } from "~/domain/vedic-layout";
import { wheelModel, type CrossAspect, type WheelInput, type WheelMark } from "~/domain/wheel-model";
import type { VedicStyle } from "~/domain/vedic-style";
import { COLOUR, MARGIN, type ReportPdf } from "./document.server";
import type { Translate } from "~/i18n/messages.server";

/** A wheel in the reader's words, for its figure's alternative text: "…: Sun 17°06′ Cancer, Moon 24°57′ Cancer …; Scorpio rising." */
export function wheelAlt(t: Translate, title: string, bodies: WheelInput["bodies"], ascendant: { sign: string } | null): string {
  const marks = Object.entries(bodies).flatMap(([name, b]) =>
    b ? [t(b.retrograde ? "astro.descBodyRetrograde" : "astro.descBody", { planet: t(`astro.planet.${name}`), where: t("astro.atDegree", { degree: formatDegreeMinute(b.degree), sign: t(`astro.sign.${b.sign}`) }) })] : [],
  );
  return t(ascendant ? "astro.wheelAltRising" : "astro.wheelAlt", { title, marks: marks.join(t("astro.list")), sign: ascendant && t(`astro.sign.${ascendant.sign}`) });
}

/** A Vedic chart in the reader's words, sign by sign: "Aries: Sun, Mars; Cancer: Moon". */
export function placementsInWords(t: Translate, placements: Record<string, Sign>): string {
  return SIGNS.flatMap((sign) => {
    const here = Object.keys(placements).filter((planet) => placements[planet] === sign);
    return here.length ? [t("astro.signPlanets", { sign: t(`astro.sign.${sign}`), planets: here.map((planet) => t(`astro.planet.${planet}`)).join(t("astro.list")) })] : [];
  }).join(t("astro.vedicSeparator"));
}

const ELEMENT_FILL = { fire: "#fff1f2", earth: "#ecfdf5", air: "#f0f9ff", water: "#eef2ff" } as const;

/** Draws the wheel (with a partner's planets, a bi-wheel) in a square of `size` points at (x, y). */
export function drawWheel(
  report: ReportPdf,
  at: { x: number; y: number; size: number },
  chart: WheelInput,
  partner?: Pick<WheelInput, "bodies"> | null,
  crossAspects: readonly CrossAspect[] = [],
) {
  const doc = report.doc;
  const m = wheelModel(chart, partner, crossAspects);
  const { cx, cy, radii } = m;
  const box = m.size + 2 * m.margin;
  const keepY = doc.y;
  doc.save();
  doc.translate(at.x, at.y).scale(at.size / box).translate(m.margin, m.margin);

  if (radii.partner) doc.circle(cx, cy, radii.partner).lineWidth(30).strokeColor("#fffbeb").stroke();

  // The zodiac ring, tinted by element, and the sign symbols.
  m.signs.forEach((sign, i) => {
    const start = Math.PI + (((i * 30 - m.rotation) % 360) * Math.PI) / 180;
    doc.path(ringSegment(cx, cy, radii.outer, radii.zodiacInner, start, start + Math.PI / 6)).lineWidth(0.75).fillAndStroke(ELEMENT_FILL[sign.element], COLOUR.night300);
  });
  for (const sign of m.signs) report.symbol(sign.symbol, sign.label.x, sign.label.y, { size: 15, colour: COLOUR.night800 });

  // Degree ticks: every degree, longer at 5° and 10°.
  doc.lineWidth(0.6).strokeColor("#64748b");
  for (let degree = 0; degree < 360; degree++) {
    const length = degree % 10 === 0 ? 7 : degree % 5 === 0 ? 5 : 2.5;
    const from = polar(degree, radii.zodiacInner, m.rotation, cx, cy);
    const to = polar(degree, radii.zodiacInner + length, m.rotation, cx, cy);
    doc.moveTo(from.x, from.y).lineTo(to.x, to.y);
  }
  doc.stroke();
  doc.circle(cx, cy, radii.zodiacInner).lineWidth(1).strokeColor(COLOUR.faint).stroke();
  doc.circle(cx, cy, radii.aspect).lineWidth(1).strokeColor("#cbd5e1").stroke();

  // Houses (with a birth time), then the four angles labelled outside the ring.
  for (const house of m.houses) {
    if (!house.isAngle) doc.moveTo(house.from.x, house.from.y).lineTo(house.to.x, house.to.y).lineWidth(0.75).strokeColor(COLOUR.night300).stroke();
    report.centred(String(house.number), house.label.x, house.label.y, { size: 8, colour: "#64748b", width: 20 });
  }
  for (const angle of m.angles) {
    const strong = angle.name === "ASC" || angle.name === "MC";
    doc.moveTo(angle.from.x, angle.from.y).lineTo(angle.to.x, angle.to.y).lineWidth(strong ? 1.75 : 1).strokeColor(COLOUR.night700).stroke();
    doc.moveTo(angle.markFrom.x, angle.markFrom.y).lineTo(angle.markTo.x, angle.markTo.y).lineWidth(1).strokeColor(COLOUR.night700).stroke();
    const align = angle.label.anchor === "end" ? "right" : angle.label.anchor === "start" ? "left" : "center";
    const dy = angle.label.baseline === "auto" ? -6 : angle.label.baseline === "hanging" ? 6 : 0;
    report.centred(report.t(`astro.abbr.angle.${angle.name}`), angle.label.x, angle.label.y + dy, { size: 10, colour: COLOUR.night700, bold: true, width: 30, align });
  }

  // Aspects: flowing in blue, tense in red and dashed (colour is not the only cue).
  for (const aspect of m.aspects) {
    doc.moveTo(aspect.from.x, aspect.from.y).lineTo(aspect.to.x, aspect.to.y).lineWidth(1).strokeOpacity(0.75);
    if (aspect.kind === "hard") doc.dash(4, { space: 3 }).strokeColor(COLOUR.hard).stroke().undash();
    else doc.strokeColor(COLOUR.soft).stroke();
  }
  doc.strokeOpacity(1);

  for (const mark of m.bodies) planet(report, mark, "inner");
  doc.circle(cx, cy, radii.outer).lineWidth(1.25).strokeColor("#64748b").stroke();
  for (const mark of m.partnerBodies) planet(report, mark, "outer");

  doc.restore();
  doc.y = keepY;
  doc.x = MARGIN;
}

function planet(report: ReportPdf, b: WheelMark, ring: "inner" | "outer") {
  const doc = report.doc;
  const colour = ring === "inner" ? COLOUR.ink : COLOUR.amber;
  // The report draws a chart by degree (wheelModel): every mark has its tick and degree.
  if (b.tickOuter && b.tickInner) doc.moveTo(b.tickOuter.x, b.tickOuter.y).lineTo(b.tickInner.x, b.tickInner.y).lineWidth(1.5).strokeColor(colour).stroke();
  if (b.pointer && b.tickInner) doc.moveTo(b.tickInner.x, b.tickInner.y).lineTo(b.pointer.x, b.pointer.y).lineWidth(0.5).strokeColor(COLOUR.faint).stroke();
  report.symbol(b.glyph, b.glyphAt.x, b.glyphAt.y, { size: ring === "inner" ? 16 : 14, colour });
  if (b.retrograde) report.centred(report.t("astro.abbr.retrograde"), b.retrogradeAt.x, b.retrogradeAt.y, { size: 6.5, colour: "#be123c", bold: true, width: 10 });
  if (b.degreeLabel) report.centred(b.degreeLabel, b.degreeAt.x, b.degreeAt.y, { size: 6.5, colour: COLOUR.muted, width: 40 });
}

/** A Vedic chart (North or South Indian) in a square of `size` points at (x, y). */
export function drawVedicChart(
  report: ReportPdf,
  at: { x: number; y: number; size: number },
  chart: { style: VedicStyle; firstSign: Sign; lagnaKnown: boolean; placements: Record<string, Sign>; name: string },
) {
  const doc = report.doc;
  const keepY = doc.y;
  const first = SIGNS.indexOf(chart.firstSign);
  doc.save();
  doc.translate(at.x, at.y).scale(at.size / SIZE);
  doc.rect(0, 0, S, S).fill(COLOUR.night50);
  doc.lineWidth(1.5).strokeColor(COLOUR.night800);
  if (chart.style === "north") {
    doc.rect(0, 0, S, S).stroke();
    doc.moveTo(0, 0).lineTo(S, S).stroke();
    doc.moveTo(S, 0).lineTo(0, S).stroke();
    doc.polygon([H, 0], [S, H], [H, S], [0, H]).stroke();
  } else {
    for (const [c, r] of SOUTH) doc.rect(c * Q, r * Q, Q, Q).stroke();
    doc.rect(Q, Q, H, H).fillAndStroke("#ffffff", COLOUR.night800);
    if (chart.lagnaKnown) {
      const [c, r] = SOUTH[first]!;
      doc.moveTo(c * Q, r * Q + 18).lineTo(c * Q + 18, r * Q).stroke();
    }
  }
  if (chart.style === "north") {
    for (let h = 0; h < 12; h++) {
      const sign = SIGNS[(first + h) % 12]!;
      const place = northLabels(h);
      report.centred(String(((first + h) % 12) + 1), place.x, place.numberY, { size: 11, colour: COLOUR.muted, width: 30 });
      for (const row of labelRows(houseMarks(report.t, chart.placements, sign, h === 0 && chart.lagnaKnown), place.planetsY)) report.centred(row.text, place.x, row.y, { size: 12, colour: COLOUR.ink, bold: true, width: 90 });
    }
  } else {
    SIGNS.forEach((sign, i) => {
      const [c, r] = SOUTH[i]!;
      report.centred(report.t(`astro.abbr.sign.${sign}`), c * Q + Q - 6, r * Q + 12, { size: 10, colour: COLOUR.muted, width: 40, align: "right" });
      for (const row of labelRows(houseMarks(report.t, chart.placements, sign, i === first && chart.lagnaKnown), r * Q + Q / 2 + 6)) report.centred(row.text, c * Q + Q / 2, row.y, { size: 12, colour: COLOUR.ink, bold: true, width: Q });
    });
    report.centred(chart.name, H, H, { size: 15, colour: COLOUR.night800, width: H });
  }
  doc.restore();
  doc.y = keepY;
  doc.x = MARGIN;
}
