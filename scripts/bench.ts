/**
 * `npm run bench`: plain Node timing, median of repeated runs. Each section is an entry in `sections`
 * so other parts of the app can append their own. `--write` (default when run directly) records the
 * astrology figures in docs/quality.md under "## Astrology engine benchmarks".
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chineseLife, currentDasha, natalChart, progressedChart, solarReturnChart, unknownTimeDetails, AYANAMSAS, DEFAULT_CONVENTIONS, type BirthInput, type Conventions } from "~/astrology";
import { vimshottari } from "~/astrology/kundli";
import { dasamsa } from "~/astrology/dasamsa";
import { sadeSati, saturnIngressTable } from "~/astrology/sade-sati";
import { findYogas } from "~/astrology/yogas";
import { localDayBounds, resolveBirthTime } from "~/astrology/time";
import { composeDaily, daySky } from "~/astrology/daily";
import { forecast } from "~/astrology/forecast";
import { compatibility } from "~/astrology/synastry";
import { clearPlaceCache, resetPlaceIndex, searchPlaceIndex, warmPlaceIndex } from "~/astrology/places";
import type { ChartData } from "~/astrology/natal";

export interface BenchResult {
  name: string;
  /** Median milliseconds per operation. */
  medianMs: number;
  opsPerSecond: number;
  targetMs?: number;
  note?: string;
}

export interface BenchSection {
  title: string;
  run(): BenchResult[] | Promise<BenchResult[]>;
}

