/**
 * Markup written as a string, for parts of a page with hundreds of elements (the chart wheel, the
 * Vedic charts, the animals, the longest tables and lists): React spends several microseconds on each
 * element it renders, and a page served without the framework never updates them (decision record
 * 008). The output is the markup React writes for the same elements, attributes in the order given,
 * text and values escaped as React escapes them; where React separates adjacent texts with `<!-- -->`,
 * the caller writes the separator too, so the page stays the same.
 */
type Value = string | number | null | undefined | false;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

const SPECIAL = /[&<>"']/;

export function escapeMarkup(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : text;
}

function start(name: string, attributes: Record<string, Value>): string {
  let markup = `<${name}`;
  for (const key in attributes) {
    const value = attributes[key];
    if (value === null || value === undefined || value === false) continue;
    markup += typeof value === "number" ? ` ${key}="${value}"` : ` ${key}="${escapeMarkup(value)}"`;
  }
  return markup;
}

/** One element: `attributes` by their SVG names (`stroke-width`, `class`), a null, undefined or false one left out; the children as markup. */
export function el(name: string, attributes: Record<string, Value>, ...children: string[]): string {
  return `${start(name, attributes)}>${children.join("")}</${name}>`;
}

/** A void element (`<input/>`: no children, no closing tag), as React writes it. */
export function voidEl(name: string, attributes: Record<string, Value>): string {
  return `${start(name, attributes)}/>`;
}

/** Text content, escaped. */
export const text = (value: string | number) => escapeMarkup(String(value));

/**
 * Markup with a few values that change, written once: `write` receives a placeholder for each
 * named value and writes the markup with them (through `text`, or as attribute values); each call
 * of the answer puts the values, escaped as `text` escapes them, where the placeholders were. The
 * constant parts are not built again for every page. A value may appear more than once; one that
 * `write` leaves out is an error when the template is made, not a silently wrong page.
 */
export function template<Name extends string>(names: readonly Name[], write: (slots: Record<Name, string>) => string): (values: Record<Name, string>) => string {
  const slots = Object.fromEntries(names.map((name, index) => [name, `\u0001${index}\u0001`])) as Record<Name, string>;
  const pieces = write(slots).split("\u0001");
  // Alternating: constant text, a value's index, constant text, …
  const constants = pieces.filter((_, i) => i % 2 === 0);
  const order = pieces.filter((_, i) => i % 2 === 1).map(Number);
  if (pieces.length % 2 === 0 || names.some((_, index) => !order.includes(index))) throw new Error(`template: each of ${names.join(", ")} must appear`);
  return (values) => {
    let markup = constants[0]!;
    for (let i = 0; i < order.length; i++) markup += escapeMarkup(values[names[order[i]!]!]) + constants[i + 1]!;
    return markup;
  };
}
