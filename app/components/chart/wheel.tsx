/**
 * The natal chart wheel as SVG, rendered on the server (no JavaScript needed): the zodiac ring with
 * the twelve sign symbols, house cusps when the birth time is known, planet glyphs at their longitudes
 * (spread apart when they crowd, with a tick at the exact degree) and the major aspects. Colours come
 * from Tailwind classes with dark variants, so it reads in both themes.
 */
import { wheelModel, type ElementName, type WheelInput } from "./wheel-model";

const ELEMENT_FILL: Record<ElementName, string> = {
  fire: "fill-rose-100 dark:fill-rose-950",
  earth: "fill-emerald-100 dark:fill-emerald-950",
  air: "fill-sky-100 dark:fill-sky-950",
  water: "fill-indigo-100 dark:fill-indigo-950",
};

function ringSegment(cx: number, cy: number, r1: number, r2: number, startAngle: number, endAngle: number) {
  // Angles in radians, maths orientation (SVG y flipped below).
  const p = (r: number, a: number) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy - r * Math.sin(a)).toFixed(2)}`;
  return `M ${p(r1, startAngle)} A ${r1} ${r1} 0 0 0 ${p(r1, endAngle)} L ${p(r2, endAngle)} A ${r2} ${r2} 0 0 1 ${p(r2, startAngle)} Z`;
}

export function ChartWheel({ chart, title = "Natal chart wheel" }: { chart: WheelInput; title?: string }) {
  const m = wheelModel(chart);
  const { cx, cy, radii } = m;
  const describedBy = [
    m.bodies.map((b) => `${b.name} ${Math.floor(b.degree)}° ${b.sign}${b.retrograde ? " retrograde" : ""}`).join(", "),
    chart.ascendant ? `Ascendant in ${chart.ascendant.sign}` : "No houses: birth time unknown",
  ].join(". ");
  return (
    <svg
      viewBox={`0 0 ${m.size} ${m.size}`}
      role="img"
      aria-labelledby="chart-wheel-title chart-wheel-desc"
      className="mx-auto h-auto w-full max-w-[440px] text-slate-800 dark:text-slate-100"
      data-testid="chart-wheel"
    >
      <title id="chart-wheel-title">{title}</title>
      <desc id="chart-wheel-desc">{describedBy}</desc>

      {/* Zodiac ring: one coloured segment per sign, by element */}
      <g data-layer="zodiac">
        {m.signs.map((sign, i) => {
          const start = Math.PI + (((i * 30 - m.rotation) % 360) * Math.PI) / 180;
          return (
            <path
              key={sign.name}
              d={ringSegment(cx, cy, radii.outer, radii.zodiacInner, start, start + Math.PI / 6)}
              fill="#f1f5f9"
              stroke="#94a3b8"
              className={`${ELEMENT_FILL[sign.element]} stroke-slate-400 dark:stroke-slate-500`}
              strokeWidth={0.75}
            />
          );
        })}
        {m.signs.map((sign) => (
          <text
            key={sign.name}
            x={sign.label.x}
            y={sign.label.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={18}
            fill="currentColor"
            className="fill-current"
            data-sign={sign.name}
          >
            {sign.symbol}
            {"\uFE0E"}
          </text>
        ))}
      </g>

      <circle cx={cx} cy={cy} r={radii.aspect} fill="none" stroke="#cbd5e1" className="stroke-slate-300 dark:stroke-slate-600" strokeWidth={1} />

      {/* Houses (only with a known birth time) */}
      <g data-layer="houses">
        {m.houses.map((house) => (
          <g key={house.number}>
            <line
              x1={house.from.x}
              y1={house.from.y}
              x2={house.to.x}
              y2={house.to.y}
              stroke={house.isAngle ? "#6d28d9" : "#94a3b8"}
              className={house.isAngle ? "stroke-night-700 dark:stroke-gold-300" : "stroke-slate-400 dark:stroke-slate-500"}
              strokeWidth={house.isAngle ? 2 : 0.75}
            />
            <text
              x={house.label.x}
              y={house.label.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={10}
              className="fill-slate-500 dark:fill-slate-400"
            >
              {house.number}
            </text>
          </g>
        ))}
      </g>
      {m.ascendant ? (
        <text x={m.ascendant.x + 4} y={m.ascendant.y - 8} fontSize={11} fontWeight={700} className="fill-night-700 dark:fill-gold-300">
          AC
        </text>
      ) : null}

      {/* Aspects: harmonious in blue, tense in red (dashed, so colour is not the only cue) */}
      <g data-layer="aspects">
        {m.aspects.map((a) => (
          <line
            key={`${a.a}-${a.b}-${a.type}`}
            x1={a.from.x}
            y1={a.from.y}
            x2={a.to.x}
            y2={a.to.y}
            data-aspect={a.type}
            stroke={a.kind === "soft" ? "#0284c7" : "#e11d48"}
            className={a.kind === "soft" ? "stroke-sky-600 dark:stroke-sky-400" : "stroke-rose-600 dark:stroke-rose-400"}
            strokeDasharray={a.kind === "hard" ? "4 3" : undefined}
            strokeWidth={1}
            opacity={0.8}
          />
        ))}
      </g>

      {/* Planets: exact tick on the zodiac ring, glyph at the spread position */}
      <g data-layer="planets">
        {m.bodies.map((b) => (
          <g key={b.name} data-planet={b.name}>
            <line x1={b.tickOuter.x} y1={b.tickOuter.y} x2={b.tickInner.x} y2={b.tickInner.y} stroke="currentColor" className="stroke-current" strokeWidth={1.5} />
            <line x1={b.tickInner.x} y1={b.tickInner.y} x2={b.pointer.x} y2={b.pointer.y} stroke="#94a3b8" className="stroke-slate-400 dark:stroke-slate-500" strokeWidth={0.5} />
            <text x={b.glyphAt.x} y={b.glyphAt.y} textAnchor="middle" dominantBaseline="central" fontSize={17} fill="currentColor" className="fill-current">
              {b.glyph}
              {"\uFE0E"}
            </text>
            {b.retrograde ? (
              <text
                x={b.retrogradeAt.x}
                y={b.retrogradeAt.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={8}
                fontWeight={700}
                className="fill-rose-700 dark:fill-rose-300"
              >
                R
              </text>
            ) : null}
          </g>
        ))}
      </g>
      <circle cx={cx} cy={cy} r={radii.outer} fill="none" stroke="#64748b" className="stroke-slate-500 dark:stroke-slate-400" strokeWidth={1.25} />
    </svg>
  );
}
