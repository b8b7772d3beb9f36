// The positions table's rows are markup; they must be the bytes React wrote for the same table.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnHeads } from "~/components/ui/table";
import { wheelModel, type WheelModel } from "~/domain/wheel-model";
import { PositionsTable } from "./wheel-table";

/** The table as its React components wrote it. */
function ReactPositionsTable({ model: m, ownerName, partnerName }: { model: WheelModel; ownerName?: string; partnerName?: string }) {
  const timed = m.angles.length > 0;
  return (
    <details className="mx-auto mt-4 max-w-[480px] rounded-xl border border-night-200 text-sm dark:border-night-800" data-testid="positions">
      <summary className="cursor-pointer px-4 py-2 font-medium text-night-800 dark:text-night-200">Positions in degrees</summary>
      <div className="overflow-x-auto px-2 pb-3">
        <table className="w-full text-left">
          <caption className="sr-only">Planet positions{ownerName ? ` of ${ownerName}` : ""}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
            <ColumnHeads
              cellClassName="px-2 py-1 font-medium"
              columns={["Planet", "Sign", "Degree", ...(timed ? ["House"] : []), ...(m.partnerBodies.length ? [partnerName ?? "Partner"] : [])]}
            />
          </thead>
          <tbody>
            {m.bodies.map((b) => {
              const other = m.partnerBodies.find((p) => p.name === b.name);
              return (
                <tr key={b.name} className="border-t border-night-100 dark:border-night-900">
                  <th scope="row" className="px-2 py-1 font-medium">
                    <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center">
                      {`${b.glyph}\uFE0E`}
                    </span>
                    {b.name}
                    {b.retrograde ? <span className="ml-1 text-xs text-rose-700 dark:text-rose-300">(retrograde)</span> : null}
                  </th>
                  <td className="px-2 py-1">{b.sign}</td>
                  <td className="px-2 py-1 tabular-nums">{b.degreeLabel}</td>
                  {timed ? <td className="px-2 py-1">{b.house ?? "—"}</td> : null}
                  {m.partnerBodies.length ? <td className="px-2 py-1 tabular-nums">{other ? `${other.degreeLabel} ${other.sign}` : "—"}</td> : null}
                </tr>
              );
            })}
            {m.angles.map((a) => (
              <tr key={a.name} className="border-t border-night-100 dark:border-night-900">
                <th scope="row" className="px-2 py-1 font-medium">
                  {/* The wheel's label after the name, apart from it: "Ascendant (ASC)". */}
                  {a.title} <abbr className="text-xs font-normal text-slate-600 no-underline dark:text-slate-300" title={a.title}>{`(${a.name})`}</abbr>
                </th>
                <td className="px-2 py-1">{a.sign}</td>
                <td className="px-2 py-1 tabular-nums">{a.degreeLabel}</td>
                {timed ? <td className="px-2 py-1">—</td> : null}
                {m.partnerBodies.length ? <td className="px-2 py-1">—</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

describe("PositionsTable", () => {
  const body = (longitude: number, retrograde = false, house: number | null = null) => ({ longitude, sign: "Aries", degree: longitude % 30, retrograde, house });
  const bodies = { Sun: body(15, false, 10), Moon: body(16, false, 10), Mercury: body(200, true, 4) };
  const timed = { bodies, ascendant: { longitude: 100, sign: "Cancer" }, midheaven: { longitude: 10, sign: "Aries" }, houses: Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360), aspects: [] };
  const untimed = { bodies, ascendant: null, midheaven: null, houses: null, aspects: [] };
  const cases: [string, WheelModel, string | undefined, string | undefined][] = [
    ["timed, alone", wheelModel(timed), undefined, undefined],
    ["untimed, a partner named with <&\"'>", wheelModel(untimed, { bodies: { Sun: body(190), Mars: body(40, true) } }), `Ann & "Bo"`, `Cy <3 'D'`],
    ["timed, a partner unnamed", wheelModel(timed, { bodies: { Moon: body(192) } }), "Ann", undefined],
  ];
  it.each(cases)("writes what React wrote: %s", (_, model, ownerName, partnerName) => {
    expect(renderToString(<PositionsTable model={model} ownerName={ownerName} partnerName={partnerName} />)).toBe(
      renderToString(<ReactPositionsTable model={model} ownerName={ownerName} partnerName={partnerName} />),
    );
  });
});
