// Guna Milan tables and rules: __fixtures__/guna-milan.json (PyJHora compatibility.py data, with the
// cited web pages); the Tara worked example is from martin-pe/maitreya8 issue #83.
import { describe, expect, it } from "vitest";
import fixture from "./__fixtures__/guna-milan.json" with { type: "json" };
import { natalChart } from "./index";
import { chineseRelation, compatibility, gunaMilan } from "./synastry";
import { banks } from "./texts/banks";
import type { Animal } from "./constants";

const SPAN = 360 / 27;
const moonIn = (nakshatra: number, pada = 2) => ({ siderealLongitude: (nakshatra - 1) * SPAN + (pada - 0.5) * (SPAN / 4) });

describe("Guna Milan (rule set three-skies-gm-1)", () => {
  it("maitreya8 issue #83: Revati girl / Anuradha boy -> Tara Parama Mitra + Sampat = 3", () => {
    const r = gunaMilan(moonIn(27), moonIn(17), "A");
    const tara = r.kootas.find((k) => k.name === "Tara")!;
    expect(tara.points).toBe(3);
    expect(tara.detail).toContain("count 18");
    expect(tara.detail).toContain("count 11");
  });
  it("hand-checked total from the fixture tables: Revati girl / Anuradha boy = 27/36", () => {
    // Varna Brahmin/Brahmin 1, Vashya Jalachara->Keeta 2, Tara 3, Yoni Elephant/Deer 2,
    // Maitri Jupiter/Mars 5, Gana Deva/Deva 6, Bhakoot Pisces/Scorpio (5/9) 0, Nadi Antya/Madhya 8.
    const r = gunaMilan(moonIn(27), moonIn(17), "A");
    expect(r.kootas.map((k) => k.points)).toEqual([1, 2, 3, 2, 5, 6, 0, 8]);
    expect(r.total).toBe(27);
    expect(r.score).toBe("27/36");
    expect(r.verdict).toBe("Good");
    expect(r.doshas.join(" ")).toMatch(/Bhakoot dosha/);
  });
  it("same nakshatra: Nadi dosha, 0 of 8", () => {
    const r = gunaMilan(moonIn(1, 1), moonIn(1, 3));
    expect(r.kootas.find((k) => k.name === "Nadi")!.points).toBe(0);
    expect(r.doshas.join(" ")).toMatch(/Nadi dosha.*padas differ/);
  });
  it("maxima sum to 36 and totals stay within bounds for every pair of nakshatras", () => {
    const kootas = (fixture as unknown as { kootas: { max: number }[] }).kootas;
    expect(kootas.reduce((s, k) => s + k.max, 0)).toBe(36);
    for (let a = 1; a <= 27; a++) {
      for (let b = 1; b <= 27; b++) {
        const r = gunaMilan(moonIn(a), moonIn(b));
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(36);
        for (const k of r.kootas) expect(k.points).toBeLessThanOrEqual(k.max);
        // Averaged orientation is symmetric.
        expect(gunaMilan(moonIn(b), moonIn(a)).total).toBe(r.total);
      }
    }
  });
  it("nakshatra attributes match the fixture (gana, yoni, nadi)", () => {
    const rows = (fixture as unknown as { nakshatra_attributes: { rows: { number: number; gana: string; yoni_animal: string; nadi: string }[] } }).nakshatra_attributes.rows;
    for (const row of rows) {
      const r = gunaMilan(moonIn(row.number), moonIn(row.number));
      expect(r.kootas.find((k) => k.name === "Gana")!.detail).toBe(`${row.gana} and ${row.gana}`);
      expect(r.kootas.find((k) => k.name === "Yoni")!.detail).toBe(`${row.yoni_animal} and ${row.yoni_animal}`);
      expect(r.kootas.find((k) => k.name === "Nadi")!.detail.startsWith(row.nadi.split(" ")[0]!)).toBe(true);
    }
  });
});

