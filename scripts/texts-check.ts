/**
 * npm run texts:check [-- --days 30 --start 2026-11-01]: repetition figures of the generated texts.
 * Daily horoscopes of a few charts over consecutive days (sentence recurrence across days, repeated
 * six-word sequences within a day, sentences shared by two readers on the same day) and five
 * couples' compatibility reports (share of 6+-word sentences found in another couple's report).
 * The thresholds are those of docs/quality.md; the process exits 1 when one is missed.
 */
import { compatibility, natalChart } from "~/astrology";
import { dailyHoroscope } from "~/astrology/daily";
import { crossDayRecurrence, crossReportShare, repeatedSixWords, sharedSentences } from "~/astrology/texts/metrics";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "~/astrology/texts/samples";

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const days = Number(arg("days", "30"));
const start = arg("start", "2026-11-01");
const dates = Array.from({ length: days }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

let failed = false;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log(`Daily horoscopes, ${days} days from ${start}`);
console.log("| reader | chart | zone | words/day | sentence occurrences | recurring on another day | days with a repeated 6-word sequence |");
console.log("|---|---|---|---|---|---|---|");
const texts = SAMPLE_CHARTS.map((c) => {
  const chart = natalChart(c.birth).chart;
  const list = dates.map((d) => dailyHoroscope(chart, d, c.zone, c.id).content);
  const r = crossDayRecurrence(list);
  const repeats = list.filter((t) => repeatedSixWords(t) !== null).length;
  const words = Math.round(list.reduce((s, t) => s + t.split(/\s+/).length, 0) / list.length);
  console.log(`| ${c.id} | ${c.label} | ${c.zone} | ${words} | ${r.occurrences} | ${r.recurring} (${pct(r.share)}) | ${repeats} |`);
  if (r.share > 0.15 || repeats > 0) failed = true;
  return list;
});

let maxShared = 0;
let pairs = 0;
for (let i = 0; i < texts.length; i++) {
  for (let j = i + 1; j < texts.length; j++) {
    for (let d = 0; d < dates.length; d++) {
      maxShared = Math.max(maxShared, sharedSentences(texts[i]![d]!, texts[j]![d]!));
      pairs++;
    }
  }
}
console.log(`\nTwo readers with different charts, same day: at most ${maxShared} shared sentences (${pairs} pairs of texts)`);
if (maxShared > 2) failed = true;

const reports = SAMPLE_COUPLES.map((c) => {
  const r = compatibility({ name: c.a.name, natal: natalChart(c.a.birth) }, { name: c.b.name, natal: natalChart(c.b.birth) });
  return { text: r.text, names: [c.a.name, c.b.name] };
});
const shares = crossReportShare(reports);
console.log(`\nCompatibility reports: share of 6+-word sentences also in another couple's report (names masked)`);
SAMPLE_COUPLES.forEach((c, i) => console.log(`- ${c.a.name} & ${c.b.name}: ${pct(shares[i]!)}`));
if (shares.some((s) => s > 0.1)) failed = true;

console.log(failed ? "\nFAIL: a threshold is missed" : "\nOK: every threshold holds");
process.exit(failed ? 1 : 0);
