/**
 * Writes the daily horoscope from the ranked facts of `daily.ts`: a one-line headline from the
 * leading event, then three sections (love, work, wellbeing) each written from a different event
 * with a one-line lead, one thing to do and one to leave alone, and the day's sky in one line.
 * Positions are stated at local noon; every change of sign is stated with its local time, so no day
 * has a planet both "in Leo" and "entering Virgo" without saying when.
 * Wording rotates day by day from a per-reader starting point (seeded, so a stored day can be
 * rebuilt), and a day's text never repeats a six-word sequence.
 */
import { SIGN_INFO, signIndex, type Planet, type Sign } from "../constants";
import type { DailyEvent, DailyFacts, NatalPoint } from "../daily";
import type { Locale } from "~/i18n/locales";
import { banks, Words, type Banks } from "./banks";
import { capitalise, hash32, repeatedNgram, rotateIndex } from "./pick";
import { fill } from "./template";

export type Area = "love" | "work" | "wellbeing";
type Tone = "easy" | "tense" | "strong";

export interface DailySection {
  id: Area;
  title: string;
  /** One line of advice that opens the section. */
  lead: string;
  /** The section's sentences after the lead: the facts and what they mean. */
  text: string;
  /** Kind of event the section was written from. */
  source: DailyEvent["kind"] | "quiet";
}

export interface WrittenDaily {
  /** The stored text: headline, sections, do and don't, and the sky line, separated by blank lines. */
  content: string;
  headline: string;
  sections: DailySection[];
  /** One concrete thing to do and one to leave alone. */
  advice: { do: string; dont: string };
  /** The day's sky in one line: the Moon at noon, then each timed event of the local day. */
  sky: string;
}

const AREAS: readonly Area[] = ["love", "work", "wellbeing"];

type Filler = { kind: "quiet"; score: number };
type Source = DailyEvent | Filler;

const AFFINITY: Record<Area, Partial<Record<NatalPoint, number>>> = {
  love: { Venus: 1, Moon: 0.75, Mars: 0.65, Neptune: 0.5, Ascendant: 0.45, Sun: 0.3, Jupiter: 0.3 },
  work: { Saturn: 1, Midheaven: 1, Mercury: 0.9, Sun: 0.8, Jupiter: 0.8, Mars: 0.6, Uranus: 0.55, Pluto: 0.5 },
  wellbeing: { Moon: 1, Mars: 0.7, Neptune: 0.7, Sun: 0.6, Ascendant: 0.6, Jupiter: 0.5, Saturn: 0.45, Pluto: 0.4, Uranus: 0.4, Venus: 0.3 },
};

function affinity(e: Source, area: Area): number {
  switch (e.kind) {
    case "aspect":
      return Math.max((AFFINITY[area][e.transit] ?? 0.1) * 1.1, AFFINITY[area][e.natal] ?? 0.1);
    case "lunation":
      return area === "wellbeing" ? 0.8 : e.lunation.phase === "Full Moon" && area === "love" ? 0.7 : 0.5;
    case "station":
    case "ingress":
      return AFFINITY[area][e.planet] ?? 0.3;
    case "moon":
      return area === "wellbeing" ? 0.9 : area === "love" ? 0.6 : 0.4;
    case "season":
      return area === "work" ? 0.5 : 0.4;
    case "quiet":
      return 0.2;
  }
}

function toneOf(e: Source, f: DailyFacts): Tone {
  switch (e.kind) {
    case "aspect":
      return e.type === "conjunction" ? "strong" : e.type === "trine" || e.type === "sextile" ? "easy" : "tense";
    case "lunation":
      return e.lunation.phase === "New Moon" || e.lunation.phase === "Full Moon" ? "strong" : "tense";
    case "station":
      return e.direction === "retrograde" ? "tense" : "easy";
    case "ingress":
      return "strong";
    case "moon":
      return f.natalMoon && (f.natalMoon.relation === "tense" || f.natalMoon.relation === "opposite") ? "tense" : "easy";
    default:
      return "easy";
  }
}


/** Retrograde, back into the sign it had left (Aquarius after Pisces). */
function backwards(from: Sign, to: Sign): boolean {
  return (signIndex(from) - signIndex(to) + 12) % 12 === 1;
}

