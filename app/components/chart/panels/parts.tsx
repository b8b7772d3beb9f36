// Pieces shared by the chart page's tab panels.
import { SIGN_INFO } from "~/astrology/constants";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime, textGlyphs } from "~/domain/format";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { useText } from "~/i18n/text-context";
import { Link } from "~/components/ui/link";
import type { ChartActionData, ChartPageLoaderData } from "~/routes/profile.server";

export type ChartData = Extract<ChartPageLoaderData, { view: "chart" }>;
/** The page's data on one tab: the loader sends that tab's part of the profile only. */
export type TabData<T extends ChartData["tab"]> = Extract<ChartData, { tab: T }>;
/** The part of the profile a tab receives. */
export type Profile<T extends ChartData["tab"] = ChartData["tab"]> = TabData<T>["profile"];
export type { ChartActionData };

/** Engine texts: a heading line, then paragraphs separated by blank lines. */
export function Reading({ text }: { text: string }) {
  const [head, ...rest] = text.split("\n\n");
  return (
    <div className="space-y-3">
      <p className="font-semibold">{textGlyphs(head ?? "")}</p>
      {rest.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line leading-relaxed text-slate-800 dark:text-slate-200">
          {textGlyphs(paragraph)}
        </p>
      ))}
    </div>
  );
}

export function Notice({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="note" className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}>
      {children}
    </p>
  );
}

/** A free member's line on what Premium adds (`{premium}` in the message is the link to the prices). */
export function PremiumLock({ text, to = "/pricing" }: { text: string; to?: string }) {
  const { t } = useText();
  const [before, after] = t(text).split("{premium}");
  return (
    <p className="mt-4 text-sm">
      {before}
      <Link to={to} className="link">
        {t("chart.premium")}
      </Link>
      {after}
    </p>
  );
}

/** A definition list's term on the chart page. */
export const TERM = "font-medium text-slate-600 dark:text-slate-300";

export function signSymbol(sign: string | null | undefined) {
  return textGlyphs(SIGN_INFO.find((s) => s.name === sign)?.symbol ?? "");
}

/** A date ("January 5, 2026", "5 de enero de 2026") and a clock time ("2:30 PM", "14:30") in the page's language. */
export function dateIn(value: string, locale: Locale) {
  return locale === "en" ? formatLongDate(value) : formatDay(value.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" });
}
export function timeIn(value: string, locale: Locale) {
  return locale === "en" ? formatClockTime(value) : value.slice(0, 5);
}
