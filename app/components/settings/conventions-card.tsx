import { getCollectionProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { ErrorList } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { AYANAMSAS, BAZI_HOURS, CONVENTION_LABELS, DASHA_YEAR_DAYS, DAY_STARTS, DEFAULT_CONVENTIONS, NODES, type Conventions } from "~/astrology/conventions";

type Group = { name: keyof Conventions; legend: string; hint: string; values: readonly (string | number)[] };

const GROUPS: Group[] = [
  { name: "ayanamsa", legend: "Ayanamsa (the sidereal zodiac's zero point)", hint: "Moves every sidereal position, so the rashi, nakshatra, lagna, yogas, D9, D10, Sade Sati and dashas follow it.", values: AYANAMSAS },
  { name: "node", legend: "Rahu and Ketu", hint: "The mean node moves smoothly backwards; the true node wobbles around it by up to about 1.5°.", values: NODES },
  { name: "dashaYearDays", legend: "Length of a dasha year", hint: "Every Vimshottari period is this many days a year long.", values: DASHA_YEAR_DAYS },
  { name: "baziHour", legend: "BaZi hour read on", hint: "Apparent solar time moves the day and hour pillars by the longitude's distance from the zone's meridian and the equation of time.", values: BAZI_HOURS },
  { name: "dayStart", legend: "The BaZi day begins", hint: "Changes the day pillar (and the day master) only for a birth between 23:00 and midnight.", values: DAY_STARTS },
];

const label = (name: keyof Conventions, value: string | number) => (CONVENTION_LABELS[name] as Record<string, string>)[String(value)]!;

/** The chart conventions where practitioners differ (decision 018); saving recomputes the chart. Hidden without a profile. */
export function ConventionsCard({ conventions, result }: { conventions: Conventions | null; result?: SubmissionResult<string[]> }) {
  // The groups' fields typed alike, so that one loop draws them all.
  const [form, fields] = useForm<Record<keyof Conventions, string | number>>({ id: "conventions", lastResult: result, defaultValue: conventions ?? undefined });
  if (!conventions) return null;
  return (
    <Section
      id="conventions"
      title="Chart conventions"
      intro="Traditions differ on a few points of calculation. Choose yours and your chart is recomputed with them; the defaults are marked. The public sky and panchang pages always use Lahiri."
    >
      <IntentForm form={form} intent="conventions" failure="Not saved" className="mt-3 space-y-4">
        {GROUPS.map((group) => (
          <fieldset key={group.name}>
            <legend className="text-sm font-semibold">{group.legend}</legend>
            <p className="text-xs text-slate-600 dark:text-slate-300">{group.hint}</p>
            <div className="mt-2 flex flex-col gap-1">
              {getCollectionProps(fields[group.name], { type: "radio", options: group.values.map(String) }).map(({ key, ...radio }, index) => (
                <label key={key} className="flex items-center gap-2">
                  <input {...radio} required /> {label(group.name, group.values[index]!)}
                  {DEFAULT_CONVENTIONS[group.name] === group.values[index] ? <span className="text-xs text-slate-500 dark:text-slate-400">(default)</span> : null}
                </label>
              ))}
            </div>
            <ErrorList id={fields[group.name].errorId} errors={fields[group.name].errors} />
          </fieldset>
        ))}
        <button type="submit" className="btn-outline">
          Save and recompute
        </button>
      </IntentForm>
    </Section>
  );
}
