/**
 * The Match report's header: both names and one score per system — Western a count of the strongest
 * contacts by kind (not an invented percentage), Chinese the animals' relation, Vedic the Guna Milan gauge.
 */
import { useId } from "react";
import { AnimalIcon } from "~/components/chart/animal-icon";
import { useText } from "~/i18n/text-context";
import type { ViewTranslate } from "~/i18n/use-t";
import type { CompatibilityResult, CompatibilityWheel } from "~/services/compatibility.server";

type Contact = CompatibilityResult["western"]["contacts"][number];

export function contactKind(type: Contact["type"]) {
  if (type === "trine" || type === "sextile") return "flowing" as const;
  if (type === "square" || type === "opposition") return "tense" as const;
  return "fused" as const;
}

/** The Western tally: how many of the report's contacts flow, pull or fuse. */
export function westernTally(contacts: readonly Contact[]) {
  const tally = { flowing: 0, tense: 0, fused: 0 };
  for (const c of contacts) tally[contactKind(c.type)] += 1;
  return tally;
}

/** "Metal Ox" and "Ashwini or Bharani" in the page's language. */
export const animalName = (t: ViewTranslate, label: string) => {
  const [element, animal] = label.split(" ");
  return t("chart.yearAnimal", { element: t(`astro.element.${element}`), animal: t(`astro.animal.${animal}`) });
};
const nakshatraName = (t: ViewTranslate, names: string) => names.split(" or ").map((n) => t(`vedic.nakshatra.${n}`)).join(t("chart.or"));

/** "Metal Ox" → "Ox" */
export function animalOf(label: string) {
  return label.split(" ").at(-1) ?? label;
}

export function formatPoints(x: number) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

