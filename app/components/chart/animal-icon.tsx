/** The twelve Chinese zodiac animals as the product's own line icons (48 × 48, in the current text colour). */
import { el, fragment, type Markup } from "./svg-markup";

const dot = (cx: number, cy: number, r = 1.4) => el("circle", { cx, cy, r, fill: "currentColor", stroke: "none" });
/** An animal's strokes, as markup (./svg-markup.ts): a dozen elements, on several tabs and reports. */
const art = (...parts: Markup[]) => fragment(parts);

const ANIMAL_ART: Record<string, Markup> = {
  Rat: art(
    el("circle", { cx: "14", cy: "14", r: "6" }),
    el("circle", { cx: "34", cy: "14", r: "6" }),
    el("path", { d: "M12 22C12 14 36 14 36 22C36 30 28 37 24 40C20 37 12 30 12 22Z" }),
    dot(24, 39, 1.6),
    dot(19, 24),
    dot(29, 24),
    el("path", { d: "M13 33l6-1M13 37l6-3M35 33l-6-1M35 37l-6-3M36 30c8 2 8 12 0 14" }),
  ),
  Ox: art(
    el("path", { d: "M8 10c0 9 6 10 9 9M40 10c0 9-6 10-9 9" }),
    el("path", { d: "M16 17c0-4 16-4 16 0v13c0 4-2 6-8 6s-8-2-8-6z" }),
    el("path", { d: "M16 20l-6 2 6 2M32 20l6 2-6 2" }),
    el("ellipse", { cx: "24", cy: "36", rx: "8", ry: "5" }),
    dot(21, 36, 1.1),
    dot(27, 36, 1.1),
    dot(20, 24),
    dot(28, 24),
  ),
  Tiger: art(
    el("path", { d: "M12 16c-2-8 6-8 7-4M36 16c2-8-6-8-7-4" }),
    el("circle", { cx: "24", cy: "26", r: "14" }),
    el("path", { d: "M24 13v5M20 14l1 4M28 14l-1 4M10 24l5 1M10 29l5-1M38 24l-5 1M38 29l-5-1" }),
    dot(19, 24),
    dot(29, 24),
    el("path", { d: "M22 30h4l-2 2zM24 32c0 3-3 3-4 2M24 32c0 3 3 3 4 2" }),
  ),
  Rabbit: art(
    el("ellipse", { cx: "19", cy: "11", rx: "4", ry: "9", transform: "rotate(-8 19 11)" }),
    el("ellipse", { cx: "29", cy: "11", rx: "4", ry: "9", transform: "rotate(8 29 11)" }),
    el("circle", { cx: "24", cy: "31", r: "11" }),
    dot(20, 29),
    dot(28, 29),
    el("path", { d: "M23 33h2l-1 1.5zM24 34.5c0 2.5-3 2.5-3 1.5M24 34.5c0 2.5 3 2.5 3 1.5M12 33l6 1M36 33l-6 1" }),
  ),
  Dragon: art(
    el("path", { d: "M10 26c0-8 8-12 16-10l12 4c3 1 4 4 2 6l-10 2 6 4c-2 3-6 3-8 1l-6-1c-6 2-12 0-12-6z" }),
    el("path", { d: "M18 16c-2-6 0-10 4-11M22 16c0-5 3-8 7-8" }),
    dot(25, 21, 1.6),
    el("path", { d: "M40 26c4 4 4 10 0 14M30 28c2 8-2 12-6 14M10 26l-4-4h4l-3-5 5 2" }),
  ),
  Snake: art(
    el("path", { d: "M8 40c2-8 30-4 30-13s-26-5-26-13c0-5 6-7 11-6" }),
    el("ellipse", { cx: "28", cy: "9", rx: "5", ry: "3.5" }),
    dot(29, 8, 1.1),
    el("path", { d: "M33 9h4l2-2M37 9l2 2" }),
  ),
  Horse: art(
    el("path", { d: "M30 8C22 8 14 14 10 24c-2 4-1 8 3 9 3 1 5-1 7-3l4-3c2 5 4 11 4 15h10c0-10 0-24-4-30-1-2-2-3-4-4z" }),
    el("path", { d: "M30 8l2-5 2 6M34 12c4 2 6 6 7 10M36 20c4 2 5 6 6 10" }),
    dot(24, 16),
    dot(13, 29, 1),
  ),
  Goat: art(
    el("path", { d: "M18 14C12 6 4 10 8 16c2 3 6 2 6 0M30 14c6-8 14-4 10 2-2 3-6 2-6 0" }),
    el("path", { d: "M17 14c3-2 11-2 14 0l-2 18c-1 4-9 4-10 0z" }),
    el("path", { d: "M17 18l-8 3 8 1M31 18l8 3-8 1M21 34l3 8 3-8" }),
    dot(21, 21),
    dot(27, 21),
  ),
  Monkey: art(
    el("circle", { cx: "9", cy: "24", r: "5" }),
    el("circle", { cx: "39", cy: "24", r: "5" }),
    el("circle", { cx: "24", cy: "24", r: "14" }),
    el("path", { d: "M24 18c-4-5-11-2-9 5 1 5 4 11 9 12 5-1 8-7 9-12 2-7-5-10-9-5z" }),
    dot(20, 22),
    dot(28, 22),
    dot(23, 28, 0.8),
    dot(25, 28, 0.8),
    el("path", { d: "M20 31c2 2 6 2 8 0" }),
  ),
  Rooster: art(
    el("path", { d: "M16 10c-1-4 2-5 3-2 0-4 4-4 4 0 1-3 4-2 3 2" }),
    el("path", { d: "M18 10c-5 1-6 6-4 10l-2 10c0 8 8 12 16 10 6-1 10-6 10-12l-6 2c-2-4-6-6-8-8v-8c0-3-3-5-6-4z" }),
    el("path", { d: "M14 14l-6 2 6 1M14 18c-2 3 0 5 1 3" }),
    dot(19, 14),
    el("path", { d: "M36 28c2-10 6-14 8-16M37 30c5-6 7-8 9-8M38 34c4-2 6-2 8-1M22 41v5M28 40v6" }),
  ),
  Dog: art(
    el("path", { d: "M14 16c0-6 20-6 20 0v14c0 8-6 10-10 10s-10-2-10-10z" }),
    el("path", { d: "M14 14c-6 0-8 8-6 16 4 0 6-4 6-8M34 14c6 0 8 8 6 16-4 0-6-4-6-8" }),
    dot(20, 22),
    dot(28, 22),
    el("ellipse", { cx: "24", cy: "31", rx: "3", ry: "2", fill: "currentColor", stroke: "none" }),
    el("path", { d: "M24 33v2c-2 2-4 1-4 0M24 35c2 2 4 1 4 0" }),
  ),
  Pig: art(
    el("path", { d: "M12 16l-2-10 10 6M36 16l2-10-10 6" }),
    el("circle", { cx: "24", cy: "26", r: "15" }),
    el("ellipse", { cx: "24", cy: "31", rx: "7", ry: "5" }),
    el("ellipse", { cx: "21.5", cy: "31", rx: "1", ry: "1.6", fill: "currentColor", stroke: "none" }),
    el("ellipse", { cx: "26.5", cy: "31", rx: "1", ry: "1.6", fill: "currentColor", stroke: "none" }),
    dot(18, 22),
    dot(30, 22),
  ),
};

export const ANIMAL_ICON_NAMES = Object.keys(ANIMAL_ART);

/** Just the strokes as markup, to place inside another drawing's element (which sets stroke, fill and color). */
export function animalArt(animal: string): Markup {
  return ANIMAL_ART[animal] ?? fragment([]);
}

/** One animal's icon; decorative unless given a `title`. */
export function AnimalIcon({ animal, className = "size-12", title }: { animal: string; className?: string; title?: string }) {
  const art = ANIMAL_ART[animal];
  if (!art) return null;
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-animal={animal}
      focusable="false"
      dangerouslySetInnerHTML={{ __html: art }}
    />
  );
}
