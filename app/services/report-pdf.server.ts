/**
 * Reports as PDF (Premium): the natal report — the chart read three ways, with the wheel and the D1
 * and D9 charts drawn as vectors — and the Match report — the bi-wheel, the three scores, the koota
 * table and every section of the reading. Both are made from the same data as the pages that show
 * them (the stored profile view; the Match report re-created from its signed token or a saved
 * person), so the PDF never says anything the screen does not. Nothing is stored.
 * The HTML download links and the /api routes share these functions.
 */
import { formatDegreeMinute, type Sign } from "~/astrology/constants";
import { SATURN_PHASE_HOUSE, SATURN_PHASE_NAMES, SATURN_PHASE_READINGS } from "~/astrology/texts/sade-sati";
import { YOGA_NAMES } from "~/astrology/texts/yogas";
import { HttpError } from "~/domain/errors";
import { formatLongDate } from "~/domain/dates";
import { displayName } from "~/domain/user";
import type { VedicStyle } from "~/domain/vedic-style";
import { isPremium, type User } from "~/models/user.server";
import { rateLimit } from "~/services/rate-limit.server";
import type { CompatibilityDetails } from "~/schemas/profile";
import { buildReport, generateCompatibility, PREMIUM_REQUIRED, readReportToken, reportFileName, requireProfile, type CompatibilityResult, type CompatibilityWheel } from "~/services/compatibility.server";
import { personReport } from "~/services/people.server";
import type { ProfileView } from "~/services/profile.server";
import { ReportPdf } from "./report-pdf/document.server";

export { warmReportFonts } from "./report-pdf/document.server";
import { drawVedicChart, drawWheel } from "./report-pdf/drawings.server";

export const NATAL_PDF_PREMIUM = "The natal report as a PDF is a Premium feature. Upgrade to Premium to download it.";

export type PdfFile = { fileName: string; bytes: Buffer };
export type PdfOptions = { compress?: boolean; now?: Date };

/** Characters the text faces lack (astrological symbols, variation selectors, CJK): the PDF spells them out instead. */
function printable(text: string) {
  return text
    .replace(/[\u2600-\u26ff]\s?/gu, "")
    .replace(/\ufe0e|\ufe0f/gu, "")
    .replace(/[\u2e80-\u9fff]/gu, "")
    .trim();
}

/** "Para one\n\nPara two\nline" → blocks of lines, printable. */
function blocks(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n+/)
    .map(printable)
    .filter(Boolean);
}

function slug(text: string) {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "chart"
  );
}

function ordinal(n: number) {
  const suffix = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}

function points(x: number) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

const STYLE_LABEL: Record<VedicStyle, string> = { north: "North Indian", south: "South Indian" };

// --- natal ------------------------------------------------------------------------------------------

