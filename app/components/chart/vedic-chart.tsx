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

export const GRAHA_ABBR: Record<string, string> = {
  Sun: "Su", Moon: "Mo", Mars: "Ma", Mercury: "Me", Jupiter: "Ju", Venus: "Ve", Saturn: "Sa", Rahu: "Ra", Ketu: "Ke",
};

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

const SIZE = 300;
const S = SIZE;
const H = SIZE / 2;
const Q = SIZE / 4;

/** North Indian house polygons (house 1..12) and label anchors. */
const NORTH: { points: string; x: number; y: number }[] = [
  { points: `${H},0 ${3 * Q},${Q} ${H},${H} ${Q},${Q}`, x: H, y: Q },
  { points: `0,0 ${H},0 ${Q},${Q}`, x: Q, y: Q / 2.4 },
  { points: `0,0 ${Q},${Q} 0,${H}`, x: Q / 2.4, y: Q },
  { points: `0,${H} ${Q},${Q} ${H},${H} ${Q},${3 * Q}`, x: Q, y: H },
  { points: `0,${H} ${Q},${3 * Q} 0,${S}`, x: Q / 2.4, y: 3 * Q },
  { points: `0,${S} ${Q},${3 * Q} ${H},${S}`, x: Q, y: S - Q / 2.4 },
  { points: `${H},${S} ${Q},${3 * Q} ${H},${H} ${3 * Q},${3 * Q}`, x: H, y: 3 * Q },
  { points: `${H},${S} ${3 * Q},${3 * Q} ${S},${S}`, x: 3 * Q, y: S - Q / 2.4 },
  { points: `${S},${S} ${3 * Q},${3 * Q} ${S},${H}`, x: S - Q / 2.4, y: 3 * Q },
  { points: `${S},${H} ${3 * Q},${3 * Q} ${H},${H} ${3 * Q},${Q}`, x: 3 * Q, y: H },
  { points: `${S},${H} ${3 * Q},${Q} ${S},0`, x: S - Q / 2.4, y: Q },
  { points: `${S},0 ${3 * Q},${Q} ${H},0`, x: 3 * Q, y: Q / 2.4 },
];

/** South Indian cell (column, row) of each sign, Aries first. */
const SOUTH: [number, number][] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

function planetsIn(placements: Record<string, Sign>, sign: Sign) {
  return Object.entries(placements)
    .filter(([, s]) => s === sign)
    .map(([p]) => GRAHA_ABBR[p] ?? p);
}

/** Planet abbreviations in rows of three, centred on (x, y). */
function PlanetLabels({ names, x, y }: { names: string[]; x: number; y: number }) {
  const rows: string[][] = [];
  for (let i = 0; i < names.length; i += 3) rows.push(names.slice(i, i + 3));
  const top = y - ((rows.length - 1) * 13) / 2;
  return (
    <>
      {rows.map((row, i) => (
        <text key={i} x={x} y={top + i * 13} textAnchor="middle" dominantBaseline="middle" fontSize="12" fontWeight="600" fill="currentColor">
          {row.join(" ")}
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
        ? NORTH.map((house, h) => {
            const sign = SIGNS[(first + h) % 12]!;
            const number = ((first + h) % 12) + 1;
            const labelY = h === 0 ? house.y - 34 : h === 6 ? house.y + 34 : h === 3 || h === 9 ? house.y - 30 : house.y - 16;
            return (
              <g key={h} data-house={h + 1} data-sign={sign}>
                <text x={house.x} y={labelY} textAnchor="middle" dominantBaseline="middle" fontSize="11" fill="currentColor">
                  {number}
                </text>
                <PlanetLabels names={[...(h === 0 && props.lagnaKnown ? ["Asc"] : []), ...planetsIn(props.placements, sign)]} x={house.x} y={house.y + (h === 0 || h === 3 || h === 9 || h === 6 ? 0 : 4)} />
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
