// The chart card's preview image (og:image, twitter:image): a 1200 × 630 PNG drawn from an SVG made
// here, in the product's colours and typefaces, rendered by resvg. The wheel is the chart's own —
// the signs turned so the Ascendant sits at the left (Aries there without a birth time), each planet
// a point at its longitude, the aspects across the middle — drawn with shapes and the card's
// typefaces alone, so the image needs no symbol font. A card keeping birth details private is placed
// by sign alone: the rising sign begins at the left, each planet a point inside its sign, nothing finer.
import { Resvg } from "@resvg/resvg-js";
import { SIGNS } from "~/astrology/constants";
import { isSignWheel, type SignWheel, type WheelInput } from "~/domain/wheel";
import { signPlacements } from "~/domain/wheel-model";
import { cardFontFiles } from "./fonts.server";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";

export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

export type CardFace = {
  name: string;
  /** The chart's facts, as the card page lists them ("Sun" → "Leo"). */
  rows: { label: string; value: string }[];
  /** The birth facts the member chose to show, in one line; null for none. */
  facts: string | null;
  wheel: WheelInput | SignWheel;
  /** Seeds the scatter of background stars, so each card keeps its own sky. */
  seed: string;
  locale: Locale;
};

const NIGHT_950 = "#1a0b3d";
const NIGHT_900 = "#2e1065";
const NIGHT_300 = "#c4b5fd";
const NIGHT_100 = "#ede9fe";
const GOLD_300 = "#fcd34d";
const ELEMENT_TINT = ["#fb7185", "#34d399", "#38bdf8", "#818cf8"]; // fire, earth, air, water

