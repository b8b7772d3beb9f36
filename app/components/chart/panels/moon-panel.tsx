// The Moon tab: the Moon sign, the Ascendant, the nakshatra and the Vimshottari dasha timeline.
import { formatDay } from "~/i18n/format";
import { Notice, Reading, signSymbol, type Profile } from "./parts";
import { SadeSatiSection } from "./sade-sati";
import { MoonAlternatives, UntimedDayCard } from "./unknown-time";
import { Section } from "~/components/ui/section";
import { banks } from "~/astrology/texts/banks";
import { useText } from "~/i18n/text-context";

export function MoonPanel({ profile, today, premium }: { profile: Profile<"moon">; today: string; premium: boolean }) {
  const candidates = profile.chart.moonSignCandidates ?? [];
  const { t } = useText();
  return (
    <div className="space-y-6">
      <div className="card">
        {profile.moonSign && profile.moonInsights ? (
          <>
            <h2 className="text-2xl font-semibold">
              <span aria-hidden="true">{signSymbol(profile.moonSign)} </span>
              {t("chart.moonIn", { sign: t(`astro.sign.${profile.moonSign}`) })}
            </h2>
            <div className="mt-4">
              <Reading text={profile.moonInsights} />
            </div>
          </>
        ) : profile.unknownTime?.bodies.Moon.change ? (
          <MoonAlternatives profile={profile} />
        ) : (
          <>
            <h2 className="text-2xl font-semibold">{t("chart.moonSign")}</h2>
            <Notice className="mt-4">
              {t("chart.moonNeedsTime", {
                range: candidates.length > 1 ? t("chart.fromTo", { signs: candidates.map((c) => t(`astro.sign.${c}`)).join(t("chart.to")) }) : "",
              })}
            </Notice>
          </>
        )}
      </div>
      <div className="card">
        <h2 className="text-xl font-semibold">{t("chart.ascendant")}</h2>
        <div className="mt-3">
          {profile.ascendantSign && profile.ascendantInsights ? (
            <Reading text={profile.ascendantInsights} />
          ) : (
            <Notice>{t("chart.risingNeedsTime")}</Notice>
          )}
        </div>
      </div>
      <UntimedDayCard profile={profile} />
      <DashaSection profile={profile} today={today} />
      <SadeSatiSection
        sadeSati={profile.vedic.sadeSati}
        premium={premium}
        today={today}
        moonCandidates={profile.vedic.moonSignCandidates}
        ayanamsa={t(`chart.ayanamsaName.${profile.chart.conventions.ayanamsa}`)}
      />
    </div>
  );
}

function year(iso: string) {
  return iso.slice(0, 4);
}

function DashaSection({ profile, today }: { profile: Profile<"moon">; today: string }) {
  const v = profile.vedic;
  const dasha = v.dasha;
  const { t, locale } = useText();
  if (!dasha?.periods) return null;
  const { DASHA_THEMES } = banks(locale).dasha;
  const current = dasha.current;
  const currentMaha = current ? dasha.periods.find((p) => p.lord === current.maha && p.start <= today && today < p.end) : undefined;
  const total = Date.parse(dasha.periods[8]!.end) - Date.parse(dasha.periods[0]!.start);
  const lord = (name: string) => t(`astro.planet.${name}`);
  const monthYear = (iso: string) => formatDay(iso.slice(0, 10), locale, { month: "short", year: "numeric" });
  const opened = { first: lord(dasha.balanceAtBirth.lord), years: dasha.balanceAtBirth.years.toFixed(1) };
  const [before, after] = t("chart.dashaMoon", { ...opened, pada: v.pada ? t("chart.dashaPada", { pada: v.pada }) : "", lord: lord(v.lord ?? "") }).split("{nakshatra}");
  return (
    <Section id="dasha" title={t("chart.dashaTitle")}>
      <p className="mt-2 text-sm">
        {v.nakshatra ? (
          <>
            {before}
            <strong>{t(`vedic.nakshatra.${v.nakshatra}`)}</strong>
            {after}
          </>
        ) : (
          t("chart.dashaOpened", opened)
        )}
      </p>
      {!profile.chart.timeKnown ? <Notice className="mt-3">{t("chart.dashaNoon")}</Notice> : null}
      {current && currentMaha ? (
        <div className="mt-4 rounded-lg border border-night-300 bg-night-50 p-4 dark:border-night-700 dark:bg-night-950" data-testid="dasha-current">
          <h3 className="font-semibold">{t("chart.dashaNow", { maha: lord(current.maha), antar: lord(current.antar) })}</h3>
          <p className="mt-1 text-sm">
            {t("chart.dashaSpan", { maha: lord(current.maha), from: year(currentMaha.start), to: year(currentMaha.end), antar: lord(current.antar), start: monthYear(current.start), end: monthYear(current.end) })}
          </p>
          <p className="mt-2 text-sm leading-relaxed" data-reading="">
            {t("chart.dashaThemes", { maha: lord(current.maha), mahaTheme: DASHA_THEMES[current.maha], antar: lord(current.antar), antarTheme: DASHA_THEMES[current.antar] })}
          </p>
        </div>
      ) : null}
      <div className="mt-5 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
        {dasha.periods.map((p, i) => (
          <div
            key={p.lord}
            className={p === currentMaha ? "bg-gold-400" : i % 2 ? "bg-night-300 dark:bg-night-700" : "bg-night-200 dark:bg-night-800"}
            style={{ width: `${((Date.parse(p.end) - Date.parse(p.start)) / total) * 100}%` }}
          />
        ))}
      </div>
      <ol className="mt-4 divide-y divide-night-100 dark:divide-night-900" aria-label={t("chart.mahadashas")}>
        {dasha.periods.map((p) => {
          const now = p === currentMaha;
          return (
            <li key={p.lord} aria-current={now ? "true" : undefined} className={`py-2 text-sm ${now ? "font-semibold" : ""}`}>
              <span className="inline-block w-24">{lord(p.lord)}</span>
              <span>
                {year(p.start)}–{year(p.end)}
              </span>
              {now ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-950 dark:bg-amber-900 dark:text-amber-50">{t("chart.now")}</span> : null}
              {now ? (
                <ol className="mt-2 grid gap-1 pl-4 font-normal sm:grid-cols-3" aria-label={t("chart.antardashas", { lord: lord(p.lord) })}>
                  {p.antar.map((a) => {
                    const on = current?.antar === a.lord && a.start <= today && today < a.end;
                    return (
                      <li key={a.lord} aria-current={on ? "true" : undefined} className={on ? "font-semibold underline" : ""}>
                        {lord(p.lord)}/{lord(a.lord)}: {monthYear(a.start)} – {monthYear(a.end)}
                      </li>
                    );
                  })}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{t("chart.dashaNote")}</p>
    </Section>
  );
}
