/** The twelve Chinese zodiac animals as the product's own line icons (48 × 48, in the current text colour). */
import { el, fragment, type Markup } from "./svg-markup";
import ANIMAL_ELEMENTS from "./data/animal-art.json" with { type: "json" };

/** An animal's strokes, as markup (./svg-markup.ts): a dozen elements, on several tabs and reports. */
const ANIMAL_ART: Record<string, Markup> = Object.fromEntries(
  Object.entries(ANIMAL_ELEMENTS).map(([animal, parts]) => [animal, fragment(parts.map(([name, attributes]) => el(String(name), attributes as Record<string, string>)))]),
);

export const ANIMAL_ICON_NAMES = Object.keys(ANIMAL_ART);

/** Just the strokes as markup, to place inside another drawing's element (which sets stroke, fill and color). */
export function animalArt(animal: string): Markup {
  return ANIMAL_ART[animal] ?? fragment([]);
}

/** One animal's icon; decorative unless given a `title`. */
export function AnimalIcon({
  animal,
  className = "size-12",
  title,
}: {
  animal: string;
  className?: string;
  title?: string;
}) {
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