/** Time `fn` over `batch` calls, `rounds` times; the median of per-call means. */
export function measure(fn: (i: number) => void, opts: { batch?: number; rounds?: number; warmup?: number } = {}): number {
  const batch = opts.batch ?? 200;
  const rounds = opts.rounds ?? 15;
  for (let i = 0; i < (opts.warmup ?? batch); i++) fn(i);
  const samples: number[] = [];
  let k = 0;
  for (let r = 0; r < rounds; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn(k++);
    samples.push(Number(process.hrtime.bigint() - t) / 1e6 / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** Like `measure`, in CPU time of this process (user + system): steadier than wall time on a shared, loaded machine. */
export function measureCpu(fn: (i: number) => void, opts: { batch?: number; rounds?: number } = {}): number {
  const batch = opts.batch ?? 200;
  const samples: number[] = [];
  let k = 0;
  for (let r = 0; r < (opts.rounds ?? 15); r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < batch; i++) fn(k++);
    const c = process.cpuUsage(c0);
    samples.push((c.user + c.system) / 1000 / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

function result(name: string, medianMs: number, targetMs?: number, note?: string): BenchResult {
  return { name, medianMs, opsPerSecond: 1000 / medianMs, targetMs, note };
}

// Varied, realistic births (different places, zones, with and without a time).
const BIRTHS = [
  { birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 },
  { birthDate: "1879-03-14", birthTime: "11:30", latitude: 48.4, longitude: 10 },
  { birthDate: "1990-01-15", birthTime: "08:00", latitude: -33.8688, longitude: 151.2093 },
  { birthDate: "2001-09-30", birthTime: null, latitude: 40.7128, longitude: -74.006 },
  { birthDate: "1985-06-09", birthTime: "10:34", latitude: 12.972, longitude: 77.594 },
  { birthDate: "1975-12-24", birthTime: "23:10", latitude: 35.6762, longitude: 139.6503 },
  { birthDate: "1999-04-02", birthTime: "04:05", latitude: 69.65, longitude: 18.96 },
  { birthDate: "1942-11-27", birthTime: "10:15", latitude: 47.6062, longitude: -122.3321 },
] as const;

export const astrologySection: BenchSection = {
  title: "Astrology engine",
  run() {
    const out: BenchResult[] = [];
    // Warm-ups that load data once per process (geo-tz, Intl zones, gazetteer).
    for (const b of BIRTHS) natalChart({ ...b });
    const natalMs = measure((i) => {
      const b = BIRTHS[i % BIRTHS.length]!;
      natalChart({ ...b, birthDate: `${1940 + (i % 60)}${b.birthDate.slice(4)}` });
    });
    const natalCpuMs = measureCpu((i) => {
      const b = BIRTHS[i % BIRTHS.length]!;
      natalChart({ ...b, birthDate: `${1940 + (i % 60)}${b.birthDate.slice(4)}` });
    });
    out.push(
      result("natal chart (Western + Chinese with Four Pillars + Vedic with kundli and dasha, with texts)", natalMs, 1.5, `CPU time ${natalCpuMs.toFixed(4)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`),
    );
    const timeMs = measure((i) => {
      const b = BIRTHS[i % BIRTHS.length]!;
      resolveBirthTime({ ...b, birthDate: `${1900 + (i % 120)}${b.birthDate.slice(4)}` });
    }, { batch: 2000 });
    out.push(result("birth time to UT (tz database with backzone, shipped)", timeMs, undefined, "part of the natal chart; was 0.018 ms through Node's Intl"));

    const charts: ChartData[] = BIRTHS.map((b) => natalChart({ ...b }).chart);
    const sky = daySky("2026-11-22", "Europe/London");
    const dailyMs = measure((i) => {
      composeDaily(charts[i % charts.length]!, sky, `user-${i}`);
    }, { batch: 2000 });
    out.push(result("daily horoscope per user (day's sky computed)", dailyMs, 0.2));
    // Every call a new (date, zone) pair, so the memo never answers.
    const skyMs = measure((i) => {
      const date = new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      daySky(date, i % 2 ? "America/New_York" : "Asia/Kolkata");
    }, { batch: 20, rounds: 9, warmup: 5 });
    out.push(result("day's sky (once per date and time zone)", skyMs, undefined, "shared by every user in that zone"));

    const natals = BIRTHS.map((b) => natalChart({ ...b }));
    const compatMs = measure((i) => {
      const a = natals[i % natals.length]!;
      const b = natals[(i * 3 + 1) % natals.length]!;
      compatibility({ name: "Alex", natal: a }, { name: "Sam", natal: b });
    });
    out.push(result("compatibility report (synastry + Chinese + Guna Milan + text)", compatMs, 5));

    // The gazetteer: a first start builds the index file from the data package (once per install),
    // every later start only reads it back. Both are timed, the first in a scratch cache directory.
    const cacheDir = process.env.PLACES_CACHE_DIR;
    process.env.PLACES_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "places-bench-"));
    resetPlaceIndex();
    const f0 = performance.now();
    warmPlaceIndex();
    const firstMs = performance.now() - f0;
    resetPlaceIndex();
    const t0 = performance.now();
    warmPlaceIndex();
    const buildMs = performance.now() - t0;
    fs.rmSync(process.env.PLACES_CACHE_DIR, { recursive: true, force: true });
    if (cacheDir === undefined) delete process.env.PLACES_CACHE_DIR;
    else process.env.PLACES_CACHE_DIR = cacheDir;
    const queries = [
      "lon", "san", "Springfield", "Zurich", "new york", "par", "Bangalore", "mel", "Springfield, Illinois", "sao paulo", "ber", "tok",
      "Liverpool", "mun", "chi", "Ciudad Juárez", "Valença, Portugal", "Saint-Louis, Senegal", "Frankfurt an der Oder", "Lord Howe Island",
      "Amsterdam, North Holland, Netherlands", "bombay",
    ];
    for (const q of queries) searchPlaceIndex(q); // zone lookups load their geo-tz tiles once
    const searchMs = measure((i) => {
      clearPlaceCache();
      searchPlaceIndex(queries[i % queries.length]!);
    }, { batch: queries.length * 10 });
    let worst = 0;
    let worstQuery = "";
    for (const q of queries) {
      const ms = measure(() => {
        clearPlaceCache();
        searchPlaceIndex(q);
      }, { batch: 20, rounds: 5, warmup: 2 });
      if (ms > worst) [worst, worstQuery] = [ms, q];
    }
    out.push(result("place search (uncached, mixed queries)", searchMs, 2, `${queries.length} queries over cities500 + islands; index read at start in ${buildMs.toFixed(0)} ms (first start after install builds it: ${firstMs.toFixed(0)} ms); slowest query "${worstQuery}" ${worst.toFixed(2)} ms`));

    // The year ahead: the daily sky grid is shared by every chart; the first forecast of a range builds it.
    const from = Date.UTC(2026, 10, 23);
    const g0 = performance.now();
    forecast(charts[0]!, { fromMs: from, months: 12 });
    const gridMs = performance.now() - g0;
    let events = 0;
    const forecastMs = measure((i) => {
      events = forecast(charts[i % charts.length]!, { fromMs: from, months: 12 }).length;
    }, { batch: 8, rounds: 9, warmup: 8 });
    out.push(result("12-month forecast per chart (transits, stations, ingresses, lunations)", forecastMs, 50, `daily sky grid for the range built once in ${gridMs.toFixed(0)} ms (shared by every chart); ${events} events for the last chart`));
    return out;
  },
};

// Places spread over the zones and latitudes (polar, southern, far from their zone's meridian).
const PLACES = [
  [51.5074, -0.1278], [40.7128, -74.006], [12.972, 77.594], [35.6762, 139.6503], [-33.8688, 151.2093], [19.076, 72.8777],
  [22.5726, 88.3639], [55.7558, 37.6173], [-23.5505, -46.6333], [39.9042, 116.4074], [43.8256, 87.6168], [42.8782, -8.5448],
  [69.65, 18.96], [63.7467, -68.517], [-36.8485, 174.7633], [30.0444, 31.2357], [6.5244, 3.3792], [64.1466, -21.9426],
] as const;

/**
 * Many varied births: years 1901-2090, every month and hour, one in eight untimed, and the member's
 * conventions varied too (most on the defaults, the rest on each choice), with a sex for the luck pillars.
 */
export function variedBirths(count: number): { birth: BirthInput; sex: "female" | "male" }[] {
  const out: { birth: BirthInput; sex: "female" | "male" }[] = [];
  for (let i = 0; i < count; i++) {
    const [latitude, longitude] = PLACES[(i * 7) % PLACES.length]!;
    const year = 1901 + ((i * 37) % 190);
    const month = 1 + ((i * 5) % 12);
    const day = 1 + ((i * 11) % 28);
    const time = i % 8 === 3 ? null : `${String((i * 13) % 24).padStart(2, "0")}:${String((i * 17) % 60).padStart(2, "0")}`;
    const conventions: Conventions =
      i % 3 === 0
        ? DEFAULT_CONVENTIONS
        : {
            ayanamsa: AYANAMSAS[i % 4]!,
            node: i % 2 ? "true" : "mean",
            dashaYearDays: ([365.25, 365.2564, 360] as const)[i % 3]!,
            baziHour: i % 5 === 1 ? "solar" : "clock",
            dayStart: i % 7 === 2 ? "23:00" : "00:00",
          };
    out.push({ birth: { birthDate: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, birthTime: time, latitude, longitude, conventions }, sex: i % 2 ? "female" : "male" });
  }
  return out;
}

/**
 * The whole chart as the member's profile shows it: the natal chart in three systems with its texts,
 * then the Vedic part (dasha with the running period, Sade Sati with its phases, the yogas, the D10)
 * and the Chinese part (hidden stems, ten gods, luck and annual pillars), in the member's conventions.
 */
export function wholeChart(b: { birth: BirthInput; sex: "female" | "male" }, nowMs: number) {
  const natal = natalChart(b.birth);
  const conventions = b.birth.conventions ?? DEFAULT_CONVENTIONS;
  const utcMs = Date.parse(natal.chart.utc);
  const moon = natal.vedic.siderealMoonLongitude;
  const dasha = vimshottari(moon, utcMs, conventions.dashaYearDays);
  const untimed = b.birth.birthTime === null ? unknownTimeDetails({ birthDate: b.birth.birthDate, latitude: b.birth.latitude, longitude: b.birth.longitude, ayanamsa: conventions.ayanamsa }) : null;
  return {
    natal,
    current: currentDasha(dasha, nowMs),
    sadeSati: sadeSati(moon, utcMs, nowMs, saturnIngressTable(conventions.ayanamsa)),
    yogas: findYogas({ planets: natal.vedic.planets, lagna: natal.vedic.lagna?.longitude ?? null }),
    d10: dasamsa(natal.vedic.planets, natal.vedic.lagna?.longitude ?? null),
    chinese: chineseLife({
      pillars: natal.chinese.pillars,
      dayMaster: natal.chinese.dayMaster,
      utcMs,
      utcOffsetMinutes: natal.chart.utcOffsetMinutes,
      jie: natal.chinese.jie,
      sex: b.sex,
      monthSettled: untimed === null || untimed.pillars.month !== null,
      nowMs,
    }),
    // Every view of the profile derives the progressions for the day it is read (decision 017).
    progressions: progressedChart({
      birthMs: utcMs,
      latitude: b.birth.latitude,
      natalSun: natal.chart.bodies.Sun.longitude,
      natalMidheaven: natal.chart.timeKnown && natal.chart.midheaven ? natal.chart.midheaven.longitude : null,
      timeKnown: natal.chart.timeKnown,
      dayBounds: natal.chart.timeKnown ? undefined : localDayBounds({ birthDate: b.birth.birthDate, birthTime: null, latitude: b.birth.latitude, longitude: b.birth.longitude }),
      nowMs,
    }),
  };
}

/** The solar return of the year running, derived only where it is shown (the Birth tab, /api/profile). */
function solarReturnOfBirth(b: { birth: BirthInput }, nowMs: number) {
  const natal = natalChart(b.birth);
  return () => solarReturnChart({ natalSun: natal.chart.bodies.Sun.longitude, birthMs: Date.parse(natal.chart.utc), timeKnown: natal.chart.timeKnown, place: { name: "", latitude: b.birth.latitude, longitude: b.birth.longitude }, nowMs });
}

/** `tsx scripts/bench.ts --section=whole-chart`: the whole chart alone, in CPU time; recorded in docs/quality.md. */
export const wholeChartSection: BenchSection = {
  title: "Whole chart",
  run() {
    const births = variedBirths(400);
    const nowMs = Date.parse("2026-11-27T12:00:00Z");
    for (const b of births.slice(0, 40)) wholeChart(b, nowMs);
    let luck = 0;
    let calls = 0;
    const cpuMs = measureCpu((i) => {
      calls++;
      if (wholeChart(births[i % births.length]!, nowMs).chinese.luckPillars) luck++;
    }, { batch: 80, rounds: 11 });
    const timed = births.filter((b) => b.birth.birthTime !== null);
    const untimed = births.filter((b) => b.birth.birthTime === null);
    const timedMs = measureCpu((i) => void wholeChart(timed[i % timed.length]!, nowMs), { batch: 80, rounds: 11 });
    const untimedMs = measureCpu((i) => void wholeChart(untimed[i % untimed.length]!, nowMs), { batch: 10, rounds: 11 });
    const returns = births.slice(0, 80).map((b) => solarReturnOfBirth(b, nowMs));
    const returnMs = measureCpu((i) => void returns[i % returns.length]!(), { batch: 80, rounds: 11 });
    return [
      result(
        "whole chart (natal with texts + Vedic dasha, Sade Sati, yogas, D10 + Chinese hidden stems, ten gods, luck and annual pillars + progressions), CPU time",
        cpuMs,
        5,
        `${births.length} births 1901–2090 in ${PLACES.length} places, ${Math.round((untimed.length / births.length) * 100)}% untimed, conventions varied; luck pillars in ${Math.round((luck / calls) * 100)}% of the charts`,
      ),
      result("the same, births with a time", timedMs, 5),
      result("the same, births without a time (the day's Moon candidates, mansions and pillars searched)", untimedMs, 5),
      result("the solar return of the year running (on the Birth tab and in /api/profile only)", returnMs, undefined, "derived when first read"),
    ];
  },
};

/** Median wall time of an asynchronous operation over `rounds` runs after `warmup` (each run one file). */
async function measureAsync(fn: () => Promise<unknown>, opts: { rounds?: number; warmup?: number } = {}): Promise<number> {
  for (let i = 0; i < (opts.warmup ?? 3); i++) await fn();
  const samples: number[] = [];
  for (let r = 0; r < (opts.rounds ?? 15); r++) {
    const t = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/**
 * Reports as PDF (decision 021): the natal report and the Match report made from a chart, as the
 * download routes make them (fonts parsed by the first file of the process; the budget is for the
 * files after it): time to the finished file, and its size.
 */
export const pdfSection: BenchSection = {
  title: "Reports as PDF",
  async run() {
    const { profileView } = await import("~/services/profile.server");
    const { buildReport } = await import("~/services/compatibility.server");
    const { natalPdf, matchPdf, warmReportFonts } = await import("~/services/report-pdf.server");
    type Row = Parameters<typeof profileView>[0];
    type Member = Parameters<typeof buildReport>[0];
    const birth = { birthDate: "1985-01-20", birthTime: "06:45", latitude: -33.8688, longitude: 151.2093 };
    const natal = natalChart(birth);
    // A stored row without its chart column: the view recomputes the chart from the birth details.
    const row = {
      id: "bench", userId: "bench", birthDate: birth.birthDate, birthTime: birth.birthTime, birthPlace: "Sydney, New South Wales, AU",
      birthLatitude: String(birth.latitude), birthLongitude: String(birth.longitude), timeChoice: null, sex: "female",
      sunSign: natal.sunSign, sunInsights: natal.sunInsights, moonSign: natal.moonSign, moonInsights: natal.moonInsights, ascendantSign: natal.ascendantSign,
      planetaryPositions: JSON.stringify(natal.planetaryPositions), planetaryInsights: natal.planetaryInsights, chineseSign: natal.chineseSign,
      chineseInsights: natal.chineseInsights, nakshatra: natal.nakshatra, nakshatraInsights: natal.nakshatraInsights, chart: "", createdAt: "", updatedAt: "",
    } as unknown as Row;
    const profile = profileView(row);
    const member = { id: "bench", firstName: "Hypatia", lastName: "Alexandria", email: "bench@example.test", subscriptionTier: "premium" } as unknown as Member;
    const { report, wheel } = buildReport(member, profile, { partnerName: "Zoë Renée", partnerBirthDate: "1987-09-02", partnerBirthTime: "14:10", partnerBirthPlace: "Paris", partnerBirthLatitude: 48.8566, partnerBirthLongitude: 2.3522 }, new Date());

    // The server parses the fonts once it is listening (entry.server.tsx warmUp): measured apart.
    const warm = performance.now();
    warmReportFonts();
    const warmMs = performance.now() - warm;
    const first = performance.now();
    let natalBytes = (await natalPdf(profile, "Hypatia", "north")).length;
    const firstMs = performance.now() - first;
    let matchBytes = 0;
    const natalMs = await measureAsync(async () => {
      natalBytes = (await natalPdf(profile, "Hypatia", "north")).length;
    });
    const southMs = await measureAsync(() => natalPdf(profile, "Hypatia", "south"));
    const matchMs = await measureAsync(async () => {
      matchBytes = (await matchPdf(report, wheel)).length;
    });
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    return [
      result("report fonts parsed and laid out at the server's warm-up", warmMs, undefined, "once per server process, 2 s after it starts listening"),
      result("natal report PDF, first of the process after the warm-up", firstMs, 500, "the code's first run"),
      result("natal report PDF (North Indian charts)", natalMs, 500, `${kb(natalBytes)} (budget 1 MB)`),
      result("natal report PDF (South Indian charts)", southMs, 500),
      result("Match report PDF", matchMs, 500, `${kb(matchBytes)} (budget 1 MB)`),
    ];
  },
};

export const sections: BenchSection[] = [astrologySection, wholeChartSection, pdfSection];

function fmt(r: BenchResult): string {
  const ok = r.targetMs === undefined ? "" : r.medianMs < r.targetMs ? " ✓" : " ✗";
  return `| ${r.name} | ${r.medianMs.toFixed(4)} ms | ${Math.round(r.opsPerSecond).toLocaleString("en-US")}/s | ${r.targetMs === undefined ? "-" : `< ${r.targetMs} ms${ok}`} | ${r.note ?? ""} |`;
}

function table(results: BenchResult[]): string {
  return ["| what | median per op | throughput | target | note |", "|---|---|---|---|---|", ...results.map(fmt)].join("\n");
}

/** Replace (or append) one "## " section of docs/quality.md, leaving other sections alone. */
export function writeQualitySection(heading: string, body: string, file = path.resolve("docs/quality.md")): void {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Quality\n";
  const block = `${heading}\n\n${body.trim()}\n`;
  const start = existing.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${block}`;
  } else {
    const rest = existing.slice(start + heading.length + 1);
    const end = rest.search(/^## /m);
    next = existing.slice(0, start) + block + (end === -1 ? "" : `\n${rest.slice(end)}`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
}

async function main() {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`;
  const only = process.argv.find((a) => a.startsWith("--section="))?.slice("--section=".length);
  for (const s of sections) {
    if (only && s.title.toLowerCase().replace(/ /g, "-") !== only) continue;
    const results = await s.run();
    console.log(`\n${s.title} (${machine})`);
    for (const r of results) {
      console.log(`  ${r.name.padEnd(64)} ${r.medianMs.toFixed(4).padStart(9)} ms  ${Math.round(r.opsPerSecond).toLocaleString("en-US").padStart(10)}/s${r.targetMs !== undefined ? `  (target < ${r.targetMs} ms${r.medianMs < r.targetMs ? ", met" : ", MISSED"})` : ""}`);
    }
    if (s === astrologySection && !process.argv.includes("--no-write")) {
      writeQualitySection(
        "## Astrology engine benchmarks",
        `Measured with \`npm run bench\` (scripts/bench.ts) on ${machine}, ${new Date().toISOString().slice(0, 10)}. ` +
          "Median of 15 rounds of repeated calls, after warm-up (zone data and the gazetteer are loaded once per process).\n\n" +
          table(results) +
          "\n\nOne million daily horoscopes ≈ one day's sky per time zone plus " +
          `${((results[2]!.medianMs * 1e6) / 1000 / 60).toFixed(1)} minutes of composition on one core.`,
      );
      console.log("\n  written to docs/quality.md (## Astrology engine benchmarks)");
    }
    if (s === wholeChartSection && !process.argv.includes("--no-write")) {
      writeQualitySection(
        "## Whole chart speed",
        `Measured with \`npx tsx scripts/bench.ts --section=whole-chart\` on ${machine}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}. ` +
          "CPU time of this process (user + system), median of 11 rounds of 80 charts, after warm-up; target ≤ 5 ms a chart.\n\n" +
          table(results) +
          "\n\nA birth without a time costs most: the day's sign changes of every body, the Moon's mansions and rashis are searched by " +
          "bisection to the second. The scans remember the instants they already asked about, and a planet other than the Moon that ends " +
          "the day in the sign it began in is not searched: that took the untimed chart from 5.6 ms to under 5 ms. The member's profile " +
          "also keeps the untimed day's search for the charts seen lately, so a second view costs what a timed chart does. " +
          "The secondary progressions (five bodies, the solar-arc angles, the progressed Moon's sign changes over 24 months) are part of every " +
          "view; the solar return is derived when first read (the Birth tab, /api/profile), and the composite chart per Match report only.",
      );
      console.log("\n  written to docs/quality.md (## Whole chart speed)");
    }
    if (s === pdfSection && !process.argv.includes("--no-write")) {
      writeQualitySection(
        "## Reports as PDF",
        `Measured with \`npx tsx scripts/bench.ts --section=reports-as-pdf\` on ${machine}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}: ` +
          "the natal and Match reports of one chart (decision 021), wall time to the finished bytes, median of 15 files after 3. " +
          "The server parses the three font families once, two seconds after it starts listening; the first file after that still warms the code, later files reuse both. " +
          "Budget: ≤ 500 ms and ≤ 1 MB a file.\n\n" +
          table(results),
      );
      console.log("\n  written to docs/quality.md (## Reports as PDF)");
    }
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join("scripts", "bench.ts"));
if (invokedDirectly) await main();
