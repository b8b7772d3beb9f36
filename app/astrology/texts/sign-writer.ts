/**
 * Writes the public horoscope of a sign from its facts (sign-day.ts) the way a sun-sign column
 * reads: a headline from the day's leading event, then overall, love, work and wellbeing. Every
 * sentence states something true of that sign's day (a house, degree, time or the Moon's place);
 * wording rotates day by day from a starting point seeded by the sign, and a page never repeats a
 * six-word sequence (another wording is tried until none does).
 */
import type { Locale } from "~/i18n/locales";
import { signIndex, type Planet } from "../constants";
import type { HouseIngress, HouseLunation, HouseStation, MoonContact, PlacedBody, SignDay } from "../sign-day";
import { article, capitalise, hash32, mix, repeatedNgram, rotateIndex } from "./pick";
import { fill, type Template } from "./template";
import { banks, clock, dateFormat, listJoin, Words, type Banks } from "./banks";

export type SignSectionId = "overall" | "love" | "work" | "wellbeing";

export interface SignSection {
  id: SignSectionId;
  title: string;
  sentences: string[];
}

export interface SignReading {
  headline: string;
  sections: SignSection[];
}

/** "14:05" → "2:05 PM UTC": every time names the clock it is read on. */
export function clock12(time: string, zoneLabel: string, locale: Locale = "en"): string {
  return fill(banks(locale).signWriter.PHRASES.clock, { time: clock(time, locale), zone: zoneLabel });
}

/** The page's words as repeatedNgram (./pick) reads them, in runs of six. */
function sixWordSequences(text: string): string[] {
  const words = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}°%]+/u).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 6 <= words.length; i++) out.push(words.slice(i, i + 6).join(" "));
  return out;
}

const LOVE_PLANETS: readonly Planet[] = ["Venus", "Mars"];
const WORK_PLANETS: readonly Planet[] = ["Mercury", "Sun", "Saturn", "Jupiter"];

type Lead =
  | { kind: "eclipse" | "lunation"; lunation: HouseLunation }
  | { kind: "station"; station: HouseStation }
  | { kind: "ingress"; ingress: HouseIngress }
  | { kind: "moonIngress" }
  | { kind: "contact"; contact: MoonContact }
  | { kind: "moon" };

/** The day's leading event: eclipses and lunations first, then stations, ingresses, the Moon. */
function leadOf(d: SignDay): Lead {
  if (d.lunation) return { kind: d.lunation.eclipse ? "eclipse" : "lunation", lunation: d.lunation };
  if (d.stations[0]) return { kind: "station", station: d.stations[0] };
  const slowFirst = [...d.ingresses].sort((a, b) => SLOWNESS.indexOf(b.planet) - SLOWNESS.indexOf(a.planet));
  if (slowFirst[0]) return { kind: "ingress", ingress: slowFirst[0] };
  if (d.moonIngress) return { kind: "moonIngress" };
  const contact = d.moonContacts.find((c) => c.type === "conjunction" || c.type === "opposition") ?? d.moonContacts[0];
  if (contact) return { kind: "contact", contact };
  return { kind: "moon" };
}
const SLOWNESS: readonly Planet[] = ["Moon", "Mercury", "Sun", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];

class Writer extends Words {
  /** Theme wordings used so far on this page, per house: each house is described differently each time. */
  private themesUsed = new Map<number, number>();
  private themesCount = new Map<number, number>();
  private gifts = new Map<Planet, number>();
  private C: Banks["signColumns"];
  private S: Banks["signWriter"];

  constructor(
    public d: SignDay,
    private seed: number,
    private zone: string,
    locale: Locale,
  ) {
    super(locale);
    ({ signColumns: this.C, signWriter: this.S } = banks(locale));
  }

  /** "penumbral lunar", "solar": the kind of eclipse. */
  eclipseKind(l: HouseLunation): string {
    const words = this.S.ECLIPSE_WORDS;
    return fill(l.eclipseType ? this.S.ECLIPSE.typed : this.S.ECLIPSE.plain, { type: l.eclipseType ? words[l.eclipseType] : "", eclipse: l.eclipse ? words[l.eclipse] : "" });
  }

  /** Six-word sequences already on the page. */
  private grams = new Set<string>();

  /** One wording of a bank for this sign and day; consecutive days walk through the whole bank. */
  pick<T>(list: readonly T[], salt: number): T {
    return list[rotateIndex(list.length, this.seed, salt, this.d.dayNumber)]!;
  }

