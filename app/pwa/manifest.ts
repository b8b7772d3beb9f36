// The installable app's description, shared by the manifest file's test, the icon renderer
// (scripts/icons.ts) and the document head (app/root.tsx).

export const APP_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The browser chrome's colour in each theme (the night violet of the mark; the dark page's ink). */
export const THEME_COLORS = { light: "#2e1065", dark: "#0b0820" } as const;
/** The splash screen behind the icon in each theme (the pages' backgrounds, app/app.css). */
export const BACKGROUND_COLORS = { light: "#f5f3ff", dark: "#0b0820" } as const;

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
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLORS.light,
    // The dark theme's colours, for browsers that read a colour scheme's own (the others use the light pair).
    user_preferences: { color_scheme_dark: { theme_color: THEME_COLORS.dark, background_color: BACKGROUND_COLORS.dark } },
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