/** When a contact is strongest, in words, from the hours between noon and exact. */
function timingOf(e: { applying: boolean; exactInHours: number | null }): keyof Banks["daily"]["TIMING"] {
  const h = e.exactInHours;
  if (e.applying) return h !== null && h <= 6 ? "afternoon" : h !== null && h < 12 ? "evening" : "building";
  return h !== null && h >= -6 ? "morning" : h !== null && h > -12 ? "night" : "fading";
}

/** The planet a section or headline is "about" (for {T} and the suggestion). */
function planetOf(e: Source): Planet {
  switch (e.kind) {
    case "aspect":
      // A passing Moon speaks through the natal point it touches.
      if (e.transit === "Moon") return e.natal === "Ascendant" ? "Moon" : e.natal === "Midheaven" ? "Saturn" : e.natal;
      return e.transit;
    case "station":
    case "ingress":
      return e.planet;
    case "lunation":
    case "moon":
      return "Moon";
    default:
      return "Sun";
  }
}

class Writer extends Words {
  private B: Banks["daily"];
  private W: Banks["dailyWriter"];

  constructor(
    private f: DailyFacts,
    private seed: number,
    private salt: number,
    locale: Locale,
  ) {
    super(locale);
    ({ daily: this.B, dailyWriter: this.W } = banks(locale));
  }

  private housesTold = new Set<number>();

  /** A house in full the first time it is named in a day, then just its number. */
  house(n: number): string {
    if (this.housesTold.has(n)) return fill(this.W.PHRASES.houseAgain, { ord: this.ord(n) });
    this.housesTold.add(n);
    return this.B.HOUSE_AREAS[n - 1]!;
  }

  private used = new Map<readonly unknown[], Set<number>>();

  /** An item of a bank for this day; a bank used twice in one day gives two different items. */
  pick<T>(list: readonly T[], slot: number): T {
    const n = list.length;
    let i = rotateIndex(n, this.seed, this.salt + slot, this.f.dayNumber);
    let taken = this.used.get(list);
    if (!taken) this.used.set(list, (taken = new Set()));
    for (let k = 0; k < n && taken.has(i); k++) i = (i + 1) % n;
    taken.add(i);
    return list[i]!;
  }

  /** An item of a bank that walks the whole bank on consecutive days, whatever the retry. */
  walk<T>(list: readonly T[], slot: number): T {
    return list[rotateIndex(list.length, this.seed, slot, this.f.dayNumber)]!;
  }

  /** ", your Sun sign", ", square to your Leo Sun" ...: where a sign stands for this reader. */
  toSun(sign: Sign, slot: number): string {
    const natal = this.f.natalSunSign;
    const d = (signIndex(sign) - signIndex(natal) + 12) % 12;
    const rel = d === 0 ? "own" : d === 6 ? "opposite" : d === 4 || d === 8 ? "trine" : d === 3 || d === 9 ? "square" : d === 2 || d === 10 ? "sextile" : d === 1 || d === 11 ? "next" : "quincunx";
    return fill(this.pick(this.B.SUN_SIGN_RELATION[rel], slot + 13), { natal: this.sign(natal) });
  }

  /** A sky-wide meaning addressed to this reader: "With your Sun in Leo, stalled matters ...". */
  personal(meaning: string, slot: number): string {
    const natal = this.f.natalSunSign;
    const lead = fill(this.pick(this.B.PERSONAL_LEADS, slot + 9), { natal: this.sign(natal), a: this.L.signs[natal].article });
    return `${lead}${this.L.gap}${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`;
  }

  /** A transiting planet's noon sign, with the time when it changes sign on this local day. */
  signAtNoon(planet: Planet, sign: Sign): string {
    const ingress = planet === "Moon" ? this.f.moonIngress : this.f.ingresses.find((i) => i.planet === planet);
    if (!ingress) return this.sign(sign);
    return fill(ingress.to === sign ? this.W.PHRASES.fromTime : this.W.PHRASES.untilTime, { sign: this.sign(sign), time: this.clock(ingress.time) });
  }

