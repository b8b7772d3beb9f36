// The Moon tab's Sade Sati card: whether Saturn is passing over the natal Moon now (everyone), and for
// Premium the reading of the phase and every period of the life in a table.
import type { SadeSati, SaturnPeriod } from "~/astrology/sade-sati";
import { formatLongDate } from "~/domain/dates";
import { Notice, PremiumLock } from "./parts";
import { Section } from "~/components/ui/section";
import { ColumnHeads } from "~/components/ui/table";
import { banks } from "~/astrology/texts/banks";
import { useText } from "~/i18n/text-context";

const SADE_SATI_PHASES = new Set(["rising", "peak", "setting"]);

function date(day: string) {
  return formatLongDate(`${day}T12:00:00Z`);
}

export function SadeSatiSection({
  sadeSati,
  premium,
  today,
  moonCandidates,
  ayanamsa = "Lahiri",
}: {
  sadeSati: SadeSati;
  premium: boolean;
  today: string;
  moonCandidates: string[];
  /** The member's ayanamsa by name (decision 018). */
  ayanamsa?: string;
}) {
  const day = today.slice(0, 10);
  // Premium has the periods and reads the running one off today's date (the view may be days old).
  const current = premium ? (sadeSati.periods.find((p) => p.start <= day && day < p.end) ?? null) : sadeSati.current;
  const running = current && SADE_SATI_PHASES.has(current.phase);
  const { t, locale } = useText();
  const { SATURN_PHASE_HOUSE, SATURN_PHASE_NAMES, SATURN_PHASE_READINGS } = banks(locale).sadeSati;
  return (
    <Section id="sade-sati" title={t("chart.sadeSatiTitle")}>
      <p className="mt-2 text-sm">
        Counted from your Moon in <strong>{sadeSati.moonSign}</strong> (sidereal): Sade Sati is Saturn's seven and a half years through the sign
        before your Moon, the Moon's own sign and the sign after it; the small panoti is its stay in the 4th or the 8th sign from the Moon.
      </p>
      {moonCandidates.length > 1 ? (
        <Notice className="mt-3">
          The Moon moved from {moonCandidates[0]} into {moonCandidates[1]} on your birth day; without a birth time these periods are counted from
          the noon Moon in {sadeSati.moonSign}.
        </Notice>
      ) : null}
      <div className="mt-4 rounded-lg border border-night-300 bg-night-50 p-4 dark:border-night-700 dark:bg-night-950" data-testid="sade-sati-status">
        <h3 className="font-semibold">
          {current ? t("chart.sadeSatiNow", { phase: SATURN_PHASE_NAMES[current.phase] }) : t("chart.sadeSatiNone")}
        </h3>
        <p className="mt-1 text-sm">
          {current
            ? `Saturn is in ${current.sign}, ${SATURN_PHASE_HOUSE[current.phase]}${running ? ", so Sade Sati is running" : ""}.`
            : "Saturn is clear of the signs it weighs on most from your Moon."}
          {current && premium ? ` This stretch runs from ${date(current.start)} to ${date(current.end)}.` : ""}
        </p>
        {current && premium ? <p className="mt-2 text-sm leading-relaxed">{SATURN_PHASE_READINGS[current.phase]}</p> : null}
      </div>
      {premium ? (
        <SaturnPeriodsTable ayanamsa={ayanamsa} periods={sadeSati.periods} current={current} />
      ) : (
        <PremiumLock text="chart.sadeSatiLocked" />
      )}
    </Section>
  );
}

function SaturnPeriodsTable({ periods, current, ayanamsa }: { periods: SaturnPeriod[]; current: SaturnPeriod | null; ayanamsa: string }) {
  const { SATURN_PHASE_NAMES } = banks(useText().locale).sadeSati;
  if (periods.length === 0) return null;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saturn's periods over your Moon, birth to age 100</caption>
        <thead>
          <ColumnHeads rowClassName="border-b border-night-200 dark:border-night-800" cellClassName="py-2 pr-3" columns={["Period", "Saturn in", "From", "To"]} />
        </thead>
        <tbody>
          {periods.map((p) => {
            const now = p === current;
            return (
              <tr key={p.start} aria-current={now ? "true" : undefined} className={`border-b border-night-100 dark:border-night-900 ${now ? "font-semibold" : ""}`}>
                <td className="py-1.5 pr-3">{SATURN_PHASE_NAMES[p.phase]}</td>
                <td className="py-1.5 pr-3">{p.sign}</td>
                <td className="py-1.5 pr-3">{date(p.start)}</td>
                <td className="py-1.5">{date(p.end)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        Dates are Saturn's sidereal ({ayanamsa}) sign changes, in UTC. When Saturn turns retrograde and backs into the sign it left, the return is listed
        as a period of its own, so one phase can appear two or three times.
      </p>
    </div>
  );
}
