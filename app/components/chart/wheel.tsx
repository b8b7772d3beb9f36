/**
 * The natal chart wheel as SVG, rendered on the server (no JavaScript needed): the zodiac ring with
 * the twelve sign symbols and degree ticks, house cusps and the four angles (ASC, DSC, MC, IC,
 * labelled outside the ring so they never cover a glyph) when the birth time is known, planet glyphs
 * at their longitudes (spread apart when they crowd, with a tick at the exact degree) and the major
 * aspects. Each planet is focusable and shows its exact degree on hover or focus (CSS only); the same
 * positions follow in a table. With a partner's planets it becomes a bi-wheel: theirs on an outer ring.
 */
import { useId } from "react";
import { ringSegment } from "~/domain/wheel-geometry";
import { markLabel, PlanetMark } from "./wheel-marks";
import { wheelModel, type CrossAspect, type ElementName, type WheelInput } from "~/domain/wheel-model";
import { PositionsTable } from "./wheel-table";

const ELEMENT_FILL: Record<ElementName, string> = {
  fire: "fill-rose-50 dark:fill-rose-950/35",
  earth: "fill-emerald-50 dark:fill-emerald-950/35",
  air: "fill-sky-50 dark:fill-sky-950/35",
  water: "fill-indigo-50 dark:fill-indigo-950/35",
};

export function ChartWheel({
  chart,
  title = "Natal chart wheel",
  partner,
  crossAspects,
  partnerName,
  ownerName,
  showTable = true,
  className = "max-w-[480px]",
}: {
  chart: WheelInput;
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
  const m = wheelModel(chart, partner, crossAspects);
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

        {/* A bi-wheel's outer ring, where the partner's planets sit */}
        {radii.partner ? (
          <circle cx={cx} cy={cy} r={radii.partner} fill="none" strokeWidth={30} stroke="#fffbeb" className="stroke-amber-50 dark:stroke-gold-300/[0.07]" data-layer="partner-ring" />
        ) : null}

        {/* Zodiac ring: one tinted segment per sign, by element. What the segments (and, below, the
            glyphs, house lines and aspects) share is set once on their group and inherited: the
            wheel is sent with every chart page (decision record 008). */}
        <g data-layer="zodiac">
          <g fill="#f8fafc" stroke="#94a3b8" strokeWidth={0.75} className="stroke-night-300 dark:stroke-night-800">
            {m.signs.map((sign, i) => {
              const start = Math.PI + (((i * 30 - m.rotation) % 360) * Math.PI) / 180;
              return <path key={sign.name} d={ringSegment(cx, cy, radii.outer, radii.zodiacInner, start, start + Math.PI / 6)} className={ELEMENT_FILL[sign.element]} />;
            })}
          </g>
          <g textAnchor="middle" fontSize={17} fill="currentColor" className="fill-night-800 dark:fill-night-200">
            {m.signs.map((sign) => (
              <text key={sign.name} x={sign.label.x} y={sign.label.y} dominantBaseline="central" data-sign={sign.name}>
                {`${sign.symbol}\uFE0E`}
              </text>
            ))}
          </g>
        </g>

        {/* Degree ticks: every degree, longer at 5° and 10° */}
        <g data-layer="ticks" fill="none" stroke="#64748b" className="stroke-night-500 dark:stroke-night-400">
          {m.ticks.map((ring) => (
            <circle key={ring.every} cx={cx} cy={cy} r={ring.radius} strokeWidth={ring.width} pathLength={360} strokeDasharray={ring.dashArray} strokeDashoffset={ring.dashOffset} />
          ))}
        </g>
        <circle cx={cx} cy={cy} r={radii.zodiacInner} fill="none" stroke="#94a3b8" className="stroke-night-400 dark:stroke-night-600" strokeWidth={1} />
        <circle cx={cx} cy={cy} r={radii.aspect} fill="none" stroke="#cbd5e1" className="stroke-night-200 dark:stroke-night-800" strokeWidth={1} />

        {/* Houses (only with a known birth time) */}
        <g data-layer="houses">
          <g stroke="#94a3b8" strokeWidth={0.75} className="stroke-night-300 dark:stroke-night-700">
            {m.houses.map((house) =>
              house.isAngle ? null : <line key={house.number} x1={house.from.x} y1={house.from.y} x2={house.to.x} y2={house.to.y} />,
            )}
          </g>
          <g textAnchor="middle" fontSize={9} className="fill-slate-500 dark:fill-slate-400">
            {m.houses.map((house) => (
              <text key={house.number} x={house.label.x} y={house.label.y} dominantBaseline="central">
                {house.number}
              </text>
            ))}
          </g>
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
        <g data-layer="aspects" strokeWidth={1} strokeOpacity={0.7}>
          {(["soft", "hard"] as const).map((kind) => (
            <g
              key={kind}
              stroke={kind === "soft" ? "#0284c7" : "#e11d48"}
              strokeDasharray={kind === "hard" ? "4 3" : undefined}
              className={kind === "soft" ? "stroke-sky-600 dark:stroke-sky-400" : "stroke-rose-600 dark:stroke-rose-400"}
            >
              {m.aspects
                .filter((a) => a.kind === kind)
                .map((a) => (
                  <line key={a.key} x1={a.from.x} y1={a.from.y} x2={a.to.x} y2={a.to.y} data-aspect={a.type} data-cross={a.cross ? "" : undefined} />
                ))}
            </g>
          ))}
        </g>

        {/* Planets: exact tick on the zodiac ring, glyph at the spread position, degree on hover/focus */}
        <g data-layer="planets">
          {m.bodies.map((b) => (
            <PlanetMark key={b.name} mark={b} label={markLabel(b)} ring="inner" />
          ))}
        </g>

        <circle cx={cx} cy={cy} r={radii.outer} fill="none" stroke="#64748b" className="stroke-night-500 dark:stroke-night-400" strokeWidth={1.25} />

        {/* A partner's planets on the outer ring */}
        {m.partnerBodies.length ? (
          <g data-layer="partner">
            {m.partnerBodies.map((b) => (
              <PlanetMark key={b.name} mark={b} label={markLabel(b, partnerName ?? "Partner")} ring="outer" />
            ))}
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
