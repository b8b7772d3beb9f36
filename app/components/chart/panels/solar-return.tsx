// The Birth tab's solar return (Premium), cast at the birth place or at a place found with a plain GET
// form. Free members see what it is and a link to Premium.
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { ChartWheel } from "../wheel";
import { formatInstantUtc, formatPlace } from "~/domain/format";
import { dateIn, type TabData } from "./parts";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";
import { localizedPath } from "~/i18n/locales";

type SolarReturnData = NonNullable<TabData<"birth">["solarReturn"]>;

const pickLink = (place: { name: string; latitude: number; longitude: number }) =>
  `?${new URLSearchParams({ tab: "birth", returnName: place.name, returnLat: String(place.latitude), returnLon: String(place.longitude) }).toString()}#solar-return`;

export function SolarReturnSection({ data, birthPlace }: { data: SolarReturnData; birthPlace: string }) {
  const { t, locale } = useText();
  if (data.locked) {
    return (
      <Section id="solar-return" title={t("chart.solarReturn")} className="card mt-6">
        <p className="mt-2 text-sm">
          {t("year.returnWhat")}
          <Link to={localizedPath("/pricing", locale)} className="link">
            {t("year.premium")}
          </Link>
          {t("year.returnPremium")}
        </p>
      </Section>
    );
  }
  const r = data.chart;
  const atBirthPlace = r.place.name === birthPlace;
  const when = locale === "en" ? formatInstantUtc(r.instant) : t("chart.utc", { date: dateIn(r.instant, locale), time: r.instant.slice(11, 16) });
  return (
    <Section id="solar-return" title={t("chart.solarReturn")} className="card mt-6" data-testid="solar-return">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t("year.returnedOn")}
        <time dateTime={r.instant}>{when}</time>
        {t("year.castFor", { place: formatPlace(r.place.name) })}
      </p>
      <p className="mt-3 text-sm leading-relaxed" data-testid="solar-return-reading">
        {r.reading}
      </p>
      <div className="mx-auto mt-4">
        <ChartWheel chart={r.chart} title={t("year.returnWheel", { when, place: formatPlace(r.place.name) })} />
        {!r.timeKnown ? (
          <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
            {t("year.returnUntimed")}
          </p>
        ) : null}
      </div>
      <Form method="get" className="mt-4 space-y-2" aria-label={t("year.placeForm")}>
        <input type="hidden" name="tab" value="birth" />
        <label htmlFor="return-place" className="block text-sm font-medium">
          {t("year.placeLabel")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input id="return-place" name="returnPlace" type="search" defaultValue={data.query} minLength={3} maxLength={300} className="input min-w-0 flex-1" placeholder={t("year.placeHint")} />
          <button type="submit" className="btn-outline">
            {t("year.findPlace")}
          </button>
        </div>
        {data.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {data.error}
          </p>
        ) : null}
      </Form>
      {data.results ? (
        data.results.length ? (
          <ul className="mt-2 space-y-1 text-sm" aria-label={t("year.placesFound")}>
            {data.results.map((place) => (
              <li key={`${place.latitude},${place.longitude},${place.name}`}>
                <Link to={pickLink(place)} className="link">
                  {formatPlace(place.name)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{t("year.noPlace")}</p>
        )
      ) : null}
      {!atBirthPlace ? (
        <Link to="?tab=birth#solar-return" className="link mt-3 inline-block text-sm">
          {t("year.birthPlace")}
        </Link>
      ) : null}
    </Section>
  );
}
