import { natalChart } from "~/astrology";
import { dailyHoroscope } from "~/astrology/daily";
import { sentencesOf } from "~/astrology/texts/pick";
import { SAMPLE_CHARTS } from "~/astrology/texts/samples";
const c = SAMPLE_CHARTS[Number(process.argv[2] ?? 0)]!;
const chart = natalChart(c.birth).chart;
const m = new Map<string, number>();
for (let i = 0; i < 30; i++) { const d = new Date(Date.parse("2026-11-01T00:00:00Z") + i * 864e5).toISOString().slice(0, 10);
  for (const s of new Set(sentencesOf(dailyHoroscope(chart, d, c.zone, c.id).content))) m.set(s, (m.get(s) ?? 0) + 1); }
for (const [s, n] of [...m].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1])) console.log(n, s);
