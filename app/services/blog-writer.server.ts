/**
 * The built-in blog-draft writer, used when no AI model is configured. It recognises the subject of
 * the title (blog-subject.ts), asks the engine for that subject's dated facts (stations, lunations,
 * eclipses, ingresses, solar terms, the Moon's passages) and writes a markdown article about it. The
 * same facts feed the model's prompt when one is configured, so both writers work from true dates.
 */
import { skyEvents } from "~/astrology";
import { eclipseName } from "~/domain/forecast";
import { hash32, pick } from "~/astrology/texts/pick";
import { categoryLabel, isBlogCategory, type BlogCategory } from "~/schemas/blog";
import { recogniseSubject, type RecognisedSubject } from "~/services/blog-subject";
import { expand, fmt, yearRange, type Plan, type Table } from "~/services/blog-plan";
import { animalPlan, chineseYear, dashaPlan, nakshatraPlan } from "~/services/blog-plans-east.server";
import { eclipses, lunations, retrograde, solarTermsPlan } from "~/services/blog-plans-sky.server";
import { planetHouse, planetSign, signPair, signPlan } from "~/services/blog-plans-west.server";
import { deepen } from "~/services/blog-plans-depth.server";
import { returnPlan } from "~/services/blog-plans-return.server";
import { tidyText } from "~/services/blog-grammar";
import texts from "~/services/blog-writer-texts.json" with { type: "json" };

export type BlogDraft = {
  content: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};

/** What a general article of each category opens with, before the year's dates. */
const ANGLES = texts.angles satisfies Record<BlogCategory, { lede: string; sections: { heading: string; body: string }[]; keywords: string[] }>;

function general(title: string, category: string, year: number): Plan {
  const t = texts.general;
  const angle = ANGLES[isBlogCategory(category) ? category : "beginner_guides"];
  const label = title.trim().replace(/[.?!]$/, "");
  const { from, to } = yearRange(year);
  const events = skyEvents(from, to);
  const mercury = events.filter((e) => e.kind === "station" && e.body === "Mercury");
  const eclipseList = events.filter((e) => e.kind === "lunation" && e.eclipse);
  const v = { label, year, category: categoryLabel(category).toLowerCase() };
  const rows = [
    ...mercury.map((e) => [fmt(e.date, true), expand(t.mercury, { aspect: e.aspect! }), e.sign]),
    ...eclipseList.map((e) => [fmt(e.date, true), eclipseName(e.eclipse!, e.eclipseType ?? null, true), e.sign]),
  ].sort((x, y) => Date.parse(x[0]!) - Date.parse(y[0]!));
  return {
    label: expand(t.label, v),
    intro: [angle.lede, expand(t.intro, v)],
    sections: [
      ...angle.sections.map(({ heading, body }) => ({ heading, text: [body] })),
      { heading: expand(t.heading, v), text: [expand(t.text, v)], table: { head: t.head, rows } },
    ],
    facts: [
      ...mercury.map((e) => expand(t.mercuryFact, { aspect: e.aspect!, date: fmt(e.date, true), sign: e.sign })),
      ...eclipseList.map((e) => expand(t.eclipseFact, { name: eclipseName(e.eclipse!, e.eclipseType ?? null), date: fmt(e.date, true), sign: e.sign })),
    ],
    description: angle.lede,
    keywords: angle.keywords,
  };
}

/** What the title is about, with the engine's dated facts for it. */
export function planFor(subject: RecognisedSubject, title: string, category: string, year: number, nowMs: number): Plan {
  switch (subject.kind) {
    case "planet-sign":
      return planetSign(subject.planet, subject.sign, subject.year, subject.focus, subject.dated, nowMs);
    case "return":
      return returnPlan(subject.planet, subject.birthYear, nowMs);
    case "retrograde":
      return retrograde(subject.planet, subject.year);
    case "eclipses":
      return eclipses(subject.year);
    case "lunation":
      return lunations(subject.phase, subject.sign, subject.year);
    case "solar-terms":
      return solarTermsPlan(subject.year);
    case "chinese-year":
      return chineseYear(subject.year);
    case "animal":
      return animalPlan(subject.animal, year);
    case "nakshatra":
      return nakshatraPlan(subject.nakshatra, year);
    case "dasha":
      return dashaPlan(subject.lord);
    case "planet-house":
      return planetHouse(subject.planet, subject.house, year);
    case "sign-pair":
      return signPair(subject.signs, year);
    case "sign":
      return signPlan(subject.sign, year);
    case "general":
      return general(title, category, year);
  }
}

function table(t: Table) {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [row(t.head), row(t.head.map(() => "---")), ...t.rows.map(row)].join("\n");
}

function clip(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The subject, its dated facts (for a model's prompt) and the year they are for. */
export function blogSubjectFacts(title: string, category: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const subject = recogniseSubject(title, category, year);
  const plan = planFor(subject, title, category, year, now.getTime());
  return { subject, label: plan.label, facts: plan.facts };
}

/** A markdown article for a title in a category, written without any AI model. */
export function writeBlogDraft(title: string, category: string, now = new Date()): BlogDraft {
  const year = now.getUTCFullYear();
  const subject = recogniseSubject(title, category, year);
  const plan = deepen(planFor(subject, title, category, year, now.getTime()), subject, year);
  const [closeA, closeB] = expand(pick(texts.closes, hash32(title)), { label: plan.label });
  const blocks: string[] = [...plan.intro];
  for (const section of plan.sections) {
    blocks.push(`## ${capitalise(section.heading)}`);
    for (const paragraph of section.text ?? []) if (paragraph.trim()) blocks.push(paragraph);
    if (section.table && section.table.rows.length) blocks.push(table(section.table));
    if (section.list?.length) blocks.push(section.list.map((item) => `- ${item}`).join("\n"));
  }
  if (plan.questions?.length) {
    blocks.push(`## ${expand(texts.questionsHeading, { label: plan.label })}`);
    for (const [question, answer] of plan.questions) blocks.push(`**${question}** ${answer}`);
  }
  blocks.push(`## ${capitalise(expand(texts.closeHeading, { label: plan.label }))}`, `${closeA} ${closeB}`);
  const excerpt = clip(tidyText(plan.intro.join(" ")), 300);
  return {
    content: tidyText(blocks.join("\n\n")),
    excerpt,
    metaTitle: clip(title.trim(), 70),
    metaDescription: clip(tidyText(plan.description), 160),
    metaKeywords: [...new Set([...plan.keywords, ...texts.alwaysKeywords])].join(", ").slice(0, 500),
  };
}