  /**
   * A sentence from a bank, filled: the day's wording, or the next one in the bank whose six-word
   * sequences are not on the page yet. The sentence is then part of the page.
   */
  say<K extends string>(
    bank: readonly Template<K>[],
    salt: number,
    vars: Readonly<Record<NoInfer<K>, string>> & Readonly<Record<string, string>>,
    first: number = rotateIndex(bank.length, this.seed, salt, this.d.dayNumber),
  ): string {
    const start = first;
    let chosen: { text: string; grams: string[] } | null = null;
    for (let k = 0; k < bank.length; k++) {
      const text = capitalise(fill(bank[(start + k) % bank.length]!, vars).replace(",,", ","));
      const grams = sixWordSequences(text);
      const clean = grams.every((g) => !this.grams.has(g)) && new Set(grams).size === grams.length;
      if (clean || !chosen) chosen = { text, grams };
      if (clean) break;
    }
    for (const g of chosen!.grams) this.grams.add(g);
    return chosen!.text;
  }

  theme(house: number): string {
    const themes = this.C.HOUSE_THEMES[house - 1]!;
    const used = this.themesUsed.get(house);
    const index = used === undefined ? mix(this.seed, this.d.dayNumber * 31 + house) % themes.length : (used + 1) % themes.length;
    this.themesUsed.set(house, index);
    this.themesCount.set(house, (this.themesCount.get(house) ?? 0) + 1);
    return themes[index]!;
  }

  /** The day an event falls on, for weeks and months ("Thursday, November 26"); null on a day's page. */
  on: string | null = null;

  time(t: string): string {
    const time = clock12(t, this.zone, this.locale);
    return this.on ? fill(this.S.PHRASES.timeOn, { time, day: this.on }) : time;
  }

  moonFacts(): string[] {
    const d = this.d;
    const m = d.moon;
    const out = [
      this.say(this.C.MOON_FACTS, 1, {
        waxing: this.L.trend[m.waxing ? "waxing" : "waning"],
        deg: String(m.degree),
        sign: this.sign(m.sign),
        illum: String(m.illumination),
        ord: this.ord(m.house),
        phaseLower: this.phase(m.phase).toLowerCase(),
      }),
    ];
    if (d.moonIngress) {
      const i = d.moonIngress;
      out.push(this.say(this.C.MOON_INGRESS_FACTS, 2, { time: this.time(i.time), from: this.sign(i.from), to: this.sign(i.to), fromOrd: this.ord(i.fromHouse), toOrd: this.ord(i.house) }));
    }
    // The house the Moon spends most of the day in: where it stands at noon.
    out.push(this.say(this.C.MOON_HOUSE_FRAMES, 3, { ord: this.ord(m.house), theme: this.theme(m.house), meaning: this.pick(this.C.MOON_HOUSE[m.house - 1]!, 4) }));
    return out;
  }

  contact(c: MoonContact, salt: number): string[] {
    const tone = c.type === "conjunction" ? "fused" : c.type === "trine" || c.type === "sextile" ? "easy" : "hard";
    const fact = this.say(this.C.CONTACT_FACTS, salt, {
      time: this.time(c.time),
      planet: this.display(c.planet),
      verb: this.C.CONTACT_VERB[c.type],
      aNoun: this.C.CONTACT_NOUN[c.type],
      psign: this.sign(c.planetSign),
      pord: this.ord(c.planetHouse),
    });
    // A house already described twice on the page is named by its number alone.
    const short = (this.themesCount.get(c.planetHouse) ?? 0) >= 2;
    const meaning = this.say(short ? this.C.CONTACT_MEANINGS_SHORT[tone] : this.C.CONTACT_MEANINGS[tone], salt + 1, {
      stir: this.pick(this.C.PLANET_STIR[c.planet], salt + 2),
      pord: this.ord(c.planetHouse),
      ptheme: short ? "" : this.theme(c.planetHouse),
    });
    return [fact, meaning];
  }

  ingress(i: HouseIngress, salt: number): string[] {
    const vars = { planet: this.display(i.planet), time: this.time(i.time), to: this.sign(i.to), ord: this.ord(i.house), theme: this.theme(i.house) };
    if (i.backwards) return [this.say(this.C.INGRESS_BACK_FACTS, salt, vars), this.say(this.C.INGRESS_BACK_MEANINGS, salt + 1, { theme: this.theme(i.house) })];
    const fact = this.say(this.C.INGRESS_FACTS, salt, vars);
    // A planet entering twice in a month is described the second time in other words.
    const seen = this.gifts.get(i.planet) ?? 0;
    this.gifts.set(i.planet, seen + 1);
    const meaning = this.say(this.C.INGRESS_MEANINGS, salt + 1, { gift: this.C.PLANET_GIFT[i.planet][seen % 2]!, theme: this.theme(i.house) });
    return [fact, meaning];
  }

