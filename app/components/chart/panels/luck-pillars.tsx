// The Chinese tab's luck pillars (after the sex question), annual pillars and hidden stems. Free members
// get the running luck pillar; the loader leaves the rest out for them.
import type { ReactNode } from "react";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { TEN_GOD_NAMES, type TenGod } from "~/astrology/constants";
import type { AnnualPillar, HiddenStem, LuckPillar, PillarGods } from "~/astrology/luck";
import { FormAlert } from "~/components/form-alert";
import { dateIn, Notice, PremiumLock, Reading, type ChartActionData, type Profile } from "./parts";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";
import type { ViewTranslate } from "~/i18n/use-t";

type Chinese = Profile<"chinese">["chinese"];

/** The Chinese calendar's clock: Lichun 2026 is 20:02 UTC on February 3, 04:02 on February 4 in Beijing. */
const BEIJING_MS = 8 * 3_600_000;
/** "Direct Officer (Zheng Guan)", or the characters 正官 in Chinese. */
const godIn = (t: ViewTranslate) => (name: TenGod) => t("chart.tenGod", { name: t(`chart.god.${name}`), ...TEN_GOD_NAMES[name] });
/** A pillar's names in the page's language: "Xin Si", 辛巳. */
const pillarIn = (t: ViewTranslate, p: { stem: string; branch: string }) => t("astro.pillarName", { stem: t(`astro.stem.${p.stem}`), branch: t(`astro.branch.${p.branch}`) });

