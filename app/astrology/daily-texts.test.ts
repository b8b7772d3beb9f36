// The daily horoscope's words on a fixed sample: repetition thresholds (issue: words written for one
// person on one day), events told on the reader's local day only, and every stated number exact.
import { describe, expect, it } from "vitest";
import { PLANETS, norm360, signOf, type Planet } from "./constants";
import { tropicalPosition } from "./ephemeris";
import { compatibility, natalChart } from "./index";
import { composeDaily, daySky, dailyHoroscope, rewriteFacts } from "./daily";
import { julianDayFromMs } from "./time";
import { aspectBetween } from "./western";
import { crossDayRecurrence, crossReportShare, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "./texts/samples";
import { banks, clock } from "./texts/banks";

const DAY_MS = 86_400_000;
const datesFrom = (start: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10));

describe("repetition on a fixed sample (5 charts x 30 days from 2026-11-01)", () => {
  const dates = datesFrom("2026-11-01", 30);
  const texts = SAMPLE_CHARTS.map((c) => {
    const chart = natalChart(c.birth).chart;
    return dates.map((d) => dailyHoroscope(chart, d, c.zone, c.id).content);
  });

  it("at most 15% of one reader's sentence occurrences recur on another day", () => {
    for (const list of texts) {
      const r = crossDayRecurrence(list);
      expect(r.occurrences).toBeGreaterThan(250);
      expect(r.share).toBeLessThanOrEqual(0.15);
    }
  });
  it("no day repeats a six-word sequence", () => {
    for (const list of texts) for (const t of list) expect(repeatedSixWords(t)).toBeNull();
  });
  it("two readers with different charts share at most 2 sentences on the same day", () => {
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++)
        for (let d = 0; d < dates.length; d++) expect(sharedSentences(texts[i]![d]!, texts[j]![d]!)).toBeLessThanOrEqual(2);
  });
  it("the metric itself catches a stock line", () => {
    const stock = texts[0]!.map((t) => `${t}\n\nMercury is retrograde, so double-check travel details, contracts and messages.`);
    expect(crossDayRecurrence(stock).share).toBeGreaterThan(crossDayRecurrence(texts[0]!).share + 0.05);
    expect(repeatedSixWords("one two three four five six and one two three four five six")).toBe("one two three four five six");
  });
  it("five couples' reports share at most 10% of their 6+-word sentences with another couple's", () => {
    const reports = SAMPLE_COUPLES.map((c) => ({
      text: compatibility({ name: c.a.name, natal: natalChart(c.a.birth) }, { name: c.b.name, natal: natalChart(c.b.birth) }).text,
      names: [c.a.name, c.b.name],
    }));
    for (const share of crossReportShare(reports)) expect(share).toBeLessThanOrEqual(0.1);
  });
});

describe("the recurrence rule holds for every reader, not on average", () => {
  // The wording is seeded by the member's id; fifty fixed ids stand for any member. Both charts of the
  // delivery test (one timed, one untimed), 30 days of London from 2026-11-01.
  const dates = datesFrom("2026-11-01", 30);
  const births = [
    { birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 },
    { birthDate: "1990-03-10", birthTime: null, latitude: 40.7128, longitude: -74.006 },
  ];
  it("at most 15% recurring sentence occurrences for each of 50 readers", () => {
    for (const birth of births) {
      const chart = natalChart(birth).chart;
      const shares = Array.from({ length: 50 }, (_, i) => {
        const id = `7d3e9b10-${String(i).padStart(4, "0")}-4000-8000-00000000a41c`;
        return crossDayRecurrence(dates.map((d) => dailyHoroscope(chart, d, "Europe/London", id).content)).share;
      });
      expect(Math.max(...shares)).toBeLessThanOrEqual(0.15);
    }
  });
});

