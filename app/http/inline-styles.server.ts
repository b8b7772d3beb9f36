// The stylesheet written into the document (a weak connection's first paint): a `<link>` costs a
// second round trip after the HTML before anything is painted — over 2 s on a slow mobile network —
// while the whole sheet is about 13 KB of brotli inside a document that is compressed anyway.
// Figures in docs/quality.md, "Weak connection". The build's sheet is read once, from the client
// build beside the server's (build/client/assets); in development Vite serves its own and the link stays.
// Only documents without the framework's JavaScript (decision 004): hydration expects the link element.
// Each sheet is deflated once, as it is first read, and carried as it is in every gzip document
// (app/http/compression.server.ts).
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateOnce, type DeflatedOnce, type SplicedPart } from "~/http/compression.server";

const LINK = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const sheets = new Map<string, DeflatedOnce | null>();

function sheet(href: string, clientDir: URL): DeflatedOnce | null {
  let css = sheets.get(href);
  if (css === undefined) {
    try {
      const text = fs.readFileSync(fileURLToPath(new URL(`.${href}`, clientDir)), "utf8");
      // A sheet that could close the element early stays a link.
      css = /<\/style/i.test(text) ? null : deflateOnce(Buffer.from(`<style>${text}</style>`));
    } catch {
      css = null;
    }
    sheets.set(href, css);
  }
  return css;
}

/** The document with each of the build's stylesheet links replaced by the sheet itself, and where the sheets are. */
export function withInlineStyles(document: Buffer<ArrayBuffer>, clientDir = new URL("../client/", import.meta.url)): { html: Buffer<ArrayBuffer>; sheets: SplicedPart[] } {
  const head = document.subarray(0, document.indexOf("</head>") + 1 || document.length).toString("latin1");
  const parts: Buffer[] = [];
  const spliced: SplicedPart[] = [];
  let from = 0;
  let length = 0;
  for (const match of head.matchAll(LINK)) {
    const css = sheet(match[1]!, clientDir);
    if (!css) continue;
    const before = document.subarray(from, match.index);
    spliced.push({ at: length + before.length, part: css });
    parts.push(before, css.bytes);
    length += before.length + css.bytes.length;
    from = match.index + match[0].length;
  }
  if (from === 0) return { html: document, sheets: [] };
  parts.push(document.subarray(from));
  return { html: Buffer.concat(parts), sheets: spliced };
}