describe("Chinese animal relations (chinese-compatibility.json)", () => {
  it("three harmonies, six harmonies, clashes and harms", async () => {
    const cc = (await import("./__fixtures__/chinese-compatibility.json")).default as unknown as {
      san_he_three_harmonies: { animals: string[] }[];
      liu_he_six_harmonies: { animals: string[] }[];
      liu_chong_six_clashes: { animals: string[] }[];
      liu_hai_six_harms: { animals: string[] }[];
    };
    const fix = (s: string) => s as Animal;
    for (const g of cc.san_he_three_harmonies) {
      expect(chineseRelation(fix(g.animals[0]!), fix(g.animals[1]!)).kind).toBe("san-he");
      expect(chineseRelation(fix(g.animals[2]!), fix(g.animals[0]!)).kind).toBe("san-he");
    }
    for (const p of cc.liu_he_six_harmonies) expect(chineseRelation(fix(p.animals[0]!), fix(p.animals[1]!)).kind).toBe("liu-he");
    for (const p of cc.liu_chong_six_clashes) expect(chineseRelation(fix(p.animals[0]!), fix(p.animals[1]!)).kind).toBe("clash");
    for (const p of cc.liu_hai_six_harms) expect(chineseRelation(fix(p.animals[0]!), fix(p.animals[1]!)).kind).toBe("harm");
    expect(chineseRelation("Rat", "Rat").kind).toBe("same");
    expect(chineseRelation("Rat", "Tiger").kind).toBe("neutral");
  });
});

