/** The Match report's reading, section by section as the engine wrote it (`report.sections`). */
import { PLANET_GLYPHS, type Planet } from "~/astrology/constants";
import { AnimalIcon } from "~/components/chart/animal-icon";
import { ChartWheel } from "~/components/chart/wheel";
import type { WheelInput } from "~/domain/wheel";
import type { CompatibilityResult, CompatibilityWheel } from "~/services/compatibility.server";
import { animalName, animalOf, contactKind, formatPoints } from "./scores";
import { useText } from "~/i18n/text-context";
import { ColumnHeads } from "~/components/ui/table";
import { Section } from "~/components/ui/section";

type Section = CompatibilityResult["sections"][number];
type Contact = CompatibilityResult["western"]["contacts"][number];

/** The aspect symbols drawn, not typed: few text fonts carry ⚹ or ☍. */
const ASPECT_PATH: Record<Contact["type"], React.ReactNode> = {
  conjunction: (
    <>
      <circle cx="6.5" cy="9.5" r="3.5" />
      <path d="M9 7l4.5-4.5" />
    </>
  ),
  sextile: <path d="M8 2v12M2.8 5l10.4 6M2.8 11l10.4-6" />,
  square: <rect x="3" y="3" width="10" height="10" />,
  trine: <path d="M8 2.5l6 10.5H2z" />,
  opposition: (
    <>
      <circle cx="4.5" cy="11.5" r="2.5" />
      <circle cx="11.5" cy="4.5" r="2.5" />
      <path d="M6.3 9.7l3.4-3.4" />
    </>
  ),
};

function AspectGlyph({ type }: { type: Contact["type"] }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" aria-hidden="true" data-aspect-glyph={type}>
      {ASPECT_PATH[type]}
    </svg>
  );
}
const KIND_BADGE = {
  flowing: { className: "bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-100 dark:ring-sky-800" },
  tense: { className: "bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950/60 dark:text-rose-100 dark:ring-rose-800" },
  fused: { className: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-800" },
};

function glyph(point: Contact["a"]) {
  return point === "Ascendant" ? <span className="text-xs font-semibold tracking-wide">AC</span> : `${PLANET_GLYPHS[point as Planet]}\uFE0E`;
}

export function Prose({ paragraphs, lede = false }: { paragraphs: readonly string[]; lede?: boolean }) {
  return (
    <div className="max-w-[68ch] space-y-4 text-[1.0625rem] leading-8 text-slate-800 dark:text-slate-200">
      {paragraphs.map((p, i) => (
        <p key={i} className={lede && i === 0 ? "font-display text-xl leading-9 text-slate-900 dark:text-white" : undefined}>
          {p}
        </p>
      ))}
    </div>
  );
}

export function ReportBody({ report, wheel }: { report: CompatibilityResult; wheel: CompatibilityWheel }) {
  return (
    <div className="card space-y-10 px-4 py-6 sm:p-10" data-testid="compatibility-report">
      {report.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`match-${section.id}`}
          data-section={section.id}
          className="border-t border-night-100 pt-8 first:border-0 first:pt-0 dark:border-night-900"
        >
          <h3 id={`match-${section.id}`} className="font-display text-2xl font-normal tracking-tight sm:text-3xl">
            {section.title}
          </h3>
          <div className="mt-4 space-y-6">
            <SectionContent section={section} report={report} wheel={wheel} />
          </div>
        </section>
      ))}
    </div>
  );
}