  facts(e: Source, slot: number): string[] {
    const f = this.f;
    switch (e.kind) {
      case "aspect": {
        const vars = {
          T: this.display(e.transit),
          Tb: this.L.planets[e.transit].name,
          aNoun: this.B.ASPECT_A_NOUN[e.type],
          rx: e.transitRetrograde ? fill(banks(this.locale).signWriter.PHRASES.rx, { dir: this.L.directions.retrograde }) : "",
          sign: this.signAtNoon(e.transit, e.transitSign),
          verb: this.B.ASPECT_VERB[e.type],
          noun: this.B.ASPECT_NOUN[e.type],
          N: this.point(e.natal),
          // Plain words for when it peaks; the orb itself stays in the facts.
          timing: this.pick(this.B.TIMING[timingOf(e)], slot + 1),
        };
        return [capitalise(fill(this.pick(this.B.ASPECT_FACTS, slot + 2), vars).replace(/,,/g, ","))];
      }
      case "lunation": {
        const where = e.house ? fill(this.W.PHRASES.inHouse, { house: this.house(e.house) }) : this.toSun(e.lunation.sign, slot);
        return [
          capitalise(
            fill(this.pick(this.B.LUNATION_FACTS, slot + 2), {
              phase: this.phase(e.lunation.phase),
              time: this.clock(e.lunation.time),
              sign: this.sign(e.lunation.sign),
              deg: String(Math.floor(e.lunation.longitude % 30)),
              where,
            }),
          ),
        ];
      }
      case "station":
        return [fill(this.pick(this.B.STATION_FACTS, slot + 2), { T: this.L.planets[e.planet].name, dir: this.L.directions[e.direction], sign: this.sign(e.sign), deg: String(e.degree), own: this.toSun(e.sign, slot) })];
      case "ingress": {
        const bank = backwards(e.from, e.to) ? this.B.INGRESS_BACK_FACTS : this.B.INGRESS_FACTS;
        return [capitalise(fill(this.pick(bank, slot + 2), { T: this.display(e.planet), from: this.sign(e.from), to: this.sign(e.to), time: this.clock(e.time), own: this.toSun(e.to, slot) }))];
      }
      case "moon": {
        const where = f.moonHouse ? fill(this.W.PHRASES.crossingHouse, { house: this.house(f.moonHouse) }) : this.toSun(f.moonSign, slot);
        const out = [
          fill(this.pick(this.B.MOON_FACTS, slot + 2), {
            sign: this.sign(f.moonSign),
            deg: String(f.moonDegree),
            illum: String(f.illumination),
            waxing: this.L.trend[f.waxing ? "waxing" : "waning"],
            where,
          }),
        ];
        if (f.moonIngress) {
          const { from, to, time } = f.moonIngress;
          out.push(fill(this.pick(this.B.MOON_SIGN_CHANGE, slot + 3), { from: this.sign(from), to: this.sign(to), time: this.clock(time), own: this.toSun(to, slot + 1) }));
        }
        return out;
      }
      case "season": {
        const own = f.sunSign === f.natalSunSign;
        return [
          fill(this.pick(own ? this.B.OWN_SEASON_LINES : this.B.SEASON_LINES, slot + 2), {
            sun: this.sign(f.sunSign),
            focus: this.B.SEASON_FOCUS[f.sunSign],
            natal: this.sign(f.natalSunSign),
            a: this.L.signs[f.natalSunSign].article,
          }),
        ];
      }
      case "quiet":
        return [this.pick(this.B.QUIET_LINES, slot + 2)];
    }
  }

  meaning(e: Source, slot: number): string[] {
    const f = this.f;
    switch (e.kind) {
      case "aspect": {
        const g = this.pick(this.B.TRANSIT_GIFTS[e.transit], slot + 3);
        const p = this.pick(this.B.NATAL_NEEDS[e.natal], slot + 4);
        return [fill(this.pick(this.B.NATURE_FRAMES[toneOf(e, f)], slot + 5), { g, G: capitalise(g), p })];
      }
      case "lunation":
        return [this.personal(this.pick(this.B.LUNATION_MEANINGS[e.lunation.phase], slot + 5), slot)];
      case "station":
        return [this.personal(fill(this.pick(this.B.STATION_MEANINGS[e.direction], slot + 5), { domain: this.B.PLANET_DOMAIN[e.planet] }), slot)];
      case "ingress": {
        const el = (s: typeof e.from) => this.B.ELEMENT_TONE[SIGN_INFO[signIndex(s)]!.element];
        return [this.personal(fill(this.pick(this.B.INGRESS_MEANINGS, slot + 5), { domain: this.B.PLANET_DOMAIN[e.planet], fromTone: el(e.from), toTone: el(e.to) }), slot)];
      }
      case "moon": {
        const out = [this.pick(this.B.MOON_MOODS[f.moonSign], slot + 5)];
        if (f.natalMoon) out.push(fill(this.pick(this.B.NATAL_MOON_RELATION[f.natalMoon.relation], slot + 6), { sign: this.sign(f.moonSign), natal: this.sign(f.natalMoon.sign) }));
        return out;
      }
      case "season":
      case "quiet":
        return [];
    }
  }

