// The Vedic facts /api/profile answers under chart.vedic beyond the kundli: Sade Sati (and the small
// panoti), the yogas, the Dasamsa (D10). The engine's types must fit these schemas (checked at
// compile time below), and the API test parses the answer with them.
import { z } from "zod";
import { SATURN_PHASES, SIGNS } from "~/astrology/constants";
import type { SadeSati } from "~/astrology/sade-sati";
import { YOGA_KINDS, type Yoga } from "~/astrology/yogas";

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

// Compile-time: what the engine returns is what the schema describes.
const _sadeSati: (value: SadeSati) => z.infer<typeof sadeSatiSchema> = (value) => value;
void _sadeSati;
const _yoga: (value: Yoga) => z.infer<typeof yogaSchema> = (value) => value;
void _yoga;