  station(s: HouseStation, salt: number): string[] {
    const vars = { planet: this.L.planets[s.planet].name, dir: this.L.directions[s.direction], deg: String(s.degree), sign: this.sign(s.sign), ord: this.ord(s.house), theme: this.theme(s.house) };
    const fact = this.say(this.C.STATION_FACTS, salt, vars);
    return [this.on ? fill(this.S.PHRASES.stationOn, { day: this.on, fact: fact.charAt(0).toLowerCase() + fact.slice(1) }) : fact, this.say(this.C.STATION_MEANINGS[s.direction], salt + 1, { theme: this.theme(s.house) })];
  }

  lunation(l: HouseLunation, salt: number): string[] {
    const vars = { phase: this.phase(l.phase), time: this.time(l.time), deg: String(l.degree), sign: this.sign(l.sign), ord: this.ord(l.house), theme: this.theme(l.house) };
    const out = [this.say(this.C.LUNATION_FACTS, salt, vars)];
    if (l.eclipse) {
      const name = fill(this.S.ECLIPSE.name, { kind: this.eclipseKind(l) });
      out.push(this.say(this.C.ECLIPSE_FACTS[l.eclipse], salt + 1, { ord: this.ord(l.house), aName: fill(this.S.ECLIPSE.a, { article: article(name), name }), how: (this.C.ECLIPSE_HOW[l.eclipse] as Partial<Record<string, string>>)[l.eclipseType ?? "partial"] ?? "" }));
      out.push(this.say(this.C.ECLIPSE_MEANINGS, salt + 2, { theme: this.theme(l.house) }));
    } else {
      out.push(this.say(this.C.LUNATION_MEANINGS[l.phase], salt + 1, { theme: this.theme(l.house) }));
    }
    return out;
  }

  planetFact(bank: typeof this.C.LOVE_FACTS, body: PlacedBody, salt: number): string {
    return this.say(bank, salt, { deg: String(body.degree), sign: this.sign(body.sign), rx: body.retrograde ? `, ${this.L.directions.retrograde},` : "", ord: this.ord(body.house), theme: this.theme(body.house) });
  }

  advice(bank: typeof this.C.LOVE_ADVICE, salt: number): string {
    const m = this.d.moon;
    return this.say(bank, salt, { moonOrd: this.ord(m.house), moonSign: this.sign(m.sign), illum: String(m.illumination) });
  }

  /**
   * The headline. Every sign has the same leading event on a day, so the bank's lines are dealt out
   * by the sign's place in the zodiac (shifted day by day): with four lines a bank, no line heads more
   * than three of the twelve pages.
   */
  headline(lead: Lead): string {
    const d = this.d;
    const base = { sign: this.sign(d.sign), moonSign: this.sign(d.moon.sign) };
    const head = this.C.HEADLINES;
    // Days before 1970 have negative day numbers: the remainder is kept in 0..n-1.
    const dealt = (n: number) => (((signIndex(d.sign) + d.dayNumber) % n) + n) % n;
    switch (lead.kind) {
      case "eclipse": {
        const name = this.eclipseKind(lead.lunation);
        const vars = { ...base, phase: this.phase(lead.lunation.phase), ord: this.ord(lead.lunation.house), theme: this.theme(lead.lunation.house), kind: name, aKind: capitalise(`${article(name)} ${name}`) };
        return this.say(head.eclipse, 90, vars, dealt(head.eclipse.length));
      }
      case "lunation":
        return this.say(head.lunation, 90, { ...base, phase: this.phase(lead.lunation.phase), ord: this.ord(lead.lunation.house), theme: this.theme(lead.lunation.house) }, dealt(head.lunation.length));
      case "station":
        return this.say(head.station, 90, { ...base, planet: this.L.planets[lead.station.planet].name, dir: this.L.directions[lead.station.direction], ord: this.ord(lead.station.house), theme: this.theme(lead.station.house) }, dealt(head.station.length));
      case "ingress": {
        const bank = lead.ingress.backwards ? head.ingressBack : head.ingress;
        return this.say(bank, 90, { ...base, planet: this.display(lead.ingress.planet), ord: this.ord(lead.ingress.house), theme: this.theme(lead.ingress.house) }, dealt(bank.length));
      }
      case "moonIngress": {
        // "By evening" only when the Moon changes sign from 15:00 on the page's clock.
        const late = Number(d.moonIngress!.time.slice(0, 2)) >= 15;
        const bank = late ? head.moonIngressLate : head.moonIngress;
        return this.say(bank, 90, { ...base, theme: this.theme(d.moonIngress!.house), to: this.sign(d.moonIngress!.to) }, dealt(bank.length));
      }
      case "contact":
        return this.say(head.contact, 90, { ...base, planet: capitalise(this.display(lead.contact.planet)), theme: this.theme(lead.contact.planetHouse), stir: this.pick(this.C.PLANET_STIR[lead.contact.planet], 91) }, dealt(head.contact.length));
      case "moon":
        return this.say(head.moon, 90, { ...base, theme: this.theme(d.moon.house) }, dealt(head.moon.length));
    }
  }
}

