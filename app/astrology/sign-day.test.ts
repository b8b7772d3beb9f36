import { describe, expect, it } from "vitest";
import { SIGNS, norm360 } from "./constants";
import { tropicalPosition } from "./ephemeris";
import { houseFrom, signDay, signFromSlug } from "./sign-day";
import { julianDayFromMs, zonedToUtcMs } from "./time";
import { readingText, writeSignDay, writeSignPeriod } from "./texts/sign-writer";
import { signDays } from "./sign-day";
import { repeatedNgram, sentencesOf } from "./texts/pick";

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("a sign's day", () => {
  it("counts whole-sign houses from the sign", () => {
    expect(houseFrom("Aries", "Aries")).toBe(1);
    expect(houseFrom("Leo", "Aries")).toBe(9);
    expect(houseFrom("Pisces", "Aquarius")).toBe(12);
    expect(signFromSlug("sagittarius")).toBe("Sagittarius");
    expect(signFromSlug("Sagittarius")).toBeNull();
    expect(signFromSlug("ophiuchus")).toBeNull();
  });

  it("names an eclipse when the ephemeris's eclipse search finds one at the lunation", () => {
    // Total solar eclipse 2024-04-08, lunar eclipses 2025-03-14 and 2026-03-03; none at the lunations of 2024-05-08 and 2024-10-17.
    expect(signDay("Aries", "2024-04-08", "UTC").lunation).toMatchObject({ phase: "New Moon", sign: "Aries", house: 1, eclipse: "solar", time: "18:20" });
    expect(signDay("Aries", "2025-03-14", "UTC").lunation).toMatchObject({ phase: "Full Moon", sign: "Virgo", house: 6, eclipse: "lunar" });
    expect(signDay("Aries", "2026-03-03", "UTC").lunation).toMatchObject({ eclipse: "lunar" });
    expect(signDay("Aries", "2024-05-08", "UTC").lunation).toMatchObject({ phase: "New Moon", eclipse: null });
    expect(signDay("Aries", "2024-10-17", "UTC").lunation).toMatchObject({ phase: "Full Moon", eclipse: null });
  });

  it("times each of the Moon's aspects to the minute, inside the zone's day", () => {
    const day = signDay("Capricorn", "2026-11-25", "America/New_York");
    const contacts = signDays("Capricorn", "2026-11-20", "2026-11-26", "America/New_York").flatMap((d) => d.moonContacts.map((c) => ({ ...c, date: d.date })));
    expect(contacts.length).toBeGreaterThan(10);
    const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    for (const c of contacts) {
      const ms = zonedToUtcMs(c.date, c.time, "America/New_York");
      const jd = julianDayFromMs(ms + 30_000); // the middle of the stated minute
      let gap = Math.abs(norm360(tropicalPosition(jd, "Moon").longitude - tropicalPosition(jd, c.planet).longitude));
      if (gap > 180) gap = 360 - gap;
      // The Moon moves about 0.01° a minute: exactness within the minute shows as well under 0.02°.
      expect(Math.abs(gap - angle[c.type]), `${c.date} ${c.time} ${c.type} ${c.planet}`).toBeLessThan(0.02);
    }
    expect(day.date).toBe("2026-11-25");
  });
});

