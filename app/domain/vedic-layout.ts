/**
 * Geometry of the Vedic charts in their two traditional layouts, free of React so the page's SVG
 * (vedic-chart.tsx) and the PDF report draw the same figure from the same numbers, in a 300-unit square.
 */
import type { Sign } from "~/astrology/constants";

export const SIZE = 300;
export const S = SIZE;
export const H = SIZE / 2;
export const Q = SIZE / 4;

/** North Indian house polygons (house 1..12) and label anchors. */
export const NORTH: { points: string; x: number; y: number }[] = [
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

/** Where a North Indian house's sign number sits (above its planets) and where its planets are centred. */
export function northLabels(h: number) {
  const house = NORTH[h]!;
  const numberY = h === 0 ? house.y - 34 : h === 6 ? house.y + 34 : h === 3 || h === 9 ? house.y - 30 : house.y - 16;
  const planetsY = house.y + (h === 0 || h === 3 || h === 9 || h === 6 ? 0 : 4);
  return { x: house.x, numberY, planetsY };
}

/** South Indian cell (column, row) of each sign, Aries first. */
export const SOUTH: [number, number][] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

/** A house's marks in the reader's script (the `astro` catalog's abbreviations): the lagna's, then its planets'. */
export function houseMarks(t: (key: string) => string, placements: Record<string, Sign>, sign: Sign, lagna: boolean) {
  const planets = Object.keys(placements).filter((p) => placements[p] === sign).map((p) => t(`astro.abbr.planet.${p}`));
  return lagna ? [t("astro.abbr.lagna"), ...planets] : planets;
}

/** Planet abbreviations in rows of three, each row's centre line y (rows 13 units apart around y). */
export function labelRows(names: readonly string[], y: number) {
  const rows: string[][] = [];
  for (let i = 0; i < names.length; i += 3) rows.push(names.slice(i, i + 3));
  const top = y - ((rows.length - 1) * 13) / 2;
  return rows.map((row, i) => ({ text: row.join(" "), y: top + i * 13 }));
}
