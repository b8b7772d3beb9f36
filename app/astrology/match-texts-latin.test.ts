// The Match readings in Spanish and Brazilian Portuguese: the compatibility report, the composite chart,
// the together lines and the love page, written by their writers for the sample couples and charts.
import { describe, expect, it } from "vitest";
import { SIGN_INFO, signIndex, type Sign } from "./constants";
import { compositeChart } from "./composite";
import { compatibility, natalChart } from "./index";
import { daySky } from "./daily";
import { loveReading } from "./love";
import { togetherToday } from "./together";
import { banks } from "./texts/banks";
import { compositeReading } from "./texts/composite";
import { gunaVerdictText, unknownTimeNote, writeCompatibility } from "./texts/compatibility";
import { repeatedSixWords } from "./texts/metrics";
import { sentencesOf, wordsOf } from "./texts/pick";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "./texts/samples";
import type { Locale } from "~/i18n/locales";

// Whole words: JavaScript's \b would find "for" in "forças".
const ENGLISH = /(?<![\p{L}\p{M}])(the|and|your|with|today|you|this|for|from|into)(?![\p{L}\p{M}])/giu;
const DAYS = ["2026-11-01", "2026-11-09", "2026-11-17", "2026-11-25", "2026-12-03", "2026-12-11"];
const FILES = ["compatibility", "synastry", "composite", "together", "love"] as const;
const couples = SAMPLE_COUPLES.map((c) => ({ ...c, na: natalChart(c.a.birth), nb: natalChart(c.b.birth) }));

/**
 * The report's writer fed with one couple's facts. The engine's own words are given in the language
 * (the Moons' signs) or left out (the Manglik notes and the kootas' details): the writer only places them.
 */
function report({ a, b, na, nb }: (typeof couples)[number], locale: Locale): string[] {
  const r = compatibility({ name: a.name, natal: na }, { name: b.name, natal: nb });
  const g = r.gunaMilan;
  const el = r.western.elements;
  const holders = (n: typeof na, element: string) => (["Sun", "Moon", "Venus", "Mars"] as const).filter((p) => SIGN_INFO[signIndex(n.chart.bodies[p].sign)]!.element === element);
  const person = (n: typeof na) => ({ sun: n.chart.bodies.Sun.sign, mars: n.chart.bodies.Mars.sign, venus: n.chart.bodies.Venus.sign });
  const S = banks(locale).synastry;
  const L = banks(locale).lexicon;
  const or = locale === "es" ? " o " : " ou ";
  const signs = (x: string) => x.split(" or ").map((s) => L.signs[s as Sign].name).join(or);
  const moon = (m: typeof r.moons.a) => ({ ...m, sign: signs(m.sign), rashi: signs(m.rashi), nakshatra: m.nakshatra.replace(" or ", or) });
  const [animalA, animalB] = [na.chinese.animal, nb.chinese.animal] as [keyof typeof S.ANIMAL_NAMES, keyof typeof S.ANIMAL_NAMES];
  const { sections } = writeCompatibility(
    {
      names: [a.name, b.name],
      a: person(na),
      b: person(nb),
      moons: { a: moon(r.moons.a), b: moon(r.moons.b) },
      seed: `${a.name}|${b.name}`,
      aspects: r.western.aspects,
      keyContacts: r.western.keyContacts,
      elements: { ...el, holdersA: holders(na, el.dominantA), holdersB: holders(nb, el.dominantB) },
      chinese: { a: S.ANIMAL_NAMES[animalA], b: S.ANIMAL_NAMES[animalB], animalA, animalB, relation: r.chinese.relation, label: r.chinese.label },
      guna: { ...g, ...g.doshaFacts, verdictText: gunaVerdictText(g.verdict, locale), totals: { aBride: g.total, bBride: g.total } },
      manglik: { a: { ...r.manglik.a, note: "" }, b: { ...r.manglik.b, note: "" } },
      notes: [[a.name, na], [b.name, nb]].flatMap(([name, n]) => (typeof n === "string" || n.chart.timeKnown ? [] : [unknownTimeNote(name as string, n.vedic.nakshatraCandidates, locale)])),
    },
    locale,
  );
  // One text per section, a paragraph a line: its prose and its list (the Vedic list is the engine's details).
  return sections.map((s) => [...s.paragraphs, ...(s.id === "vedic" ? [] : (s.list ?? []))].filter((p) => !/^\w+: $/.test(p)).join("\n"));
}

