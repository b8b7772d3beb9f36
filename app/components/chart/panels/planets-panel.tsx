// The Planets tab: the Western planets, then the Vedic (sidereal) positions and the D1 and D9 charts.
import { OUTER_LIST, PLANET_GLYPHS, PLANET_MEANINGS, type Planet } from "~/astrology/constants";
import { Notice, degrees, signSymbol, type Profile } from "./parts";

export function PlanetsPanel({ profile }: { profile: Profile }) {
  const bodies = profile.chart.bodies;
  const paragraphs = profile.planetaryInsights.split("\n\n");
  const missing = !bodies || Object.keys(profile.planetaryPositions).length === 0;
  if (missing) {
    return (
      <div className="card">
        <h2 className="text-2xl font-semibold">Planets</h2>
        <div className="mt-4">
          <Notice>Planetary positions need an exact birth time and a birth location. Add them on the Birth tab.</Notice>
        </div>
      </div>
    );
  }
  return (
    <div className="card">
      <h2 className="text-2xl font-semibold">Planets</h2>
      {!profile.chart.houses ? (
        <div className="mt-3">
          <Notice>Houses need an exact birth time and location: without a birth time the planets are shown by sign only, cast for local noon.</Notice>
        </div>
      ) : null}
      <ul className="mt-4 divide-y divide-night-100 dark:divide-night-900">
        {OUTER_LIST.map((planet: Planet) => {
          const b = bodies[planet];
          const text = paragraphs.find((para) => para.includes(` ${planet} in `))?.split("\n").slice(1).join("\n");
          return (
            <li key={planet} className="py-4" data-planet={planet}>
              <h3 className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
                <span aria-hidden="true" className="text-2xl">
                  {PLANET_GLYPHS[planet]}
                </span>
                {planet} in {b.sign}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  <span aria-hidden="true">{signSymbol(b.sign)} </span>
                  {degrees(b.degree)}
                  {b.house ? ` · house ${b.house}` : ""}
                  {b.retrograde ? " · retrograde ℞" : ""}
                </span>
              </h3>
              <p className="text-sm italic text-slate-600 dark:text-slate-300">{PLANET_MEANINGS[planet]}</p>
              {text ? <p className="mt-1 text-sm leading-relaxed">{text}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