function writeOnce(d: SignDay, seed: number, zone: string, locale: Locale): SignReading {
  const w = new Writer(d, seed, zone, locale);
  const { signColumns: C, signWriter: S } = banks(locale);
  const lead = leadOf(d);
  const headline = w.headline(lead);
  const overall: string[] = [];
  if (d.lunation) overall.push(...w.lunation(d.lunation, 10));
  d.stations.forEach((s, i) => overall.push(...w.station(s, 20 + i * 3)));
  d.ingresses.forEach((i, k) => overall.push(...w.ingress(i, 30 + k * 3)));
  overall.push(...w.moonFacts());

  const byPlanet = (planets: readonly Planet[]) => d.moonContacts.filter((c) => planets.includes(c.planet));
  const body = (planet: Planet) => d.bodies.find((b) => b.planet === planet)!;
  const love = [w.planetFact(C.LOVE_FACTS, body("Venus"), 40), w.advice(C.LOVE_ADVICE, 41)];
  byPlanet(LOVE_PLANETS).forEach((c, i) => love.push(...w.contact(c, 42 + i * 3)));
  const work = [w.planetFact(C.WORK_FACTS, body("Mercury"), 50), w.advice(C.WORK_ADVICE, 51)];
  byPlanet(WORK_PLANETS).forEach((c, i) => work.push(...w.contact(c, 52 + i * 3)));
  const wellbeing = [w.planetFact(C.WELLBEING_FACTS, body("Mars"), 60), w.advice(C.WELLBEING_ADVICE, 61)];
  d.moonContacts.filter((c) => !LOVE_PLANETS.includes(c.planet) && !WORK_PLANETS.includes(c.planet)).forEach((c, i) => wellbeing.push(...w.contact(c, 62 + i * 3)));

  const sections: SignSection[] = [
    { id: "overall", title: S.TITLES.overall, sentences: overall },
    { id: "love", title: S.TITLES.love, sentences: love },
    { id: "work", title: S.TITLES.work, sentences: work },
    { id: "wellbeing", title: S.TITLES.wellbeing, sentences: wellbeing },
  ];
  return { headline, sections };
}

/** The page's text, one paragraph per part, as the repetition rules read it. */
export function readingText(r: SignReading): string {
  return [r.headline, ...r.sections.map((s) => s.sentences.join(" "))].join("\n");
}

/** A sign's day in prose; `zone` names the clock every time is read on ("UTC", "Paris time"). */
export function writeSignDay(d: SignDay, zone: string, locale: Locale = "en"): SignReading {
  const seed = hash32(`sign|${d.sign}`);
  let first: SignReading | null = null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const reading = writeOnce(d, mix(seed, attempt * 7919), zone, locale);
    if (!repeatedNgram(readingText(reading), 6)) return reading;
    first ??= reading;
  }
  return first!;
}

/** "Thursday, November 26" for a calendar date. */
export function dayLabel(date: string, locale: Locale = "en"): string {
  return dateFormat(locale, "day", { weekday: "long", month: "long", day: "numeric" }).format(new Date(`${date}T12:00:00Z`));
}

const MOON_DAY_HOUSES: Record<"love" | "work" | "wellbeing", readonly number[]> = { love: [5, 7], work: [6, 10], wellbeing: [1, 12] };
const PERIOD_PLANETS: Record<"love" | "work" | "wellbeing", Planet> = { love: "Venus", work: "Mercury", wellbeing: "Mars" };

