// Without a birth time on a day the sidereal Moon changed rashi: both candidates, and Manglik for each.
import type { VedicManglik, VedicMoonCandidate } from "~/astrology/vedic-moon";
import { useText } from "~/i18n/text-context";

function localClock(iso: string, offsetMinutes: number) {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

export function VedicMoonCandidates({ candidates, manglik, offsetMinutes }: { candidates: VedicMoonCandidate[]; manglik: VedicManglik; offsetMinutes: number }) {
  const { t } = useText();
  if (candidates.length < 2) return null;
  const where = (c: VedicMoonCandidate) => (c.nakshatra ? t(c.pada ? "chart.moonInPada" : "chart.moonInMansion", { nakshatra: t(`vedic.nakshatra.${c.nakshatra}`), pada: c.pada ?? "" }) : "");
  return (
    <div className="mt-4 rounded-lg border border-night-300 p-4 text-sm dark:border-night-700" data-testid="vedic-moon-candidates">
      <h3 className="font-semibold">{t("chart.moonTwoTitle")}</h3>
      <p className="mt-1">{t("chart.moonTwoIntro")}</p>
      <ul className="mt-2 list-disc pl-5">
        {candidates.map((c, i) => {
          const when = i === 0 ? t("chart.bornBefore", { time: localClock(c.until!, offsetMinutes) }) : t("chart.bornFrom", { time: localClock(c.from!, offsetMinutes) });
          const [before, after] = t("chart.moonOption", { when, where: where(c), verdict: t(c.manglik ? "chart.manglik" : "chart.notManglik") }).split("{sign}");
          return (
            <li key={c.sign}>
              {before}
              <strong>{t(`astro.sign.${c.sign}`)}</strong>
              {after}
            </li>
          );
        })}
      </ul>
      <p className="mt-2">
        {manglik.dependsOnBirthTime ? t("chart.manglikDepends") : t(manglik.manglik ? "chart.manglikEitherYes" : "chart.manglikEitherNo")} {t("chart.moonNoon")}
      </p>
    </div>
  );
}
