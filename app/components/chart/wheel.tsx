/**
 * The natal chart wheel as SVG, rendered on the server (no JavaScript needed): the zodiac ring with
 * the twelve sign symbols and degree ticks, house cusps and the four angles (ASC, DSC, MC, IC,
 * labelled outside the ring so they never cover a glyph) when the birth time is known, planet glyphs
 * at their longitudes (spread apart when they crowd, with a tick at the exact degree) and the major
 * aspects. Each planet is focusable and shows its exact degree on hover or focus (CSS only); the same
 * positions follow in a table. With a partner's planets it becomes a bi-wheel: theirs on an outer ring.
 */
import { useId } from "react";
import { wheelModel, type ElementName, type WheelInput } from "./wheel-model";

const ELEMENT_FILL: Record<ElementName, string> = {
  fire: "fill-rose-50 dark:fill-rose-950/35",
  earth: "fill-emerald-50 dark:fill-emerald-950/35",
  air: "fill-sky-50 dark:fill-sky-950/35",
  water: "fill-indigo-50 dark:fill-indigo-950/35",
};

function ringSegment(cx: number, cy: number, r1: number, r2: number, startAngle: number, endAngle: number) {
  // Angles in radians, maths orientation (SVG y flipped below).
  const p = (r: number, a: number) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy - r * Math.sin(a)).toFixed(2)}`;
  return `M ${p(r1, startAngle)} A ${r1} ${r1} 0 0 0 ${p(r1, endAngle)} L ${p(r2, endAngle)} A ${r2} ${r2} 0 0 1 ${p(r2, startAngle)} Z`;
}

function ordinal(n: number) {
  const suffix = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}

export function ChartWheel({
  chart,
  title = "Natal chart wheel",
  partner,
  partnerName,
  ownerName,
  showTable = true,
  className = "max-w-[480px]",
}: {
  chart: WheelInput;
  title?: string;
  /** A partner's chart: their planets go on an outer ring (a bi-wheel). */
  partner?: Pick<WheelInput, "bodies"> | null;
  partnerName?: string;
  ownerName?: string;
  showTable?: boolean;
  className?: string;
}) {
  const m = wheelModel(chart, partner);
  const { cx, cy, radii } = m;
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const describedBy = [
    m.bodies.map((b) => `${b.name} ${b.degreeLabel} ${b.sign}${b.retrograde ? " retrograde" : ""}`).join(", "),
    m.angles.length ? m.angles.map((a) => `${a.title} ${a.degreeLabel} ${a.sign}`).join(", ") : "No houses: birth time unknown",
    m.partnerBodies.length ? `Outer ring, ${partnerName ?? "partner"}: ${m.partnerBodies.map((b) => `${b.name} ${b.degreeLabel} ${b.sign}`).join(", ")}` : "",
  ]
    .filter(Boolean)
    .join(". ");
  const box = m.size + 2 * m.margin;
  return (
    <figure className="mx-auto w-full" data-testid="chart-figure">
      <svg
        viewBox={`${-m.margin} ${-m.margin} ${box} ${box}`}
        role="group"
        aria-labelledby={`${titleId} ${descId}`}
        className={`mx-auto block h-auto w-full text-slate-800 dark:text-slate-100 ${className}`}
        data-testid="chart-wheel"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{describedBy}</desc>

        {/* Zodiac ring: one tinted segment per sign, by element */}
        <g data-layer="zodiac">
          {m.signs.map((sign, i) => {
            const start = Math.PI + (((i * 30 - m.rotation) % 360) * Math.PI) / 180;
            return (
              <path
                key={sign.name}
                d={ringSegment(cx, cy, radii.outer, radii.zodiacInner, start, start + Math.PI / 6)}
                fill="#f8fafc"
                stroke="#94a3b8"
                className={`${ELEMENT_FILL[sign.element]} stroke-night-300 dark:stroke-night-800`}
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
              fontSize={17}
              fill="currentColor"
              className="fill-night-800 dark:fill-night-200"
              data-sign={sign.name}
            >
              {sign.symbol}
              {"\uFE0E"}
            </text>
          ))}
        </g>

        {/* Degree ticks: every degree, longer at 5° and 10° */}
        <path d={m.tickPath} data-layer="ticks" stroke="#64748b" className="stroke-night-500 dark:stroke-night-400" strokeWidth={0.8} fill="none" />
        <circle cx={cx} cy={cy} r={radii.zodiacInner} fill="none" stroke="#94a3b8" className="stroke-night-400 dark:stroke-night-600" strokeWidth={1} />
        <circle cx={cx} cy={cy} r={radii.aspect} fill="none" stroke="#cbd5e1" className="stroke-night-200 dark:stroke-night-800" strokeWidth={1} />

        {/* Houses (only with a known birth time) */}
        <g data-layer="houses">
          {m.houses.map((house) =>
            house.isAngle ? null : (
              <g key={house.number}>
                <line
                  x1={house.from.x}
                  y1={house.from.y}
                  x2={house.to.x}
                  y2={house.to.y}
                  stroke="#94a3b8"
                  className="stroke-night-300 dark:stroke-night-700"
                  strokeWidth={0.75}
                />
              </g>
            ),
          )}
          {m.houses.map((house) => (
            <text
              key={house.number}
              x={house.label.x}
              y={house.label.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={9}
              className="fill-slate-500 dark:fill-slate-400"
            >
              {house.number}
            </text>
          ))}
        </g>

        {/* The four angles: a strong line to the outer edge and a label outside the ring */}
        <g data-layer="angles">
          {m.angles.map((angle) => (
            <g key={angle.name} data-angle={angle.name}>
              <line
                x1={angle.from.x}
                y1={angle.from.y}
                x2={angle.to.x}
                y2={angle.to.y}
                stroke="#6d28d9"
                className="stroke-night-700 dark:stroke-gold-300"
                strokeWidth={angle.name === "ASC" || angle.name === "MC" ? 1.75 : 1}
              />
              <line
                x1={angle.markFrom.x}
                y1={angle.markFrom.y}
                x2={angle.markTo.x}
                y2={angle.markTo.y}
                stroke="#6d28d9"
                className="stroke-night-700 dark:stroke-gold-300"
                strokeWidth={1}
              />
              <text
                x={angle.label.x}
                y={angle.label.y}
                textAnchor={angle.label.anchor}
                dominantBaseline={angle.label.baseline}
                fontSize={11}
                fontWeight={600}
                letterSpacing={0.5}
                className="fill-night-700 dark:fill-gold-300"
              >
                <title>{`${angle.title} ${angle.degreeLabel} ${angle.sign}`}</title>
                {angle.name}
              </text>
            </g>
          ))}
        </g>

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
              opacity={0.7}
            />
          ))}
        </g>

        {/* Planets: exact tick on the zodiac ring, glyph at the spread position, degree on hover/focus */}
        <g data-layer="planets">
          {m.bodies.map((b) => {
            const label = `${b.name} ${b.degreeLabel} ${b.sign}${b.house ? `, ${ordinal(b.house)} house` : ""}${b.retrograde ? ", retrograde" : ""}`;
            return (
              <g key={b.name} data-planet={b.name} tabIndex={0} role="img" aria-label={label} className="group cursor-default outline-none">
                <title>{label}</title>
                <line
                  x1={b.tickOuter.x}
                  y1={b.tickOuter.y}
                  x2={b.tickInner.x}
                  y2={b.tickInner.y}
                  stroke="currentColor"
                  className="stroke-current"
                  strokeWidth={1.5}
                />
                <line
                  x1={b.tickInner.x}
                  y1={b.tickInner.y}
                  x2={b.pointer.x}
                  y2={b.pointer.y}
                  stroke="#94a3b8"
                  className="stroke-slate-400 dark:stroke-slate-500"
                  strokeWidth={0.5}
                />
                <circle
                  cx={b.glyphAt.x}
                  cy={b.glyphAt.y}
                  r={12}
                  fill="transparent"
                  className="stroke-transparent group-hover:fill-night-100 group-focus-visible:fill-night-100 group-focus-visible:stroke-night-700 dark:group-hover:fill-night-900 dark:group-focus-visible:fill-night-900 dark:group-focus-visible:stroke-gold-300"
                  strokeWidth={1.5}
                />
                <text x={b.glyphAt.x} y={b.glyphAt.y} textAnchor="middle" dominantBaseline="central" fontSize={17} fill="currentColor" className="fill-current">
                  {b.glyph}
                  {"\uFE0E"}
                </text>
                {b.retrograde ? (
                  <text
                    x={b.retrogradeAt.x + 9}
                    y={b.retrogradeAt.y + 6}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={7}
                    fontWeight={600}
                    className="fill-rose-700 dark:fill-rose-300"
                  >
                    R
                  </text>
                ) : null}
                <text
                  x={b.degreeAt.x}
                  y={b.degreeAt.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={10}
                  fontWeight={600}
                  paintOrder="stroke"
                  strokeWidth={3}
                  data-degree=""
                  className="pointer-events-none fill-night-900 stroke-white opacity-0 transition-opacity group-hover:opacity-100 group-focus:opacity-100 dark:fill-gold-300 dark:stroke-[#0b0820]"
                >
                  {b.degreeLabel}
                </text>
              </g>
            );
          })}
        </g>

        <circle cx={cx} cy={cy} r={radii.outer} fill="none" stroke="#64748b" className="stroke-night-500 dark:stroke-night-400" strokeWidth={1.25} />

        {/* A partner's planets on the outer ring */}
        {m.partnerBodies.length ? (
          <g data-layer="partner">
            {m.partnerBodies.map((b) => {
              const label = `${partnerName ?? "Partner"}: ${b.name} ${b.degreeLabel} ${b.sign}${b.retrograde ? ", retrograde" : ""}`;
              return (
                <g key={b.name} data-partner-planet={b.name} tabIndex={0} role="img" aria-label={label} className="group outline-none">
                  <title>{label}</title>
                  <line
                    x1={b.tickOuter.x}
                    y1={b.tickOuter.y}
                    x2={b.tickInner.x}
                    y2={b.tickInner.y}
                    stroke="#b45309"
                    className="stroke-amber-700 dark:stroke-gold-300"
                    strokeWidth={1.5}
                  />
                  <circle
                    cx={b.glyphAt.x}
                    cy={b.glyphAt.y}
                    r={11}
                    fill="transparent"
                    className="stroke-transparent group-focus-visible:stroke-amber-700 dark:group-focus-visible:stroke-gold-300"
                    strokeWidth={1.5}
                  />
                  <text
                    x={b.glyphAt.x}
                    y={b.glyphAt.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={15}
                    className="fill-amber-800 dark:fill-gold-300"
                  >
                    {b.glyph}
                    {"\uFE0E"}
                  </text>
                </g>
              );
            })}
          </g>
        ) : null}
      </svg>
      {partner ? (
        <figcaption className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-600 dark:text-slate-300">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-slate-800 align-middle dark:bg-slate-100" />
            Inner ring: {ownerName ?? "you"}
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-amber-700 align-middle dark:bg-gold-300" />
            Outer ring: {partnerName ?? "partner"}
          </span>
        </figcaption>
      ) : null}
      {showTable ? <PositionsTable model={m} ownerName={ownerName} partnerName={partnerName} /> : null}
    </figure>
  );
}

function PositionsTable({ model: m, ownerName, partnerName }: { model: ReturnType<typeof wheelModel>; ownerName?: string; partnerName?: string }) {
  const timed = m.angles.length > 0;
  return (
    <details className="mx-auto mt-4 max-w-[480px] rounded-xl border border-night-200 text-sm dark:border-night-800" data-testid="positions">
      <summary className="cursor-pointer px-4 py-2 font-medium text-night-800 dark:text-night-200">Positions in degrees</summary>
      <div className="overflow-x-auto px-2 pb-3">
        <table className="w-full text-left">
          <caption className="sr-only">Planet positions{ownerName ? ` of ${ownerName}` : ""}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">
                Planet
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Sign
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Degree
              </th>
              {timed ? (
                <th scope="col" className="px-2 py-1 font-medium">
                  House
                </th>
              ) : null}
              {m.partnerBodies.length ? (
                <th scope="col" className="px-2 py-1 font-medium">
                  {partnerName ?? "Partner"}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {m.bodies.map((b) => {
              const other = m.partnerBodies.find((p) => p.name === b.name);
              return (
                <tr key={b.name} className="border-t border-night-100 dark:border-night-900">
                  <th scope="row" className="px-2 py-1 font-medium">
                    <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center">
                      {b.glyph}
                      {"\uFE0E"}
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
                  <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center text-[10px] font-semibold">
                    {a.name}
                  </span>
                  {a.title}
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
