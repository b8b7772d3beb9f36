import { getCollectionProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { ErrorList } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { AYANAMSAS, BAZI_HOURS, DASHA_YEAR_DAYS, DAY_STARTS, DEFAULT_CONVENTIONS, NODES, type Conventions } from "~/astrology/conventions";
import { useT } from "~/i18n/use-t";

type Group = { name: keyof Conventions; legend: string; hint: string; values: readonly (string | number)[] };

const GROUPS: Group[] = [
  { name: "ayanamsa", legend: "settings.ayanamsaLegend", hint: "settings.ayanamsaHint", values: AYANAMSAS },
  { name: "node", legend: "settings.nodeLegend", hint: "settings.nodeHint", values: NODES },
  { name: "dashaYearDays", legend: "settings.dashaLegend", hint: "settings.dashaHint", values: DASHA_YEAR_DAYS },
  { name: "baziHour", legend: "settings.baziHourLegend", hint: "settings.baziHourHint", values: BAZI_HOURS },
  { name: "dayStart", legend: "settings.dayStartLegend", hint: "settings.dayStartHint", values: DAY_STARTS },
];

/** The chart conventions where practitioners differ (decision 018); saving recomputes the chart. Hidden without a profile. */
export function ConventionsCard({ conventions, result }: { conventions: Conventions | null; result?: SubmissionResult<string[]> }) {
  // The groups' fields typed alike, so that one loop draws them all.
  const [form, fields] = useForm<Record<keyof Conventions, string | number>>({ id: "conventions", lastResult: result, defaultValue: conventions ?? undefined });
  const t = useT();
  if (!conventions) return null;
  return (
    <Section id="conventions" title={t("settings.conventionsTitle")} intro={t("settings.conventionsIntro")}>
      <IntentForm form={form} intent="conventions" failure={t("settings.notSaved")} className="mt-3 space-y-4">
        {GROUPS.map((group) => (
          <fieldset key={group.name}>
            <legend className="text-sm font-semibold">{t(group.legend)}</legend>
            <p className="text-xs text-slate-600 dark:text-slate-300">{t(group.hint)}</p>
            <div className="mt-2 flex flex-col gap-1">
              {getCollectionProps(fields[group.name], { type: "radio", options: group.values.map(String) }).map(({ key, ...radio }, index) => (
                <label key={key} className="flex items-center gap-2">
                  <input {...radio} required /> {t(`settings.convention.${group.name}.${group.values[index]}`)}
                  {DEFAULT_CONVENTIONS[group.name] === group.values[index] ? <span className="text-xs text-slate-500 dark:text-slate-400">{t("settings.defaultMark")}</span> : null}
                </label>
              ))}
            </div>
            <ErrorList id={fields[group.name].errorId} errors={fields[group.name].errors} />
          </fieldset>
        ))}
        <button type="submit" className="btn-outline">
          {t("settings.saveAndRecompute")}
        </button>
      </IntentForm>
    </Section>
  );
}
