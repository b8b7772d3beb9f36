// The installable app's description, shared by the manifest file's test, the icon renderer
// (scripts/icons.ts) and the document head (./head.server.ts).
import { DEFAULT_THEME, THEME_COLORS } from "~/domain/theme";

export const APP_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The splash screen behind the icon: the light page's background (app/app.css), the theme everyone starts in. */
const BACKGROUND_COLOR = "#f5f3ff";

/** /manifest.webmanifest: installs as "Three Skies", opens on the member's chart. */
export function webAppManifest() {
  return {
    id: "/profile",
    name: "Three Skies",
    short_name: "Three Skies",
    description: "Your birth chart in three traditions — Western, Vedic and Chinese — with a reading for every day.",
    start_url: "/profile",
    scope: "/",
    display: "standalone",
    orientation: "any",
    lang: "en",
    categories: ["lifestyle", "entertainment"],
    // The light theme's colours whatever the device prefers: light is everyone's theme until they choose.
    theme_color: THEME_COLORS[DEFAULT_THEME],
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
