// The Moon tab's Sade Sati card: whether Saturn is passing over the natal Moon now (everyone), and for
// Premium the reading of the phase and every period of the life in a table.
import type { SadeSati, SaturnPeriod } from "~/astrology/sade-sati";
import { dateIn, Notice, PremiumLock } from "./parts";
import { Section } from "~/components/ui/section";
import { ColumnHeads } from "~/components/ui/table";
import { banks } from "~/astrology/texts/banks";
import { useText } from "~/i18n/text-context";

const SADE_SATI_PHASES = new Set(["rising", "peak", "setting"]);

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
  const sign = (name: string) => t(`astro.sign.${name}`);
  const [before, after] = t("chart.sadeSatiIntro").split("{sign}");
  return (
    <Section id="sade-sati" title={t("chart.sadeSatiTitle")}>
      <p className="mt-2 text-sm">
        {before}
        <strong>{sign(sadeSati.moonSign)}</strong>
        {after}
      </p>
      {moonCandidates.length > 1 ? (
        <Notice className="mt-3">{t("chart.sadeSatiTwoMoons", { from: sign(moonCandidates[0]!), to: sign(moonCandidates[1]!), sign: sign(sadeSati.moonSign) })}</Notice>
      ) : null}
      <div className="mt-4 rounded-lg border border-night-300 bg-night-50 p-4 dark:border-night-700 dark:bg-night-950" data-testid="sade-sati-status">
        <h3 className="font-semibold">
          {current ? t("chart.sadeSatiNow", { phase: SATURN_PHASE_NAMES[current.phase] }) : t("chart.sadeSatiNone")}
        </h3>
        <p className="mt-1 text-sm">
          {current ? t(running ? "chart.saturnInRunning" : "chart.saturnIn", { sign: sign(current.sign), house: SATURN_PHASE_HOUSE[current.phase] }) : t("chart.saturnClear")}
          {current && premium ? t("chart.saturnStretch", { start: dateIn(current.start, locale), end: dateIn(current.end, locale) }) : ""}
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
  const { t, locale } = useText();
  const { SATURN_PHASE_NAMES } = banks(locale).sadeSati;
  if (periods.length === 0) return null;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("chart.saturnCaption")}</caption>
        <thead>
          <ColumnHeads rowClassName="border-b border-night-200 dark:border-night-800" cellClassName="py-2 pr-3" columns={[t("chart.col.period"), t("chart.col.saturnIn"), t("chart.col.from"), t("chart.col.to")]} />
        </thead>
        <tbody>
          {periods.map((p) => {
            const now = p === current;
            return (
              <tr key={p.start} aria-current={now ? "true" : undefined} className={`border-b border-night-100 dark:border-night-900 ${now ? "font-semibold" : ""}`}>
                <td className="py-1.5 pr-3">{SATURN_PHASE_NAMES[p.phase]}</td>
                <td className="py-1.5 pr-3">{t(`astro.sign.${p.sign}`)}</td>
                <td className="py-1.5 pr-3">{dateIn(p.start, locale)}</td>
                <td className="py-1.5">{dateIn(p.end, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t("chart.saturnNote", { ayanamsa })}</p>
    </div>
  );
}
