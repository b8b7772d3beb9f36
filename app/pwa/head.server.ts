// The installable app's part of every document, written in by the server after rendering (React
// leaves tags it did not render in the head and body alone), so none of it weighs on the bundles.
// The browser chrome's colour is the page's theme, so the layout renders it (app/root.tsx).
import { APP_ICONS } from "./manifest";
import registerScript from "./sw-register.js?raw";

/** The registration, inline in a document with a nonce (no request, nothing on the bundles). */
const INLINE_REGISTER = registerScript.replace(/^\s*\/\/.*\n/gm, "").replace(/\n\s*/g, "\n").trim();

const HEAD = [
  `<link rel="manifest" href="/manifest.webmanifest"/>`,
  `<link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>`,
].join("");
const HEAD_BYTES = Buffer.from(HEAD);
const HEAD_END = Buffer.from("</head>");
const BODY_END = Buffer.from("</body>");
const FILE_REGISTER = Buffer.from('<script src="/sw-register.js" defer></script>');

/**
 * The rendered document with the manifest and touch icon in its head and, built for production,
 * the worker's registration (./sw-register.js, copied to /sw-register.js by the build; a few hundred bytes): inline with the document's
 * nonce when it has one, else as the file (a page shared without a nonce allows the site's own scripts).
 */
export function withInstallableApp(document: Buffer<ArrayBuffer>, nonce: string | undefined, production = import.meta.env.PROD): Buffer<ArrayBuffer> {
  // Spliced as bytes: the markers are ASCII, so the document is never decoded and encoded again.
  const parts: Buffer[] = [];
  let from = 0;
  const head = document.indexOf(HEAD_END);
  if (head >= 0) {
    parts.push(document.subarray(0, head), HEAD_BYTES);
    from = head;
  }
  const body = production ? document.lastIndexOf(BODY_END) : -1;
  if (body >= from) {
    const script = nonce === undefined ? FILE_REGISTER : Buffer.from(`<script nonce="${nonce}">${INLINE_REGISTER}</script>`);
    parts.push(document.subarray(from, body), script, document.subarray(body));
  } else {
    parts.push(document.subarray(from));
  }
  return Buffer.concat(parts);
}
