/**
 * Cover art for blog cards: a motif per category over a star field seeded by the slug. Drawn on the
 * server only and served as an SVG image (routes/blog-art.tsx).
 */
import palettes from "./data/category-palettes.json" with { type: "json" };

const PALETTES: Record<string, { from: string; to: string; accent: string }> = palettes;

function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function random(seed: number) {
  let state = seed || 1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) ^ Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

type SpokesProps = { count: number; angle: (i: number) => number; inner: number; outer: (i: number) => number; opacity?: (i: number) => number; cy?: number };

/** `count` radial lines about (200, cy): line i at `angle(i)`, from radius `inner` out to `outer(i)`. */
function Spokes({ count, angle, inner, outer, opacity, cy = 112 }: SpokesProps) {
  return Array.from({ length: count }, (_, i) => {
    const [a, r] = [angle(i), outer(i)];
    return <line key={i} x1={200 + inner * Math.cos(a)} y1={cy + inner * Math.sin(a)} x2={200 + r * Math.cos(a)} y2={cy + r * Math.sin(a)} opacity={opacity?.(i)} />;
  });
}

function Motif({ category, accent, seed }: { category: string; accent: string; seed: number }) {
  const common = { fill: "none", stroke: accent, strokeWidth: 1.5, strokeLinecap: "round" as const };
  switch (category) {
    case "zodiac_signs":
      return (
        <g {...common}>
          <circle cx="200" cy="112" r="62" />
          <circle cx="200" cy="112" r="44" opacity={0.6} />
          <Spokes count={12} angle={(i) => (i * Math.PI) / 6} inner={44} outer={() => 62} />
          {Array.from({ length: 12 }, (_, i) => {
            const a = ((i + 0.5) * Math.PI) / 6;
            return <circle key={i} cx={200 + 53 * Math.cos(a)} cy={112 + 53 * Math.sin(a)} r={i === seed % 12 ? 4 : 2} fill={accent} stroke="none" />;
          })}
        </g>
      );
    case "planets_houses":
      return (
        <g {...common}>
          <ellipse cx="200" cy="112" rx="150" ry="34" opacity={0.35} />
          <ellipse cx="200" cy="112" rx="100" ry="22" opacity={0.5} />
          <circle cx="200" cy="112" r="30" fill={accent} fillOpacity={0.18} />
          <ellipse cx="200" cy="112" rx="52" ry="12" transform="rotate(-16 200 112)" />
          <circle cx="300" cy="105" r="6" fill={accent} stroke="none" />
          <circle cx="86" cy="124" r="4" fill={accent} stroke="none" />
        </g>
      );
    case "vedic_astrology":
      return (
        <g {...common}>
          <path d="M214 62a52 52 0 1 0 0 100a40 40 0 1 1 0-100z" fill={accent} fillOpacity={0.2} />
          {Array.from({ length: 27 }, (_, i) => {
            const a = Math.PI * (0.05 + (i / 26) * 0.9);
            return (
              <circle
                key={i}
                cx={200 + 92 * Math.cos(a + Math.PI)}
                cy={190 + 92 * Math.sin(a + Math.PI)}
                r={i === seed % 27 ? 3.5 : 1.6}
                fill={accent}
                stroke="none"
              />
            );
          })}
        </g>
      );
    case "chinese_zodiac":
      return (
        <g {...common}>
          <circle cx="200" cy="112" r="64" opacity={0.5} />
          <circle cx="200" cy="112" r="40" />
          <path d="M200 72a20 20 0 0 1 0 40a20 20 0 0 0 0 40" />
          <circle cx="200" cy="92" r="4" fill={accent} stroke="none" />
          <circle cx="200" cy="132" r="4" />
          <Spokes count={12} angle={(i) => (i * Math.PI) / 6} inner={58} outer={() => 70} />
        </g>
      );
    case "love_compatibility":
      return (
        <g {...common}>
          <circle cx="176" cy="112" r="48" fill={accent} fillOpacity={0.12} />
          <circle cx="224" cy="112" r="48" fill={accent} fillOpacity={0.12} />
          <path d="M200 72a48 48 0 0 1 0 80a48 48 0 0 1 0-80z" fill={accent} fillOpacity={0.3} />
        </g>
      );
    case "animals_astrology":
      // The twelve animals of the Chinese cycle as twelve beads around the year, one lit.
      return (
        <g {...common}>
          <circle cx="200" cy="112" r="58" opacity={0.5} />
          {Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6 - Math.PI / 2;
            return <circle key={i} cx={200 + 58 * Math.cos(a)} cy={112 + 58 * Math.sin(a)} r={i === seed % 12 ? 9 : 5} fill={accent} fillOpacity={i === seed % 12 ? 0.9 : 0.3} />;
          })}
          <path d="M184 124c0-14 8-24 16-24s16 10 16 24M192 100l-4-10 8 6M208 100l4-10-8 6" />
        </g>
      );
    case "astronomical_events":
      return (
        <g {...common}>
          <Spokes count={24} angle={(i) => (i * Math.PI) / 12} inner={50} outer={(i) => (i % 2 ? 64 : 76)} opacity={() => 0.6} />
          <circle cx="200" cy="112" r="44" fill={accent} fillOpacity={0.25} />
          <circle cx="208" cy="108" r="42" fill="#020617" stroke="none" />
        </g>
      );
    case "forecasts":
      return (
        <g {...common}>
          <line x1="40" y1="150" x2="360" y2="150" opacity={0.6} />
          <path d="M150 150a50 50 0 0 1 100 0" fill={accent} fillOpacity={0.25} />
          <Spokes count={9} cy={150} angle={(i) => Math.PI + (i * Math.PI) / 8} inner={62} outer={() => 80} />
        </g>
      );
    default:
      // Beginner guides and anything else: a simple chart wheel.
      return (
        <g {...common}>
          <circle cx="200" cy="112" r="66" />
          <circle cx="200" cy="112" r="50" opacity={0.6} />
          <circle cx="200" cy="112" r="20" opacity={0.6} />
          <Spokes count={12} angle={(i) => (i * Math.PI) / 6 + 0.2} inner={20} outer={() => 66} opacity={(i) => (i % 3 ? 0.5 : 1)} />
        </g>
      );
  }
}

/** A 16:9 cover for a post of a category; decorative (the card's text says what it is). */
export const ART_CATEGORIES = Object.keys(PALETTES);

export function CategoryArt({ category, seedText, className = "" }: { category: string; seedText: string; className?: string }) {
  const { from, to, accent } = PALETTES[category] ?? palettes.beginner_guides;
  const seed = hash(seedText);
  const next = random(seed);
  const stars = Array.from({ length: 34 }, () => ({ x: next() * 400, y: next() * 225, r: 0.4 + next() * 1.3, o: 0.35 + next() * 0.6 }));
  const gradientId = `art-${category}-${seed.toString(36)}`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className} data-art={category}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${gradientId})`} />
      {stars.map((star, i) => (
        <circle key={i} cx={star.x.toFixed(1)} cy={star.y.toFixed(1)} r={star.r.toFixed(2)} fill="#fff" opacity={star.o.toFixed(2)} />
      ))}
      <Motif category={category} accent={accent} seed={seed} />
    </svg>
  );
}
