import { natalChart } from "~/astrology";
import { dailyHoroscope } from "~/astrology/daily";
const a = natalChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
for (const d of ["2026-11-22","2026-11-23","2024-08-05"]) { const h = dailyHoroscope(a.chart, d, "Europe/London", "user-1"); console.log(h.content, "\n-----", h.content.split(/\s+/).length); }