describe("the column's texts", () => {
  // Figures in docs/quality.md: measured here for every sign over 30 days (a window with an eclipse).
  const windows = ["2024-03-20"];
  const pages = new Map<string, string>();
  const page = (sign: (typeof SIGNS)[number], date: string) => {
    const key = `${sign}|${date}`;
    if (!pages.has(key)) pages.set(key, readingText(writeSignDay(signDay(sign, date, "UTC"), "UTC")));
    return pages.get(key)!;
  };

  it("repeat at most 15% of one sign's sentences over 30 days, and never six words within a page", () => {
    let worst = 0;
    for (const start of windows) {
      for (const sign of SIGNS) {
        const seen = new Set<string>();
        let total = 0;
        let recurring = 0;
        for (let i = 0; i < 30; i++) {
          const text = page(sign, shift(start, i));
          expect(repeatedNgram(text, 6), `${sign} ${shift(start, i)}`).toBeNull();
          for (const s of sentencesOf(text)) {
            total++;
            if (seen.has(s)) recurring++;
            seen.add(s);
          }
        }
        worst = Math.max(worst, recurring / total);
      }
    }
    expect(worst).toBeLessThanOrEqual(0.15);
  });

  it("let two signs share at most 2 sentences on one day", () => {
    let worst = 0;
    for (let i = 0; i < 30; i++) {
      const date = shift(windows[0]!, i);
      const day = SIGNS.map((sign) => new Set(sentencesOf(page(sign, date))));
      for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) worst = Math.max(worst, [...day[a]!].filter((s) => day[b]!.has(s)).length);
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it("state each time on the zone's clock, naming it", () => {
    const text = readingText(writeSignDay(signDay("Aries", "2024-04-08", "Europe/Paris"), "Paris time"));
    // The eclipse's New Moon at 18:20 UTC is 8:20 PM in Paris (summer time).
    expect(text).toContain("8:20 PM Paris time");
    expect(text).not.toMatch(/\d (AM|PM)(?! Paris time)/);
  });

  it("write a week and a month without repeating six words", () => {
    for (const sign of SIGNS.slice(0, 4)) {
      expect(repeatedNgram(readingText(writeSignPeriod(signDays(sign, "2026-11-23", "2026-11-29", "UTC"), "the week of November 23, 2026", "UTC")), 6)).toBeNull();
      expect(repeatedNgram(readingText(writeSignPeriod(signDays(sign, "2026-12-01", "2026-12-31", "UTC"), "December 2026", "UTC")), 6)).toBeNull();
    }
  });
});

describe("eclipses, returns and time words in the columns", () => {
  // The 28 eclipses of 2025–2030 with their kinds, as published (NASA's Five Millennium Canon), by
  // UTC date of greatest eclipse; and the hybrid solar eclipse of 2023-04-20.
  const ECLIPSES: [string, "solar" | "lunar", string][] = [
    ["2025-03-14", "lunar", "total"], ["2025-03-29", "solar", "partial"], ["2025-09-07", "lunar", "total"], ["2025-09-21", "solar", "partial"],
    ["2026-02-17", "solar", "annular"], ["2026-03-03", "lunar", "total"], ["2026-08-12", "solar", "total"], ["2026-08-28", "lunar", "partial"],
    ["2027-02-06", "solar", "annular"], ["2027-02-20", "lunar", "penumbral"], ["2027-07-18", "lunar", "penumbral"], ["2027-08-02", "solar", "total"],
    ["2027-08-17", "lunar", "penumbral"], ["2028-01-12", "lunar", "partial"], ["2028-01-26", "solar", "annular"], ["2028-07-06", "lunar", "partial"],
    ["2028-07-22", "solar", "total"], ["2028-12-31", "lunar", "total"], ["2029-01-14", "solar", "partial"], ["2029-06-12", "solar", "partial"],
    ["2029-06-26", "lunar", "total"], ["2029-07-11", "solar", "partial"], ["2029-12-05", "solar", "partial"], ["2029-12-20", "lunar", "total"],
    ["2030-06-01", "solar", "annular"], ["2030-06-15", "lunar", "partial"], ["2030-11-25", "solar", "total"], ["2030-12-09", "lunar", "penumbral"],
    ["2023-04-20", "solar", "hybrid"],
  ];

  it("finds every eclipse of 2025–2030 with its kind, and no eclipse at the other lunations", () => {
    for (const [date, kind, type] of ECLIPSES) {
      expect(signDay("Aries", date, "UTC").lunation, date).toMatchObject({ phase: kind === "solar" ? "New Moon" : "Full Moon", eclipse: kind, eclipseType: type });
    }
    expect(signDay("Aries", "2024-05-08", "UTC").lunation).toMatchObject({ phase: "New Moon", eclipse: null, eclipseType: null });
  });

  it("tells the eclipse, by kind, in the Virgo column of 2027-02-20, 2028-01-12 and 2029-07-11", () => {
    const told = { "2027-02-20": "penumbral lunar eclipse", "2028-01-12": "partial lunar eclipse", "2029-07-11": "partial solar eclipse" };
    for (const [date, name] of Object.entries(told)) {
      const r = writeSignDay(signDay("Virgo", date, "UTC"), "UTC");
      expect(r.sections[0]!.sentences.join(" "), date).toContain(name);
      expect(r.headline.toLowerCase(), date).toContain("eclipse");
    }
  });

  it("tells Mercury's retrograde return to Aquarius on 2027-02-18 (Paris) as a return in every column", () => {
    const day = signDay("Aries", "2027-02-18", "Europe/Paris");
    expect(day.ingresses).toContainEqual(expect.objectContaining({ planet: "Mercury", from: "Pisces", to: "Aquarius", backwards: true }));
    for (const sign of SIGNS) {
      const r = writeSignDay(signDay(sign, "2027-02-18", "Europe/Paris"), "Paris time");
      const about = sentencesOf(readingText(r)).filter((s) => /Mercury/.test(s) && /\b(enter|enters|arrive|arrives|crosses into|moves into)\b.*Aquarius|Aquarius.*\breceives\b/.test(s));
      for (const s of about) expect(s, sign).toMatch(/retrograde|back/i);
      expect(r.sections[0]!.sentences.join(" "), sign).toMatch(/Mercury[^.]*(back|returns)[^.]*Aquarius|Retrograde Mercury returns to Aquarius/);
      expect(readingText(r), sign).not.toMatch(/Mercury enters Aquarius/);
    }
  });

  it("says 'by evening' only when the Moon changes sign from 15:00, over 20 days × 12 signs", () => {
    let late = 0;
    let early = 0;
    for (let k = 0; k < 20; k++) {
      const date = shift("2026-11-01", k);
      for (const sign of SIGNS) {
        const d = signDay(sign, date, "UTC");
        const text = readingText(writeSignDay(d, "UTC"));
        const afterThree = d.moonIngress !== null && d.moonIngress.time >= "15:00";
        if (/by evening/i.test(text)) expect(afterThree, `${sign} ${date}`).toBe(true);
        if (d.moonIngress && !d.lunation && !d.stations.length && !d.ingresses.length) {
          if (afterThree) late++;
          else early++;
        }
      }
    }
    // Both kinds of day are in the window, so the rule is exercised both ways.
    expect(late).toBeGreaterThan(0);
    expect(early).toBeGreaterThan(0);
  });

  it("heads at most 3 of the 12 signs' pages with the same four words on any day", () => {
    for (let k = 0; k < 60; k++) {
      const date = shift("2026-11-01", k);
      const openings = new Map<string, number>();
      for (const sign of SIGNS) {
        const four = writeSignDay(signDay(sign, date, "UTC"), "UTC").headline.toLowerCase().split(/\s+/).slice(0, 4).join(" ");
        openings.set(four, (openings.get(four) ?? 0) + 1);
      }
      expect(Math.max(...openings.values()), date).toBeLessThanOrEqual(3);
    }
    // Days before 1970 (negative day numbers) too.
    expect(writeSignDay(signDay("Leo", "1900-01-01", "UTC"), "UTC").headline.length).toBeGreaterThan(10);
  });
});
