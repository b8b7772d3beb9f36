/**
 * `npm run places:index` — build the gazetteer's index file now (node_modules/.cache/three-skies/), so
 * that the first start of a fresh install only reads it back. The Docker build runs it; elsewhere the
 * first search builds it.
 */
import { warmPlaceIndex } from "../app/astrology/places";

const t0 = performance.now();
warmPlaceIndex();
console.log(`place index ready in ${(performance.now() - t0).toFixed(0)} ms`);
