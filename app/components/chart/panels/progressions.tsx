// Secondary progressions: the progressed Moon for everyone; for Premium the progressed Sun, inner
// planets, Ascendant and MC (decision 017).
import { Link } from "~/components/ui/link";
import { formatDegreeMinute } from "~/astrology/constants";
import { Fact, Section } from "~/components/ui/section";
import { dateIn, signSymbol, TERM, type Profile } from "./parts";
import { useText } from "~/i18n/text-context";
import { localizedPath } from "~/i18n/locales";

type ProgressionsData = Profile<"daily">["progressions"];
type Point = { longitude: number; sign: string };
const degree = (p: Point) => formatDegreeMinute(p.longitude % 30);

export function ProgressionsSection({ progressions: p, headingLevel = 3 }: { progressions: ProgressionsData; headingLevel?: 2 | 3 }) {
  const { t, locale } = useText();
  const sign = (name: string) => t(`astro.sign.${name}`);
  const position = (point: Point) => t("year.position", { degree: degree(point), sign: sign(point.sign) });
  const points: [string, Point | null][] = p.locked
    ? []
    : [...(["Sun", "Mercury", "Venus", "Mars"] as const).map((name): [string, Point] => [`planet.${name}`, p.bodies[name]]), ["angle.ASC", p.ascendant], ["angle.MC", p.midheaven]];
  return (
    <Section
      id="progressions"
      title={t("chart.progressed")}
      level={headingLevel === 2 ? "h2" : "h3"}
      titleClassName="text-lg font-semibold"
      className="card mt-6"
      data-testid="progressions"
      intro={t("year.progressionsIntro", { date: dateIn(p.at, locale) })}
    >
      <p className="mt-3 font-medium" data-testid="progressed-moon">
        <span aria-hidden="true">{signSymbol(p.moon.sign)} </span>
        {t("year.progressedMoon")}
        {p.moonSpan
          ? p.moonSpan.from.sign === p.moonSpan.to.sign
            ? t("year.moonBetween", { sign: sign(p.moon.sign), from: degree(p.moonSpan.from), to: degree(p.moonSpan.to) })
            : t("year.moonFromTo", { from: position(p.moonSpan.from), to: position(p.moonSpan.to) })
          : position(p.moon)}
      </p>
      <p className="mt-2 text-sm leading-relaxed">{p.moonReading}</p>
      {p.moonIngresses.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label={t("year.moonChanges")}>
          {p.moonIngresses.map((i) => (
            <li key={i.date}>
              <time dateTime={i.date} className="font-semibold">
                {dateIn(i.date, locale)}
              </time>
              {t("year.moonEnters", { sign: sign(i.sign) })}
            </li>
          ))}
        </ul>
      ) : null}
      {p.locked ? (
        <p className="mt-4 text-sm">
          <Link to={localizedPath("/pricing", locale)} className="link">
            {t("year.premium")}
          </Link>
          {t("year.progressedPremium")}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="progressed-points">
            {points.map(([name, point]) => (
              <Fact key={name} term={t("year.progressedPoint", { name: t(`astro.${name}`) })} termClassName={TERM}>
                {point ? position(point) : t("year.needsTime")}
              </Fact>
            ))}
          </dl>
          <p className="mt-3 text-sm leading-relaxed">{p.sunReading}</p>
          {p.timeKnown ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
              {t("year.arcNote")}
            </p>
          ) : null}
        </>
      )}
      {!p.timeKnown ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t("year.untimedNote")}
        </p>
      ) : null}
    </Section>
  );
}