function writePeriodOnce(days: readonly SignDay[], span: string, zone: string, seed: number, locale: Locale): SignReading {
  const { signColumns: C, signWriter: S, lexicon: L } = banks(locale);
  const first = days[0]!;
  // The period is named in full once; after that it is "this week" or "this month".
  const short = S.SPANS[days.length <= 7 ? "week" : "month"];
  const w = new Writer(first, seed, zone, locale);
  const weekday = dateFormat(locale, "day", { weekday: "short", month: "short", day: "numeric" });
  const listDays = (dates: readonly string[]) => listJoin(dates.map((d) => weekday.format(new Date(`${d}T12:00:00Z`))), L.list);
  // The period's events in order, each dated.
  const events: { date: string; lead: Lead }[] = [];
  for (const d of days) {
    if (d.lunation) events.push({ date: d.date, lead: { kind: d.lunation.eclipse ? "eclipse" : "lunation", lunation: d.lunation } });
    for (const st of d.stations) events.push({ date: d.date, lead: { kind: "station", station: st } });
    for (const i of d.ingresses) events.push({ date: d.date, lead: { kind: "ingress", ingress: i } });
  }
  const rank = (l: Lead) => (l.kind === "eclipse" ? 5 : l.kind === "lunation" ? (/New|Full/.test(l.lunation.phase) ? 4 : 2) : l.kind === "station" ? 3 : l.kind === "ingress" ? 1 + SLOWNESS.indexOf(l.ingress.planet) / 20 : 0);
  const top = [...events].sort((a, b) => rank(b.lead) - rank(a.lead))[0];
  const headline = top ? w.headline(top.lead) : w.headline({ kind: "moon" });

  const overall = [w.say(C.PERIOD_OPENERS, 70, { span, sign: w.sign(first.sign) })];
  events.forEach((e, k) => {
    w.on = dayLabel(e.date, locale);
    const l = e.lead;
    if (l.kind === "eclipse" || l.kind === "lunation") overall.push(...w.lunation(l.lunation, 71 + k * 3));
    else if (l.kind === "station") overall.push(...w.station(l.station, 71 + k * 3));
    else if (l.kind === "ingress") overall.push(...w.ingress(l.ingress, 71 + k * 3));
  });
  w.on = null;
  if (!events.length) overall.push(w.say(C.PERIOD_QUIET, 69, { span: short, ord: w.ord(first.moon.house), theme: w.theme(first.moon.house) }));

  const section = (id: "love" | "work" | "wellbeing", salt: number): SignSection => {
    const planet = PERIOD_PLANETS[id];
    const start = first.bodies.find((b) => b.planet === planet)!;
    const change = days.flatMap((d) => d.ingresses.filter((i) => i.planet === planet).map((i) => ({ date: d.date, i })))[0];
    const move = change ? fill(S.PHRASES.movesInto, { ord: w.ord(change.i.house), day: dayLabel(change.date, locale) }) : fill(C.PERIOD_STAYS[salt % 3]!, { short });
    const sentences = [w.say(C.PERIOD_PLANET, salt, { planet: L.planets[planet].name, span: short, ord: w.ord(start.house), theme: w.theme(start.house), move })];
    const moonDays = days.filter((d) => MOON_DAY_HOUSES[id].includes(d.moon.house)).map((d) => d.date);
    sentences.push(moonDays.length ? w.say(C.PERIOD_MOON_DAYS[id], salt + 1, { days: listDays(moonDays) }) : w.say([C.PERIOD_NO_MOON_DAYS[id]], salt + 1, { span: short }));
    return { id, title: S.TITLES[id], sentences };
  };
  return {
    headline,
    sections: [{ id: "overall", title: S.TITLES.overall, sentences: overall }, section("love", 80), section("work", 84), section("wellbeing", 88)],
  };
}

/** A week or a month for a sign; `span` names it in prose ("the week of November 23", "December 2026"). */
export function writeSignPeriod(days: readonly SignDay[], span: string, zone: string, locale: Locale = "en"): SignReading {
  const seed = hash32(`period|${days[0]!.sign}|${span}`);
  let firstTry: SignReading | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const reading = writePeriodOnce(days, span, zone, mix(seed, attempt * 7919), locale);
    if (!repeatedNgram(readingText(reading), 6)) return reading;
    firstTry ??= reading;
  }
  return firstTry!;
}
