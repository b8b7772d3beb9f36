// Minimal declarations for untyped data/calendar packages used by the engine.
declare module "lunar-javascript" {
  export interface LunarSolar {
    toYmd(): string;
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getLunar(): LunarDate;
  }
  export interface LunarDate {
    getYear(): number;
    getYearInGanZhi(): string;
    getYearShengXiao(): string;
    /** Lunar month 1-12, negative for a leap (intercalary) month. */
    getMonth(): number;
    getDay(): number;
    getMonthInChinese(): string;
    getDayInChinese(): string;
    getDayInGanZhi(): string;
    getDayChongShengXiao(): string;
    getPrevJieQi(wholeDay?: boolean): { getName(): string; getSolar(): LunarSolar & { toYmdHms(): string } };
    getSolar(): LunarSolar;
    getJieQiTable(): Record<string, LunarSolar & { toYmdHms(): string }>;
    getEightChar(): LunarEightChar;
  }
  export interface LunarEightChar {
    getYear(): string;
    getMonth(): string;
    getDay(): string;
    getTime(): string;
  }
  export const Solar: { fromYmd(y: number, m: number, d: number): LunarSolar; fromYmdHms(y: number, m: number, d: number, h: number, mi: number, s: number): LunarSolar };
  export const Lunar: { fromYmd(y: number, m: number, d: number): LunarDate };
}
