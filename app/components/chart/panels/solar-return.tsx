// The Birth tab's solar return (Premium), cast at the birth place or at a place found with a plain GET
// form. Free members see what it is and a link to Premium.
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { ChartWheel } from "../wheel";
import { formatInstantUtc, formatPlace } from "~/domain/format";
import type { TabData } from "./parts";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";

type SolarReturnData = NonNullable<TabData<"birth">["solarReturn"]>;

function pickLink(place: { name: string; latitude: number; longitude: number }) {
  const q = new URLSearchParams({ tab: "birth", returnName: place.name, returnLat: String(place.latitude), returnLon: String(place.longitude) });
  return `?${q.toString()}#solar-return`;
}

export function SolarReturnSection({ data, birthPlace }: { data: SolarReturnData; birthPlace: string }) {
  const { t } = useText();
  if (data.locked) {
    return (
      <Section id="solar-return" title={t("chart.solarReturn")} className="card mt-6">
        <p className="mt-2 text-sm">
          Each year the Sun comes back to the exact degree it held when you were born; the chart of that moment describes your birthday year.{" "}
          <Link to="/pricing" className="link">
            Premium
          </Link>{" "}
          adds this year's solar return: its exact time, its wheel and its reading, for your birth place or wherever you spend the birthday.
        </p>
      </Section>
    );
  }
  const r = data.chart;
  const atBirthPlace = r.place.name === birthPlace;
  return (
    <Section id="solar-return" title={t("chart.solarReturn")} className="card mt-6" data-testid="solar-return">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The Sun returned to its birth degree on <time dateTime={r.instant}>{formatInstantUtc(r.instant)}</time>, cast for {formatPlace(r.place.name)}.
      </p>
      <p className="mt-3 text-sm leading-relaxed" data-testid="solar-return-reading">
        {r.reading}
      </p>
      <div className="mx-auto mt-4">
        <ChartWheel chart={r.chart} title={`Solar return wheel, ${formatInstantUtc(r.instant)}, ${formatPlace(r.place.name)}`} />
        {!r.timeKnown ? (
          <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
            Without a birth time the return's hour is uncertain by up to half a day: no houses or rising sign are drawn.
          </p>
        ) : null}
      </div>
      <Form method="get" className="mt-4 space-y-2" aria-label="Cast the solar return for another place">
        <input type="hidden" name="tab" value="birth" />
        <label htmlFor="return-place" className="block text-sm font-medium">
          Spending the birthday elsewhere? The return's houses and rising sign follow the place.
        </label>
        <div className="flex flex-wrap gap-2">
          <input id="return-place" name="returnPlace" type="search" defaultValue={data.query} minLength={3} maxLength={300} className="input min-w-0 flex-1" placeholder="City or town" />
          <button type="submit" className="btn-outline">
            Find place
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
          <ul className="mt-2 space-y-1 text-sm" aria-label="Places found">
            {data.results.map((place) => (
              <li key={`${place.latitude},${place.longitude},${place.name}`}>
                <Link to={pickLink(place)} className="link">
                  {formatPlace(place.name)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">No place found by that name; try the town's name with its country.</p>
        )
      ) : null}
      {!atBirthPlace ? (
        <Link to="?tab=birth#solar-return" className="link mt-3 inline-block text-sm">
          Back to the birth place
        </Link>
      ) : null}
    </Section>
  );
}
