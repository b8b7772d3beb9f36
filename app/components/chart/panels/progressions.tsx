// Secondary progressions: the progressed Moon for everyone; for Premium the progressed Sun, inner
// planets, Ascendant and MC (decision 017).
import { Link } from "~/components/ui/link";
import { formatDegreeMinute } from "~/astrology/constants";
import { formatLongDate } from "~/domain/dates";
import { Fact, Section } from "~/components/ui/section";
import { signSymbol, TERM, type Profile } from "./parts";
import { useText } from "~/i18n/text-context";

type ProgressionsData = Profile<"daily">["progressions"];
type Point = { longitude: number; sign: string };

function position(p: Point) {
  return `${formatDegreeMinute(p.longitude % 30)} ${p.sign}`;
}

export function ProgressionsSection({ progressions: p, headingLevel = 3 }: { progressions: ProgressionsData; headingLevel?: 2 | 3 }) {
  const { t } = useText();
  const unknown = "needs an exact birth time";
  const points: [string, string][] = p.locked
    ? []
    : [
        ...(["Sun", "Mercury", "Venus", "Mars"] as const).map((name): [string, string] => [name, position(p.bodies[name])]),
        ["Ascendant", p.ascendant ? position(p.ascendant) : unknown],
        ["Midheaven", p.midheaven ? position(p.midheaven) : unknown],
      ];
  return (
    <Section
      id="progressions"
      title={t("chart.progressed")}
      level={headingLevel === 2 ? "h2" : "h3"}
      titleClassName="text-lg font-semibold"
      className="card mt-6"
      data-testid="progressions"
      intro={`Secondary progressions: each day after your birth stands for a year of your life, so the sky of the day numbered by your age in years describes the slow weather of this year. Cast for ${formatLongDate(p.at)}.`}
    >
      <p className="mt-3 font-medium" data-testid="progressed-moon">
        <span aria-hidden="true">{signSymbol(p.moon.sign)} </span>
        Progressed Moon:{" "}
        {p.moonSpan
          ? p.moonSpan.from.sign === p.moonSpan.to.sign
            ? `${p.moon.sign}, between ${formatDegreeMinute(p.moonSpan.from.longitude % 30)} and ${formatDegreeMinute(p.moonSpan.to.longitude % 30)}`
            : `${position(p.moonSpan.from)} to ${position(p.moonSpan.to)}`
          : position(p.moon)}
      </p>
      <p className="mt-2 text-sm leading-relaxed">{p.moonReading}</p>
      {p.moonIngresses.length ? (
        <ul
          className="mt-2 space-y-1 text-sm"
          aria-label="The progressed Moon's sign changes in the next 24 months"
        >
          {p.moonIngresses.map((i) => (
            <li key={i.date}>
              <time dateTime={i.date} className="font-semibold">
                {formatLongDate(i.date)}
              </time>
              : the progressed Moon enters {i.sign}
            </li>
          ))}
        </ul>
      ) : null}
      {p.locked ? (
        <p className="mt-4 text-sm">
          <Link to="/pricing" className="link">
            Premium
          </Link>{" "}
          adds your progressed Sun, Mercury, Venus and Mars, the progressed
          Ascendant and Midheaven, and the reading of your progressed Sun.
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="progressed-points">
            {points.map(([name, value]) => (
              <Fact key={name} term={`Progressed ${name}`} termClassName={TERM}>
                {value}
              </Fact>
            ))}
          </dl>
          <p className="mt-3 text-sm leading-relaxed">{p.sunReading}</p>
          {p.timeKnown ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
              The Midheaven is progressed by the solar arc (it moves as far as
              the progressed Sun has since your birth); the Ascendant is the
              degree that rises with it at your birth latitude.
            </p>
          ) : null}
        </>
      )}
      {!p.timeKnown ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          Without a birth time the progressed Ascendant and Midheaven cannot be
          known: they turn with the hour of birth, about a degree every four
          minutes.
        </p>
      ) : null}
    </Section>
  );
}
