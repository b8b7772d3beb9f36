/** Deterministic choice helpers shared by the writers: no randomness, only hashes of their inputs. */

/** FNV-1a 32-bit: stable, fast. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes a seed with a salt into a fresh 32-bit value. */
export function mix(seed: number, salt: number): number {
  let x = (seed ^ Math.imul(salt + 0x632be5ab, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** One item of a list, chosen by seed and salt. */
export function pick<T>(list: readonly T[], seed: number, salt = 0): T {
  return list[mix(seed, salt) % list.length]!;
}

/**
 * Index into a list of n items that walks through the whole list on consecutive days before
 * repeating: a per-reader starting point (seed, salt) plus the day number times a step coprime with n.
 */
export function rotateIndex(n: number, seed: number, salt: number, day: number): number {
  const start = mix(seed, salt) % n;
  let step = 1 + (mix(seed, salt + 7919) % Math.max(1, n - 1));
  while (gcd(step, n) !== 1) step++;
  return (start + (((day % n) + n) % n) * step) % n;
}

/** One item of a list, rotating day by day (see rotateIndex). */
export function rotate<T>(list: readonly T[], seed: number, salt: number, day: number): T {
  return list[rotateIndex(list.length, seed, salt, day)]!;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "an Aries", "a Leo". */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** Sentences of a text: split after . ! ? (and the Devanagari full stop) and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Lower-case words without punctuation (for n-gram and sentence comparisons). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}°%]+$/gu, ""))
    .filter(Boolean);
}

/**
 * The first repeated n-word sequence of a text (within paragraphs), or null. Each sequence is keyed
 * by two independent 31-bit polynomial hashes packed into one 52-bit number (no strings per sequence).
 */
export function repeatedNgram(text: string, n = 6): string | null {
  const ids = new Map<string, number>();
  const seen = new Set<number>();
  for (const paragraph of text.split("\n")) {
    const w = paragraph.toLowerCase().split(/[^\p{L}\p{M}\p{N}°%]+/u);
    const codes: number[] = [];
    const kept: string[] = [];
    for (const x of w) {
      if (!x) continue;
      let id = ids.get(x);
      if (id === undefined) ids.set(x, (id = ids.size + 1));
      codes.push(id);
      kept.push(x);
    }
    for (let i = 0; i + n <= codes.length; i++) {
      let h1 = 0;
      let h2 = 7;
      for (let k = 0; k < n; k++) {
        h1 = (h1 * 4099 + codes[i + k]!) % 2147483629;
        h2 = (h2 * 8191 + codes[i + k]!) % 2097143;
      }
      const key = h1 * 2097152 + h2;
      if (seen.has(key)) return kept.slice(i, i + n).join(" ");
      seen.add(key);
    }
  }
  return null;
}
