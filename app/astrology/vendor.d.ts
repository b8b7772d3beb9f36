// Minimal declarations for untyped data/calendar packages used by the engine.
declare module "lunar-javascript" {
  export interface LunarSolar {
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getLunar(): LunarDate;
    toYmdHms(): string;
    nextYear(years: number): LunarSolar;
  }
  export interface LunarDate {
    getYear(): number;
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
    /** Luck (大运): gender 1 man, 0 woman; sect 1 counts days and two-hour periods, 2 minutes. */
    getYun(gender: 0 | 1, sect?: 1 | 2): LunarYun;
  }
  export interface LunarYun {
    isForward(): boolean;
    getStartYear(): number;
    getStartMonth(): number;
    getStartDay(): number;
    getStartHour(): number;
    getStartSolar(): LunarSolar;
    getDaYun(n?: number): { getGanZhi(): string; getStartYear(): number; getStartAge(): number }[];
  }
  export const Solar: { fromYmd(y: number, m: number, d: number): LunarSolar; fromYmdHms(y: number, m: number, d: number, h: number, mi: number, s: number): LunarSolar };
  export const Lunar: { fromYmd(y: number, m: number, d: number): LunarDate };
}