export function ReportHeader({ report, wheel }: { report: CompatibilityResult; wheel: CompatibilityWheel }) {
  const { t, locale } = useText();
  const date = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(report.generatedAt));
  const people = [
    { name: report.userName, sun: wheel.chart.bodies.Sun?.sign, animal: report.chinese.a, nakshatra: report.moons.a.nakshatra },
    { name: report.partnerName, sun: wheel.partner.bodies.Sun?.sign, animal: report.chinese.b, nakshatra: report.moons.b.nakshatra },
  ];
  return (
    <header className="relative isolate overflow-hidden rounded-3xl bg-[#0b0820] px-5 py-8 text-white shadow-sm sm:px-10 sm:py-10">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,#3b1d8f_0%,#1a0b3d_50%,#0b0820_85%)]" />
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-gold-300">{t("match.kicker", { date })}</p>
      <h2 id="report-title" className="mt-3 font-display text-4xl font-normal leading-tight tracking-tight sm:text-5xl">
        {report.userName} <span className="italic text-gold-300">&amp;</span> {report.partnerName}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-1 text-sm text-night-100 sm:grid-cols-2">
        {people.map((p) => (
          <div key={p.name} className="flex flex-wrap gap-x-1.5">
            <dt className="font-semibold text-white">{p.name}</dt>
            <dd>
              {p.sun ? t("match.sun", { sign: t(`astro.sign.${p.sun}`) }) : ""}
              {t("match.animalMoon", { animal: animalName(t, p.animal), nakshatra: nakshatraName(t, p.nakshatra) })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <WesternScore contacts={report.western.contacts} />
        <ChineseScore chinese={report.chinese} />
        <GunaScore guna={report.gunaMilan} />
      </div>
    </header>
  );
}

function Tile({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} data-testid={testId} className="flex flex-col rounded-2xl bg-white/[0.06] p-5 ring-1 ring-white/15">
      <p id={id} className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-300">
        {label}
      </p>
      {children}
    </div>
  );
}

function WesternScore({ contacts }: { contacts: readonly Contact[] }) {
  const { t } = useText();
  const tally = westernTally(contacts);
  const total = contacts.length;
  const parts = [
    { key: "flowing", n: tally.flowing, bar: "bg-sky-400" },
    { key: "tense", n: tally.tense, bar: "bg-rose-400" },
    { key: "fused", n: tally.fused, bar: "bg-gold-300" },
  ];
  return (
    <Tile label={t("match.western")} testId="score-western">
      {total ? (
        <>
          <p className="mt-3 flex items-baseline gap-4 font-display">
            {parts.map((p, i) => (
              <span key={p.key} className="flex items-baseline gap-1.5">
                <span className="text-4xl leading-none">{p.n}</span>{" "}
                <span className="font-sans text-sm text-night-100">
                  {t(`match.tally.${p.key}`)}
                  {i < parts.length - 1 ? <span className="sr-only">, </span> : null}
                </span>
              </span>
            ))}
          </p>
          <div aria-hidden="true" className="mt-4 flex h-1.5 overflow-hidden rounded-full bg-white/15">
            {parts.map((p) => (p.n ? <span key={p.key} className={p.bar} style={{ width: `${(p.n / total) * 100}%` }} /> : null))}
          </div>
          <p className="mt-3 text-sm leading-relaxed text-night-100">
            {t("match.tallyNote", { total })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm leading-relaxed text-night-100">{t("match.quiet")}</p>
      )}
    </Tile>
  );
}

function ChineseScore({ chinese }: { chinese: CompatibilityResult["chinese"] }) {
  const { t } = useText();
  const [a, b] = [animalName(t, chinese.a), animalName(t, chinese.b)];
  return (
    <Tile label={t("match.chinese")} testId="score-chinese">
      <div className="mt-3 flex items-center gap-2 text-gold-300" aria-hidden="true">
        <AnimalIcon animal={animalOf(chinese.a)} className="size-10" />
        <span className="font-display text-xl italic">&amp;</span>
        <AnimalIcon animal={animalOf(chinese.b)} className="size-10" />
      </div>
      <p className="mt-3 font-display text-3xl leading-tight">{t(`match.relation.${chinese.relation}`)}</p>
      <p className="mt-2 text-sm leading-relaxed text-night-100">{t("match.relationLine", { tone: t(`match.tone.${chinese.relation}`), a, b })}</p>
    </Tile>
  );
}

/** Half a circle from the left (0 points) to the right (36); the traditional minimum of 18 marked at the top. */
function GunaScore({ guna }: { guna: CompatibilityResult["gunaMilan"] }) {
  const { t } = useText();
  const value = formatPoints(guna.total);
  const verdict = t(`match.verdict.${guna.verdict}`);
  const arc = "M 12 62 A 50 50 0 0 1 112 62";
  return (
    <Tile label={t("match.vedic")} testId="score-guna">
      <div className="mt-2 flex items-center gap-4">
        <div
          role="meter"
          aria-label={t("match.gunaScore")}
          aria-valuemin={0}
          aria-valuemax={36}
          aria-valuenow={guna.total}
          aria-valuetext={t("match.gunaValue", { value, verdict })}
          className="relative w-32 shrink-0"
        >
          <svg viewBox="0 0 124 70" className="block w-full" aria-hidden="true">
            <path d={arc} fill="none" stroke="currentColor" strokeWidth={10} strokeLinecap="round" className="text-white/15" />
            <path
              d={arc}
              fill="none"
              stroke="currentColor"
              strokeWidth={10}
              strokeLinecap="round"
              pathLength={36}
              strokeDasharray={`${guna.total} 36`}
              className="text-gold-300"
              data-gauge-value={guna.total}
            />
            <line x1={62} y1={4} x2={62} y2={20} stroke="currentColor" strokeWidth={1.5} className="text-white/70" />
          </svg>
          <p className="absolute inset-x-0 bottom-0 text-center font-display text-2xl leading-none" data-testid="guna-score">
            {guna.score}
          </p>
        </div>
        <div>
          <p className="font-display text-3xl leading-tight">{verdict}</p>
          <p className="text-sm text-night-100">{t("match.outOf")}</p>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-night-100">{t("match.gunaNote")}</p>
    </Tile>
  );
}