function SectionContent({ section, report, wheel }: { section: Section; report: CompatibilityResult; wheel: CompatibilityWheel }) {
  const names = { a: report.userName, b: report.partnerName };
  const [first, ...rest] = section.paragraphs;
  switch (section.id) {
    case "highlights":
      return <Prose paragraphs={section.paragraphs} lede />;
    case "western":
      return (
        <>
          {first ? <Prose paragraphs={[first]} /> : null}
          <BiWheel report={report} wheel={wheel} />
          <ContactCards contacts={report.western.contacts} names={names} />
          <Prose paragraphs={rest} />
          {report.composite ? <Composite report={report} /> : null}
        </>
      );
    case "chinese":
      return (
        <>
          <ChineseRelation chinese={report.chinese} names={names} />
          <Prose paragraphs={section.paragraphs} />
        </>
      );
    case "vedic":
      return (
        <>
          {first ? <Prose paragraphs={[first]} /> : null}
          <KootaTable guna={report.gunaMilan} />
          <Prose paragraphs={rest} />
        </>
      );
    case "manglik":
      return (
        <>
          <ManglikRows report={report} />
          {/* The first two paragraphs are the two rows above; the rest is the rule's outcome. */}
          <Prose paragraphs={section.paragraphs.slice(2)} />
        </>
      );
    case "summary":
      return (
        <div className="rounded-2xl border-l-4 border-gold-400 bg-night-50 px-5 py-4 sm:px-7 sm:py-6 dark:bg-night-950/60">
          <Prose paragraphs={section.paragraphs} lede />
        </div>
      );
    default:
      return (
        <div className="max-w-[68ch] space-y-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      );
  }
}

function BiWheel({ report, wheel }: { report: CompatibilityResult; wheel: CompatibilityWheel }) {
  const { t } = useText();
  return (
    <div className="-mx-3 rounded-2xl bg-night-50/60 px-0 py-3 sm:mx-0 sm:border sm:border-night-100 sm:p-6 dark:bg-night-950/40 sm:dark:border-night-900">
      <ChartWheel
        chart={wheel.chart}
        partner={wheel.partner}
        crossAspects={report.western.contacts}
        title={t("match.biWheel", { a: report.userName, b: report.partnerName })}
        ownerName={report.userName}
        partnerName={report.partnerName}
        className="max-w-[600px]"
      />
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-300">{t("match.biWheelNote")}</p>
    </div>
  );
}

function ContactCards({ contacts, names }: { contacts: readonly Contact[]; names: { a: string; b: string } }) {
  const { t } = useText();
  const sorted = [...contacts].sort((x, y) => x.orb - y.orb);
  const point = (p: Contact["a"]) => (p === "Ascendant" ? t("chart.ascendant") : t(`astro.planet.${p}`));
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("match.contacts")}>
      {sorted.map((c) => {
        const kind = contactKind(c.type);
        return (
          <li
            key={`${c.a}-${c.b}-${c.type}`}
            data-contact={`${c.a}-${c.b}`}
            className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm dark:border-night-800 dark:bg-[#1a1340]"
          >
            <div className="flex items-center justify-between gap-3">
              <span aria-hidden="true" className="flex items-center gap-1.5 text-lg leading-none text-night-700 dark:text-gold-300">
                <span>{glyph(c.a)}</span>
                <AspectGlyph type={c.type} />
                <span>{glyph(c.b)}</span>
              </span>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${KIND_BADGE[kind].className}`}>{t(`match.kind.${kind}`)}</span>
            </div>
            <p className="mt-2 font-semibold leading-snug">
              {t("match.contact", { a: names.a, p: point(c.a), aspect: t(`match.aspect.${c.type}`), b: names.b, q: point(c.b) })}
            </p>
            <p className="mt-1 text-xs tabular-nums text-slate-600 dark:text-slate-300">{t("match.orb", { orb: c.orb.toFixed(1) })}</p>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{c.meaning}</p>
          </li>
        );
      })}
    </ul>
  );
}

function ChineseRelation({ chinese, names }: { chinese: CompatibilityResult["chinese"]; names: { a: string; b: string } }) {
  const { t } = useText();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl bg-night-50 p-4 sm:p-5 dark:bg-night-950/60">
      {[
        { name: names.a, label: chinese.a },
        { name: names.b, label: chinese.b },
      ].map((p, i) => (
        <div key={i} className="flex items-center gap-3">
          <span className="grid size-14 place-items-center rounded-2xl bg-white text-night-700 ring-1 ring-night-200 dark:bg-[#150f33] dark:text-gold-300 dark:ring-night-800">
            <AnimalIcon animal={animalOf(p.label)} className="size-10" />
          </span>
          <span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">{p.name}</span>
            <span className="block font-semibold">{animalName(t, p.label)}</span>
          </span>
        </div>
      ))}
      <p className="font-display text-2xl sm:ml-auto">{t(`match.relation.${chinese.relation}`)}</p>
    </div>
  );
}

function KootaTable({ guna }: { guna: CompatibilityResult["gunaMilan"] }) {
  const { t } = useText();
  const verdict = t(`match.verdict.${guna.verdict}`);
  return (
    <div className="overflow-x-auto rounded-2xl border border-night-100 dark:border-night-800">
      <table className="w-full text-left text-sm" data-testid="koota-table">
        <caption className="sr-only">{t("match.kootaCaption")}</caption>
        <thead className="bg-night-50 text-slate-700 dark:bg-night-950/60 dark:text-slate-300">
          <ColumnHeads cellClassName="px-4 py-2.5 font-semibold" columns={[t("match.col.koota"), t("match.col.points"), { label: t("match.col.compares"), className: "hidden sm:table-cell" }]} />
        </thead>
        <tbody>
          {guna.kootas.map((k) => (
            <tr key={k.name} className="border-t border-night-100 dark:border-night-900">
              <th scope="row" className="px-4 py-2.5 font-medium">
                <span className="whitespace-nowrap">{t(`match.koota.${k.name}`)}</span>
                {/* On a phone the comparison goes under the name instead of in a narrow third column. */}
                <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">{k.detail}</span>
              </th>
              <td className="px-4 py-2.5">
                <span className="tabular-nums">
                  {formatPoints(k.points)}/{k.max}
                </span>
                <span aria-hidden="true" className="mt-1 block h-1 w-16 overflow-hidden rounded-full bg-night-100 dark:bg-night-900">
                  <span className="block h-full rounded-full bg-night-600 dark:bg-gold-300" style={{ width: `${(k.points / k.max) * 100}%` }} />
                </span>
              </td>
              <td className="hidden px-4 py-2.5 text-slate-600 sm:table-cell dark:text-slate-300">{k.detail}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-night-200 dark:border-night-800">
            <th scope="row" className="px-4 py-2.5 font-semibold">
              {t("match.total")}
            </th>
            <td className="whitespace-nowrap px-4 py-2.5 font-semibold tabular-nums">
              {guna.score}
              <span className="font-medium sm:hidden"> · {verdict}</span>
            </td>
            <td className="hidden px-4 py-2.5 font-medium sm:table-cell">{verdict}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const MANGLIK_BADGE = {
  yes: { className: "bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950/60 dark:text-rose-100 dark:ring-rose-800" },
  cancelled: { className: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-800" },
  no: { className: "bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-800" },
};

function ManglikRows({ report }: { report: CompatibilityResult }) {
  const { t } = useText();
  const rows = [
    { name: report.userName, m: report.manglik.a },
    { name: report.partnerName, m: report.manglik.b },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("match.manglikRows")}>
      {rows.map(({ name, m }, i) => {
        const status = m.manglik ? "yes" : m.cancelled ? "cancelled" : "no";
        return (
          <li key={i} className="rounded-2xl border border-night-100 p-4 dark:border-night-800">
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold">{name}</p>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${MANGLIK_BADGE[status].className}`}>{t(`match.manglik.${status}`)}</span>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{m.note}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The composite chart (nearer midpoints): its wheel and reading; angles only with both birth times. */
function Composite({ report }: { report: CompatibilityResult }) {
  const { t } = useText();
  const c = report.composite;
  const names = { a: report.userName, b: report.partnerName };
  const bodies: WheelInput["bodies"] = {};
  for (const [name, b] of Object.entries(c.bodies)) bodies[name] = { longitude: b.longitude, sign: b.sign, degree: b.longitude % 30, retrograde: false, house: null };
  return (
    <Section id="composite" title={t("match.composite")} level="h4" titleClassName="text-lg font-semibold" className="space-y-3" data-testid="composite">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("match.compositeNote", names)}</p>
      <p className="leading-relaxed" data-testid="composite-reading">
        {c.reading}
      </p>
      <ChartWheel
        chart={{ bodies, ascendant: c.ascendant, midheaven: c.midheaven, houses: null, aspects: c.aspects }}
        title={t("match.compositeWheel", names)}
      />
    </Section>
  );
}
