/**
 * The natal chart wheel as server-rendered SVG: zodiac ring, houses and angles (with a birth time),
 * planet glyphs spread apart when they crowd, and the aspects; a partner's planets on an outer ring.
 * The same positions follow in a table.
 */
import { useId } from "react";
import { ringSegment } from "~/domain/wheel-geometry";
import { place, planetMark } from "./wheel-marks";
import { el, fragment, text, type Markup } from "./svg-markup";
import { signWheelModel, wheelModel, type CrossAspect, type ElementName, type SignWheel, type WheelInput, type WheelModel } from "~/domain/wheel-model";
import { isSignWheel } from "~/domain/wheel";
import { PositionsTable } from "./wheel-table";
import { useText } from "~/i18n/text-context";
import type { ViewTranslate } from "~/i18n/use-t";

const ELEMENT_FILL: Record<ElementName, string> = {
  fire: "fill-rose-50 dark:fill-rose-950/35",
  earth: "fill-emerald-50 dark:fill-emerald-950/35",
  air: "fill-sky-50 dark:fill-sky-950/35",
  water: "fill-indigo-50 dark:fill-indigo-950/35",
};

export function ChartWheel({
  chart,
  title,
  partner,
  crossAspects,
  partnerName,
  ownerName,
  showTable = true,
  className = "max-w-[480px]",
}: {
  /** A chart by degree, or placed by sign alone (a shared card with private birth details). */
  chart: WheelInput | SignWheel;
  title?: string;
  /** A partner's chart: their planets go on an outer ring (a bi-wheel). */
  partner?: Pick<WheelInput, "bodies"> | null;
  /** Contacts between the chart's planets and the partner's, drawn across the wheel. */
  crossAspects?: readonly CrossAspect[];
  partnerName?: string;
  ownerName?: string;
  showTable?: boolean;
  className?: string;
}) {
  const m = isSignWheel(chart) ? signWheelModel(chart) : wheelModel(chart, partner, crossAspects);
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  // The page's words (its `astro` messages) for the drawing's labels and description.
  const { t } = useText();
  const list = t("astro.list");
  const describedBy = [
    m.bodies.map((b) => place(t(`astro.planet.${b.name}`), b, t, b.retrograde)).join(list),
    m.precision === "sign"
      ? m.rising ? t("astro.signOnlyRising", { sign: t(`astro.sign.${m.rising}`) }) : t("astro.signOnly")
      : m.angles.length
        ? m.angles.map((a) => place(t(`astro.angle.${a.name}`), a, t)).join(list)
        : t("astro.noHouses"),
    m.partnerBodies.length ? t("astro.outerRingList", { name: partnerName ?? t("astro.partnerLower"), planets: m.partnerBodies.map((b) => place(t(`astro.planet.${b.name}`), b, t)).join(list) }) : "",
  ]
    .filter(Boolean)
    .join(t("astro.sentences"));
  const box = m.size + 2 * m.margin;
  return (
    <figure className="mx-auto w-full" data-testid="chart-figure">
      <svg
        viewBox={`${-m.margin} ${-m.margin} ${box} ${box}`}
        role="group"
        aria-labelledby={`${titleId} ${descId}`}
        className={`mx-auto block h-auto w-full text-slate-800 dark:text-slate-100 ${className}`}
        data-testid="chart-wheel"
        // Some three hundred elements, written as markup (./svg-markup.ts).
        dangerouslySetInnerHTML={{ __html: keptMarkup(m, { title: title ?? t("astro.wheelTitle"), titleId, descId, describedBy, partnerName, t }) }}
      />
      {partner ? (
        <figcaption className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-600 dark:text-slate-300">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-slate-800 align-middle dark:bg-slate-100" />
            {t("astro.innerRing", { name: ownerName ?? t("astro.you") })}
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-amber-700 align-middle dark:bg-gold-300" />
            {t("astro.outerRing", { name: partnerName ?? t("astro.partnerLower") })}
          </span>
        </figcaption>
      ) : null}
      {showTable ? <PositionsTable model={m} ownerName={ownerName} partnerName={partnerName} /> : null}
    </figure>
  );
}

type Labels = { title: string; titleId: string; descId: string; describedBy: string; partnerName?: string; t: ViewTranslate };

// A kept model (one per chart: wheelModel) keeps its markup too, by its labels: a chart page draws the
// same wheel, under the same title and ids, on every view of its profile version.
const markups = new WeakMap<WheelModel, Map<string, Markup>>();
function keptMarkup(m: WheelModel, labels: Labels): Markup {
  let kept = markups.get(m);
  if (!kept) markups.set(m, (kept = new Map()));
  const key = [labels.title, labels.titleId, labels.descId, labels.describedBy, labels.partnerName ?? ""].join("\u0000");
  let markup = kept.get(key);
  if (markup === undefined) {
    markup = wheelMarkup(m, labels);
    if (kept.size >= 8) kept.clear();
    kept.set(key, markup);
  }
  return markup;
}

