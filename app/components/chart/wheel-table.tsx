/** The wheel's positions as a table (the accessible form of the drawing), a partner's in a column. */
import { ColumnHeads } from "~/components/ui/table";
import type { WheelModel } from "~/domain/wheel-model";
import { useText } from "~/i18n/text-context";

const ROW = "border-t border-night-100 dark:border-night-900";
const HEAD = "px-2 py-1 font-medium";
const CELL = "px-2 py-1";
const NUMBER = "px-2 py-1 tabular-nums";

export function PositionsTable({ model: m, ownerName, partnerName }: { model: WheelModel; ownerName?: string; partnerName?: string }) {
  const timed = m.angles.length > 0;
  const partnered = m.partnerBodies.length > 0;
  const { t } = useText();
  const sign = (name: string) => t(`astro.sign.${name}`);
  return (
    <details className="mx-auto mt-4 max-w-[480px] rounded-xl border border-night-200 text-sm dark:border-night-800" data-testid="positions">
      <summary className="cursor-pointer px-4 py-2 font-medium text-night-800 dark:text-night-200">{t("astro.positions")}</summary>
      <div className="overflow-x-auto px-2 pb-3">
        <table className="w-full text-left">
          <caption className="sr-only">{ownerName ? t("astro.positionsOf", { name: ownerName }) : t("astro.positionsCaption")}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
            <ColumnHeads cellClassName={HEAD} columns={[t("astro.col.planet"), t("astro.col.sign"), t("astro.col.degree"), ...(timed ? [t("astro.col.house")] : []), ...(partnered ? [partnerName ?? t("astro.partner")] : [])]} />
          </thead>
          <tbody>
            {m.bodies.map((b) => {
              const other = m.partnerBodies.find((p) => p.name === b.name);
              return (
                <tr key={b.name} className={ROW}>
                  <th scope="row" className={HEAD}>
                    <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center">
                      {`${b.glyph}\uFE0E`}
                    </span>
                    {t(`astro.planet.${b.name}`)}
                    {b.retrograde ? <span className="ml-1 text-xs text-rose-700 dark:text-rose-300">{t("astro.retrograde")}</span> : null}
                  </th>
                  <td className={CELL}>{sign(b.sign)}</td>
                  <td className={NUMBER}>{b.degreeLabel ?? "—"}</td>
                  {timed ? <td className={CELL}>{b.house ?? "—"}</td> : null}
                  {partnered ? <td className={NUMBER}>{other ? `${other.degreeLabel} ${sign(other.sign)}` : "—"}</td> : null}
                </tr>
              );
            })}
            {m.angles.map((a) => {
              const [name, mark] = [t(`astro.angle.${a.name}`), t(`astro.abbr.angle.${a.name}`)];
              return (
                <tr key={a.name} className={ROW}>
                  <th scope="row" className={HEAD}>
                    {/* The wheel's label after the name, apart from it, unless the name holds it: "Ascendant (ASC)", "लग्न". */}
                    {name}
                    {name.includes(mark) ? null : (
                      <>
                        {" "}
                        <abbr className="text-xs font-normal text-slate-600 no-underline dark:text-slate-300" title={name}>{`(${mark})`}</abbr>
                      </>
                    )}
                  </th>
                  <td className={CELL}>{sign(a.sign)}</td>
                  <td className={NUMBER}>{a.degreeLabel}</td>
                  {timed ? <td className={CELL}>—</td> : null}
                  {partnered ? <td className={CELL}>—</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
