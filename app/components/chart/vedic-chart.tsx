/**
 * Vedic charts (Rasi D1, Navamsa D9, Dasamsa D10) as SVG, in the two traditional layouts:
 * - North Indian: a square with its diagonals and an inner diamond; the houses stay in place (house 1
 *   at the top centre, counting anticlockwise) and each house shows the number of its sign.
 * - South Indian: a 4 × 4 grid whose outer twelve cells are the signs, fixed (Pisces top left, Aries
 *   next, clockwise); the lagna's cell is marked with a diagonal stroke.
 * Text and lines use currentColor, so both themes work; the positions table next to it is the text
 * equivalent (the SVG has a title and a description too).
 */
import { SIGNS, type Sign } from "~/astrology/constants";
import type { VedicStyle } from "~/domain/vedic-style";
import { H, labelRows, northLabels, NORTH, planetsIn, Q, S, SIZE, SOUTH } from "~/domain/vedic-layout";

export { GRAHA_ABBR } from "~/domain/vedic-layout";

export interface VedicChartProps {
  id: string;
  title: string;
  style: VedicStyle;
  /** Sign of house 1: the lagna, or the Moon's sign when the birth time is unknown. */
  firstSign: Sign;
  /** Whether firstSign is the true lagna (else it is the Moon's sign, "Chandra lagna"). */
  lagnaKnown: boolean;
  /** Planet -> sign in this chart. */
  placements: Record<string, Sign>;
}

/** Planet abbreviations in rows of three, centred on (x, y). */
function PlanetLabels({ names, x, y }: { names: string[]; x: number; y: number }) {
  return (
    <>
      {labelRows(names, y).map((row, i) => (
        <text key={i} x={x} y={row.y} textAnchor="middle" dominantBaseline="middle" fontSize="12" fontWeight="600" fill="currentColor">
          {row.text}
        </text>
      ))}
    </>
  );
}

function describe(props: VedicChartProps) {
  const first = SIGNS.indexOf(props.firstSign);
  const parts: string[] = [];
  for (let h = 0; h < 12; h++) {
    const sign = SIGNS[(first + h) % 12]!;
    const names = Object.entries(props.placements).filter(([, s]) => s === sign).map(([p]) => p);
    if (names.length) parts.push(`house ${h + 1} (${sign}): ${names.join(", ")}`);
  }
  return `${props.lagnaKnown ? `Lagna ${props.firstSign}` : `Counted from the Moon's sign, ${props.firstSign}`}. ${parts.join("; ")}.`;
}

export function VedicChart(props: VedicChartProps) {
  const first = SIGNS.indexOf(props.firstSign);
  const titleId = `${props.id}-title`;
  const descId = `${props.id}-desc`;
  return (
    <svg
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="mx-auto block w-full max-w-xs text-slate-900 dark:text-slate-100"
      data-style={props.style}
      data-chart={props.id}
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{describe(props)}</desc>
      {props.style === "north" ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="0" y="0" width={S} height={S} />
          <line x1="0" y1="0" x2={S} y2={S} />
          <line x1={S} y1="0" x2="0" y2={S} />
          <polygon points={`${H},0 ${S},${H} ${H},${S} 0,${H}`} />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          {SOUTH.map(([c, r], i) => (
            <rect key={i} x={c * Q} y={r * Q} width={Q} height={Q} />
          ))}
          <rect x={Q} y={Q} width={H} height={H} />
          {props.lagnaKnown ? (() => {
            const [c, r] = SOUTH[first]!;
            return <line x1={c * Q} y1={r * Q + 18} x2={c * Q + 18} y2={r * Q} />;
          })() : null}
        </g>
      )}
      {props.style === "north"
        ? NORTH.map((_house, h) => {
            const sign = SIGNS[(first + h) % 12]!;
            const number = ((first + h) % 12) + 1;
            const at = northLabels(h);
            return (
              <g key={h} data-house={h + 1} data-sign={sign}>
                <text x={at.x} y={at.numberY} textAnchor="middle" dominantBaseline="middle" fontSize="11" fill="currentColor">
                  {number}
                </text>
                <PlanetLabels names={[...(h === 0 && props.lagnaKnown ? ["Asc"] : []), ...planetsIn(props.placements, sign)]} x={at.x} y={at.planetsY} />
              </g>
            );
          })
        : SIGNS.map((sign, i) => {
            const [c, r] = SOUTH[i]!;
            return (
              <g key={sign} data-sign={sign}>
                <text x={c * Q + Q - 6} y={r * Q + 12} textAnchor="end" fontSize="10" fill="currentColor">
                  {sign.slice(0, 3)}
                </text>
                <PlanetLabels names={[...(i === first && props.lagnaKnown ? ["Asc"] : []), ...planetsIn(props.placements, sign)]} x={c * Q + Q / 2} y={r * Q + Q / 2 + 6} />
              </g>
            );
          })}
      {props.style === "south" ? (
        <text x={H} y={H} textAnchor="middle" dominantBaseline="middle" fontSize="14" fontWeight="600" fill="currentColor">
          {props.id.endsWith("d10") ? "Dasamsa" : props.id.endsWith("d9") ? "Navamsa" : "Rasi"}
        </text>
      ) : null}
    </svg>
  );
}
