/**
 * The Match report as a PDF: the scores, every section of the reading, the bi-wheel with the contacts,
 * the composite chart (drawn, both people's positions beside the midpoints, its aspects), the koota table;
 * made from the same report as the page, so the PDF never says anything the screen does not.
 */
import { formatDegreeMinute } from "~/astrology/constants";
import { CONVENTION_LABELS, DEFAULT_CONVENTIONS } from "~/astrology/conventions";
import { formatLongDate } from "~/domain/dates";
import type { CompatibilityResult, CompatibilityWheel } from "~/services/compatibility.server";
import type { WheelInput } from "~/domain/wheel";
import { ReportPdf } from "./document.server";
import { drawWheel, wheelAlt } from "./drawings.server";
import type { PdfOptions } from "./natal.server";
import { points, printable } from "./words.server";

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
    [["Tradition", 0.26], ["Score", 0.3], ["What it counts", 0.44]],
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
        const size = 340;
        pdf.figure(size, `${wheelAlt(`Bi-wheel. Inside, ${a}'s chart`, wheel.chart.bodies, wheel.chart.ascendant)} ${wheelAlt(`On the outer ring, ${b}'s planets`, wheel.partner.bodies, null)}`, (at) =>
          drawWheel(pdf, { x: at.x + (at.width - size) / 2, y: at.y, size }, wheel.chart, wheel.partner, report.western.contacts),
        );
        pdf.caption(`Bi-wheel: ${a}'s chart inside, ${b}'s planets on the outer ring (amber). Solid blue lines flow, dashed red lines pull.`);
        pdf.label("Contacts, tightest first");
        pdf.table(
          [["Contact", 0.34], ["Kind", 0.12], ["Orb", 0.1], ["Meaning", 0.44]],
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
        composite(pdf, report, wheel);
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
          [["Koota", 0.2], ["Points", 0.14, "right"], ["Compares", 0.66]],
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
  pdf.chapter("About This Report", `How ${a}'s and ${b}'s charts were compared: both with the same choices, the product's defaults, whatever either chose in Settings.`);
  pdf.facts([
    ["Generated", formatLongDate(report.generatedAt)],
    ["Positions", "The Swiss Ephemeris, with its built-in Moshier ephemeris"],
    ["Western", "The tropical zodiac; the contacts are the aspects between one chart's planets and the other's, tightest first"],
    ["Composite", "Each planet at the midpoint of the two, on the shorter arc; the angles only with both birth times"],
    ["Vedic", `Sidereal, ${CONVENTION_LABELS.ayanamsa[DEFAULT_CONVENTIONS.ayanamsa]} ayanamsa; Guna Milan (Ashtakoota), the eight kootas of the two Moons, out of 36 points`],
    ["Chinese", "The year animals of the two births and their relation in the traditional scheme"],
  ]);
  return pdf.finish();
}

const ASPECT_WORD: Record<string, string> = { conjunction: "conjunct", opposition: "opposite", square: "square", trine: "trine", sextile: "sextile" };

function position(body: { sign: string; degree: number; retrograde?: boolean } | undefined) {
  return body ? `${formatDegreeMinute(body.degree)} ${body.sign}${body.retrograde ? " (R)" : ""}` : "–";
}

/** The composite chart: the midpoint chart of the two, drawn, with its reading, positions and aspects. */
function composite(pdf: ReportPdf, report: CompatibilityResult, wheel: CompatibilityWheel) {
  const c = report.composite;
  const a = report.userName;
  const b = report.partnerName;
  // Without both birth times the Moon's midpoint is uncertain by several degrees: it is left out, as its aspects are.
  const moonKnown = c.anglesNote === null;
  const bodies: WheelInput["bodies"] = {};
  for (const [name, body] of Object.entries(c.bodies)) {
    if (name === "Moon" && !moonKnown) continue;
    bodies[name] = { longitude: body.longitude, sign: body.sign, degree: body.longitude % 30, retrograde: false, house: null };
  }
  pdf.chapter("Your Composite Chart", `One chart for the relationship: each planet at the midpoint of ${a}'s and ${b}'s, on the shorter arc between them.`);
  pdf.paragraph(printable(c.reading), { lede: true });
  const size = 300;
  pdf.figure(size, wheelAlt(`The composite chart wheel of ${a} and ${b}`, bodies, c.ascendant), (at) =>
    drawWheel(pdf, { x: at.x + (at.width - size) / 2, y: at.y, size }, { bodies, ascendant: c.ascendant, midheaven: c.midheaven, houses: null, aspects: c.aspects }),
  );
  pdf.caption(`Composite chart of ${a} and ${b}: each planet at the nearer midpoint of the two. Solid blue lines flow, dashed red lines pull.`);
  pdf.heading("Composite positions");
  pdf.paragraph(`Each row gives ${a}'s position, ${b}'s, and the midpoint on the shorter arc between them: the composite position. (R) marks a planet in retrograde motion at birth.`, { muted: true });
  const mine = wheel.chart.bodies;
  const theirs = wheel.partner.bodies;
  const memberTimed = wheel.chart.ascendant !== null;
  const rows = Object.keys(c.bodies).map((name) => {
    const mid = bodies[name];
    // The Moon of a birth without its time is not known to the degree: the bi-wheel's noon Moon is not stated as a fact.
    const own = name === "Moon" && !memberTimed ? undefined : mine[name];
    return [name, own ? position(own) : "Needs the birth time", theirs[name] ? position(theirs[name]) : "Needs the birth time", position(mid)];
  });
  for (const [label, x] of [["Midheaven", c.midheaven], ["Ascendant", c.ascendant]] as const) if (x) rows.push([label, "–", "–", position({ ...x, degree: x.longitude % 30 })]);
  pdf.table(
    [["Point", 0.19], [a, 0.27], [b, 0.27], ["Composite", 0.27]],
    rows,
  );
  if (c.anglesNote) pdf.paragraph(`${c.anglesNote} The composite Moon is left out for the same reason.`, { muted: true });
  else pdf.paragraph("The composite Midheaven is the midpoint of the two Midheavens; the composite Ascendant is the degree rising with it at the midpoint of the two birth latitudes.", { muted: true });
  if (c.aspects.length) {
    pdf.heading("Composite aspects, tightest first");
    pdf.table(
      [["Aspect", 0.5], ["Kind", 0.25], ["Orb", 0.25]],
      c.aspects.slice(0, 12).map((x) => [`Composite ${x.a} ${ASPECT_WORD[x.type] ?? x.type} composite ${x.b}`, KIND[x.type as Contact["type"]] ?? "–", `${x.orb.toFixed(1)}°`]),
    );
  }
}
