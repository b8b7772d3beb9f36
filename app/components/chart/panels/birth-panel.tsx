// The Birth tab: birth details, the Big Three and the chart wheel (or the edit form).
import { Link } from "~/components/ui/link";
import { BirthDetailsForm } from "../birth-form";
import { ChartWheel } from "../wheel";
import { coordinateWords, formatCoordinates, formatPlace } from "~/domain/format";
import { useText } from "~/i18n/text-context";
import { Fact } from "~/components/ui/section";
import { dateIn, signSymbol, TERM, timeIn, type ChartActionData, type TabData } from "./parts";
import { untimedSigns } from "./unknown-time";
import { ProgressionsSection } from "./progressions";
import { SolarReturnSection } from "./solar-return";

export function BirthPanel({ data, actionData }: { data: TabData<"birth">; actionData: ChartActionData | undefined }) {
  const p = data.profile;
  const c = p.chart;
  const { t, locale } = useText();
  const sign = (name: string) => t(`astro.sign.${name}`);
  const details = [
    [t("chart.fact.date"), dateIn(p.birthDate, locale)],
    [t("chart.fact.time"), p.birthTime ? timeIn(p.birthTime, locale) : t("chart.fact.unknown")],
    [t("chart.fact.place"), formatPlace(p.birthPlace)],
    [t("chart.fact.coordinates"), formatCoordinates(Number(p.birthLatitude), Number(p.birthLongitude), coordinateWords(t))],
    [t("chart.fact.clock"), c.timeRule],
    [t("chart.fact.ut"), t(c.timeKnown ? "chart.utc" : "chart.utcNoon", { date: dateIn(c.utc, locale), time: c.utc.slice(11, 16) })],
  ];
  if (data.editing || actionData?.intent === "save-profile" || (actionData?.intent === "search-place" && actionData.scope === "birth")) {
    return (
      <div className="card max-w-xl">
        <h2 className="text-2xl font-semibold">{t("chart.editTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("chart.editIntro")}
          {data.regenerationsNote}
        </p>
        <div className="mt-6">
          <BirthDetailsForm
            actionData={actionData}
            regenerate
            submitLabel={t("chart.regenerate")}
            defaults={{ birthDate: p.birthDate, birthTime: p.birthTime, birthPlace: p.birthPlace, birthLatitude: p.birthLatitude, birthLongitude: p.birthLongitude }}
          />
        </div>
        <Link to="?tab=birth" className="link mt-4 inline-block text-sm">
          {t("onboarding.cancel")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <div className="card">
        <h2 className="text-xl font-semibold">{t("chart.birthDetails")}</h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details.map(([term, value]) => (
            <Fact key={term} term={term} termClassName={TERM}>
              {value}
            </Fact>
          ))}
        </dl>
        {c.timeNote ? <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{c.timeNote}</p> : null}
        <h3 className="mt-6 text-lg font-semibold">{t("chart.bigThree")}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          <li>
            <span aria-hidden="true">{signSymbol(p.sunSign)} </span>
            {t("chart.sunIn", { sign: sign(p.sunSign) })}
          </li>
          <li>
            {p.moonSign ? (
              <>
                <span aria-hidden="true">{signSymbol(p.moonSign)} </span>
                {t("chart.moonIn", { sign: sign(p.moonSign) })}
              </>
            ) : (
              t("chart.moonOpen", { signs: untimedSigns(p, t).moon })
            )}
          </li>
          <li>
            {p.ascendantSign ? <><span aria-hidden="true">{signSymbol(p.ascendantSign)} </span>{t("chart.risingOf", { sign: sign(p.ascendantSign) })}</> : t("chart.ascendantOpen")}
          </li>
        </ul>
        <Link to="?tab=birth&edit=1" className="btn-outline mt-6">
          {t("chart.editBirth")}
        </Link>
      </div>
      <div className="card">
        <h2 className="sr-only">{t("chart.chartWheel")}</h2>
        <ChartWheel chart={c} title={t("chart.wheelFor", { when: `${dateIn(p.birthDate, locale)}${p.birthTime ? `, ${timeIn(p.birthTime, locale)}` : ""}`, place: formatPlace(p.birthPlace) })} />
        {!c.houses ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">{t("chart.housesAppear")}</p> : null}
        {c.houseNote ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">{c.houseNote}</p> : null}
        <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
          <span className="text-sky-700 dark:text-sky-300">{t("chart.solidBlue")}</span>
          {t("chart.trines")}{" "}
          <span className="text-rose-700 dark:text-rose-300">{t("chart.dashedRed")}</span>
          {t("chart.squares")}
        </p>
      </div>
      </div>
      <ProgressionsSection progressions={p.progressions} headingLevel={2} />
      {data.solarReturn ? <SolarReturnSection data={data.solarReturn} birthPlace={p.birthPlace} /> : null}
    </>
  );
}
