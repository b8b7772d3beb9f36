/**
 * Geometry of the chart wheel, kept free of React so it can be tested on its own.
 * Convention of printed charts: the Ascendant sits at 9 o'clock and zodiac longitude increases
 * counter-clockwise, so the 4th-house cusp (IC) is at the bottom and the Midheaven near the top.
 * Without a birth time there is no Ascendant: 0° Aries is put at 9 o'clock instead.
 */

export type Point = { x: number; y: number };

export function normalizeDegrees(degrees: number): number {
  const r = degrees % 360;
  return r < 0 ? r + 360 : r;
}

/** Screen angle in radians (standard maths orientation) of a zodiac longitude. */
export function screenAngle(longitude: number, ascendant: number): number {
  return Math.PI + (normalizeDegrees(longitude - ascendant) * Math.PI) / 180;
}

/** SVG coordinates (y grows downwards) of a longitude at radius r around (cx, cy). */
export function polar(longitude: number, radius: number, ascendant: number, cx: number, cy: number): Point {
  const angle = screenAngle(longitude, ascendant);
  return { x: round(cx + radius * Math.cos(angle)), y: round(cy - radius * Math.sin(angle)) };
}

function round(value: number) {
  // + 0 turns -0 into 0, so equal points compare equal.
  return Math.round(value * 100) / 100 + 0;
}

/** Signed shortest angular difference b - a in (-180, 180]. */
export function angularDifference(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return d > 180 ? d - 360 : d;
}

/**
 * Spreads glyph positions so that neighbours are at least `minSeparation` degrees apart, moving each
 * cluster symmetrically around its centre and keeping the zodiacal order. Answers display longitudes in
 * the order of the input. When everything cannot fit, the spacing shrinks to 360 / n.
 */
export function spreadLongitudes(longitudes: readonly number[], minSeparation: number): number[] {
  const n = longitudes.length;
  if (n < 2) return longitudes.map(normalizeDegrees);
  const sep = Math.min(minSeparation, 360 / n);
  const order = longitudes.map((lon, index) => ({ lon: normalizeDegrees(lon), index })).sort((a, b) => a.lon - b.lon || a.index - b.index);

  // Start the circle in the widest gap, so no cluster straddles the seam.
  let widest = 0;
  let widestGap = -1;
  for (let i = 0; i < n; i++) {
    const next = i === n - 1 ? order[0]!.lon + 360 : order[i + 1]!.lon;
    const gap = next - order[i]!.lon;
    if (gap > widestGap) {
      widestGap = gap;
      widest = (i + 1) % n;
    }
  }
  const start = order[widest]!.lon;
  const items = [...order.slice(widest), ...order.slice(0, widest)].map((item) => ({
    index: item.index,
    base: normalizeDegrees(item.lon - start),
  }));

  // Clusters: runs whose members are closer than `sep`. Each is laid out around the mean of its
  // original positions; re-check until no two clusters overlap (merging them when they do).
  type Cluster = { members: typeof items; center: number };
  let clusters: Cluster[] = items.map((item) => ({ members: [item], center: item.base }));
  const first = (c: Cluster) => c.center - ((c.members.length - 1) * sep) / 2;
  const last = (c: Cluster) => c.center + ((c.members.length - 1) * sep) / 2;
  const merge = (members: Cluster["members"]): Cluster => ({ members, center: members.reduce((sum, m) => sum + m.base, 0) / members.length });
  for (let guard = 0; guard < n * 2; guard++) {
    let merged = false;
    const next: Cluster[] = [];
    for (const cluster of clusters) {
      const previous = next[next.length - 1];
      if (previous && first(cluster) - last(previous) < sep - 1e-9) {
        next[next.length - 1] = merge([...previous.members, ...cluster.members]);
        merged = true;
      } else {
        next.push(cluster);
      }
    }
    clusters = next;
    // The seam: the last cluster may run into the first one after wrapping round.
    if (clusters.length > 1) {
      const head = clusters[0]!;
      const tail = clusters[clusters.length - 1]!;
      if (first(head) + 360 - last(tail) < sep - 1e-9) {
        clusters = [...clusters.slice(1, -1), merge([...tail.members, ...head.members.map((m) => ({ ...m, base: m.base + 360 }))])];
        merged = true;
      }
    }
    if (!merged) break;
  }

  const out = new Array<number>(n);
  for (const cluster of clusters) {
    cluster.members.forEach((member, k) => {
      out[member.index] = normalizeDegrees(first(cluster) + k * sep + start);
    });
  }
  return out;
}

/** The wheel's size and centre, and its radii: the zodiac ring's outer and inner edges, planet glyphs, house numbers, aspect circle. */
export const WHEEL = {
  size: 440,
  cx: 220,
  cy: 220,
  outer: 212,
  zodiacInner: 176,
  glyph: 150,
  houseNumber: 108,
  aspect: 96,
};

/** Minimum angular distance between planet glyphs at the glyph radius (about 21 px apart). */
export const GLYPH_SEPARATION = 8;

/** The SVG path of a ring segment between radii r1 > r2 from startAngle to endAngle (screen radians, counter-clockwise). */
export function ringSegment(cx: number, cy: number, r1: number, r2: number, startAngle: number, endAngle: number) {
  const p = (r: number, a: number) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy - r * Math.sin(a)).toFixed(2)}`;
  return `M ${p(r1, startAngle)} A ${r1} ${r1} 0 0 0 ${p(r1, endAngle)} L ${p(r2, endAngle)} A ${r2} ${r2} 0 0 1 ${p(r2, startAngle)} Z`;
}