  /** The section's event in a phrase, for its opening: "Venus trine your natal Moon", "the Full Moon in Leo". */
  eventPhrase(e: Source): string {
    const { f, W } = this;
    switch (e.kind) {
      case "aspect":
        return fill(W.EVENTS[e.transit === e.natal ? "aspectSelf" : "aspect"], { T: this.display(e.transit), rel: this.B.ASPECT_REL[e.type], N: this.point(e.natal) });
      case "lunation":
        return fill(W.EVENTS.lunation, { phase: this.phase(e.lunation.phase), sign: this.sign(e.lunation.sign), time: this.clock(e.lunation.time) });
      case "station":
        return fill(W.EVENTS.station, { T: this.L.planets[e.planet].name, dir: this.L.directions[e.direction] });
      case "ingress":
        return fill(backwards(e.from, e.to) ? W.EVENTS.ingressBack : W.EVENTS.ingress, { T: this.display(e.planet), sign: this.sign(e.to), time: this.clock(e.time) });
      case "moon":
        return f.moonIngress ? fill(W.EVENTS.moonIngress, { sign: this.sign(f.moonIngress.to), time: this.clock(f.moonIngress.time) }) : fill(W.EVENTS.moon, { sign: this.sign(f.moonSign) });
      case "season":
        return fill(W.EVENTS.season, { sign: this.sign(f.sunSign) });
      case "quiet":
        return W.EVENTS.quiet;
    }
  }

  section(e: Source, area: Area, slot: number): DailySection {
    const tone = toneOf(e, this.f);
    const advice = fill(this.pick(this.B.AREA_LINES[area][tone], slot + 7), { T: this.display(e.kind === "aspect" ? e.transit : planetOf(e)) });
    // The opening names the day's fact for this part of life, then what to do with it.
    const rest = /^(Venus|Mercury|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|I)\b/.test(advice) ? advice : advice.charAt(0).toLowerCase() + advice.slice(1);
    const lead = fill(this.W.PHRASES.lead, { lead: this.pick(this.B.AREA_LEADS[area], slot + 8), event: this.eventPhrase(e), advice: rest });
    const sentences = [...this.facts(e, slot), ...this.meaning(e, slot)];
    return { id: area, title: this.W.TITLES[area], lead, text: sentences.join(this.L.gap), source: e.kind };
  }

  headline(e: Source): string {
    const f = this.f;
    switch (e.kind) {
      case "aspect": {
        // A conjunction past exact gets a headline that says so: nothing "arrives" that is easing off.
        const tone = toneOf(e, f);
        const bank = tone === "strong" && !e.applying ? this.B.HEADLINES.past : this.B.HEADLINES[tone];
        return capitalise(fill(this.pick(bank, 90), { T: this.display(e.transit), short: this.B.POINT_SHORT[e.natal] }));
      }
      case "lunation":
        return fill(this.pick(this.B.HEADLINES.lunation, 90), { T: this.phase(e.lunation.phase), sign: this.sign(e.lunation.sign), time: this.clock(e.lunation.time) });
      case "station":
        return fill(this.pick(this.B.HEADLINES.station, 90), { T: this.L.planets[e.planet].name, dir: this.L.directions[e.direction] });
      case "ingress":
        return capitalise(fill(this.pick(backwards(e.from, e.to) ? this.B.HEADLINES.ingressBack : this.B.HEADLINES.ingress, 90), { T: this.display(e.planet), sign: this.sign(e.to), time: this.clock(e.time) }));
      case "moon":
        return fill(this.pick(this.B.HEADLINES.moon, 90), { sign: this.sign(f.moonSign) });
      default:
        return fill(this.pick(this.B.HEADLINES.season, 90), { sign: this.sign(f.sunSign) });
    }
  }