describe("compatibility report", () => {
  const a = natalChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
  const b = natalChart({ birthDate: "1948-11-14", birthTime: null, latitude: 51.5, longitude: -0.14 });
  const r = compatibility({ name: "Diana", natal: a }, { name: "Charles", natal: b });
  it("has headed sections, names both people, gives N/36 and is >= 300 words", () => {
    expect(r.text.split(/\s+/).length).toBeGreaterThanOrEqual(300);
    for (const h of ["WESTERN SYNASTRY", "CHINESE ZODIAC", "VEDIC GUNA MILAN", "MANGLIK CHECK", "SUMMARY"]) expect(r.text).toContain(h);
    expect(r.text).toContain("Diana");
    expect(r.text).toContain("Charles");
    expect(r.text).toMatch(/\d+(\.5)?\/36/);
    expect(r.gunaMilan.kootas).toHaveLength(8);
    expect(r.chinese.label).toBe("Six Harmonies"); // Metal Ox and Earth Rat
  });
  it("leads with what is specific to the couple, in sections the page can render", () => {
    expect(r.sections.map((s) => s.id)).toEqual(["highlights", "western", "chinese", "vedic", "manglik", "summary", "notes"]);
    const [highlights] = r.sections;
    const slow = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
    const tightest = r.western.aspects.filter((x) => !(slow.includes(x.a) && slow.includes(x.b))).sort((x, y) => x.orb - y.orb)[0]!;
    expect(highlights!.paragraphs.join(" ")).toContain(`Diana's ${tightest.a}`);
    expect(highlights!.paragraphs.join(" ")).toContain(`${tightest.orb.toFixed(1)}° from exact`);
    expect(highlights!.paragraphs.join(" ")).toContain("Six Harmonies");
    expect(highlights!.paragraphs.join(" ")).toContain(r.gunaMilan.score);
    for (const s of r.sections) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(r.text).toContain(s.title.toUpperCase());
      for (const p of s.paragraphs) expect(r.text).toContain(p);
    }
  });
  it("sets the kootas and the contacts apart from the prose: listed once in the text, never as paragraphs", () => {
    const western = r.sections.find((s) => s.id === "western")!;
    const vedic = r.sections.find((s) => s.id === "vedic")!;
    expect(vedic.list).toHaveLength(8);
    expect(vedic.list![0]).toMatch(/^Varna: \d(\.5)?\/1 \(/);
    for (const s of r.sections) for (const p of s.paragraphs) expect(p).not.toMatch(/^- /);
    for (const k of r.gunaMilan.kootas) expect(r.text.split("\n").filter((line) => line.startsWith(`- ${k.name}: `))).toHaveLength(1);
    // The list follows the section's first paragraph in the text.
    const lines = r.text.split("\n");
    expect(lines[lines.indexOf("VEDIC GUNA MILAN (ASHTAKOOTA)") + 1]).toBe(vedic.paragraphs[0]);
    expect(lines[lines.indexOf("VEDIC GUNA MILAN (ASHTAKOOTA)") + 2]).toBe(`- ${vedic.list![0]}`);
    // Each contact the report reads comes with its line, the same words as in the Western list.
    expect(r.western.contacts.length).toBe(western.list!.length);
    r.western.contacts.forEach((c, i) => {
      expect(western.list![i]).toContain(`Diana's ${c.a}`);
      expect(western.list![i]).toContain(`Charles's ${c.b}`);
      expect(western.list![i]!.toLowerCase()).toContain(c.meaning.slice(0, -1).toLowerCase());
      expect(c.meaning).toMatch(/^[A-Z].*\.$/);
    });
  });
  it("flags the unknown birth time and leaves the Moon and Ascendant out of synastry", () => {
    expect(r.notes.join(" ")).toMatch(/Charles's birth time is unknown/);
    expect(r.western.aspects.every((x) => x.b !== "Moon" && x.b !== "Ascendant")).toBe(true);
    expect(r.manglik.b.fromLagna).toBeNull();
  });

  it("states an untimed Moon as 'X or Y' wherever the day leaves it open, and the noon Moon the count reads as such", () => {
    // A day on which the Moon changed both its tropical sign and its mansion.
    let untimed: ReturnType<typeof natalChart> | undefined;
    for (let day = 1; day <= 28 && !untimed; day++) {
      const chart = natalChart({ birthDate: `1992-04-${String(day).padStart(2, "0")}`, birthTime: null, latitude: 38.72, longitude: -9.14 });
      if (chart.moonSignCandidates.length === 2 && chart.vedic.nakshatraCandidates.length === 2) untimed = chart;
    }
    const noor = untimed!;
    const report = compatibility({ name: "Diana", natal: a }, { name: "Noor", natal: noor });
    const [x, y] = noor.vedic.nakshatraCandidates;
    expect(report.moons.b).toEqual({ timeKnown: false, sign: noor.moonSignCandidates.join(" or "), rashi: noor.vedic.moonSignCandidates.join(" or "), nakshatra: `${x} or ${y}`, pada: null });
    expect(report.moons.a).toEqual({ timeKnown: true, sign: a.chart.bodies.Moon.sign, rashi: report.gunaMilan.a.rashi, nakshatra: report.gunaMilan.a.nakshatra, pada: report.gunaMilan.a.pada });

    const section = (id: string) => report.sections.find((s) => s.id === id)!.paragraphs.join(" ");
    expect(section("highlights")).toContain(`Noor is`);
    expect(section("highlights")).toContain(`with the Moon in ${noor.moonSignCandidates.join(" or ")}, born`);
    expect(section("highlights")).toContain(`Vedic Moon in ${x} or ${y}.`);
    const vedic = section("vedic");
    expect(vedic).toContain(`Diana's Moon is in ${report.gunaMilan.a.nakshatra} pada ${report.gunaMilan.a.pada} (${report.gunaMilan.a.rashi});`);
    expect(vedic).toContain(`Noor's Moon is in ${x} or ${y} (${report.moons.b.rashi}),`);
    expect(vedic).toContain(`the count below reads the Moon at local noon: Noor's in ${report.gunaMilan.b.nakshatra} (${report.gunaMilan.b.rashi}).`);
    // Never one of the two stated flatly as where the Moon is, nor with a pada.
    expect(report.text).not.toMatch(new RegExp(`Noor's Moon is in ${report.gunaMilan.b.nakshatra}(?! or )[ ;,(]`));
    expect(report.text).not.toMatch(/Noor's Moon is in [^;]* pada \d/);
    expect(report.text).not.toMatch(new RegExp(`Vedic Moon in ${report.gunaMilan.b.nakshatra}[.;]`));
    expect(report.manglik.b.note).toContain("from the Moon at local noon (no birth time");

    // In Hindi the facts stay as they are; the prose names the signs in Hindi, joined by its "or".
    const hindi = compatibility({ name: "Diana", natal: a }, { name: "Noor", natal: noor }, { locale: "hi" });
    expect(hindi.moons).toEqual(report.moons);
    const hi = banks("hi").lexicon.signs;
    expect(hindi.text).toContain(noor.moonSignCandidates.map((sign) => hi[sign].name).join(" या "));
    expect(hindi.text).toContain(`(${noor.vedic.moonSignCandidates.map((sign) => hi[sign].name).join(" या ")})`);
    for (const sign of [...noor.moonSignCandidates, ...noor.vedic.moonSignCandidates]) expect(hindi.text).not.toContain(sign);
  });
});
