// The member's chart conventions (decision 018) as the profile row stores them: read back into the
// engine's options (the defaults where a row holds none) and written from them.
import { AYANAMSAS, BAZI_HOURS, DASHA_YEAR_DAYS, DAY_STARTS, DEFAULT_CONVENTIONS, NODES, type Conventions } from "~/astrology/conventions";
import { natalChart, type BirthInput, type NatalChart } from "~/astrology";
import type { Profile } from "~/models/profile.server";

export type ConventionColumns = Pick<Profile, "baziHour" | "dayStart" | "ayanamsa" | "lunarNode" | "dashaYearDays">;

const pick = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The member's conventions from their row (a value the database should never hold reads as the default). */
export function conventionsOf(row: ConventionColumns | undefined): Conventions {
  if (!row) return { ...DEFAULT_CONVENTIONS };
  return {
    baziHour: pick(BAZI_HOURS, row.baziHour, DEFAULT_CONVENTIONS.baziHour),
    dayStart: pick(DAY_STARTS, row.dayStart, DEFAULT_CONVENTIONS.dayStart),
    ayanamsa: pick(AYANAMSAS, row.ayanamsa, DEFAULT_CONVENTIONS.ayanamsa),
    node: pick(NODES, row.lunarNode, DEFAULT_CONVENTIONS.node),
    dashaYearDays: pick(DASHA_YEAR_DAYS, row.dashaYearDays, DEFAULT_CONVENTIONS.dashaYearDays),
  };
}

export function conventionColumns(c: Conventions): ConventionColumns {
  return { baziHour: c.baziHour, dayStart: c.dayStart, ayanamsa: c.ayanamsa, lunarNode: c.node, dashaYearDays: c.dashaYearDays };
}

type BirthRow = Pick<Profile, "birthDate" | "birthTime" | "birthLatitude" | "birthLongitude" | "timeChoice">;

/** The natal chart of a profile row with the member's conventions. */
export function natalOfRow(row: BirthRow, conventions: Conventions): NatalChart {
  return natalChart(birthOfRow(row, conventions));
}

/** The engine's input for a profile row. */
export function birthOfRow(row: BirthRow, conventions: Conventions): BirthInput {
  return {
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    latitude: Number(row.birthLatitude),
    longitude: Number(row.birthLongitude),
    timeChoice: row.timeChoice === "later" ? "later" : row.timeChoice === "earlier" ? "earlier" : undefined,
    conventions,
  };
}

