// The Planets tab: the Western planets, then the Vedic (sidereal) positions, the D1, D9 and D10 charts and the yogas.
import { Form } from "~/components/ui/form";
import { formatDegreeMinute, OUTER_LIST, PLANET_GLYPHS, type Planet, type Sign } from "~/astrology/constants";
import type { VedicStyle } from "~/domain/vedic-style";
import { VedicChart } from "../vedic-chart";
import { textGlyphs } from "~/domain/format";
import { Notice, signSymbol, type Profile } from "./parts";
import { YogasSection } from "./yogas";
import { StackedTable } from "./luck-pillars";
import { VedicMoonCandidates } from "./vedic-moon";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";

export function PlanetsPanel({ profile, vedicStyle, premium }: { profile: Profile<"planets">; vedicStyle: VedicStyle; premium: boolean }) {
  const bodies = profile.chart.bodies;
  const paragraphs = profile.planetaryInsights.split("\n\n");
  const missing = !bodies || Object.keys(profile.planetaryPositions).length === 0;
  const { t } = useText();
  if (missing) {
    return (
      <div className="card">
        <h2 className="text-2xl font-semibold">{t("chart.planets")}</h2>
        <Notice className="mt-4">{t("chart.planetsNeedTime")}</Notice>
      </div>
    );
  }
  return (
    <div className="space-y-6">
    <div className="card">
      <h2 className="text-2xl font-semibold">{t("chart.planets")}</h2>
      {!profile.chart.houses ? (
        <Notice className="mt-3">{t("chart.housesNeedTime")}</Notice>
      ) : null}
      <ul className="mt-4 divide-y divide-night-100 dark:divide-night-900">
        {OUTER_LIST.map((planet: Planet) => {
          const b = bodies[planet];
          const text = paragraphs.find((para) => para.includes(` ${planet} in `))?.split("\n").slice(1).join("\n");
          return (
            <li key={planet} className="py-4" data-planet={planet}>
              <h3 className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
                <span aria-hidden="true" className="text-2xl">
                  {textGlyphs(PLANET_GLYPHS[planet])}
                </span>
                {t("chart.planetIn", { planet: t(`astro.planet.${planet}`), sign: t(`astro.sign.${b.sign}`) })}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  <span aria-hidden="true">{signSymbol(b.sign)} </span>
                  {formatDegreeMinute(b.degree)}
                  {b.house ? t("chart.houseN", { house: b.house }) : ""}
                  {b.retrograde ? t("chart.retrogradeMark") : ""}
                </span>
              </h3>
              <p className="text-sm italic text-slate-600 dark:text-slate-300">{t(`chart.meaning.${planet}`)}</p>
              {text ? <p className="mt-1 text-sm leading-relaxed">{text}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
    <VedicSection profile={profile} style={vedicStyle} />
    {profile.vedic.planets ? <YogasSection yogas={profile.vedic.yogas} premium={premium} timeKnown={profile.chart.timeKnown} /> : null}
    </div>
  );
}

function VedicSection({ profile, style }: { profile: Profile<"planets">; style: VedicStyle }) {
  const v = profile.vedic;
  const { t } = useText();
  if (!v.planets) return null;
  const lagnaKnown = v.lagna !== null;
  const firstSign = (v.lagna?.sign ?? v.planets.Moon.sign) as Sign;
  const d1 = Object.fromEntries(Object.entries(v.planets).map(([p, pos]) => [p, pos.sign])) as Record<string, Sign>;
  const { lagna: navamsaLagna, ...d9 } = v.navamsa;
  const d10 = v.d10;
  const moonSigns = v.moon.candidates.map((c) => c.sign);
  const sign = (name: string | null) => (name ? t(`astro.sign.${name}`) : null);
  const charts = [
    { id: "d1", firstSign, lagnaKnown, placements: d1 },
    { id: "d9", firstSign: (navamsaLagna ?? d9.Moon) as Sign, lagnaKnown: navamsaLagna !== null, placements: d9 as Record<string, Sign> },
    ...(d10
      ? [
          {
            id: "d10",
            firstSign: (d10.lagna ?? d10.Moon) as Sign,
            lagnaKnown: d10.lagna !== null,
            placements: Object.fromEntries(Object.entries(d10).filter(([k]) => k !== "lagna")) as Record<string, Sign>,
          },
        ]
      : []),
  ];
  return (
    <Section id="vedic-charts" title={t("chart.vedicChart")} titleClassName="text-2xl font-semibold">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t("chart.kundliIntro", { ayanamsa: t(`chart.ayanamsaName.${profile.chart.conventions.ayanamsa}`), node: t(`chart.node.${profile.chart.conventions.node}`) })}
        {v.lagna ? t("chart.lagnaAt", { sign: sign(v.lagna.sign) ?? "", degree: formatDegreeMinute(v.lagna.longitude % 30) }) : ""}
      </p>
      {!lagnaKnown ? (
        <Notice className="mt-3">{t("chart.lagnaNeedsTime")}</Notice>
      ) : null}
      <StackedTable
        caption={t("chart.grahaCaption")}
        rows={Object.entries(v.planets).map(([name, pos]) => ({ name, pos, open: name === "Moon" && moonSigns.length > 1 }))}
        rowData={(r) => ({ "data-graha": r.name })}
        rowHead={{
          label: t("chart.col.graha"),
          cell: ({ name, pos }) => (
            <>
              {t(`astro.planet.${name}`)}
              {pos.retrograde && name !== "Rahu" && name !== "Ketu" ? <span className="font-normal"> {t("astro.retrograde")}</span> : null}
            </>
          ),
        }}
        // No single Moon without the birth time: both rashis, and the candidates below.
        columns={[
          { label: t("astro.col.sign"), cell: (r) => (r.open ? moonSigns.map(sign).join(t("chart.or")) : sign(r.pos.sign)) },
          { label: t("astro.col.degree"), cell: (r) => (r.open ? "–" : formatDegreeMinute(r.pos.longitude % 30)) },
          { label: t("chart.col.nakshatra"), cell: (r) => (r.open ? "–" : `${t(`vedic.nakshatra.${r.pos.nakshatra}`)} ${r.pos.pada}`) },
          { label: t("astro.col.house"), cell: (r) => r.pos.house ?? "–" },
          { label: t("chart.col.navamsa"), cell: (r) => sign(v.navamsa[r.name as keyof typeof v.navamsa]) },
        ]}
      />
      <VedicMoonCandidates candidates={v.moon.candidates} manglik={v.manglik} offsetMinutes={profile.chart.utcOffsetMinutes} />
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-2" preventScrollReset>
        <input type="hidden" name="intent" value="chart-style" />
        <span id="chart-style-label" className="text-sm font-medium">
          {t("chart.chartStyle")}
        </span>
        <div role="group" aria-labelledby="chart-style-label" className="flex gap-2">
          {(["north", "south"] as const).map((value) => (
            <button
              key={value}
              type="submit"
              name="style"
              value={value}
              aria-pressed={style === value}
              className={style === value ? "btn-primary" : "btn-outline"}
            >
              {t(`chart.style.${value}`)}
            </button>
          ))}
        </div>
      </Form>
      <div className={`mt-6 grid gap-6 md:grid-cols-2 ${d10 ? "lg:grid-cols-3" : ""}`}>
        {charts.map((chart) => (
          <figure key={chart.id}>
            <VedicChart id={`vedic-${chart.id}`} title={t("astro.vedicStyleTitle", { chart: t("astro.vedicTitle", { name: t(`astro.vedicName.${chart.id}`), division: chart.id.toUpperCase() }), style: t(`chart.style.${style}`) })} style={style} firstSign={chart.firstSign} lagnaKnown={chart.lagnaKnown} placements={chart.placements} />
            <figcaption className="mt-2 text-center text-sm font-semibold">{t(`astro.vedicCaption.${chart.id}`)}</figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
        {t("astro.abbr.legend")}
      </p>
    </Section>
  );
}
