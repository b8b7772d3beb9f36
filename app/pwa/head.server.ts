// The installable app's part of every document, written in by the server after rendering (React
// leaves tags it did not render in the head and body alone), so none of it weighs on the JavaScript
// the pages load.
import { APP_ICONS, THEME_COLORS } from "./manifest";
import { OFFLINE_BANNER_ID } from "./offline";

/**
 * The page's part, inline in every document of the production build (a few hundred bytes):
 * registers /sw.js, and shows or drops the label when the worker says a tab's data came from the
 * kept copy or from the network.
 */
export const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator)(function(c){c.register("/sw.js");c.onmessage=function(e){var d=e.data||{},b=document.getElementById("${OFFLINE_BANNER_ID}");if(d.type==="offline-copy"&&!b)document.body.insertAdjacentHTML("afterbegin",d.html);if(d.type==="fresh-copy"&&b)b.remove()}})(navigator.serviceWorker)`;

const HEAD = [
  `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}"/>`,
  `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}"/>`,
  `<link rel="manifest" href="/manifest.webmanifest"/>`,
  `<link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>`,
].join("");

/** The rendered document with the theme colours and manifest in its head and, built for production, the worker's registration. */
export function withInstallableApp(document: Buffer, nonce: string, production = import.meta.env.PROD) {
  let html = document.toString("utf8");
  const head = html.indexOf("</head>");
  if (head >= 0) html = html.slice(0, head) + HEAD + html.slice(head);
  const body = html.lastIndexOf("</body>");
  if (production && body >= 0) html = `${html.slice(0, body)}<script nonce="${nonce}">${REGISTER_SERVICE_WORKER}</script>${html.slice(body)}`;
  return Buffer.from(html, "utf8");
}
