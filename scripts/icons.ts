// Renders the app icons of the web app manifest (public/manifest.webmanifest) from the product's
// mark, the gold four-pointed star on night violet of public/favicon.svg. Run `npm run icons` after
// changing the mark; the PNGs are committed, so the build needs no native renderer.
import fs from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { APP_ICONS } from "../app/pwa/manifest";

const STAR = "M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z";
const NIGHT = "#2e1065";
const GOLD = "#fcd34d";

/** The favicon's rounded tile; a maskable icon fills the square and keeps the star in the safe circle (80%). */
function markSvg(maskable: boolean) {
  const tile = maskable ? `<rect width="32" height="32" fill="${NIGHT}"/>` : `<rect width="32" height="32" rx="8" fill="${NIGHT}"/>`;
  // The star spans 22 of 32 units; the maskable safe zone is a circle of 0.4 × 32 radius, so it shrinks to fit.
  const star = maskable ? `<path d="${STAR}" fill="${GOLD}" transform="translate(16 16) scale(0.72) translate(-16 -16)"/>` : `<path d="${STAR}" fill="${GOLD}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${star}</svg>`;
}

for (const icon of APP_ICONS) {
  const size = Number(icon.sizes.split("x")[0]);
  const png = new Resvg(markSvg(icon.purpose === "maskable"), { fitTo: { mode: "width", value: size } }).render().asPng();
  fs.writeFileSync(`public${icon.src}`, png);
  console.log(`public${icon.src}: ${size}×${size}, ${png.length} bytes`);
}