/** Everything inside the wheel's <svg>, in drawing order. */
function wheelMarkup(m: WheelModel, { title, titleId, descId, describedBy, partnerName, t }: Labels): Markup {
  const { cx, cy, radii } = m;
  return fragment([
    el("title", { id: titleId }, text(title)),
    el("desc", { id: descId }, text(describedBy)),

    // A bi-wheel's outer ring, where the partner's planets sit
    radii.partner
      ? el("circle", { cx, cy, r: radii.partner, fill: "none", "stroke-width": 30, stroke: "#fffbeb", class: "stroke-amber-50 dark:stroke-gold-300/[0.07]", "data-layer": "partner-ring" })
      : null,

    // Zodiac ring: one tinted segment per sign, by element. What the segments (and, below, the
    // glyphs, house lines and aspects) share is set once on their group and inherited: the wheel is
    // sent with every chart page (decision record 008).
    el(
      "g",
      { "data-layer": "zodiac" },
      el(
        "g",
        { fill: "#f8fafc", stroke: "#94a3b8", "stroke-width": 0.75, class: "stroke-night-300 dark:stroke-night-800" },
        ...m.signs.map((sign, i) => {
          const start = Math.PI + (((i * 30 - m.rotation) % 360) * Math.PI) / 180;
          return el("path", { d: ringSegment(cx, cy, radii.outer, radii.zodiacInner, start, start + Math.PI / 6), class: ELEMENT_FILL[sign.element] });
        }),
      ),
      el(
        "g",
        { "text-anchor": "middle", "font-size": 17, fill: "currentColor", class: "fill-night-800 dark:fill-night-200" },
        ...m.signs.map((sign) => el("text", { x: sign.label.x, y: sign.label.y, "dominant-baseline": "central", "data-sign": sign.name }, text(`${sign.symbol}\uFE0E`))),
      ),
    ),

    // Degree ticks: every degree, longer at 5° and 10°
    el(
      "g",
      { "data-layer": "ticks", fill: "none", stroke: "#64748b", class: "stroke-night-500 dark:stroke-night-400" },
      ...m.ticks.map((ring) =>
        el("circle", { cx, cy, r: ring.radius, "stroke-width": ring.width, pathLength: 360, "stroke-dasharray": ring.dashArray, "stroke-dashoffset": ring.dashOffset }),
      ),
    ),
    el("circle", { cx, cy, r: radii.zodiacInner, fill: "none", stroke: "#94a3b8", class: "stroke-night-400 dark:stroke-night-600", "stroke-width": 1 }),
    el("circle", { cx, cy, r: radii.aspect, fill: "none", stroke: "#cbd5e1", class: "stroke-night-200 dark:stroke-night-800", "stroke-width": 1 }),

    // Houses (only with a known birth time)
    el(
      "g",
      { "data-layer": "houses" },
      el(
        "g",
        { stroke: "#94a3b8", "stroke-width": 0.75, class: "stroke-night-300 dark:stroke-night-700" },
        ...m.houses.map((house) => (house.isAngle ? null : el("line", { x1: house.from.x, y1: house.from.y, x2: house.to.x, y2: house.to.y }))),
      ),
      el(
        "g",
        { "text-anchor": "middle", "font-size": 9, class: "fill-slate-500 dark:fill-slate-400" },
        ...m.houses.map((house) => el("text", { x: house.label.x, y: house.label.y, "dominant-baseline": "central" }, text(house.number))),
      ),
    ),

    // The four angles: a strong line to the outer edge and a label outside the ring
    el(
      "g",
      { "data-layer": "angles" },
      ...m.angles.map((angle) =>
        el(
          "g",
          { "data-angle": angle.name },
          el("line", {
            x1: angle.from.x,
            y1: angle.from.y,
            x2: angle.to.x,
            y2: angle.to.y,
            stroke: "#6d28d9",
            class: "stroke-night-700 dark:stroke-gold-300",
            "stroke-width": angle.name === "ASC" || angle.name === "MC" ? 1.75 : 1,
          }),
          el("line", { x1: angle.markFrom.x, y1: angle.markFrom.y, x2: angle.markTo.x, y2: angle.markTo.y, stroke: "#6d28d9", class: "stroke-night-700 dark:stroke-gold-300", "stroke-width": 1 }),
          el(
            "text",
            {
              x: angle.label.x,
              y: angle.label.y,
              "text-anchor": angle.label.anchor,
              "dominant-baseline": angle.label.baseline,
              "font-size": 11,
              "font-weight": 600,
              "letter-spacing": 0.5,
              class: "fill-night-700 dark:fill-gold-300",
            },
            el("title", {}, text(place(t(`astro.angle.${angle.name}`), angle, t))),
            text(t(`astro.abbr.angle.${angle.name}`)),
          ),
        ),
      ),
    ),

    // Aspects: harmonious in blue, tense in red (dashed, so colour is not the only cue)
    el(
      "g",
      { "data-layer": "aspects", "stroke-width": 1, "stroke-opacity": 0.7 },
      ...(["soft", "hard"] as const).map((kind) =>
        el(
          "g",
          {
            stroke: kind === "soft" ? "#0284c7" : "#e11d48",
            "stroke-dasharray": kind === "hard" ? "4 3" : undefined,
            class: kind === "soft" ? "stroke-sky-600 dark:stroke-sky-400" : "stroke-rose-600 dark:stroke-rose-400",
          },
          ...m.aspects
            .filter((a) => a.kind === kind)
            .map((a) => el("line", { x1: a.from.x, y1: a.from.y, x2: a.to.x, y2: a.to.y, "data-aspect": a.type, "data-cross": a.cross ? "" : undefined })),
        ),
      ),
    ),

    // Planets: exact tick on the zodiac ring, glyph at the spread position, degree on hover/focus
    el("g", { "data-layer": "planets" }, ...m.bodies.map((b) => planetMark(b, "inner", t))),

    el("circle", { cx, cy, r: radii.outer, fill: "none", stroke: "#64748b", class: "stroke-night-500 dark:stroke-night-400", "stroke-width": 1.25 }),

    // A partner's planets on the outer ring
    m.partnerBodies.length ? el("g", { "data-layer": "partner" }, ...m.partnerBodies.map((b) => planetMark(b, "outer", t, partnerName ?? t("astro.partner")))) : null,
  ]);
}
