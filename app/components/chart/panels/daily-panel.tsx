// The Daily tab: today's message, then the year ahead.
import type { ChartData } from "./parts";

export function DailyPanel({ daily }: { daily: ChartData["daily"] }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">Your Daily Guidance</h2>
      {daily?.status === "ok" ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={daily.date}>{daily.longDate}</time>
          </p>
          <div className="card mt-4">
            <h3 className="text-lg font-semibold">Today's Cosmic Message</h3>
            <p className="mt-3 whitespace-pre-line leading-relaxed" data-testid="daily-content">
              {daily.content}
            </p>
          </div>
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          Unable to load daily horoscope. Please try again.
        </p>
      )}
    </div>
  );
}