describe("a reading written for a person (six members, one untimed, 30 days)", () => {
  const members = [...SAMPLE_CHARTS, { id: "reader-6", zone: "Europe/Berlin", birth: { birthDate: "2001-09-30", birthTime: "05:40", latitude: 52.52, longitude: 13.405 } }];
  const PLANET = "Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto";
  it("has no jargon or orbs, a headline that agrees with the body, openings from the day's facts and 12-hour times", () => {
    expect(members.filter((m) => m.birth.birthTime === null)).toHaveLength(1);
    for (const m of members) {
      const chart = natalChart(m.birth).chart;
      for (const date of datesFrom("2026-11-01", 30)) {
        const d = dailyHoroscope(chart, date, m.zone, m.id);
        expect(d.content).not.toMatch(/\b(exactness|applying|separating|orbs?)\b/i);
        expect(d.content).not.toMatch(/\d+\.\d+°/);
        // No "as X arrives" (or lands, closes in) for a contact the same reading says is easing off or past exact.
        const top = d.facts.events[0]!;
        if (top.kind === "aspect" && /\b(arrives|lands|closes in|draws close)\b/.test(d.headline)) {
          expect(top.applying, `${m.id} ${date}`).toBe(true);
          const natal = top.natal === "Ascendant" || top.natal === "Midheaven" ? `your ${top.natal}` : `natal ${top.natal}`;
          for (const s of d.content.split(/(?<=[.!?])\s+|\n/)) {
            if (s.includes(top.transit) && s.includes(natal)) expect(s, `${m.id} ${date}`).not.toMatch(/easing off|past its peak|fading|past exact|on its way out/);
          }
        }
        // Each section opens with its own event: a body, a lunation or the Sun's sign named in the lead.
        for (const sec of d.sections) {
          if (sec.source !== "quiet") expect(sec.lead, `${m.id} ${date}`).toMatch(new RegExp(`, with [^,]*\\b(${PLANET}|New Moon|Full Moon|First Quarter|Last Quarter)\\b`));
        }
        // Times on the 12-hour clock the product uses elsewhere; none on a 24-hour clock.
        expect(d.content).not.toMatch(/\b\d\d:\d\d\b(?! [AP]M)/);
        if (m.birth.birthTime === null) expect(d.content).not.toMatch(/\b(house|houses|Ascendant|rising|Midheaven)\b/i);
      }
    }
  });
});

describe("the shape of a day", () => {
  const c = SAMPLE_CHARTS[0]!;
  const chart = natalChart(c.birth).chart;
  it("headline, three sections with a lead each from different events, a do and a don't, the sky line", () => {
    for (const date of datesFrom("2026-11-20", 10)) {
      const d = dailyHoroscope(chart, date, c.zone, c.id);
      const paragraphs = d.content.split("\n\n");
      expect(paragraphs).toHaveLength(6);
      expect(paragraphs[0]).toBe(d.headline);
      expect(d.headline.split(/\s+/).length).toBeLessThanOrEqual(12);
      expect(d.sections.map((s) => s.id)).toEqual(["love", "work", "wellbeing"]);
      d.sections.forEach((s, i) => expect(paragraphs[i + 1]).toBe(`${s.title}: ${s.lead}\n${s.text}`));
      expect(paragraphs[4]).toBe(`Do: ${d.advice.do}\nDon't: ${d.advice.dont}`);
      expect(paragraphs[5]).toBe(`Sky: ${d.sky}`);
      expect(d.sky).toContain(`${d.facts.moonDegree}° ${d.facts.moonSign} at noon`);
      // Each section from a different event: their opening sentences differ.
      expect(new Set(d.sections.map((s) => s.text.split(". ")[0])).size).toBe(3);
    }
  });
});

