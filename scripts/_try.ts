import { natalChart } from "~/astrology";
import { dailyHoroscope } from "~/astrology/daily";
import { SAMPLE_CHARTS } from "~/astrology/texts/samples";
const c = SAMPLE_CHARTS[Number(process.argv[2])]!;
const chart = natalChart(c.birth).chart;
for (const d of process.argv.slice(3)) console.log(dailyHoroscope(chart, d, c.zone, c.id).content, "\n=====");
