// The installable app's part of every document, written in by the server after rendering (React
// leaves tags it did not render in the head and body alone), so none of it weighs on the bundles.
import { APP_ICONS, THEME_COLORS } from "./manifest";
import registerScript from "./sw-register.js?raw";

/** The registration, inline in a document with a nonce (no request, nothing on the bundles). */
const INLINE_REGISTER = registerScript.replace(/^\s*\/\/.*\n/gm, "").replace(/\n\s*/g, "\n").trim();

const HEAD = [
  `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}"/>`,
  `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}"/>`,
  `<link rel="manifest" href="/manifest.webmanifest"/>`,
  `<link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>`,
].join("");

/**
 * The rendered document with the theme colours and manifest in its head and, built for production,
 * the worker's registration (./sw-register.js, copied to /sw-register.js by the build; a few hundred bytes): inline with the document's
 * nonce when it has one, else as the file (a page shared without a nonce allows the site's own scripts).
 */
export function withInstallableApp(document: Buffer, nonce: string | undefined, production = import.meta.env.PROD) {
  let html = document.toString("utf8");
  const head = html.indexOf("</head>");
  if (head >= 0) html = html.slice(0, head) + HEAD + html.slice(head);
  const body = html.lastIndexOf("</body>");
  if (production && body >= 0) html = `${html.slice(0, body)}${nonce === undefined ? '<script src="/sw-register.js" defer></script>' : `<script nonce="${nonce}">${INLINE_REGISTER}</script>`}${html.slice(body)}`;
  return Buffer.from(html, "utf8");
}
