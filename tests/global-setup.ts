// Once per test run, before the workers start: make sure the gazetteer's index file exists, so no test
// pays for building it (a fresh install builds it on first use; later loads only read it back).
import { warmPlaceIndex } from "../app/astrology/places";

export default function setup(): void {
  warmPlaceIndex();
}