/** Every paragraph the Match writers give one reader: the report, composite, together days and love page. */
function paragraphs(locale: Locale): string[] {
  const out = couples.flatMap((c) => {
    const side = (name: string, n: typeof c.na) => ({ name, bodies: n.chart.bodies, midheaven: n.chart.midheaven, timeKnown: n.chart.timeKnown, latitude: n.chart.latitude, jdUt: n.core.jdUt });
        // The engine's note on missing angles is its own sentence, placed as it comes.
    const chart = { ...compositeChart(side(c.a.name, c.na), side(c.b.name, c.nb)), anglesNote: null };
    const composite = compositeReading(chart, { a: c.a.name, b: c.b.name }, locale);
    const together = DAYS.map((d) => togetherToday(c.na.chart, c.nb.chart, daySky(d, "UTC"), c.b.name, locale).text).join("\n");
    return [...report(c, locale), composite, together];
  });
  for (const { birth } of SAMPLE_CHARTS) {
    const n = natalChart(birth);
    const love = loveReading(n.chart, n.vedic, n.chinese.animal, locale);
    // The page lists a planet's aspects one a line, each with its aspect's tone.
    const planet = (p: typeof love.venus) => [`${p.signText} ${p.houseText ?? ""}`, ...p.aspects.map((x) => x.text)].join("\n");
        const houses = love.houses.map((h) => `${h.text} ${h.rulerText}`);
    out.push(planet(love.venus), planet(love.mars), [`${love.navamsaVenus.text} ${love.animal?.text ?? ""}`, ...houses].join("\n"));
  }
  return out;
}

/** How many sentences each bank says under two of its keys (a bank: one top-level entry of a file). */
function sharedInBanks(locale: Locale): number {
  let shared = 0;
  for (const file of FILES)
    for (const bank of Object.values(banks(locale)[file])) {
      if (typeof bank === "string") continue;
      const owners = new Map<string, Set<string>>();
      const walk = (value: unknown, key: string) => {
        if (typeof value !== "string") return Object.entries(value as object).forEach(([k, v]) => walk(v, key || k));
        for (const s of sentencesOf(value)) owners.set(wordsOf(s, locale).join(" "), (owners.get(wordsOf(s, locale).join(" ")) ?? new Set()).add(key));
      };
      walk(bank, "");
      shared += [...owners.values()].filter((keys) => keys.size > 1).length;
    }
  return shared;
}

const EN = paragraphs("en");

describe.each([
  { locale: "es", language: "Spanish" },
  { locale: "pt-BR", language: "Brazilian Portuguese" },
] as const)("the Match readings in $language", ({ locale }) => {
  const MINE = paragraphs(locale);

  it("fills every slot, uses no English word of the list and writes at least 40 words where English does", () => {
    expect(MINE.length).toBe(EN.length);
    MINE.forEach((text, i) => {
      const english = wordsOf(EN[i]!, "en").length;
      expect(text).not.toContain("{");
      expect(text.match(ENGLISH), text).toBeNull();
      // The short ones (a Manglik verdict, the unknown-time note) are one sentence in every language.
      expect(wordsOf(text, locale).length, `${english}: ${text}`).toBeGreaterThanOrEqual(english >= 40 ? 40 : Math.floor(english * 0.8));
    });
  });

  it("shares under 5% of its words with the English readings, beyond names", () => {
    const english = new Set(EN.flatMap((p) => wordsOf(p, "en")));
    // Beyond words of one or two letters ("a", "do", "as" are the language's own) and names: the couple's, the planets', signs', nakshatras' and kootas' (capitalised in the text), and numbers.
    const names = new Set(MINE.flatMap((p) => p.match(/\b\p{Lu}[\p{L}-]*/gu) ?? []).map((w) => w.toLowerCase()));
    const words = MINE.flatMap((p) => wordsOf(p, locale)).filter((w) => w.length > 2 && !names.has(w) && !/\d/.test(w));
    const shared = words.filter((w) => english.has(w));
    expect(shared.length / words.length).toBeLessThan(0.05);
  });

  it("repeats no six-word run within a paragraph, and no sentence across a bank's keys more than English", () => {
    for (const text of MINE.flatMap((t) => t.split("\n"))) expect(repeatedSixWords(text, locale), text).toBeNull();
    expect(sharedInBanks(locale)).toBeLessThanOrEqual(sharedInBanks("en"));
  });

  it("names the planets, signs, elements and animals as the language's lexicon does", () => {
    const L = banks(locale).lexicon;
    const S = banks(locale).synastry;
    const text = MINE.join(" ");
    for (const sign of ["Cancer", "Scorpio"] as Sign[]) expect(text).toContain(L.signs[sign].name);
    expect(text).toContain(L.planets.Mars.name);
    expect(Object.values(S.ELEMENT_NAMES).some((e) => text.includes(e))).toBe(true);
    expect(text).not.toMatch(/\b(Sun|Moon|Mercury|Saturn|Scorpio|Rooster|Monkey|fire|earth|water|Harmonies|Clash)\b/);
  });
});
