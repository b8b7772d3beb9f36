/**
 * SVG drawings written as a string: the chart wheel and its planet marks, the Vedic charts and the
 * animal icons, some hundreds of elements that React would spend several microseconds on each and that
 * never change in the browser (decision record 008). The string goes into its `<svg>` (or `<g>`) as
 * inner HTML. Only these drawing modules import it (.dependency-cruiser.cjs); everything else on a
 * page is written by React.
 *
 * A child is `Markup`, a string that this module wrote: an element, or text escaped by `text`. A plain
 * string is not `Markup`, so `el("title", {}, user.name)` does not compile; attribute values are
 * always escaped.
 */
declare const written: unique symbol;
/** Markup this module wrote: elements, and text escaped on the way in. */
export type Markup = string & { readonly [written]: true };

/** A child: markup, or nothing (null, undefined or false are left out). */
type Child = Markup | null | undefined | false;

type Value = string | number | null | undefined | false;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

const SPECIAL = /[&<>"']/;

function escape(value: string): string {
  return SPECIAL.test(value) ? value.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : value;
}

/** Text content, escaped as React escapes it. */
export const text = (value: string | number): Markup => escape(String(value)) as Markup;

/** Several children one after another. */
export function fragment(children: readonly Child[]): Markup {
  let markup = "";
  for (const child of children) if (child) markup += child;
  return markup as Markup;
}

/** One element: `attributes` by their SVG names (`stroke-width`, `class`), a null, undefined or false one left out, values escaped. */
export function el(name: string, attributes: Record<string, Value>, ...children: Child[]): Markup {
  let markup = `<${name}`;
  for (const key in attributes) {
    const value = attributes[key];
    if (value === null || value === undefined || value === false) continue;
    markup += typeof value === "number" ? ` ${key}="${value}"` : ` ${key}="${escape(value)}"`;
  }
  return `${markup}>${fragment(children)}</${name}>` as Markup;
}
