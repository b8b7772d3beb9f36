// The installable app's part of every document, written in by the server after rendering (React
// leaves tags it did not render in the head and body alone), so none of it weighs on the bundles.
import { APP_ICONS, THEME_COLORS } from "./manifest";

const HEAD = [
  `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}"/>`,
  `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}"/>`,
  `<link rel="manifest" href="/manifest.webmanifest"/>`,
  `<link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>`,
].join("");

/**
 * The rendered document with the theme colours and manifest in its head and, built for production,
 * the worker's registration (public/sw-register.js, a few hundred bytes; with the document's nonce
 * when it has one, else allowed as the site's own script).
 */
export function withInstallableApp(document: Buffer, nonce: string | undefined, production = import.meta.env.PROD) {
  let html = document.toString("utf8");
  const head = html.indexOf("</head>");
  if (head >= 0) html = html.slice(0, head) + HEAD + html.slice(head);
  const body = html.lastIndexOf("</body>");
  if (production && body >= 0) html = `${html.slice(0, body)}<script src="/sw-register.js"${nonce === undefined ? "" : ` nonce="${nonce}"`} defer></script>${html.slice(body)}`;
  return Buffer.from(html, "utf8");
}
