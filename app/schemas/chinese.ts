// The Chinese facts /api/profile answers under chart.chinese beyond the pillars (the hidden stems, the
// ten gods, the luck and annual pillars), and the member's sex as the Chinese tab, Settings and
// PATCH /api/profile send it. The engine's types must fit these schemas (checked at compile time
// below), and the API test parses the answer with them.
import { z } from "zod";
import { ANIMALS, QI, SEXES, TEN_GODS, type ChineseElement } from "~/astrology/constants";
import type { ChineseLife } from "~/astrology";
import { BRANCHES, STEMS } from "~/astrology/bazi";

export const SEX_MESSAGE = "Choose female or male, or that you would rather not say.";

/**
 * { sex: "female" | "male" | "none" } ("none", or null in JSON, clears it). The forms' radios send
 * "none" for "rather not say".
 */
export const sexSchema = z.object({
  sex: z.preprocess((value) => (value === null ? "none" : value), z.enum([...SEXES, "none"], { errorMap: () => ({ message: SEX_MESSAGE }) })),
});
export type SexInput = z.infer<typeof sexSchema>;

const stem = z.enum(STEMS);
const branch = z.enum(BRANCHES);
const element = z.enum(["Wood", "Fire", "Earth", "Metal", "Water"]) satisfies z.ZodType<ChineseElement>;
const tenGod = z.enum(TEN_GODS);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const pillarFields = {
  stem,
  branch,
  stemHanzi: z.string().length(1),
  branchHanzi: z.string().length(1),
  element,
  branchElement: element,
  animal: z.enum(ANIMALS),
  tenGod,
  current: z.boolean(),
};

export const luckPillarSchema = z.object({ ...pillarFields, start: isoDate, age: z.number().int().min(0) });
export const annualPillarSchema = z.object({ ...pillarFields, year: z.number().int(), start: z.string().datetime() });

const hiddenStem = z.object({ stem, stemHanzi: z.string().length(1), element, yinYang: z.enum(["Yin", "Yang"]), qi: z.enum(QI) });
const gods = z.object({ stem: tenGod.nullable(), hidden: z.array(tenGod) });
const perPillar = <T extends z.ZodTypeAny>(item: T) => z.object({ year: item, month: item, day: item, hour: item.nullable() });

export const chineseLifeSchema = z.object({
  hiddenStems: perPillar(z.array(hiddenStem).min(1).max(3)),
  tenGods: perPillar(gods),
  luckOpen: z.boolean(),
  luck: z.object({ forward: z.boolean(), years: z.number().int(), months: z.number().int(), days: z.number().int() }).nullable(),
  luckPillars: z.array(luckPillarSchema).length(10).nullable(),
  annualPillars: z.array(annualPillarSchema).length(10),
  readings: z.object({ luck: z.string().nullable(), year: z.string() }),
});

// Compile-time: what the engine returns is what the schema describes.
void ((value: ChineseLife): z.infer<typeof chineseLifeSchema> => value);
