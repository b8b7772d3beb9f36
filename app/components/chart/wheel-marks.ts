/**
 * A planet on the chart wheel, on either ring: a tick at the exact degree, the spread glyph, the
 * retrograde mark (R, व, 逆), and the degree on hover or focus (CSS only). Placed by sign alone: the glyph only.
 */
import type { WheelMark } from "~/domain/wheel-model";
import { el, text, type Markup } from "./svg-markup";
import type { ViewTranslate } from "~/i18n/use-t";

const RING = {
  inner: {
    glyphSize: 17,
    halo: 12,
    tickStroke: "currentColor",
    tick: "stroke-current",
    glyph: "fill-current",
    // Hover and focus rings, named in app.css (a dozen marks on every chart page).
    focus: "wheel-halo",
  },
  outer: {
    glyphSize: 15,
    halo: 11,
    tickStroke: "#b45309",
    tick: "stroke-amber-700 dark:stroke-gold-300",
    glyph: "fill-amber-800 dark:fill-gold-300",
    focus: "wheel-halo-outer",
  },
} as const;

export function planetMark(b: WheelMark, ring: keyof typeof RING, t: ViewTranslate, owner?: string): Markup {
  const style = RING[ring];
  const label = markLabel(b, t, owner);
  return el(
    "g",
    {
      "data-planet": ring === "inner" ? b.name : null,
      "data-partner-planet": ring === "outer" ? b.name : null,
      tabindex: 0,
      role: "img",
      "aria-label": label,
      class: "group cursor-default outline-none",
      "text-anchor": "middle",
    },
    el("title", {}, text(label)),
    b.tickOuter && b.tickInner
      ? el("line", { x1: b.tickOuter.x, y1: b.tickOuter.y, x2: b.tickInner.x, y2: b.tickInner.y, stroke: style.tickStroke, class: style.tick, "stroke-width": 1.5 })
      : null,
    b.pointer && b.tickInner
      ? el("line", { x1: b.tickInner.x, y1: b.tickInner.y, x2: b.pointer.x, y2: b.pointer.y, stroke: "#94a3b8", class: "stroke-slate-400 dark:stroke-slate-500", "stroke-width": 0.5 })
      : null,
    el("circle", { cx: b.glyphAt.x, cy: b.glyphAt.y, r: style.halo, fill: "transparent", class: style.focus, "stroke-width": 1.5 }),
    el("text", { x: b.glyphAt.x, y: b.glyphAt.y, "dominant-baseline": "central", "font-size": style.glyphSize, fill: "currentColor", class: style.glyph }, text(`${b.glyph}\uFE0E`)),
    b.retrograde
      ? el("text", { x: b.retrogradeAt.x, y: b.retrogradeAt.y, "dominant-baseline": "central", "font-size": 7, "font-weight": 600, class: "fill-rose-700 dark:fill-rose-300" }, text(t("astro.abbr.retrograde")))
      : null,
    b.degreeLabel
      ? el(
          "text",
          { x: b.degreeAt.x, y: b.degreeAt.y, "dominant-baseline": "central", "font-size": 10, "font-weight": 600, "paint-order": "stroke", "stroke-width": 3, "data-degree": "", class: "wheel-degree" },
          text(b.degreeLabel),
        )
      : null,
  );
}

/** Where a planet or angle stands, in the page's words: "17°06′ Cancer", or "in Cancer" placed by sign alone. */
export function place(name: string, b: { sign: string; degreeLabel: string | null }, t: ViewTranslate, retrograde = false) {
  const sign = t(`astro.sign.${b.sign}`);
  const where = b.degreeLabel ? t("astro.atDegree", { degree: b.degreeLabel, sign }) : t("astro.inSign", { sign });
  return t(retrograde ? "astro.descBodyRetrograde" : "astro.descBody", { planet: name, where });
}

/** What a screen reader hears for a planet (and what the hover title says), in the page's words. */
function markLabel(b: WheelMark, t: ViewTranslate, owner?: string) {
  const house = b.house ? t(`astro.markHouse.${b.house}`) : "";
  return `${owner ? `${owner}: ` : ""}${place(t(`astro.planet.${b.name}`), b, t)}${house}${b.retrograde ? t("astro.markRetrograde") : ""}`;
}