  /** The day's sky as facts only, each at noon or with its local time. */
  sky(): string {
    const { f, L } = this;
    const S = this.W.SKY;
    const trend = L.trend[f.waxing ? "waxing" : "waning"];
    const house = f.moonHouse ? fill(S.moonHouse, { ord: this.ord(f.moonHouse) }) : "";
    const items = [fill(S.moon, { deg: String(f.moonDegree), sign: this.sign(f.moonSign), illum: String(f.illumination), trend }) + house];
    if (f.moonIngress) items.push(fill(S.moonIngress, { sign: this.sign(f.moonIngress.to), time: this.clock(f.moonIngress.time) }));
    if (f.lunation) items.push(fill(S.lunation, { phase: this.phase(f.lunation.phase), time: this.clock(f.lunation.time), deg: String(Math.floor(f.lunation.longitude % 30)), sign: this.sign(f.lunation.sign) }));
    for (const i of f.ingresses) items.push(fill(backwards(i.from, i.to) ? S.ingressBack : S.ingress, { T: L.planets[i.planet].name, sign: this.sign(i.to), time: this.clock(i.time) }));
    for (const s of f.stations) items.push(fill(S.station, { T: L.planets[s.planet].name, dir: L.directions[s.kind], deg: String(s.degree), sign: this.sign(s.sign) }));
    if (f.retrogrades.length) items.push(fill(S.retrograde, { list: f.retrogrades.map((p) => L.planets[p].name).join(L.list.comma) }));
    return items.join(S.separator);
  }
}

/** Areas matched to events: the strongest events first, each to the area it suits best. */
function assign(events: readonly Source[]): { area: Area; event: Source }[] {
  const out: { area: Area; event: Source }[] = [];
  const free = new Set<Area>(AREAS);
  const pool = [...events];
  while (free.size && pool.length) {
    const e = pool.shift()!;
    let best: Area | null = null;
    for (const a of free) if (!best || affinity(e, a) > affinity(e, best)) best = a;
    // Weak fits wait for a better event, unless nothing else is left.
    if (best && (affinity(e, best) >= 0.3 || pool.length < free.size)) {
      out.push({ area: best, event: e });
      free.delete(best);
    }
  }
  for (const a of free) out.push({ area: a, event: { kind: "quiet", score: 0 } });
  return out;
}

function write(f: DailyFacts, seed: number, salt: number, locale: Locale): WrittenDaily {
  const w = new Writer(f, seed, salt, locale);
  const { SUGGESTIONS, DONTS } = banks(locale).daily;
  const events: Source[] = f.events;
  const top = events[0]!;
  const chosen = assign(events);
  // Salts by area (not by position) so each area's wording walks its banks day after day.
  const sections = chosen.map((c) => w.section(c.event, c.area, 10 + AREAS.indexOf(c.area) * 11)).sort((a, b) => AREAS.indexOf(a.id) - AREAS.indexOf(b.id));
  // Everything exact on this local day (and the Moon at noon) is in the sky line, sections or not.
  // The do and the don't walk all fifty lines of their bank, one a day from a per-reader start: a
  // slow transit can lead for weeks, and a five-line bank per planet would then come back within
  // the month (the recurrence figure is a rule for every reader, not an average).
  const advice = { do: w.walk(Object.values(SUGGESTIONS).flat(), 95), dont: w.walk(Object.values(DONTS).flat(), 97) };
  const headline = w.headline(top);
  const sky = w.sky();
  const content = formatDaily({ headline, sections, advice, sky });
  return { content, headline, sections, advice, sky };
}

/** The stored text's section labels: a storage format, the same in every language (the views name the sections in theirs). */
export const STORED_LABELS: Record<Area, string> = { love: "Love", work: "Work", wellbeing: "Wellbeing" };

/**
 * The stored text of a day: paragraphs separated by blank lines, in the order the Daily tab shows
 * them; `parseDaily` (app/domain/daily-reading.ts) reads it back into parts.
 */
export function formatDaily(d: Omit<WrittenDaily, "content">): string {
  return [
    d.headline,
    ...d.sections.map((s) => `${STORED_LABELS[s.id]}: ${s.lead}\n${s.text}`),
    `Do: ${d.advice.do}\nDon't: ${d.advice.dont}`,
    `Sky: ${d.sky}`,
  ].join("\n\n");
}

/** The day's text for one reader; `seed` identifies the reader (and chart). */
export function writeDaily(f: DailyFacts, seed: string, locale: Locale = "en"): WrittenDaily {
  const h = hash32(seed);
  let first: WrittenDaily | null = null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const written = write(f, h, attempt * 1009, locale);
    if (!repeatedNgram(written.content, 6, locale)) return written;
    first ??= written;
  }
  return first!;
}
