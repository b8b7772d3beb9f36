// Server-rendered SVG charts for the usage analytics tab: readable without JavaScript, in light and
// dark theme (fill colours are Tailwind classes with dark: variants), each with its data as a table.
import { useId } from "react";
import { formatDay } from "~/i18n/format";
import { useLocale, useT } from "~/i18n/use-t";
import { ColumnHeads } from "~/components/ui/table";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

function niceMax(value: number) {
  if (value <= 4) return Math.max(1, value);
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 2.5, 5, 10];
  const step = steps.find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

export type Series = { key: string; label: string; className: string; swatchClassName: string };

type DayChartProps = {
  title: string;
  description: string;
  days: ({ date: string } & Record<string, number | string>)[];
  series: Series[];
};

/** Stacked bars per day (one series is a plain bar chart), with axis labels and a data table. */
export function DayBarChart({ title, description, days, series }: DayChartProps) {
  const [id, t, locale] = [useId(), useT(), useLocale()];
  // "Nov 20" ("20 nov", "11月20日") from "2026-11-20".
  const shortDate = (iso: string) => formatDay(iso.slice(0, 10), locale, { month: "short", day: "numeric" });
  const totals = days.map((day) => series.reduce((sum, s) => sum + Number(day[s.key] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const total = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="card" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-lg font-semibold">{title}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t("admin.usage.chartTotal", { total: total.toLocaleString(locale), days: days.length })}
        </span>
      </figcaption>
      {series.length > 1 ? (
        <ul className="mt-2 flex gap-4 text-xs" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <span className={`inline-block h-3 w-3 rounded-sm ${s.swatchClassName}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-night-200 dark:stroke-night-800" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-300">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              {series.map((s) => {
                const value = Number(day[s.key] ?? 0);
                if (value <= 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={s.key} x={x} y={top} width={barWidth} height={height} rx={1.5} className={s.className}>
                    <title>{`${shortDate(day.date)}: ${value} ${s.label.toLocaleLowerCase(locale)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        {days.length > 0 ? (
          <>
            <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[11px] dark:fill-slate-300">
              {shortDate(days[0]!.date)}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-300">
              {shortDate(days[days.length - 1]!.date)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-night-700 dark:text-night-300">{t("admin.usage.showData")}</summary>
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <ColumnHeads cellClassName="py-1" columns={[t("admin.usage.date"), ...series.map((s) => s.label)]} />
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-night-100 dark:border-night-900">
                <td className="py-1">{shortDate(day.date)}</td>
                {series.map((s) => (
                  <td key={s.key} className="py-1">
                    {Number(day[s.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Horizontal bars comparing a few totals (users and premium users). */
export function TotalsChart({ title, description, rows }: { title: string; description: string; rows: { label: string; value: number; className: string }[] }) {
  const [id, locale] = [useId(), useLocale()];
  const max = niceMax(Math.max(0, ...rows.map((row) => row.value)));
  const rowHeight = 34;
  const labelWidth = 120;
  const height = rows.length * rowHeight + 8;
  const plot = WIDTH - labelWidth - 70;
  return (
    <figure className="card" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-display text-lg font-semibold">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{`${description} ${rows.map((row) => `${row.label}: ${row.value}`).join(", ")}.`}</desc>
        {rows.map((row, index) => {
          const width = max > 0 ? (row.value / max) * plot : 0;
          const top = 4 + index * rowHeight;
          return (
            <g key={row.label}>
              <text x={0} y={top + 20} className="fill-slate-800 text-[13px] dark:fill-slate-200">
                {row.label}
              </text>
              <rect x={labelWidth} y={top + 4} width={plot} height={22} rx={4} className="fill-night-100 dark:fill-night-950" />
              <rect x={labelWidth} y={top + 4} width={Math.max(row.value > 0 ? 2 : 0, width)} height={22} rx={4} className={row.className} />
              <text x={labelWidth + plot + 8} y={top + 20} className="fill-slate-800 text-[13px] font-semibold dark:fill-slate-100">
                {row.value.toLocaleString(locale)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
