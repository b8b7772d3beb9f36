/**
 * The Match report as a PDF: the scores, every section of the reading, the bi-wheel with the contacts,
 * the composite chart (drawn, both people's positions beside the midpoints, its aspects), the koota table;
 * made from the same report as the page, so the PDF never says anything the screen does not.
 */
import { formatDegreeMinute } from "~/astrology/constants";
import { DEFAULT_CONVENTIONS } from "~/astrology/conventions";
import type { CompatibilityResult, CompatibilityWheel } from "~/services/compatibility.server";
import type { WheelInput } from "~/domain/wheel";
import { formatDay } from "~/i18n/format";
import { translator, type Translate } from "~/i18n/messages.server";
import { ReportPdf } from "./document.server";
import { drawWheel, wheelAlt } from "./drawings.server";
import type { PdfOptions } from "./natal.server";
import { points, printable } from "./words.server";

type Contact = CompatibilityResult["western"]["contacts"][number];
const KIND: Record<Contact["type"], "flowing" | "tense" | "fused"> = { trine: "flowing", sextile: "flowing", square: "tense", opposition: "tense", conjunction: "fused" };

/** "Metal Ox" in the report's language. */
const animalName = (t: Translate, label: string) => {
  const [element, animal] = label.split(" ");
  return t("chart.yearAnimal", { element: t(`astro.element.${element}`), animal: t(`astro.animal.${animal}`) });
};

/** The Match report's pages (exported for the benchmark), its words in `options.locale`, the report's own language. */
export async function matchPdf(report: CompatibilityResult, wheel: CompatibilityWheel, options: PdfOptions = {}): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const t = translator(locale);
  const han = locale === "zh-Hans";
  const text = (x: string) => printable(x, han);
  const a = report.userName;
  const b = report.partnerName;
  const date = formatDay(report.generatedAt.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" });
  const relation = t(`match.relation.${report.chinese.relation}`);
  const verdict = t(`match.verdict.${report.gunaMilan.verdict}`);
  const pdf = new ReportPdf({ title: t("report.match.title", { a, b }), author: "Three Skies", subject: t("report.match.subject") }, options);
  const tally = { flowing: 0, tense: 0, fused: 0 };
  for (const contact of report.western.contacts) tally[KIND[contact.type]] += 1;
  const person = (name: string, sun: string | undefined, animal: string, nakshatra: string) => {
    const moon = nakshatra.split(" or ").map((n) => t(`vedic.nakshatra.${n}`)).join(t("chart.or"));
    return t("report.match.person", { name, facts: (sun ? t("match.sun", { sign: t(`astro.sign.${sun}`) }) : "") + t("match.animalMoon", { animal: animalName(t, animal), nakshatra: moon }) });
  };
  pdf.cover({
    eyebrow: t("match.kicker", { date }),
    title: `${a} & ${b}`,
    subtitle: t("report.match.subtitle", { score: report.gunaMilan.score, relation }),
    lines: [person(a, wheel.chart.bodies.Sun?.sign, report.chinese.a, report.moons.a.nakshatra), person(b, wheel.partner.bodies.Sun?.sign, report.chinese.b, report.moons.b.nakshatra)],
  });
  pdf.contentsPage();

  pdf.chapter(t("report.match.scores"), t("report.match.scoresIntro"));
  pdf.table(
    [[t("report.match.col.tradition"), 0.26], [t("report.match.col.score"), 0.3], [t("report.match.col.counts"), 0.44]],
    [
      [t("match.western"), t("report.match.tally", tally), t("report.match.tallyCounts", { total: report.western.contacts.length })],
      [t("match.chinese"), relation, t("report.match.pair", { a: animalName(t, report.chinese.a), b: animalName(t, report.chinese.b) })],
      [t("match.vedic"), t("report.match.guna", { score: report.gunaMilan.score, verdict }), t("report.match.gunaCounts")],
    ],
  );

  const contactPoint = (p: string) => t(p === "Ascendant" ? "astro.angle.ASC" : `astro.planet.${p}`);
  const manglik = (m: CompatibilityResult["manglik"]["a"]) => t("report.match.manglik", { status: t(`match.manglik.${m.manglik ? "yes" : m.cancelled ? "cancelled" : "no"}`), note: text(m.note) });
  for (const section of report.sections) {
    const [first, ...rest] = section.paragraphs.map(text);
    switch (section.id) {
      case "highlights":
        pdf.reading(section.title, section.paragraphs.map(text), { lede: true });
        break;
      case "western": {
        pdf.chapter(section.title);
        if (first) pdf.paragraph(first);
        const size = 340;
        pdf.figure(size, `${wheelAlt(t, t("report.match.biWheelAlt", { a }), wheel.chart.bodies, wheel.chart.ascendant)} ${wheelAlt(t, t("report.match.outerAlt", { b }), wheel.partner.bodies, null)}`, (at) =>
          drawWheel(pdf, { x: at.x + (at.width - size) / 2, y: at.y, size }, wheel.chart, wheel.partner, report.western.contacts),
        );
        pdf.caption(t("report.match.biWheelCaption", { a, b }));
        pdf.label(t("report.match.contacts"));
        pdf.table(
          [[t("report.match.col.contact"), 0.34], [t("report.match.col.kind"), 0.12], [t("report.match.col.orb"), 0.1], [t("report.match.col.meaning"), 0.44]],
          [...report.western.contacts]
            .sort((x, y) => x.orb - y.orb)
            .map((c) => [t("match.contact", { a, p: contactPoint(c.a), aspect: t(`match.aspect.${c.type}`), b, q: contactPoint(c.b) }), t(`match.kind.${KIND[c.type]}`), `${c.orb.toFixed(1)}°`, text(c.meaning)]),
        );
        pdf.paragraphs(rest);
        composite(pdf, t, han, report, wheel);
        break;
      }
      case "chinese":
        pdf.chapter(section.title);
        pdf.facts([
          [a, animalName(t, report.chinese.a)],
          [b, animalName(t, report.chinese.b)],
          [t("report.match.together"), relation],
        ]);
        pdf.paragraphs(section.paragraphs.map(text));
        break;
      case "vedic":
        pdf.chapter(section.title);
        if (first) pdf.paragraph(first);
        pdf.label(t("report.match.kootas"));
        pdf.table(
          [[t("match.col.koota"), 0.2], [t("match.col.points"), 0.14, "right"], [t("match.col.compares"), 0.66]],
          report.gunaMilan.kootas.map((k) => [k.name, `${points(k.points)}/${k.max}`, text(k.detail)]),
          { footer: [t("match.total"), report.gunaMilan.score, verdict] },
        );
        pdf.paragraphs(rest);
        break;
      case "manglik":
        pdf.heading(section.title);
        pdf.facts([
          [a, manglik(report.manglik.a)],
          [b, manglik(report.manglik.b)],
        ]);
        pdf.paragraphs(rest.slice(1));
        break;
      case "summary":
        pdf.chapter(section.title);
        pdf.callout(section.paragraphs.map(text));
        break;
      default:
        pdf.heading(section.title);
        for (const paragraph of section.paragraphs) pdf.paragraph(text(paragraph), { muted: true });
    }
  }
  pdf.chapter(t("report.about"), t("report.match.aboutIntro", { a, b }));
  pdf.facts([
    [t("report.match.fact.generated"), date],
    [t("report.fact.positions"), t("report.ephemeris")],
    [t("report.fact.western"), t("report.match.westernValue")],
    [t("report.match.fact.composite"), t("report.match.compositeValue")],
    [t("report.match.fact.vedic"), t("report.match.vedicValue", { ayanamsa: t(`settings.convention.ayanamsa.${DEFAULT_CONVENTIONS.ayanamsa}`) })],
    [t("report.match.fact.chinese"), t("report.match.chineseValue")],
  ]);
  return pdf.finish();
}

