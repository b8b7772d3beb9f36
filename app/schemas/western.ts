// The Western facts /api/profile answers under chart.progressions (and chart.solarReturn), and
// /api/compatibility under composite. The engine's types must fit these schemas (checked at compile
// time below), and the API tests parse the answers with them.
import { z } from "zod";
import { SIGNS } from "~/astrology/constants";
import type { ProgressedChart } from "~/astrology";

const sign = z.enum(SIGNS);
const instant = z.string().datetime();
export const pointSchema = z.object({ longitude: z.number().min(0).lt(360), sign });

export const progressionsSchema = z.object({
  at: instant,
  progressedUtc: instant,
  bodies: z.object({ Sun: pointSchema, Moon: pointSchema, Mercury: pointSchema, Venus: pointSchema, Mars: pointSchema }),
  ascendant: pointSchema.nullable(),
  midheaven: pointSchema.nullable(),
  moonIngresses: z.array(z.object({ date: instant, sign })),
  moonSpan: z.object({ from: pointSchema, to: pointSchema }).nullable(),
  timeKnown: z.boolean(),
  readings: z.object({ moon: z.string().min(1), sun: z.string().min(1) }),
});

// Compile-time: what the service returns is what the schema describes.
const _progressions: (value: ProgressedChart) => z.infer<typeof progressionsSchema> = (value) => value;
void _progressions;
