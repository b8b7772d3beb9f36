/**
 * A planet on the chart wheel, the same on both rings: a tick at the exact degree, the glyph (spread
 * from crowded neighbours), an R when retrograde, and the degree shown on hover or keyboard focus
 * (CSS only, so it works without JavaScript). The inner ring is the chart's own; the outer ring holds
 * a partner's planets in a bi-wheel, in amber.
 */
import type { WheelMark } from "~/domain/wheel-model";

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

export function PlanetMark({ mark: b, label, ring }: { mark: WheelMark; label: string; ring: keyof typeof RING }) {
  const style = RING[ring];
  const data = ring === "inner" ? { "data-planet": b.name } : { "data-partner-planet": b.name };
  return (
    <g {...data} tabIndex={0} role="img" aria-label={label} className="group cursor-default outline-none" textAnchor="middle">
      <title>{label}</title>
      <line x1={b.tickOuter.x} y1={b.tickOuter.y} x2={b.tickInner.x} y2={b.tickInner.y} stroke={style.tickStroke} className={style.tick} strokeWidth={1.5} />
      {b.pointer ? (
        <line
          x1={b.tickInner.x}
          y1={b.tickInner.y}
          x2={b.pointer.x}
          y2={b.pointer.y}
          stroke="#94a3b8"
          className="stroke-slate-400 dark:stroke-slate-500"
          strokeWidth={0.5}
        />
      ) : null}
      <circle cx={b.glyphAt.x} cy={b.glyphAt.y} r={style.halo} fill="transparent" className={style.focus} strokeWidth={1.5} />
      <text x={b.glyphAt.x} y={b.glyphAt.y} dominantBaseline="central" fontSize={style.glyphSize} fill="currentColor" className={style.glyph}>
        {`${b.glyph}\uFE0E`}
      </text>
      {b.retrograde ? (
        <text
          x={b.retrogradeAt.x}
          y={b.retrogradeAt.y}
          dominantBaseline="central"
          fontSize={7}
          fontWeight={600}
          className="fill-rose-700 dark:fill-rose-300"
        >
          R
        </text>
      ) : null}
      <text x={b.degreeAt.x} y={b.degreeAt.y} dominantBaseline="central" fontSize={10} fontWeight={600} paintOrder="stroke" strokeWidth={3} data-degree="" className="wheel-degree">
        {b.degreeLabel}
      </text>
    </g>
  );
}

export function ordinal(n: number) {
  const suffix = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** What a screen reader hears for a planet (and what the hover title says). */
export function markLabel(b: WheelMark, owner?: string) {
  return `${owner ? `${owner}: ` : ""}${b.name} ${b.degreeLabel} ${b.sign}${b.house ? `, ${ordinal(b.house)} house` : ""}${b.retrograde ? ", retrograde" : ""}`;
}
