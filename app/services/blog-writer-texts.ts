/**
 * The built-in blog writer's own prose (./blog-writer-texts.json): short original notes on each
 * planet, element, modality, house, sign theme and retrograde, written as templates so every sentence
 * names its subject.
 */
import type { Element, Modality, Planet, Sign } from "~/astrology/constants";
import { templates } from "~/astrology/texts/template";
import texts from "~/services/blog-writer-texts.json" with { type: "json" };

export type PlanetNote = { essence: string; love: string; work: string; money: string; retrograde: string; tips: [string, string, string] };

export const PLANET_NOTES = texts.planetNotes satisfies Record<Planet, object> as Record<Planet, PlanetNote>;

/** Element notes: {p} is the planet (or the sign's people), {s} the sign. */
export const ELEMENT_NOTES = templates(["p", "s"], texts.elementNotes satisfies Record<Element, string[]> as Record<Element, [string, string]>);

export const MODALITY_NOTES = templates(["p", "s"], texts.modalityNotes satisfies Record<Modality, string>);

/** One phrase per sign for what its season, eclipses or lunations put in focus. */
export const SIGN_THEMES: Record<Sign, string> = texts.signThemes;

/** The twelve houses: what each covers, and the sign that naturally rules it. */
export const HOUSE_NOTES: readonly string[] = texts.houseNotes;

export const ORDINAL_WORDS = texts.ordinals;

/** Traditional dignities: the signs a planet rules and is exalted in (their opposites are detriment and fall). */
export const RULES = texts.rules satisfies Partial<Record<Planet, string[]>> as Partial<Record<Planet, Sign[]>>;
export const EXALTED = texts.exalted satisfies Partial<Record<Planet, string>> as Partial<Record<Planet, Sign>>;

export const DIGNITY_NOTES = templates(["p", "s", "r"], texts.dignityNotes satisfies Record<"rules" | "exalted" | "detriment" | "fall" | "peregrine", string>);

/** What a retrograde of each planet is best used for; {p} the planet. */
export const RETROGRADE_USES: Record<Planet, string[]> = texts.retrogradeUses;

/** Roughly how long each body takes to circle the zodiac, and so how often it returns to a sign. */
export const ORBIT_NOTES: Record<Planet, string> = texts.orbitNotes;

/** The planet in each element, one sentence each; {p} the planet. */
export const PLANET_BY_ELEMENT = templates(["p"], texts.planetByElement satisfies Record<Element, string>);
