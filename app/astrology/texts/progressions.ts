/**
 * Readings of the secondary progressions (Daily tab's year ahead, Birth tab). Original; one text per
 * sign for the progressed Moon (the two and a half years it spends there) and for the progressed Sun
 * (the three decades of a progressed Sun sign), each in its own words.
 */
import type { Locale } from "~/i18n/locales";
import { formatDegreeMinute } from "../constants";
import type { MoonIngress, ProgressedPoint, Progressions } from "../progressions";
import { banks, longDate } from "./banks";
import { fill } from "./template";

/** The progressed Moon's next sign changes in words, or why none is listed. */
export function moonIngressLine(p: Pick<Progressions, "moonIngresses" | "timeKnown">, locale: Locale = "en"): string {
  const { progressions: W, lexicon: L } = banks(locale);
  if (!p.timeKnown) return W.MOON_INGRESS.untimed;
  if (p.moonIngresses.length === 0) return W.MOON_INGRESS.none;
  const parts = p.moonIngresses.map((i: MoonIngress) => fill(W.MOON_INGRESS.one, { sign: L.signs[i.sign].name, date: longDate(i.date, locale) }));
  return fill(W.MOON_INGRESS.list, { list: parts.join(W.MOON_INGRESS.then) });
}

/** The progressed Moon's reading: its sign and degree, the sign's text and what comes next. */
export function progressedMoonReading(p: Pick<Progressions, "moonIngresses" | "timeKnown" | "moonSpan"> & { bodies: { Moon: ProgressedPoint } }, locale: Locale = "en"): string {
  const { progressions: W, lexicon: L } = banks(locale);
  const moon = p.bodies.Moon;
  const sign = L.signs[moon.sign].name;
  const span = p.moonSpan;
  const head = span
    ? span.from.sign === span.to.sign
      ? fill(W.MOON_HEAD.span, { sign, from: formatDegreeMinute(span.from.longitude % 30), to: formatDegreeMinute(span.to.longitude % 30) })
      : fill(W.MOON_HEAD.spanSigns, {
          sign,
          from: formatDegreeMinute(span.from.longitude % 30),
          fromSign: L.signs[span.from.sign].name,
          to: formatDegreeMinute(span.to.longitude % 30),
          toSign: L.signs[span.to.sign].name,
        })
    : fill(W.MOON_HEAD.at, { deg: formatDegreeMinute(moon.longitude % 30), sign });
  return [head, W.PROGRESSED_MOON[moon.sign], moonIngressLine(p, locale)].join(L.gap);
}
