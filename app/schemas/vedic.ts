// The Vedic facts /api/profile answers under chart.vedic beyond the kundli: Sade Sati (and the small
// panoti), the yogas, the Dasamsa (D10), the Moon's candidates. The engine's types must fit these schemas (checked at
// compile time below), and the API test parses the answer with them.
import { z } from "zod";
import { NAKSHATRAS, SATURN_PHASES, SIGNS } from "~/astrology/constants";
import type { SadeSati } from "~/astrology/sade-sati";
import { YOGA_KINDS, type Yoga } from "~/astrology/yogas";
import type { VedicMoonCandidate } from "~/astrology/vedic-moon";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const saturnPeriodSchema = z.object({
  phase: z.enum(SATURN_PHASES),
  sign: z.enum(SIGNS),
  start: isoDate,
  end: isoDate,
});

export const sadeSatiSchema = z.object({
  moonSign: z.enum(SIGNS),
  current: saturnPeriodSchema.nullable(),
  periods: z.array(saturnPeriodSchema),
});

const graha = z.enum(["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]);

export const yogaSchema = z.object({
  kind: z.enum(YOGA_KINDS),
  planets: z.array(graha).min(1),
  detail: z.string().min(1),
  cancellations: z.array(z.string()).optional(),
});

/** The Dasamsa: the sign of each graha and of the lagna (null without a birth time). */
const sign = z.enum(SIGNS);
export const d10Schema = z.object({
  lagna: sign.nullable(),
  Sun: sign, Moon: sign, Mars: sign, Mercury: sign, Jupiter: sign, Venus: sign, Saturn: sign, Rahu: sign, Ketu: sign,
});

/** The Moon's candidates: one for a timed birth, one per rashi of the day without a birth time. */
const isoInstant = z.string().datetime();
export const vedicMoonCandidateSchema = z.object({
  sign,
  nakshatra: z.enum(NAKSHATRAS).nullable(),
  pada: z.number().int().min(1).max(4).nullable(),
  from: isoInstant.nullable(),
  until: isoInstant.nullable(),
  manglik: z.boolean(),
});
export const vedicMoonSchema = z.object({ candidates: z.array(vedicMoonCandidateSchema).min(1).max(2) });

// Compile-time: what the engine returns is what the schema describes.
void ((value: SadeSati): z.infer<typeof sadeSatiSchema> => value);
void ((value: Yoga): z.infer<typeof yogaSchema> => value);
void ((value: VedicMoonCandidate): z.infer<typeof vedicMoonCandidateSchema> => value);