/** The natal report of the member's chart as a PDF; 403 without Premium, 404 without a chart. */
export async function natalReportPdf(user: User, style: VedicStyle, options: PdfOptions = {}): Promise<PdfFile> {
  if (!isPremium(user)) throw new HttpError(403, NATAL_PDF_PREMIUM);
  const profile = await requireProfile(user.id);
  await rateLimit("reportPdf", user.id);
  const now = options.now ?? new Date();
  const name = displayName(user, "Your chart");
  return { fileName: `natal-report-${slug(name)}-${now.toISOString().slice(0, 10)}.pdf`, bytes: await natalPdf(profile, name, style, { ...options, now }) };
}

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
  pdf.chapter("Western Astrology", "The tropical zodiac, Placidus houses, the Sun, the Moon and the planets as they stood at your birth.");
  pdf.heading("Your Chart Wheel");
  const wheelAt = pdf.figure(330);
  drawWheel(pdf, { x: wheelAt.x + (wheelAt.width - 330) / 2, y: wheelAt.y, size: 330 }, { bodies: chart.bodies, ascendant: chart.ascendant, midheaven: chart.midheaven, houses: chart.houses, aspects: chart.aspects });
  pdf.caption(chart.timeKnown ? "Lines join planets in aspect: solid blue flows, dashed red pulls." : "Without a birth time there are no houses or angles: 0° Aries is at the left.");
  pdf.heading("Planetary Positions");
  pdf.table(
    [
      { title: "Planet", width: 0.28 },
      { title: "Sign", width: 0.26 },
      { title: "Degree", width: 0.2 },
      { title: "House", width: 0.26 },
    ],
    Object.entries(chart.bodies).map(([planet, b]) => [`${planet}${b.retrograde ? " (retrograde)" : ""}`, b.sign, formatDegreeMinute(b.degree), b.house ? `${ordinal(b.house)} house` : "–"]),
  );
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
  pdf.heading("The Outer Planets");
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
    [
      { title: "Pillar", width: 0.18 },
      { title: "Stem and branch", width: 0.26 },
      { title: "Elements", width: 0.34 },
      { title: "Animal", width: 0.22 },
    ],
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
      [
        { title: "Ages", width: 0.2 },
        { title: "Begins", width: 0.32 },
        { title: "Pillar and ten god", width: 0.48 },
      ],
      c.luckPillars.map((l) => [`${l.age}–${l.age + 9}${l.current ? " (now)" : ""}`, `from ${formatLongDate(`${l.start}T12:00:00Z`)}`, `${l.element} ${l.animal} (${l.stem}-${l.branch}), ${l.tenGod}`]),
    );
  }
  pdf.heading("The Year Now");
  pdf.paragraphs(blocks(c.readings.year));

  // Vedic
  const v = p.vedic;
  pdf.chapter("Vedic Astrology", `The sidereal zodiac (Lahiri ayanamsa) and whole-sign houses, drawn in the ${STYLE_LABEL[style]} style.${v.lagna ? ` Lagna: ${v.lagna.sign} ${formatDegreeMinute(v.lagna.longitude % 30)}.` : " Without a birth time the charts are counted from the Moon's sign (Chandra lagna)."}`);
  if (v.planets) {
    pdf.heading("Rasi (D1) and Navamsa (D9)");
    const size = 220;
    const at = pdf.figure(size + 6);
    const gap = (at.width - 2 * size) / 3;
    const { lagna: navamsaLagna, ...d9 } = v.navamsa;
    const d1 = Object.fromEntries(Object.entries(v.planets).map(([planet, pos]) => [planet, pos.sign])) as Record<string, Sign>;
    drawVedicChart(pdf, { x: at.x + gap, y: at.y, size }, { style, name: "Rasi", firstSign: (v.lagna?.sign ?? v.planets.Moon.sign) as Sign, lagnaKnown: v.lagna !== null, placements: d1 });
    drawVedicChart(pdf, { x: at.x + 2 * gap + size, y: at.y, size }, { style, name: "Navamsa", firstSign: (navamsaLagna ?? d9.Moon) as Sign, lagnaKnown: navamsaLagna !== null, placements: d9 as Record<string, Sign> });
    pdf.caption("Left: Rasi (D1), the birth chart. Right: Navamsa (D9), the chart of partnership and inner strength. Su Sun · Mo Moon · Ma Mars · Me Mercury · Ju Jupiter · Ve Venus · Sa Saturn · Ra Rahu · Ke Ketu · Asc lagna");
    pdf.heading("The Nine Grahas");
    pdf.table(
      [
        { title: "Graha", width: 0.22 },
        { title: "Sign", width: 0.18 },
        { title: "Degree", width: 0.14 },
        { title: "Nakshatra", width: 0.22 },
        { title: "House", width: 0.1 },
        { title: "Navamsa", width: 0.14 },
      ],
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
      [
        { title: "Phase", width: 0.4 },
        { title: "Sign", width: 0.2 },
        { title: "From", width: 0.2 },
        { title: "To", width: 0.2 },
      ],
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
  return pdf.finish();
}

// --- Match ------------------------------------------------------------------------------------------

/** The Match report as a PDF, from the report's signed download token (the HTML form). */
export async function matchReportPdfFromToken(user: User, token: string, options: PdfOptions = {}): Promise<PdfFile> {
  if (!isPremium(user)) throw new HttpError(403, PREMIUM_REQUIRED);
  const { details, generatedAt } = readReportToken(user.id, token);
  await rateLimit("reportPdf", user.id);
  const profile = await requireProfile(user.id);
  const { report, wheel } = buildReport(user, profile, details, new Date(generatedAt));
  return matchFile(report, wheel, options);
}

/** POST /api/compatibility/report.pdf: a new report (a generation, as POST /api/compatibility) as a PDF. */
export async function generateMatchReportPdf(user: User, details: CompatibilityDetails, options: PdfOptions = {}): Promise<PdfFile> {
  await rateLimit("reportPdf", user.id);
  const { report, wheel } = await generateCompatibility(user, details, options.now);
  return matchFile(report, wheel, options);
}

/** The Match report with one of the member's saved people; 404 for anyone else's. */
export async function personReportPdf(user: User, personId: string, options: PdfOptions = {}): Promise<PdfFile> {
  await rateLimit("reportPdf", user.id);
  const { report, wheel } = await personReport(user, personId, options.now);
  return matchFile(report, wheel, options);
}

async function matchFile(report: CompatibilityResult, wheel: CompatibilityWheel, options: PdfOptions): Promise<PdfFile> {
  return { fileName: reportFileName(report.partnerName, report.generatedAt).replace(/\.txt$/, ".pdf"), bytes: await matchPdf(report, wheel, options) };
}

type Contact = CompatibilityResult["western"]["contacts"][number];
const KIND: Record<Contact["type"], string> = { trine: "Flowing", sextile: "Flowing", square: "Tense", opposition: "Tense", conjunction: "Fused" };

/** The Match report's pages (exported for the benchmark). */
export async function matchPdf(report: CompatibilityResult, wheel: CompatibilityWheel, options: PdfOptions = {}): Promise<Buffer> {
  const a = report.userName;
  const b = report.partnerName;
  const pdf = new ReportPdf({ title: `Compatibility report: ${a} & ${b}`, author: "Three Skies", subject: "Compatibility read in the Western, Chinese and Vedic traditions" }, options);
  const tally = { Flowing: 0, Tense: 0, Fused: 0 };
  for (const contact of report.western.contacts) tally[KIND[contact.type] as keyof typeof tally] += 1;
  pdf.cover({
    eyebrow: `Compatibility report · ${formatLongDate(report.generatedAt)}`,
    title: `${a} & ${b}`,
    subtitle: `Guna Milan ${report.gunaMilan.score} · ${report.chinese.label}`,
    lines: [
      `${a}: ${wheel.chart.bodies.Sun ? `${wheel.chart.bodies.Sun.sign} Sun · ` : ""}${report.chinese.a} · Moon in ${report.moons.a.nakshatra}`,
      `${b}: ${wheel.partner.bodies.Sun ? `${wheel.partner.bodies.Sun.sign} Sun · ` : ""}${report.chinese.b} · Moon in ${report.moons.b.nakshatra}`,
    ],
  });
  pdf.contentsPage();

  pdf.chapter("Scores", "One measure per tradition, each in its own terms.");
  pdf.table(
    [
      { title: "Tradition", width: 0.26 },
      { title: "Score", width: 0.3 },
      { title: "What it counts", width: 0.44 },
    ],
    [
      ["Western synastry", `${tally.Flowing} flowing · ${tally.Tense} tense · ${tally.Fused} fused`, `The ${report.western.contacts.length} strongest contacts between your planets: trines and sextiles flow, squares and oppositions pull, conjunctions fuse.`],
      ["Chinese zodiac", report.chinese.label, `${report.chinese.a} and ${report.chinese.b}.`],
      ["Vedic Guna Milan", `${report.gunaMilan.score}: ${report.gunaMilan.verdict}`, "The eight kootas of the two Moons, out of 36 points; 18 is the traditional minimum."],
    ],
  );

  for (const section of report.sections) {
    const [first, ...rest] = section.paragraphs.map(printable);
    switch (section.id) {
      case "highlights":
        pdf.heading(section.title);
        pdf.paragraphs(section.paragraphs.map(printable), { lede: true });
        break;
      case "western": {
        pdf.chapter(section.title);
        if (first) pdf.paragraph(first);
        const size = 360;
        const at = pdf.figure(size);
        drawWheel(pdf, { x: at.x + (at.width - size) / 2, y: at.y, size }, wheel.chart, wheel.partner, report.western.contacts);
        pdf.caption(`Bi-wheel: ${a}'s chart inside, ${b}'s planets on the outer ring (amber). Solid blue lines flow, dashed red lines pull.`);
        pdf.label("Contacts, tightest first");
        pdf.table(
          [
            { title: "Contact", width: 0.34 },
            { title: "Kind", width: 0.12 },
            { title: "Orb", width: 0.1 },
            { title: "Meaning", width: 0.44 },
          ],
          [...report.western.contacts]
            .sort((x, y) => x.orb - y.orb)
            .map((contact) => [
              `${a}'s ${contact.a} ${contact.type === "opposition" ? "opposite" : contact.type === "conjunction" ? "conjunct" : contact.type} ${b}'s ${contact.b}`,
              KIND[contact.type],
              `${contact.orb.toFixed(1)}°`,
              printable(contact.meaning),
            ]),
        );
        pdf.paragraphs(rest);
        break;
      }
      case "chinese":
        pdf.chapter(section.title);
        pdf.facts([
          [a, report.chinese.a],
          [b, report.chinese.b],
          ["Together", report.chinese.label],
        ]);
        pdf.paragraphs(section.paragraphs.map(printable));
        break;
      case "vedic":
        pdf.chapter(section.title);
        if (first) pdf.paragraph(first);
        pdf.label("Guna Milan, koota by koota");
        pdf.table(
          [
            { title: "Koota", width: 0.2 },
            { title: "Points", width: 0.14, align: "right" },
            { title: "Compares", width: 0.66 },
          ],
          report.gunaMilan.kootas.map((k) => [k.name, `${points(k.points)}/${k.max}`, printable(k.detail)]),
          { footer: ["Total", report.gunaMilan.score, report.gunaMilan.verdict] },
        );
        pdf.paragraphs(rest);
        break;
      case "manglik":
        pdf.heading(section.title);
        pdf.facts([
          [a, `${report.manglik.a.manglik ? "Manglik" : report.manglik.a.cancelled ? "Manglik, cancelled" : "Not Manglik"}. ${printable(report.manglik.a.note)}`],
          [b, `${report.manglik.b.manglik ? "Manglik" : report.manglik.b.cancelled ? "Manglik, cancelled" : "Not Manglik"}. ${printable(report.manglik.b.note)}`],
        ]);
        pdf.paragraphs(section.paragraphs.slice(2).map(printable));
        break;
      case "summary":
        pdf.chapter(section.title);
        pdf.callout(section.paragraphs.map(printable));
        break;
      default:
        pdf.heading(section.title);
        for (const paragraph of section.paragraphs) pdf.paragraph(printable(paragraph), { muted: true });
    }
  }
  return pdf.finish();
}
