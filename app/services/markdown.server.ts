// Markdown → safe HTML for blog articles: GFM (tables, task lists, strikethrough, autolinked URLs
// and e-mails) plus footnotes, then sanitized, because an article's body is HTML we did not write.
import DOMPurify from "isomorphic-dompurify";
import { Marked } from "marked";
import markedFootnote from "marked-footnote";

const marked = new Marked({ gfm: true, breaks: false, async: false }).use(
  markedFootnote({ description: "Footnotes", refMarkers: false }),
);

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links leaving the site open safely; task-list checkboxes stay read-only.
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A") {
        const href = node.getAttribute("href") ?? "";
        if (/^https?:\/\//i.test(href)) node.setAttribute("rel", "noopener noreferrer nofollow");
      }
      if (node.tagName === "INPUT") {
        if (node.getAttribute("type") !== "checkbox") node.remove();
        else {
          node.setAttribute("disabled", "");
          // A task-list box has no visible label of its own; say what its state means.
          node.setAttribute("aria-label", node.hasAttribute("checked") ? "Done" : "Not done");
        }
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Sanitizes HTML: no scripts, no event handlers, no javascript:/data: URLs, no frames or forms. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "iframe", "object", "embed", "button", "textarea", "select"],
    FORBID_ATTR: ["style"],
  });
}

/** Renders an article's markdown to sanitized HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? "") as string;
  return sanitizeHtml(html);
}

/** Plain text from markdown (RSS descriptions, fallbacks for excerpts and meta descriptions). */
export function markdownToText(markdown: string, maxLength = 200): string {
  const html = marked.parse(markdown ?? "") as string;
  const text = purifier()
    .sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true })
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
