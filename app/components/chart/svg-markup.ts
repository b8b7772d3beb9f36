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
