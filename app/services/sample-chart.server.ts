/**
 * The landing page's sample: a real chart for a famous, well-documented birth (Albert Einstein,
 * 14 March 1879, 11:30 local mean time, Ulm), computed by the same engine as every member's chart.
 * Computed once per process; the page is cached anyway.
 */
import { natalChart } from "~/astrology";
import type { WheelInput } from "~/domain/wheel";

const SAMPLE = {
  name: "Albert Einstein",
  birthDate: "1879-03-14",
  birthTime: "11:30",
  place: "Ulm, Germany",
  latitude: 48.3984,
  longitude: 9.9916,
} as const;

function firstSentences(text: string | null, count = 2): string {
  if (!text) return "";
  // The engine's texts open with a heading line (sign, degree, symbol); the reading follows it.
  const body = text.split("\n\n").slice(1).join(" ") || text;
  const sentences = body.replace(/\s+/g, " ").match(/[^.!?]+[.!?]+/g) ?? [body];
  return sentences.slice(0, count).join("").trim();
}

let cached: ReturnType<typeof computeSample> | undefined;

export function sampleChart() {
  return (cached ??= computeSample());
}
export type SampleChart = ReturnType<typeof sampleChart>;

function computeSample() {
  const natal = natalChart({
    birthDate: SAMPLE.birthDate,
    birthTime: SAMPLE.birthTime,
    latitude: SAMPLE.latitude,
    longitude: SAMPLE.longitude,
  });
  const c = natal.chart;
  return {
    name: SAMPLE.name,
    birthDate: SAMPLE.birthDate,
    birthTime: SAMPLE.birthTime,
    place: SAMPLE.place,
    wheel: {
      bodies: Object.fromEntries(
        Object.entries(c.bodies).map(([name, b]) => [name, { longitude: b.longitude, sign: b.sign, degree: b.degree, retrograde: b.retrograde, house: b.house }]),
      ),
      ascendant: c.ascendant,
      midheaven: c.midheaven,
      houses: c.houses,
      aspects: c.aspects.map((a) => ({ a: a.a, b: a.b, type: a.type, angle: a.angle, orb: a.orb })),
    } satisfies WheelInput,
    western: { sun: natal.sunSign, moon: natal.moonSign, ascendant: natal.ascendantSign, sunText: firstSentences(natal.sunInsights) },
    chinese: {
      animal: natal.chinese.animal,
      element: natal.chinese.element,
      yinYang: natal.chinese.yinYang,
      label: natal.chinese.label,
      text: firstSentences(natal.chineseInsights),
    },
    vedic: {
      nakshatra: natal.vedic.nakshatra,
      moonSign: natal.vedic.moonSign,
      pada: natal.vedic.pada,
      lord: natal.vedic.lord,
      text: firstSentences(natal.nakshatraInsights),
    },
  };
}
