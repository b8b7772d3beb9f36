import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SIGNS, NAKSHATRAS, ANIMALS, CHINESE_ELEMENTS } from "./constants";
import { natalChart } from "./index";
import { banks } from "./texts/banks";

const { SUN_IN_SIGN } = banks().sun;
const { MOON_IN_SIGN } = banks().moon;
const { ASCENDANT_IN_SIGN } = banks().ascendant;
const { PLANET_IN_SIGN } = banks().planets;
const { ANIMAL_READINGS } = banks().animals;
const { NAKSHATRA_LOVE } = banks().nakshatras;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const all: string[] = [];

describe("interpretation texts", () => {
  it("sun, moon and ascendant in each sign: >= 80 words", () => {
    for (const table of [SUN_IN_SIGN, MOON_IN_SIGN, ASCENDANT_IN_SIGN]) {
      for (const s of SIGNS) {
        expect(words(table[s])).toBeGreaterThanOrEqual(80);
        expect(table[s]).toContain(s);
        all.push(table[s]);
      }
    }
  });
  it("Mercury to Pluto in each sign: >= 30 words", () => {
    for (const [planet, table] of Object.entries(PLANET_IN_SIGN)) {
      for (const s of SIGNS) {
        expect(words(table[s])).toBeGreaterThanOrEqual(30);
        expect(table[s]).toContain(planet);
        all.push(table[s]);
      }
    }
  });
  it("12 animals: >= 80 words and a line per element", () => {
    for (const a of ANIMALS) {
      expect(words(ANIMAL_READINGS[a].reading)).toBeGreaterThanOrEqual(80);
      for (const e of CHINESE_ELEMENTS) expect(ANIMAL_READINGS[a].elements[e]).toMatch(new RegExp(`^${e} `));
      all.push(ANIMAL_READINGS[a].reading);
    }
  });
  it("27 nakshatra love readings: >= 60 words", () => {
    for (const n of NAKSHATRAS) {
      expect(words(NAKSHATRA_LOVE[n])).toBeGreaterThanOrEqual(60);
      all.push(NAKSHATRA_LOVE[n]);
    }
  });
  it("no entry and no sentence repeats across entries", () => {
    expect(new Set(all).size).toBe(all.length);
    const seen = new Map<string, number>();
    all.forEach((text, i) => {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (words(sentence) < 6) continue;
        const prev = seen.get(sentence);
        if (prev !== undefined && prev !== i) throw new Error(`Repeated sentence: ${sentence}`);
        seen.set(sentence, i);
      }
    });
  });
  it("natalChart fills the *Insights fields", () => {
    const c = natalChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
    expect(c.sunInsights).toContain(SUN_IN_SIGN.Cancer);
    expect(c.moonInsights).toContain(MOON_IN_SIGN.Aquarius);
    expect(c.ascendantInsights).toContain(ASCENDANT_IN_SIGN.Sagittarius);
    expect(c.planetaryInsights).toContain(PLANET_IN_SIGN.Venus.Taurus);
    expect(c.chineseInsights).toContain(ANIMAL_READINGS.Ox.elements.Metal);
    expect(c.nakshatraInsights).toContain(NAKSHATRA_LOVE.Dhanishta);
    const u = natalChart({ birthDate: "2024-01-02", birthTime: null, latitude: 40.7128, longitude: -74.006 });
    if (u.moonSign === null) expect(u.moonInsights).toBeNull();
    expect(u.ascendantInsights).toBeNull();
  });
});

/** Where a language's value differs in kind from English's, or lacks one of its keys: "" when none. */
function shapeGap(en: unknown, own: unknown, where: string): string {
  const kind = (v: unknown) => (Array.isArray(v) ? "list" : typeof v);
  if (kind(en) !== kind(own)) return `${where}: ${kind(own)} where English has a ${kind(en)}`;
  if (Array.isArray(en)) return (own as unknown[]).map((item) => shapeGap(en[0], item, `${where}[]`)).find(Boolean) ?? "";
  if (kind(en) !== "object" || en === null) return "";
  return Object.keys(en as object).map((key) => (key in (own as object) ? shapeGap((en as Record<string, unknown>)[key], (own as Record<string, unknown>)[key], `${where}.${key}`) : `${where}.${key} missing`)).find(Boolean) ?? "";
}

describe("each language's bank files", () => {
  it("have every key of the English file, each value of the same kind", () => {
    const dir = new URL("./texts/data/", import.meta.url);
    const read = (path: string) => JSON.parse(fs.readFileSync(new URL(path, dir), "utf8")) as unknown;
    const gaps = fs.readdirSync(dir).filter((locale) => locale !== "en").flatMap((locale) =>
      fs.readdirSync(new URL(`${locale}/`, dir)).map((file) => shapeGap(read(`en/${file}`), read(`${locale}/${file}`), `${locale}/${file}`)),
    );
    expect(gaps.filter(Boolean)).toEqual([]);
  });
});
