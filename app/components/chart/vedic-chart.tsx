/**
 * Vedic charts (D1, D9, D10) as SVG: North Indian (fixed houses, house 1 at the top centre, each showing
 * its sign's number) or South Indian (fixed signs, Pisces top left; the lagna's cell struck diagonally).
 */
import { SIGNS, type Sign } from "~/astrology/constants";
import type { VedicStyle } from "~/domain/vedic-style";
import { H, houseMarks, labelRows, northLabels, NORTH, Q, S, SIZE, SOUTH } from "~/domain/vedic-layout";
import { el, fragment, text, type Markup } from "./svg-markup";
import { useText } from "~/i18n/text-context";
import type { ViewTranslate } from "~/i18n/use-t";

export interface VedicChartProps {
  id: string;
  title: string;
  style: VedicStyle;
  /** Sign of house 1: the lagna, or the Moon's sign when the birth time is unknown. */
  firstSign: Sign;
  /** Whether firstSign is the true lagna (else it is the Moon's sign, "Chandra lagna"). */
  lagnaKnown: boolean;
  /** Planet -> sign in this chart. */
  placements: Record<string, Sign>;
}

/** Planet abbreviations in rows of three, centred on (x, y). */
function planetLabels(names: string[], x: number, y: number): Markup {
  return fragment(
    labelRows(names, y).map((row) => el("text", { x, y: row.y, "text-anchor": "middle", "dominant-baseline": "middle", "font-size": "12", "font-weight": "600", fill: "currentColor" }, text(row.text))),
  );
}

/** The chart in the page's words, house by house: "Lagna Virgo. house 5 (Capricorn): Mars, Rahu." */
function describe(props: VedicChartProps, t: ViewTranslate) {
  const first = SIGNS.indexOf(props.firstSign);
  const sign = (s: Sign) => t(`astro.sign.${s}`);
  const houses = Array.from({ length: 12 }, (_, h) => SIGNS[(first + h) % 12]!).flatMap((s, h) => {
    const names = Object.entries(props.placements).filter(([, at]) => at === s).map(([p]) => t(`astro.planet.${p}`));
    return names.length ? [t("astro.vedicHouse", { house: h + 1, sign: sign(s), planets: names.join(t("astro.list")) })] : [];
  });
  return t(props.lagnaKnown ? "astro.vedicDesc" : "astro.vedicDescMoon", { sign: sign(props.firstSign), houses: houses.join(t("astro.vedicSeparator")) });
}

export function VedicChart(props: VedicChartProps) {
  const titleId = `${props.id}-title`;
  const descId = `${props.id}-desc`;
  return (
    <svg
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="mx-auto block w-full max-w-xs text-slate-900 dark:text-slate-100"
      data-style={props.style}
      data-chart={props.id}
      // Some forty elements a chart, three charts a tab: written as markup (./svg-markup.ts).
      dangerouslySetInnerHTML={{ __html: chartMarkup(props, titleId, descId, useText().t) }}
    />
  );
}

/** Everything inside a chart's <svg>: its title and description, the frame, the houses and their planets. */
function chartMarkup(props: VedicChartProps, titleId: string, descId: string, t: ViewTranslate): Markup {
  const first = SIGNS.indexOf(props.firstSign);
  const frame =
    props.style === "north"
      ? el(
          "g",
          { fill: "none", stroke: "currentColor", "stroke-width": "1.5" },
          el("rect", { x: "0", y: "0", width: S, height: S }),
          el("line", { x1: "0", y1: "0", x2: S, y2: S }),
          el("line", { x1: S, y1: "0", x2: "0", y2: S }),
          el("polygon", { points: `${H},0 ${S},${H} ${H},${S} 0,${H}` }),
        )
      : el(
          "g",
          { fill: "none", stroke: "currentColor", "stroke-width": "1.5" },
          ...SOUTH.map(([c, r]) => el("rect", { x: c * Q, y: r * Q, width: Q, height: Q })),
          el("rect", { x: Q, y: Q, width: H, height: H }),
          props.lagnaKnown ? el("line", { x1: SOUTH[first]![0] * Q, y1: SOUTH[first]![1] * Q + 18, x2: SOUTH[first]![0] * Q + 18, y2: SOUTH[first]![1] * Q }) : null,
        );
  const houses =
    props.style === "north"
      ? NORTH.map((_house, h) => {
          const sign = SIGNS[(first + h) % 12]!;
          const number = ((first + h) % 12) + 1;
          const at = northLabels(h);
          return el(
            "g",
            { "data-house": h + 1, "data-sign": sign },
            el("text", { x: at.x, y: at.numberY, "text-anchor": "middle", "dominant-baseline": "middle", "font-size": "11", fill: "currentColor" }, text(number)),
            planetLabels(houseMarks(t, props.placements, sign, h === 0 && props.lagnaKnown), at.x, at.planetsY),
          );
        })
      : SIGNS.map((sign, i) => {
          const [c, r] = SOUTH[i]!;
          return el(
            "g",
            { "data-sign": sign },
            el("text", { x: c * Q + Q - 6, y: r * Q + 12, "text-anchor": "end", "font-size": "10", fill: "currentColor" }, text(t(`astro.abbr.sign.${sign}`))),
            planetLabels(houseMarks(t, props.placements, sign, i === first && props.lagnaKnown), c * Q + Q / 2, r * Q + Q / 2 + 6),
          );
        });
  const centre =
    props.style === "south"
      ? el(
          "text",
          { x: H, y: H, "text-anchor": "middle", "dominant-baseline": "middle", "font-size": "14", "font-weight": "600", fill: "currentColor" },
          text(t(`astro.vedicName.${props.id.split("-").pop()}`)),
        )
      : null;
  return fragment([el("title", { id: titleId }, text(props.title)), el("desc", { id: descId }, text(describe(props, t))), frame, ...houses, centre]);
}
