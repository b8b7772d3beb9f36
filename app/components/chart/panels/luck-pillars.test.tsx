// The pillar tables are written as markup; they must be the bytes React wrote for the same table.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { text } from "~/components/chart/svg-markup";
import { pillarCell, StackedTable } from "./luck-pillars";

type Row = { year: number; stem: string; branch: string; note: string; current: boolean };

/** The table as its React components wrote it, cell contents as React nodes. */
function ReactTable({ caption, columns, rows }: { caption: string; columns: { label: string; cell: (row: Row) => ReactNode }[]; rows: Row[] }) {
  return (
    <table className="mt-4 block w-full text-left text-sm sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-night-200 dark:border-night-800">
          {columns.map((c) => (
            <th key={c.label} scope="col" className="py-2 pr-3">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 sm:table-row-group sm:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.year}
            aria-current={row.current ? "true" : undefined}
            className={`block rounded-lg border border-night-200 p-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 dark:border-night-800 ${row.current ? "bg-night-50 font-semibold dark:bg-night-950" : ""}`}
          >
            {columns.map((c) => (
              <td key={c.label} className="flex justify-between gap-3 py-0.5 sm:table-cell sm:py-1.5 sm:pr-3">
                <span className="font-normal text-slate-600 sm:hidden dark:text-slate-300" aria-hidden="true">
                  {c.label}
                </span>
                <span>{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const badge = <span className="ml-1 rounded bg-night-700 px-1.5 py-0.5 text-xs text-white dark:bg-gold-300 dark:text-night-950">now</span>;

describe("StackedTable", () => {
  it("writes what React wrote: labels, the running row, escaped text and a stem with its branch", () => {
    const rows: Row[] = [
      { year: 2026, stem: "Bing", branch: "Wu", note: `Fire "Horse" & <co>'s`, current: true },
      { year: 2027, stem: "Ding", branch: "Wei", note: "Fire Goat", current: false },
    ];
    const expected = renderToString(
      <ReactTable
        caption={`Years & "pillars"`}
        rows={rows}
        columns={[
          { label: "Year", cell: (r) => r.year },
          { label: "Pillar", cell: (r) => <>{r.stem} {r.branch}{r.current ? badge : null}</> },
          { label: "Year of <the>", cell: (r) => r.note },
        ]}
      />,
    );
    const ours = renderToString(
      <StackedTable
        caption={`Years & "pillars"`}
        rows={rows}
        current={(r) => r.current}
        columns={[
          { label: "Year", cell: (r) => text(r.year) },
          { label: "Pillar", cell: pillarCell },
          { label: "Year of <the>", cell: (r) => text(r.note) },
        ]}
      />,
    );
    expect(ours).toBe(expected);
  });
});