/** A table that is a table from the small breakpoint up and a list of labelled cards on a phone. */
export function StackedTable<Row>({ caption, columns, rows, current = () => false, rowHead, rowData }: {
  caption: string;
  columns: { label: string; cell: (row: Row) => ReactNode }[];
  rows: Row[];
  current?: (row: Row) => boolean;
  /** A first column that names each row (`th scope="row"`): the card's title on a phone. */
  rowHead?: { label: string; cell: (row: Row) => ReactNode };
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}) {
  return (
    <table className="mt-4 block w-full text-left text-sm sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-night-200 dark:border-night-800">
          {(rowHead ? [rowHead, ...columns] : columns).map((c) => (
            <th key={c.label} scope="col" className="py-2 pr-3">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 sm:table-row-group sm:space-y-0">
        {rows.map((row, i) => {
          const now = current(row);
          return (
            <tr
              key={i}
              aria-current={now ? "true" : undefined}
              className={`block rounded-lg border border-night-200 p-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 dark:border-night-800 ${now ? "bg-night-50 font-semibold dark:bg-night-950" : ""}`}
              {...rowData?.(row)}
            >
              {rowHead ? (
                <th scope="row" className="block py-0.5 font-semibold sm:table-cell sm:py-1.5 sm:pr-3 sm:font-medium">
                  {rowHead.cell(row)}
                </th>
              ) : null}
              {columns.map((c) => (
                <td key={c.label} className="flex justify-between gap-3 py-0.5 sm:table-cell sm:py-1.5 sm:pr-3">
                  <span className="font-normal text-slate-600 sm:hidden dark:text-slate-300" aria-hidden="true">
                    {c.label}
                  </span>
                  <span>{c.cell(row)}</span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A pillar's stem and branch, and the badge on the one running now. */
const pillarCell = (t: ViewTranslate) => (p: { stem: string; branch: string; current: boolean }) => (
  <>
    {pillarIn(t, p)}
    {p.current ? <span className="ml-1 rounded bg-night-700 px-1.5 py-0.5 text-xs text-white dark:bg-gold-300 dark:text-night-950">{t("astro.now")}</span> : null}
  </>
);

export function LuckPillarsSection({ chinese, sex, actionData }: { chinese: Chinese; sex: "female" | "male" | null; actionData: ChartActionData | undefined }) {
  const { t } = useText();
  const { stem, element, yinYang } = chinese.pillars.year;
  return (
    <Section id="luck-pillars" title={t("chart.luckTitle")} titleClassName="text-2xl font-semibold">
      {chinese.luckOpen ? (
        <Notice className="mt-3">{t("chart.luckOpen")}</Notice>
      ) : sex === null ? (
        <SexQuestion yearStem={t("astro.stemLabel", { stem: t(`astro.stem.${stem}`), element: t(`astro.element.${element}`), yinYang: t(`astro.yinYang.${yinYang}`) })} actionData={actionData} />
      ) : (
        <LuckBody chinese={chinese} sex={sex} />
      )}
    </Section>
  );
}

function SexQuestion({ yearStem, actionData }: { yearStem: string; actionData: ChartActionData | undefined }) {
  const { t } = useText();
  const error = actionData?.intent === "sex" ? (actionData.errors.sex?.[0] ?? actionData.formError) : null;
  return (
    <>
      <p className="mt-2 text-sm leading-relaxed">{t("chart.sexWhy", { yearStem })}</p>
      <Form method="post" className="mt-4 space-y-3" aria-describedby={error ? "sex-error" : undefined}>
        <input type="hidden" name="intent" value="sex" />
        {error ? <FormAlert title="Not saved" message={error} id="sex-error" /> : null}
        <fieldset>
          <legend className="text-sm font-semibold">{t("chart.sexLegend")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" name="sex" value="female" required /> {t("chart.female")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="sex" value="male" required /> {t("chart.male")}
            </label>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary">
          {t("chart.showLuck")}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-300">{t("chart.sexStored")}</p>
      </Form>
    </>
  );
}

function LuckBody({ chinese, sex }: { chinese: Chinese; sex: "female" | "male" }) {
  const { t, locale } = useText();
  const god = godIn(t);
  const { forward, ...age } = chinese.luck!;
  const pillars: LuckPillar[] = chinese.luckPillars ?? [];
  const current = pillars.find((p) => p.current) ?? null;
  const way = forward ? "forward" : "backward";
  const timeKnown = chinese.pillars.hour !== null;
  return (
    <>
      <p className="mt-2 text-sm leading-relaxed">
        {t("astro.luckCounted", {
          direction: t(`astro.luckDirection.${way}`),
          pillar: pillarIn(t, chinese.pillars.month),
          who: t(`astro.luckWho.${sex}`, { year: t(`astro.luckYear.${chinese.pillars.year.yinYang}`) }),
          ...age,
          span: t(`astro.luckSpan.${way}`),
        })}{" "}
        <Link to="/settings#sex" className="link">
          {t("astro.luckChange")}
        </Link>
      </p>
      {!timeKnown ? (
        <Notice className="mt-3">{t("chart.luckNoon")}</Notice>
      ) : null}
      {current ? (
        <div className="mt-4 rounded-lg border border-night-300 bg-night-50 p-4 dark:border-night-700 dark:bg-night-950" data-testid="luck-current">
          {chinese.readings.luck ? <Reading text={chinese.readings.luck} /> : null}
        </div>
      ) : (
        <p className="mt-4 text-sm" data-testid="luck-current">
          {t("chart.luckNone")}
        </p>
      )}
      {chinese.locked ? (
        <PremiumLock to="/pricing?from=luck-pillars" text="chart.luckLocked" />
      ) : (
        <StackedTable
          caption={t("chart.luckCaption")}
          rows={pillars}
          current={(p) => p.current}
          columns={[
            { label: t("chart.col.from"), cell: (p) => dateIn(`${p.start.slice(0, 10)}T12:00:00Z`, locale) },
            { label: t("chart.col.age"), cell: (p) => p.age },
            { label: t("chart.col.pillar"), cell: pillarCell(t) },
            { label: t("chart.col.elements"), cell: (p) => t("astro.pillarElements", { stem: t(`astro.element.${p.element}`), branch: t(`astro.element.${p.branchElement}`), animal: t(`astro.animal.${p.animal}`) }) },
            { label: t("chart.col.tenGod"), cell: (p) => god(p.tenGod) },
          ]}
        />
      )}
    </>
  );
}

export function AnnualPillarsSection({ chinese }: { chinese: Chinese }) {
  const { t, locale } = useText();
  if (chinese.locked) return null;
  const years: AnnualPillar[] = chinese.annualPillars;
  return (
    <Section id="annual-pillars" title={t("chart.annualTitle")} titleClassName="text-2xl font-semibold">
      <p className="mt-2 text-sm">{t("chart.annualIntro")}</p>
      {chinese.readings.year ? (
        <div className="mt-4 rounded-lg border border-night-300 bg-night-50 p-4 dark:border-night-700 dark:bg-night-950" data-testid="year-current">
          <Reading text={chinese.readings.year} />
        </div>
      ) : null}
      <StackedTable
        caption={t("chart.annualCaption")}
        rows={years}
        current={(p) => p.current}
        columns={[
          { label: t("chart.col.year"), cell: (p) => p.year },
          { label: t("chart.col.fromLichun"), cell: (p) => dateIn(`${new Date(Date.parse(p.start) + BEIJING_MS).toISOString().slice(0, 10)}T12:00:00Z`, locale) },
          { label: t("chart.col.pillar"), cell: pillarCell(t) },
          { label: t("chart.col.yearOf"), cell: (p) => t("chart.yearAnimal", { element: t(`astro.element.${p.element}`), animal: t(`astro.animal.${p.animal}`) }) },
          { label: t("chart.col.tenGod"), cell: (p) => godIn(t)(p.tenGod) },
        ]}
      />
    </Section>
  );
}

/** The pillars as the tables show them, the hour first. */
export const PILLARS = ["hour", "day", "month", "year"] as const;

export function HiddenStemsSection({ chinese }: { chinese: Chinese }) {
  const { t } = useText();
  const god = godIn(t);
  if (chinese.locked) return null;
  const rows = PILLARS.flatMap((key) => {
    const label = t(`chart.pillar.${key}`);
    const pillar = chinese.pillars[key];
    const hidden: HiddenStem[] | null = chinese.hiddenStems[key];
    const gods: PillarGods | null = chinese.tenGods[key];
    return pillar && hidden && gods ? [{ key, label, pillar, hidden, gods }] : [];
  });
  return (
    <Section id="ten-gods" title={t("chart.tenGodsTitle")} titleClassName="text-2xl font-semibold">
      <p className="mt-2 text-sm">{t("chart.tenGodsIntro", { stem: t(`astro.stem.${chinese.dayMaster.stem}`), yinYang: t(`astro.yinYang.${chinese.dayMaster.yinYang}`), element: t(`astro.element.${chinese.dayMaster.element}`) })}</p>
      <StackedTable
        caption={t("chart.tenGodsCaption")}
        rows={rows}
        columns={[
          { label: t("chart.col.pillar"), cell: (r) => t("astro.pillarRow", { label: r.label, pillar: pillarIn(t, r.pillar) }) },
          { label: t("chart.stem"), cell: (r) => (r.gods.stem ? god(r.gods.stem) : t("chart.dayMasterCell")) },
          {
            label: t("chart.col.hiddenStems"),
            cell: (r) =>
              r.hidden.map((h, i) => t("astro.hiddenStem", { stem: t(`astro.stem.${h.stem}`), element: t(`astro.element.${h.element}`), qi: t(`astro.qi.${h.qi}`), god: god(r.gods.hidden[i]!) })).join(t("astro.hiddenSeparator")),
          },
        ]}
      />
    </Section>
  );
}
