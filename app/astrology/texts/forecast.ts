/** Short texts of the year-ahead forecast (transits, stations, ingresses, lunations). */
import type { Locale } from "~/i18n/locales";
import type { Planet, Sign } from "../constants";
import { banks, type Banks } from "./banks";
import { fill } from "./template";

type Lookup = Readonly<Record<string, string | undefined>>;

export function transitText(planet: Planet, aspect: string, target: string, locale: Locale = "en"): string {
  const { forecast: W, lexicon: L } = banks(locale);
  const vars = {
    planet: L.planets[planet].name,
    verb: (W.ASPECT_VERB as Lookup)[aspect] ?? aspect,
    target: (W.TARGET as Lookup)[target] ?? target,
    theme: (W.TRANSITER as Lookup)[planet] ?? W.TRANSITER_OTHER,
    area: (W.NATAL as Lookup)[target] ?? target,
    tone: (W.ASPECT_TONE as Lookup)[aspect] ?? "",
  };
  return fill(W.TRANSIT, vars).trim();
}

export function stationText(planet: Planet, direction: "retrograde" | "direct", locale: Locale = "en"): string {
  const W = banks(locale).forecast;
  return fill(W.STATIONS[direction], { planet: banks(locale).lexicon.planets[planet].name, area: (W.STATION as Lookup)[planet] ?? W.STATION_OTHER });
}

export function ingressText(planet: Planet, sign: Sign, backwards: boolean, locale: Locale = "en"): string {
  const { forecast: W, lexicon: L } = banks(locale);
  return fill(W.INGRESS[backwards ? "back" : "forward"], { planet: L.planets[planet].name, sign: L.signs[sign].name, tone: W.SIGN_TONE[sign] });
}

export function lunationText(phase: "new" | "full", sign: Sign, eclipse: "solar" | "lunar" | null, type: keyof Banks["forecast"]["ECLIPSE_TYPE"] | null = null, locale: Locale = "en"): string {
  const { forecast: W, lexicon: L } = banks(locale);
  const base = fill(W.LUNATIONS[phase], { sign: L.signs[sign].name, tone: W.SIGN_TONE[sign] });
  if (!eclipse) return base;
  const kind = type ? fill(W.ECLIPSE_KIND.typed, { Type: W.ECLIPSE_TYPE[type], eclipse: W.ECLIPSE_KIND[eclipse].toLowerCase() }) : W.ECLIPSE_KIND[eclipse];
  return fill(W.ECLIPSES[phase], { kind, base });
}
