/**
 * Prose templates: sentences with named slots ("{x} and {y} feed each other") that a writer fills
 * from facts. A bank of templates declares its slots once (`templates(["x", "y"], …)`); the type of
 * each of its sentences carries them, so `fill` does not compile unless the writer supplies every
 * slot, and at run time `fill` throws rather than let a "{x}" reach a reader. The declared slots are
 * also kept on the bank, so a test renders every sentence of every bank (tests/unit/text-templates.test.ts).
 */

declare const slotsBrand: unique symbol;

/** A sentence whose slots are the names in K. */
export type Template<K extends string> = string & { readonly [slotsBrand]: K };

/** A bank's data with every sentence typed as a Template of the bank's slots. */
export type Templates<D, K extends string> = D extends string ? Template<K> : { readonly [P in keyof D]: Templates<D[P], K> };

const SLOTS = Symbol("template slots");
const SLOT = /\{(\w+)\}/g;

/**
 * Declares a bank of templates (a list, or a record of lists or sentences) and the slots its sentences
 * may use; throws on a sentence with any other slot (`where` names the bank in the message).
 */
export function templates<const K extends string, D extends object>(slots: readonly K[], data: D, where = "a bank"): Templates<D, K> {
  const unknown = sentencesIn(data).flatMap((s) => slotsOf(s).filter((slot) => !(slots as readonly string[]).includes(slot)).map((slot) => `{${slot}} in "${s}"`));
  if (unknown.length) throw new Error(`Unknown template slot in ${where}: ${unknown.join("; ")}`);
  // Configurable: a language that reuses another's bank declares it again, with the same slots.
  Object.defineProperty(data, SLOTS, { value: Object.freeze([...slots]), enumerable: false, configurable: true });
  return data as unknown as Templates<D, K>;
}

function sentencesIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return value && typeof value === "object" ? Object.values(value).flatMap(sentencesIn) : [];
}

/** The slots a bank declared with `templates`, or null for any other value. */
export function declaredSlots(value: unknown): readonly string[] | null {
  if (typeof value !== "object" || value === null) return null;
  return (value as { [SLOTS]?: readonly string[] })[SLOTS] ?? null;
}

/** The slot names a sentence uses, in order of appearance. */
export function slotsOf(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1]!);
}

/**
 * A template with every slot (each occurrence) replaced by its value. Values are inserted as they
 * are, never read for slots themselves. Throws on a slot without a value.
 */
export function fill<K extends string>(template: Template<K>, vars: Readonly<Record<NoInfer<K>, string>> & Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (slot, name: string) => {
    const value = (vars as Readonly<Record<string, string | undefined>>)[name];
    if (typeof value !== "string") throw new Error(`Template slot ${slot} has no value in "${template}"`);
    return value;
  });
}