describe("one instant or its time: no day has a planet in two signs without saying when", () => {
  // A year and a half of days, two readers, three zones: ~80 planet ingresses and ~200 Moon changes
  // of sign. A sentence that puts a planet in the sign it is not in at noon must carry a clock time,
  // and every telling of the change carries the change's own time.
  const SIGNS = "Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces";
  // The reader's own natal placements ("your Leo Sun", "your natal Jupiter", "your Sun in Leo").
  const PLANET_NAMES = "Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto";
  const natal = new RegExp(`\\b(your|Your) (natal |own )?((${SIGNS}) )?(${PLANET_NAMES})('s sign| sign| in (${SIGNS}))?\\b`, "g");
  // The openers that address the reader by Sun sign ("For a Scorpio like you,").
  const leads = new RegExp(banks().daily.PERSONAL_LEADS.map((l) => l.replace("{a}", "an?").replace("{natal}", `(${SIGNS})`)).join("|"), "g");
  const sentences = (text: string) => text.replace(natal, "").replace(leads, "").split(/(?<=[.!?])\s+|\n| · /);
  let checked = 0;
  for (const zone of ["UTC", "America/New_York", "Australia/Sydney"]) {
    it(`in ${zone}`, () => {
      for (const c of SAMPLE_CHARTS.slice(1, 3)) {
        const chart = natalChart(c.birth).chart;
        for (const date of datesFrom("2025-06-01", 540)) {
          const sky = daySky(date, zone);
          const d = composeDaily(chart, sky, c.id);
          const changes = [...sky.ingresses, ...(sky.moonIngress ? [sky.moonIngress] : [])];
          for (const ch of changes) {
            const noonSign = sky.bodies.find((b) => b.planet === ch.planet)!.sign;
            const other = noonSign === ch.to ? ch.from : ch.to;
            const name = new RegExp(`\\b${ch.planet}\\b(?! (sign|return))`);
            for (const s of sentences(d.content)) {
              if (!name.test(s) || !new RegExp(`\\b${other}\\b`).test(s)) continue;
              checked++;
              expect(s, `${date} ${zone}: ${s}`).toMatch(/\b\d{1,2}:\d\d [AP]M\b/);
              if (/\b(enters|entering|arrives|into|leaves|crosses|moves|moving|slips|until|from \d)/.test(s)) expect(s, `${date}: ${s}`).toContain(clock(ch.time));
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
  it("the ingress times are the ephemeris's, to the minute", () => {
    const zone = "Europe/Dublin";
    for (const date of datesFrom("2026-01-01", 120)) {
      const sky = daySky(date, zone);
      for (const ch of [...sky.ingresses, ...(sky.moonIngress ? [sky.moonIngress] : [])]) {
        const [h, m] = ch.time.split(":").map(Number);
        const guess = Date.parse(`${date}T${ch.time}:00Z`);
        // Find the UTC instant of that local clock reading, then check the sign either side of it.
        const offset = guess - Date.parse(new Date(guess).toLocaleString("sv-SE", { timeZone: zone }).replace(" ", "T") + "Z");
        const at = guess + offset;
        expect(localTime(at, zone)).toBe(`${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
        const lon = (ms: number) => signOf(tropicalPosition(julianDayFromMs(ms), ch.planet).longitude);
        expect(lon(at - 60_000)).toBe(ch.from);
        expect(lon(at + 120_000)).toBe(ch.to);
      }
    }
  });
});

describe("facts for the AI rewrite", () => {
  it("are the ranked events, and list every degree and label the built-in text states", () => {
    const c = SAMPLE_CHARTS[0]!;
    const d = dailyHoroscope(natalChart(c.birth).chart, "2026-11-24", c.zone, c.id);
    const r = rewriteFacts(d);
    expect(r.ranked.map((e) => e.kind)).toEqual(d.facts.events.map((e) => e.kind));
    expect(r.keep).toEqual(expect.arrayContaining(["Love:", "Work:", "Wellbeing:", d.facts.moonSign]));
    for (const m of d.content.match(/\d+(?:\.\d)?°/g) ?? []) expect(r.keep).toContain(m);
    expect(JSON.stringify(r)).not.toContain("Try this");
  });
});

// Independent scan: hourly samples across the window, crossings refined by bisection to a second.
function refine(lo: number, hi: number, before: (ms: number) => boolean): number {
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (before(mid)) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function localDate(ms: number, zone: string) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
}
function localTime(ms: number, zone: string) {
  return new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(ms));
}

describe("stations, ingresses and lunations are told on the reader's local day only", () => {
  const start = Date.parse("2024-07-20T00:00:00Z");
  const days = 75; // Mercury stations 2024-08-05 and 08-28, Venus/Mars ingresses, five lunations
  const speed = (ms: number, p: Planet) => tropicalPosition(julianDayFromMs(ms), p).speed;
  const lon = (ms: number, p: Planet) => tropicalPosition(julianDayFromMs(ms), p).longitude;
  const elong = (ms: number) => norm360(lon(ms, "Moon") - lon(ms, "Sun"));
  const stations: { planet: Planet; ms: number }[] = [];
  const ingresses: { planet: Planet; ms: number }[] = [];
  const lunations: { phase: string; ms: number }[] = [];
  for (let t = start - 2 * DAY_MS; t < start + (days + 2) * DAY_MS; t += 3_600_000) {
    const u = t + 3_600_000;
    for (const p of PLANETS) {
      if (p === "Moon") continue;
      if (p !== "Sun" && Math.sign(speed(t, p)) !== Math.sign(speed(u, p))) {
        const s0 = Math.sign(speed(t, p));
        stations.push({ planet: p, ms: refine(t, u, (m) => Math.sign(speed(m, p)) === s0) });
      }
      if (signOf(lon(t, p)) !== signOf(lon(u, p))) {
        const s0 = signOf(lon(t, p));
        ingresses.push({ planet: p, ms: refine(t, u, (m) => signOf(lon(m, p)) === s0) });
      }
    }
    const e0 = elong(t);
    const e1 = elong(u);
    for (const [angle, phase] of [[0, "New Moon"], [90, "First Quarter"], [180, "Full Moon"], [270, "Last Quarter"]] as const) {
      const ahead = norm360(angle - e0);
      if (ahead < norm360(e1 - e0)) lunations.push({ phase, ms: refine(t, u, (m) => norm360(elong(m) - e0) < ahead) });
    }
  }

  for (const zone of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
    it(`in ${zone}`, () => {
      expect(stations.length).toBeGreaterThanOrEqual(2);
      const dates = datesFrom("2024-07-20", days);
      const told = { stations: [] as string[], ingresses: [] as string[], lunations: [] as string[] };
      const chart = natalChart(SAMPLE_CHARTS[1]!.birth).chart;
      for (const date of dates) {
        const sky = daySky(date, zone);
        for (const b of sky.bodies) if (b.station) told.stations.push(`${b.planet}@${date}`);
        for (const i of sky.ingresses) told.ingresses.push(`${i.planet}@${date}`);
        if (sky.lunation) told.lunations.push(`${sky.lunation.phase}@${date}@${sky.lunation.time}`);
        // The text names a station only on the day it happens.
        const d = composeDaily(chart, sky, "reader");
        for (const p of PLANETS) {
          if (new RegExp(`${p} (stations|pauses|comes to a standstill|stands still)|${p} turns (retrograde|direct)`).test(d.content)) {
            expect(d.facts.stations.map((s) => s.planet)).toContain(p);
          }
        }
        for (const phase of ["New Moon", "First Quarter", "Full Moon", "Last Quarter"]) {
          if (d.content.includes(phase)) expect(d.facts.lunation?.phase).toBe(phase);
        }
      }
      const inWindow = (ms: number) => dates.includes(localDate(ms, zone));
      expect(told.stations.sort()).toEqual(stations.filter((s) => inWindow(s.ms)).map((s) => `${s.planet}@${localDate(s.ms, zone)}`).sort());
      expect(told.ingresses.sort()).toEqual(ingresses.filter((s) => inWindow(s.ms)).map((s) => `${s.planet}@${localDate(s.ms, zone)}`).sort());
      const expected = lunations.filter((l) => inWindow(l.ms));
      expect(told.lunations.length).toBe(expected.length);
      for (const l of expected) {
        const hit = told.lunations.find((x) => x.startsWith(`${l.phase}@${localDate(l.ms, zone)}@`));
        expect(hit, `${l.phase} ${new Date(l.ms).toISOString()}`).toBeDefined();
        const [h, m] = hit!.split("@")[2]!.split(":").map(Number);
        const [eh, em] = localTime(l.ms, zone).split(":").map(Number);
        expect(Math.abs(h! * 60 + m! - (eh! * 60 + em!)) % (24 * 60)).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe("every stated fact is exact", () => {
  it("aspects, their timing, degrees, signs and retrogrades match the ephemeris, in plain words", () => {
    let gaps = 0;
    let timed = 0;
    for (const c of SAMPLE_CHARTS) {
      const chart = natalChart(c.birth).chart;
      for (const date of datesFrom("2026-12-01", 12)) {
        const d = dailyHoroscope(chart, date, c.zone, c.id);
        const f = d.facts;
        const noon = Date.parse(daySky(date, c.zone).noonUtc);
        for (const a of f.aspects) {
          const t = tropicalPosition(julianDayFromMs(noon), a.transit);
          const natal = a.natal === "Ascendant" ? chart.ascendant!.longitude : a.natal === "Midheaven" ? chart.midheaven!.longitude : chart.bodies[a.natal].longitude;
          const asp = aspectBetween(t.longitude, natal, 2)!;
          expect(asp.type).toBe(a.type);
          // Rounded once from the raw separation, to the tenth shown in the text.
          expect(a.orb).toBe(Math.round(asp.orb * 10) / 10);
          const later = aspectBetween(tropicalPosition(julianDayFromMs(noon + 3_600_000), a.transit).longitude, natal, 2)!;
          expect(later.orb < asp.orb).toBe(a.applying);
          expect(signOf(t.longitude)).toBe(a.transitSign);
          expect(t.speed < 0).toBe(a.transitRetrograde);
        }
        // Hours from noon to exact, from the noon orb and speed: the ephemeris agrees to a tenth of a degree.
        for (const a of f.aspects) {
          if (a.exactInHours === null || Math.abs(a.exactInHours) > 12) continue;
          const at = noon + a.exactInHours * 3_600_000;
          const natal = a.natal === "Ascendant" ? chart.ascendant!.longitude : a.natal === "Midheaven" ? chart.midheaven!.longitude : chart.bodies[a.natal].longitude;
          expect(aspectBetween(tropicalPosition(julianDayFromMs(at), a.transit).longitude, natal, 2)!.orb).toBeLessThan(0.1);
          timed++;
        }
        // A reading for a person: no orbs, no "applying", "separating" or "exactness".
        expect(d.content).not.toMatch(/\b(orb|applying|separating|exactness|exact at noon|past exact|to go)\b/i);
        expect(d.content).not.toMatch(/\d\.\d°/);
        // Every number of degrees in the text is one of the facts.
        const allowed = new Set<string>([
          String(f.moonDegree),
          ...f.stations.map((s) => String(s.degree)),
          ...(f.lunation ? [String(Math.floor(f.lunation.longitude % 30))] : []),
        ]);
        for (const m of d.content.matchAll(/(\d+(?:\.\d)?)°/g)) expect(allowed, `${m[0]} in ${date}`).toContain(m[1]);
        // "Planet, retrograde," only for a planet that is retrograde at noon.
        for (const m of d.content.matchAll(/(Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)(?: in \w+)?, retrograde/g)) {
          expect(f.retrogrades).toContain(m[1]);
        }
        // A headline never has a contact "arriving" or "landing" that the facts have past exact.
        const top = f.events[0]!;
        if (top.kind === "aspect" && !top.applying) expect(d.headline).not.toMatch(/arrive|lands|closes in|draws close/);
        // Times of day only as the facts allow: this afternoon/evening for a contact exact after noon.
        if (/strongest this (afternoon|evening)|peaking this (afternoon|evening)/.test(d.content)) expect(f.aspects.some((a) => a.applying && a.exactInHours !== null && a.exactInHours < 12)).toBe(true);
        if (/this morning|early hours/.test(d.content)) expect(f.aspects.some((a) => !a.applying && a.exactInHours !== null && a.exactInHours > -12)).toBe(true);
        gaps += (d.content.match(/this (afternoon|evening|morning)|early hours/g) ?? []).length;
        expect(signOf(tropicalPosition(julianDayFromMs(noon), "Moon").longitude)).toBe(f.moonSign);
        expect(d.content).toContain(`${f.moonSign}`);
      }
    }
    expect(gaps).toBeGreaterThan(0);
    expect(timed).toBeGreaterThan(0);
  });
});
