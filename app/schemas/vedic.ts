// The Vedic facts /api/profile answers under chart.vedic beyond the kundli: Sade Sati (and the small
// panoti). The engine's types must fit these schemas (checked at compile time below), and the API test
// parses the answer with them.
import { z } from "zod";
import { SATURN_PHASES, SIGNS } from "~/astrology/constants";
import type { SadeSati } from "~/astrology/sade-sati";

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

// Compile-time: what the engine returns is what the schema describes.
const _sadeSati: (value: SadeSati) => z.infer<typeof sadeSatiSchema> = (value) => value;
void _sadeSati;