export function escapeXml(value: string) {
  return value.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A small deterministic generator (mulberry32) from a string. */
function seeded(seed: string) {
  let a = 0;
  for (const char of seed) a = (Math.imul(a ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

const RADII = { outer: 250, inner: 200, planetRing: 172, aspectRing: 140 };

/** A longitude's point on the image at radius r: longitude counter-clockwise, `rotation` at the left. */
function ringPoint(rotation: number, cx: number, cy: number) {
  return (longitude: number, r: number) => {
    const a = Math.PI + ((longitude - rotation) * Math.PI) / 180;
    return { x: cx + r * Math.cos(a), y: cy - r * Math.sin(a) };
  };
}

/** The twelve signs, tinted by element, with their names (`names`, in the signs' order); and the aspect ring. */
function zodiacRing(at: ReturnType<typeof ringPoint>, cx: number, cy: number, names: string[]) {
  const { outer, inner, aspectRing } = RADII;
  const parts: string[] = [];
  SIGNS.forEach((_, i) => {
    const start = i * 30;
    const p1 = at(start, outer);
    const p2 = at(start + 30, outer);
    const p3 = at(start + 30, inner);
    const p4 = at(start, inner);
    parts.push(
      `<path d="M${f(p1.x)} ${f(p1.y)} A${outer} ${outer} 0 0 0 ${f(p2.x)} ${f(p2.y)} L${f(p3.x)} ${f(p3.y)} A${inner} ${inner} 0 0 1 ${f(p4.x)} ${f(p4.y)} Z" fill="${ELEMENT_TINT[i % 4]}" fill-opacity="0.16" stroke="${NIGHT_300}" stroke-opacity="0.45" stroke-width="1"/>`,
    );
    const label = at(start + 15, (outer + inner) / 2);
    parts.push(
      `<text x="${f(label.x)}" y="${f(label.y + 6)}" text-anchor="middle" font-family="Inter SemiBold, Inter" font-size="16" letter-spacing="1" fill="${NIGHT_100}">${names[i]}</text>`,
    );
  });
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${aspectRing}" fill="none" stroke="${NIGHT_300}" stroke-opacity="0.3" stroke-width="1"/>`);
  return parts.join("");
}

function wheelSvg(wheel: WheelInput | SignWheel, cx: number, cy: number, names: string[]) {
  if (isSignWheel(wheel)) return signWheelSvg(wheel, cx, cy, names);
  const { outer, inner, planetRing, aspectRing } = RADII;
  // The wheel's convention: longitude increases counter-clockwise, the Ascendant (or 0° Aries) at the left.
  const at = ringPoint(wheel.ascendant?.longitude ?? 0, cx, cy);
  const parts: string[] = [zodiacRing(at, cx, cy, names)];
  // Houses and the four angles, with a birth time.
  if (wheel.houses) {
    for (const cusp of wheel.houses) {
      const a = at(cusp, inner);
      const b = at(cusp, aspectRing);
      parts.push(`<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${NIGHT_300}" stroke-opacity="0.35" stroke-width="1"/>`);
    }
  }
  for (const angle of [wheel.ascendant, wheel.midheaven]) {
    if (!angle) continue;
    for (const longitude of [angle.longitude, angle.longitude + 180]) {
      const a = at(longitude, outer + 14);
      const b = at(longitude, aspectRing);
      parts.push(`<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${GOLD_300}" stroke-width="${longitude === angle.longitude ? 2.5 : 1.25}"/>`);
    }
  }
  const bodies = Object.entries(wheel.bodies).filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => Boolean(entry[1]));
  const where = new Map(bodies.map(([name, body]) => [name, body.longitude]));
  for (const aspect of wheel.aspects) {
    const la = where.get(aspect.a);
    const lb = where.get(aspect.b);
    if (la === undefined || lb === undefined) continue;
    const soft = aspect.type === "trine" || aspect.type === "sextile";
    if (!soft && aspect.type !== "square" && aspect.type !== "opposition") continue;
    const a = at(la, aspectRing);
    const b = at(lb, aspectRing);
    parts.push(
      `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${soft ? "#38bdf8" : "#fb7185"}" stroke-opacity="0.75" stroke-width="1.5"${soft ? "" : ' stroke-dasharray="6 4"'}/>`,
    );
  }
  for (const [name, body] of bodies) {
    const luminary = name === "Sun" || name === "Moon";
    const tick1 = at(body.longitude, inner);
    const tick2 = at(body.longitude, inner - 12);
    const dot = at(body.longitude, planetRing);
    parts.push(`<line x1="${f(tick1.x)}" y1="${f(tick1.y)}" x2="${f(tick2.x)}" y2="${f(tick2.y)}" stroke="${NIGHT_100}" stroke-width="2"/>`);
    parts.push(`<circle cx="${f(dot.x)}" cy="${f(dot.y)}" r="${luminary ? 9 : 6}" fill="${luminary ? GOLD_300 : NIGHT_100}" stroke="${NIGHT_950}" stroke-width="2"/>`);
  }
  return parts.join("");
}

/** The sign-only wheel: the rising sign (else Aries) begins at the left; each planet a point inside its sign. */
function signWheelSvg(wheel: SignWheel, cx: number, cy: number, names: string[]) {
  const { planetRing } = RADII;
  const rising = wheel.rising ? SIGNS.indexOf(wheel.rising as (typeof SIGNS)[number]) : -1;
  const at = ringPoint(Math.max(rising, 0) * 30, cx, cy);
  const parts: string[] = [zodiacRing(at, cx, cy, names)];
  const longitudes = signPlacements(wheel.bodies);
  const counts = new Map<string, number>();
  for (const body of wheel.bodies) counts.set(body.sign, (counts.get(body.sign) ?? 0) + 1);
  const nth = new Map<string, number>();
  wheel.bodies.forEach((body, i) => {
    const longitude = longitudes[i]!;
    if (Number.isNaN(longitude)) return;
    const k = nth.get(body.sign) ?? 0;
    nth.set(body.sign, k + 1);
    // A crowded sign staggers its points inwards.
    const dot = at(longitude, counts.get(body.sign)! > 3 && k % 2 === 1 ? planetRing - 22 : planetRing);
    const luminary = body.name === "Sun" || body.name === "Moon";
    parts.push(`<circle cx="${f(dot.x)}" cy="${f(dot.y)}" r="${luminary ? 9 : 6}" fill="${luminary ? GOLD_300 : NIGHT_100}" stroke="${NIGHT_950}" stroke-width="2"/>`);
  });
  return parts.join("");
}

/** The card as SVG, 1200 × 630. */
export function cardSvg(face: CardFace): string {
  const t = translator(face.locale);
  const random = seeded(face.seed);
  const stars = Array.from({ length: 70 }, () => {
    const x = random() * CARD_IMAGE_WIDTH;
    const y = random() * CARD_IMAGE_HEIGHT;
    const r = 0.6 + random() * 1.6;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffffff" fill-opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join("");
  const left = 640;
  // The name in the display face, smaller as it grows, so a long one still fits the column.
  const nameSize = Math.max(34, Math.min(64, Math.floor(1000 / Math.max(face.name.length, 1))));
  const rows = face.rows
    .map(
      (row, i) =>
        `<text x="${left}" y="${248 + i * 62}" font-family="Inter" font-size="18" letter-spacing="2" fill="${NIGHT_300}">${escapeXml(row.label.toUpperCase())}</text>` +
        `<text x="${left}" y="${278 + i * 62}" font-family="Inter SemiBold, Inter" font-size="28" fill="#ffffff">${escapeXml(row.value)}</text>`,
    )
    .join("");
  const facts = face.facts
    ? `<text x="${left}" y="${248 + face.rows.length * 62 + 8}" font-family="Inter" font-size="20" fill="${NIGHT_100}">${escapeXml(face.facts)}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_IMAGE_WIDTH}" height="${CARD_IMAGE_HEIGHT}" viewBox="0 0 ${CARD_IMAGE_WIDTH} ${CARD_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NIGHT_950}"/><stop offset="1" stop-color="${NIGHT_900}"/></linearGradient></defs>`,
    `<rect width="${CARD_IMAGE_WIDTH}" height="${CARD_IMAGE_HEIGHT}" fill="url(#sky)"/>`,
    stars,
    wheelSvg(face.wheel, 320, 315, SIGNS.map((sign) => (face.locale === "en" ? sign.slice(0, 3).toUpperCase() : escapeXml(t(`astro.sign.${sign}`))))),
    `<circle cx="320" cy="315" r="${RADII.outer}" fill="none" stroke="${NIGHT_300}" stroke-width="1.5"/>`,
    `<circle cx="320" cy="315" r="${RADII.inner}" fill="none" stroke="${NIGHT_300}" stroke-opacity="0.6" stroke-width="1"/>`,
    `<text x="${left}" y="92" font-family="Inter SemiBold, Inter" font-size="20" letter-spacing="4" fill="${GOLD_300}">${escapeXml(t("report.card.header"))}</text>`,
    `<text x="${left}" y="${120 + nameSize}" font-family="Fraunces SemiBold, Fraunces, Inter SemiBold" font-size="${nameSize}" fill="#ffffff">${escapeXml(face.name)}</text>`,
    rows,
    facts,
    `<text x="${left}" y="598" font-family="Inter" font-size="18" fill="${GOLD_300}">${escapeXml(t("report.card.footer"))}</text>`,
    `</svg>`,
  ].join("");
}

/** The card as a PNG, 1200 × 630. */
export function renderCardPng(face: CardFace): Buffer {
  const resvg = new Resvg(cardSvg(face), {
    fitTo: { mode: "width", value: CARD_IMAGE_WIDTH },
    font: { fontFiles: cardFontFiles([face.name, face.facts, ...face.rows.flatMap((row) => [row.label, row.value])].join(" ")), loadSystemFonts: false, defaultFontFamily: "Inter" },
  });
  return resvg.render().asPng();
}
