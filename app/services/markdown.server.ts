// Markdown → safe HTML for blog articles: GFM (tables, task lists, strikethrough, autolinked URLs
// and e-mails) plus footnotes, then sanitized, because an article's body is HTML we did not write.
import { Marked } from "marked";
import markedFootnote from "marked-footnote";
import sanitize, { type IOptions } from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false }).use(
  markedFootnote({ description: "Footnotes", refMarkers: false }),
);

/** What an article may hold: the markup markdown writes, and plain HTML text, lists, tables and images. */
const ARTICLE_TAGS = [
  ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "div", "span", "section", "figure", "figcaption"],
  ...["a", "img", "em", "strong", "b", "i", "u", "s", "del", "ins", "sup", "sub", "small", "mark", "abbr", "kbd", "samp", "var", "q", "cite", "dfn", "time"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "details", "summary", "input"],
  ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
];

/** Refused with everything inside them (other refused tags keep their text). */
const DROPPED_WHOLE = ["script", "style", "textarea", "option", "xmp", "noscript", "template", "iframe", "object", "embed", "svg", "math", "select", "title"];

// `allowedEmptyAttributes` is an option of sanitize-html that its type definitions do not list yet.
const ARTICLE_OPTIONS: IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ARTICLE_TAGS,
  allowedAttributes: {
    // Footnotes carry ids, data-footnote-* and aria-* attributes; headings and blocks an id or a class.
    "*": ["id", "class", "title", "lang", "dir", "align", "data-*", "aria-*"],
    a: ["href", "rel"],
    img: ["src", "alt", "width", "height"],
    ol: ["start", "reversed", "type"],
    li: ["value"],
    col: ["span"],
    colgroup: ["span"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    input: ["type", "checked", "disabled"],
    time: ["datetime"],
  },
  allowedEmptyAttributes: ["alt", "checked", "disabled", "reversed", "data-footnotes", "data-footnote-ref", "data-footnote-backref"],
  allowedSchemes: ["http", "https", "ftp", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  nonTextTags: DROPPED_WHOLE,
  selfClosing: ["img", "br", "hr", "input", "col", "wbr"],
  transformTags: {
    // Links leaving the site open safely.
    a: (tagName, attribs) => ({ tagName, attribs: /^https?:\/\//i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs }),
    // Task-list boxes stay read-only; a box has no visible label of its own, so it says what its state means.
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "", "aria-label": "checked" in attribs ? "Done" : "Not done" } }),
  },
  // A form field other than a task-list box goes.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
};

/** Sanitizes HTML: no scripts, no event handlers, no javascript:/data: links, no styles, frames or forms. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, ARTICLE_OPTIONS);
}

/** Renders an article's markdown to sanitized HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? "") as string;
  return sanitizeHtml(html);
}

/** Plain text from markdown (RSS descriptions, fallbacks for excerpts and meta descriptions). */
export function markdownToText(markdown: string, maxLength = 200): string {
  const html = marked.parse(markdown ?? "") as string;
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WHOLE })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Escapes text for XML documents (sitemap, RSS). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
