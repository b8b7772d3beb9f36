import type { ReactNode } from "react";

/** A column of a table's header row: its heading, and classes of its own besides the shared ones. */
export type Column = ReactNode | { label: ReactNode; className?: string };

/** A table's header row: one `th scope="col"` a column, all sharing `cellClassName`. */
export function ColumnHeads({ columns, cellClassName, rowClassName }: { columns: readonly Column[]; cellClassName: string; rowClassName?: string }) {
  return (
    <tr className={rowClassName}>
      {columns.map((column, i) => {
        const { label, className } = typeof column === "object" && column !== null && "label" in column ? column : { label: column, className: undefined };
        return (
          <th key={i} scope="col" className={className ? `${cellClassName} ${className}` : cellClassName}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
