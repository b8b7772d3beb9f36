/** The wheel's positions as a table (the accessible form of the drawing), a partner's in a column. */
import type { WheelModel } from "~/domain/wheel-model";
import { el, text } from "./svg-markup";

/**
 * The table's rows are written as markup, as the drawing is (twenty bodies and the angles are over a
 * hundred elements on a Premium member's Birth tab: decision record 008), the same bytes React wrote.
 */
export function PositionsTable({ model: m, ownerName, partnerName }: { model: WheelModel; ownerName?: string; partnerName?: string }) {
  return (
    <details className="mx-auto mt-4 max-w-[480px] rounded-xl border border-night-200 text-sm dark:border-night-800" data-testid="positions">
      <summary className="cursor-pointer px-4 py-2 font-medium text-night-800 dark:text-night-200">Positions in degrees</summary>
      <div className="overflow-x-auto px-2 pb-3">
        <table className="w-full text-left" dangerouslySetInnerHTML={{ __html: positionsMarkup(m, ownerName, partnerName) }} />
      </div>
    </details>
  );
}

const ROW = "border-t border-night-100 dark:border-night-900";
const HEAD = "px-2 py-1 font-medium";
const CELL = "px-2 py-1";
const NUMBER = "px-2 py-1 tabular-nums";

function positionsMarkup(m: WheelModel, ownerName: string | undefined, partnerName: string | undefined): string {
  const timed = m.angles.length > 0;
  const partnered = m.partnerBodies.length > 0;
  const columns = ["Planet", "Sign", "Degree", ...(timed ? ["House"] : []), ...(partnered ? [partnerName ?? "Partner"] : [])];
  const bodies = m.bodies.map((b) => {
    const other = m.partnerBodies.find((p) => p.name === b.name);
    return el(
      "tr",
      { class: ROW },
      el(
        "th",
        { scope: "row", class: HEAD },
        el("span", { "aria-hidden": "true", class: "mr-1.5 inline-block w-4 text-center" }, text(`${b.glyph}\uFE0E`)),
        text(b.name),
        b.retrograde ? el("span", { class: "ml-1 text-xs text-rose-700 dark:text-rose-300" }, "(retrograde)") : "",
      ),
      el("td", { class: CELL }, text(b.sign)),
      el("td", { class: NUMBER }, text(b.degreeLabel ?? "—")),
      timed ? el("td", { class: CELL }, text(b.house ?? "—")) : "",
      partnered ? el("td", { class: NUMBER }, text(other ? `${other.degreeLabel} ${other.sign}` : "—")) : "",
    );
  });
  const angles = m.angles.map((a) =>
    el(
      "tr",
      { class: ROW },
      // The wheel's label after the name, apart from it: "Ascendant (ASC)".
      el("th", { scope: "row", class: HEAD }, `${text(a.title)}<!-- --> `, el("abbr", { class: "text-xs font-normal text-slate-600 no-underline dark:text-slate-300", title: a.title }, text(`(${a.name})`))),
      el("td", { class: CELL }, text(a.sign)),
      el("td", { class: NUMBER }, text(a.degreeLabel)),
      timed ? el("td", { class: CELL }, "—") : "",
      partnered ? el("td", { class: CELL }, "—") : "",
    ),
  );
  return (
    el("caption", { class: "sr-only" }, `Planet positions${ownerName ? `<!-- -->${text(` of ${ownerName}`)}` : ""}`) +
    el("thead", { class: "text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300" }, el("tr", {}, ...columns.map((label) => el("th", { scope: "col", class: HEAD }, text(label))))) +
    el("tbody", {}, ...bodies, ...angles)
  );
}