/** The composite chart: the midpoint chart of the two, drawn, with its reading, positions and aspects. */
function composite(pdf: ReportPdf, t: Translate, han: boolean, report: CompatibilityResult, wheel: CompatibilityWheel) {
  const c = report.composite;
  const a = report.userName;
  const b = report.partnerName;
  const position = (body?: { sign: string; degree: number; retrograde?: boolean }) =>
    body ? t("report.match.position", { degree: formatDegreeMinute(body.degree), sign: t(`astro.sign.${body.sign}`), retrograde: String(Boolean(body.retrograde)) }) : "–";
  // Without both birth times the Moon's midpoint is uncertain by several degrees: it is left out, as its aspects are.
  const moonKnown = c.anglesNote === null;
  const bodies: WheelInput["bodies"] = {};
  for (const [name, body] of Object.entries(c.bodies)) {
    if (name === "Moon" && !moonKnown) continue;
    bodies[name] = { longitude: body.longitude, sign: body.sign, degree: body.longitude % 30, retrograde: false, house: null };
  }
  pdf.chapter(t("report.match.composite"), t("match.compositeNote", { a, b }));
  pdf.paragraph(printable(c.reading, han), { lede: true });
  const size = 300;
  pdf.figure(size, wheelAlt(t, t("report.match.compositeAlt", { a, b }), bodies, c.ascendant), (at) =>
    drawWheel(pdf, { x: at.x + (at.width - size) / 2, y: at.y, size }, { bodies, ascendant: c.ascendant, midheaven: c.midheaven, houses: null, aspects: c.aspects }),
  );
  pdf.caption(t("report.match.compositeCaption", { a, b }));
  pdf.heading(t("report.match.positions"));
  pdf.paragraph(t("report.match.positionsNote", { a, b }), { muted: true });
  const mine = wheel.chart.bodies;
  const theirs = wheel.partner.bodies;
  const memberTimed = wheel.chart.ascendant !== null;
  const rows = Object.keys(c.bodies).map((name) => {
    // The Moon of a birth without its time is not known to the degree: the bi-wheel's noon Moon is not stated as a fact.
    const own = name === "Moon" && !memberTimed ? undefined : mine[name];
    return [t(`astro.planet.${name}`), own ? position(own) : t("report.needsTime"), theirs[name] ? position(theirs[name]) : t("report.needsTime"), position(bodies[name])];
  });
  for (const [angle, x] of [["MC", c.midheaven], ["ASC", c.ascendant]] as const) if (x) rows.push([t(`astro.angle.${angle}`), "–", "–", position({ ...x, degree: x.longitude % 30 })]);
  pdf.table([[t("report.match.col.point"), 0.19], [a, 0.27], [b, 0.27], [t("report.match.col.composite"), 0.27]], rows);
  pdf.paragraph(c.anglesNote ? t("report.match.moonLeftOut", { note: c.anglesNote }) : t("report.match.anglesNote"), { muted: true });
  if (c.aspects.length) {
    pdf.heading(t("report.match.aspects"));
    pdf.table(
      [[t("report.match.col.aspect"), 0.5], [t("report.match.col.kind"), 0.25], [t("report.match.col.orb"), 0.25]],
      c.aspects.slice(0, 12).map((x) => [t("report.match.aspect", { p: t(`astro.planet.${x.a}`), aspect: t(`match.aspect.${x.type}`), q: t(`astro.planet.${x.b}`) }), t(`match.kind.${KIND[x.type]}`), `${x.orb.toFixed(1)}°`]),
    );
  }
}
