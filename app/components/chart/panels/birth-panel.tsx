// The Birth tab: birth details, the Big Three and the chart wheel (or the edit form).
import { Link } from "~/components/ui/link";
import { BirthDetailsForm } from "../birth-form";
import { ChartWheel } from "../wheel";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime, formatCoordinates, formatPlace } from "~/domain/format";
import { Fact } from "~/components/ui/section";
import { signSymbol, TERM, type ChartActionData, type TabData } from "./parts";
import { untimedSigns } from "./unknown-time";
import { ProgressionsSection } from "./progressions";
import { SolarReturnSection } from "./solar-return";

export function BirthPanel({ data, actionData }: { data: TabData<"birth">; actionData: ChartActionData | undefined }) {
  const p = data.profile;
  const c = p.chart;
  const details = [
    ["Date", formatLongDate(p.birthDate)],
    ["Time", p.birthTime ? formatClockTime(p.birthTime) : "Unknown"],
    ["Place", formatPlace(p.birthPlace)],
    ["Coordinates", formatCoordinates(Number(p.birthLatitude), Number(p.birthLongitude))],
    ["Clock", c.timeRule],
    ["Universal time", `${formatLongDate(c.utc)}, ${c.utc.slice(11, 16)} UT${c.timeKnown ? "" : " (local noon, as the chart is cast)"}`],
  ];
  if (data.editing || actionData?.intent === "save-profile" || (actionData?.intent === "search-place" && actionData.scope === "birth")) {
    return (
      <div className="card max-w-xl">
        <h2 className="text-2xl font-semibold">Edit Birth Details</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your chart, insights and daily guidance are recalculated from the new details.
          {data.regenerationsLeft !== null
            ? ` Free accounts can regenerate 3 times in 30 days: ${data.regenerationsLeft} left.`
            : ""}
        </p>
        <div className="mt-6">
          <BirthDetailsForm
            actionData={actionData}
            regenerate
            submitLabel="Regenerate My Natal Chart"
            defaults={{ birthDate: p.birthDate, birthTime: p.birthTime, birthPlace: p.birthPlace, birthLatitude: p.birthLatitude, birthLongitude: p.birthLongitude }}
          />
        </div>
        <Link to="?tab=birth" className="link mt-4 inline-block text-sm">
          Cancel
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <div className="card">
        <h2 className="text-xl font-semibold">Birth Details</h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details.map(([term, value]) => (
            <Fact key={term} term={term} termClassName={TERM}>
              {value}
            </Fact>
          ))}
        </dl>
        {c.timeNote ? <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{c.timeNote}</p> : null}
        <h3 className="mt-6 text-lg font-semibold">Big Three</h3>
        <ul className="mt-2 space-y-1 text-sm">
          <li>
            <span aria-hidden="true">{signSymbol(p.sunSign)} </span>Sun in {p.sunSign}
          </li>
          <li>
            {p.moonSign ? (
              <>
                <span aria-hidden="true">{signSymbol(p.moonSign)} </span>Moon in {p.moonSign}
              </>
            ) : (
              `Moon in ${untimedSigns(p).moon}: an exact birth time is needed to say which`
            )}
          </li>
          <li>
            {p.ascendantSign ? <><span aria-hidden="true">{signSymbol(p.ascendantSign)} </span>{p.ascendantSign} rising</> : "Ascendant: an exact birth time is needed"}
          </li>
        </ul>
        <Link to="?tab=birth&edit=1" className="btn-outline mt-6">
          Edit Birth Details
        </Link>
      </div>
      <div className="card">
        <h2 className="sr-only">Chart wheel</h2>
        <ChartWheel chart={c} title={`Natal chart wheel for ${formatLongDate(p.birthDate)}${p.birthTime ? `, ${formatClockTime(p.birthTime)}` : ""}, ${formatPlace(p.birthPlace)}`} />
        {!c.houses ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">Houses and the Ascendant appear when an exact birth time is known.</p> : null}
        {c.houseNote ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">{c.houseNote}</p> : null}
        <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
          <span className="text-sky-700 dark:text-sky-300">Solid blue</span>: trine and sextile ·{" "}
          <span className="text-rose-700 dark:text-rose-300">dashed red</span>: square and opposition
        </p>
      </div>
      </div>
      <ProgressionsSection progressions={p.progressions} headingLevel={2} />
      {data.solarReturn ? <SolarReturnSection data={data.solarReturn} birthPlace={p.birthPlace} /> : null}
    </>
  );
}
