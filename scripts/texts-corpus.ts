/**
 * npx tsx scripts/texts-corpus.ts [out-file]: every writer's output for fixed inputs, one file, so a
 * change to how the readings are stored (not what they say) can be proved byte-identical with `cmp`.
 * Ten births × five days of daily readings, twelve signs × ten days of sign columns and a week, ten
 * days of sky notes, the chart texts (Western, Chinese, Vedic, love, progressions, solar return,
 * forecast, luck), and the five sample couples' Match, composite and together texts.
 */
import { writeFileSync } from "node:fs";
import { chineseLife, compatibility, compositeReport, natalChart, progressedChart, solarReturnChart, unknownTimeDetails, SIGNS } from "~/astrology";
import { dailyHoroscope, daySky } from "~/astrology/daily";
import { forecast } from "~/astrology/forecast";
import { loveReading } from "~/astrology/love";
import { signDay, signDays } from "~/astrology/sign-day";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "~/astrology/texts/samples";
import { dayLabel, readingText, writeSignDay, writeSignPeriod } from "~/astrology/texts/sign-writer";
import { localDayBounds } from "~/astrology/time";
import { togetherToday } from "~/astrology/together";
import { skyDay } from "~/services/sky.server";
import { resolvePublicDay } from "~/services/public-day.server";

const out: string[] = [];
const put = (label: string, value: unknown) => out.push(`## ${label}\n${typeof value === "string" ? value : JSON.stringify(value, null, 1)}\n`);
const days = (start: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const NOW = Date.UTC(2026, 10, 20, 12);

const births = [...SAMPLE_CHARTS.map((c) => ({ id: c.id, zone: c.zone, birth: c.birth })), ...SAMPLE_COUPLES.map((c, i) => ({ id: `partner-${i}`, zone: "UTC", birth: c.b.birth }))];

for (const b of births) {
  const n = natalChart(b.birth);
  const { chart, core } = n;
  put(`${b.id} chart texts`, [n.sunInsights, n.moonInsights, n.ascendantInsights, n.planetaryInsights, n.chineseInsights, n.nakshatraInsights]);
  put(`${b.id} love`, loveReading(chart, core.vedic, core.chinese.animal));
  if (!chart.timeKnown) put(`${b.id} unknown time`, unknownTimeDetails(b.birth));
  for (const sex of ["female", "male"] as const)
    put(`${b.id} chinese life ${sex}`, chineseLife({ pillars: n.chinese.pillars, dayMaster: n.chinese.dayMaster, utcMs: Date.parse(chart.utc), utcOffsetMinutes: chart.utcOffsetMinutes, jie: n.chinese.jie, sex, monthSettled: true, nowMs: NOW }).readings);
  const dayBounds = chart.timeKnown ? undefined : localDayBounds({ ...b.birth, birthTime: null });
  put(`${b.id} progressions`, progressedChart({ birthMs: Date.parse(chart.utc), latitude: chart.latitude, natalSun: chart.bodies.Sun.longitude, natalMidheaven: chart.midheaven?.longitude ?? null, timeKnown: chart.timeKnown, dayBounds, nowMs: NOW }).readings);
  put(`${b.id} solar return`, solarReturnChart({ natalSun: chart.bodies.Sun.longitude, birthMs: Date.parse(chart.utc), timeKnown: chart.timeKnown, place: { name: "Lisbon", latitude: 38.72, longitude: -9.14 }, nowMs: NOW }).reading);
  put(`${b.id} forecast`, forecast(chart, { fromMs: NOW, months: 6 }).map((e) => `${e.date} ${e.text}`));
  for (const d of days("2026-11-01", 5)) put(`${b.id} daily ${d}`, dailyHoroscope(chart, d, b.zone, b.id));
}

for (const sign of SIGNS) {
  for (const d of days("2026-11-01", 10)) {
    const r = writeSignDay(signDay(sign, d, "America/New_York"), "New York time");
    put(`${sign} ${d} (${dayLabel(d)})`, { ...r, text: readingText(r) });
  }
  put(`${sign} week`, writeSignPeriod(signDays(sign, "2026-11-02", "2026-11-08", "Europe/Paris"), "this week", "Paris time"));
}

for (const d of days("2026-11-01", 10)) put(`sky ${d}`, skyDay(resolvePublicDay({ date: d, tz: "Asia/Kolkata", now: new Date(NOW) })).paragraph);

for (const c of SAMPLE_COUPLES) {
  const a = natalChart(c.a.birth);
  const b = natalChart(c.b.birth);
  const r = compatibility({ name: c.a.name, natal: a }, { name: c.b.name, natal: b });
  put(`${c.a.name} & ${c.b.name} match`, r);
  const side = (name: string, n: typeof a) => ({ name, bodies: n.chart.bodies, midheaven: n.chart.midheaven, timeKnown: n.chart.timeKnown, latitude: n.chart.latitude, jdUt: n.core.jdUt });
  put(`${c.a.name} & ${c.b.name} composite`, compositeReport(side(c.a.name, a), side(c.b.name, b)).reading);
  for (const d of days("2026-11-01", 5)) put(`${c.a.name} & ${c.b.name} together ${d}`, togetherToday(a.chart, b.chart, daySky(d, "UTC"), c.b.name));
}

const file = process.argv[2] ?? "texts-corpus.txt";
writeFileSync(file, out.join("\n"));
console.log(`${file}: ${out.length} entries`);
