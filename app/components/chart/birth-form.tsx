/**
 * The birth details form (onboarding and the Birth tab's edit form): a real form that
 * app/browser/enhance-chart.ts enhances from its data- attributes; errors come from the action's Conform reply.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { FormAlert } from "~/components/form-alert";
import { ErrorList } from "~/components/ui/field";
import { FullScreenSpinner } from "~/components/ui/spinner";
import type { ChartActionData } from "~/routes/profile.server";
import { PlaceSearch } from "./place-search";
import { BirthDateField, typedValue } from "./birth-fields";
import { useText } from "~/i18n/text-context";

export type BirthFormDefaults = {
  birthDate?: string;
  birthTime?: string | null;
  birthPlace?: string;
  birthLatitude?: string;
  birthLongitude?: string;
};

/** The two readings of a clock time the change made happen twice, or never. */
const CHOICES = { ambiguous: ["onboarding.firstTime", "onboarding.secondTime"], nonexistent: ["onboarding.beforeChange", "onboarding.afterChange"] };

function offsetLabel(minutes: number) {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(Math.round(minutes));
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function utcLabel(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UT`;
}

export function BirthDetailsForm({
  actionData,
  defaults,
  regenerate,
  submitLabel,
}: {
  actionData: ChartActionData | undefined;
  defaults?: BirthFormDefaults;
  regenerate?: boolean;
  submitLabel?: string;
}) {
  const save = actionData?.intent === "save-profile" ? actionData : undefined;
  const search = actionData?.intent === "search-place" && actionData.scope === "birth" ? actionData : undefined;
  const question = save?.question;
  const [form, fields] = useForm({
    id: "birth-details",
    lastResult: save?.result,
    // A place search (its own submit) shows the form again with what was typed; otherwise the profile's details.
    defaultValue: search?.values ?? {
      birthDate: defaults?.birthDate,
      birthTime: defaults?.birthTime ?? undefined,
      timeUnknown: defaults && !defaults.birthTime ? "on" : undefined,
      birthPlace: defaults?.birthPlace,
      birthLatitude: defaults?.birthLatitude,
      birthLongitude: defaults?.birthLongitude,
    },
  });
  const typed = (name: string) => typedValue(fields, name);
  const { t } = useText();
  const asked = { date: typed("birthDate") ?? "", zone: question?.zone ?? "", time: typed("birthTime") ?? "" };
  const { key: _timeKey, ...timeProps } = getInputProps(fields.birthTime, { type: "time", ariaDescribedBy: `${fields.birthTime.id}-hint` });
  const { key: _unknownKey, ...unknownProps } = getInputProps(fields.timeUnknown, { type: "checkbox" });

  return (
    // With JavaScript the button waits for a birth date and a chosen place (data-needs-place); without,
    // the server's messages say what is missing.
    <Form method="post" className="space-y-5" aria-label={t("onboarding.formLabel")} data-chart-form="" data-location-required={t("forms.birthLocationRequired")} {...getFormProps(form)}>
      <template data-pending-overlay="">
        <FullScreenSpinner title={t("onboarding.consulting")} subtitle={t("onboarding.generatingChart")} />
      </template>
      <FormAlert title={t("onboarding.error")} message={form.errors?.[0]} id={form.errorId} />
      {regenerate ? <input type="hidden" name="regenerateProfile" value="true" /> : null}
      <BirthDateField field={fields.birthDate} />

      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={fields.birthTime.id} className="label">
            {t("onboarding.birthTime")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              {...unknownProps}
              role="switch"
              data-disables={fields.birthTime.id}
              className="peer h-4 w-8 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-night-700 checked:before:translate-x-4 dark:bg-night-800 dark:checked:bg-night-400"
            />
            {t("onboarding.timeUnknown")}
          </label>
        </div>
        <input {...timeProps} className="input" />
        <p id={`${fields.birthTime.id}-hint`} className="hint">
          {t("onboarding.timeHint")}
        </p>
        <ErrorList id={fields.birthTime.errorId} errors={fields.birthTime.errors} />
      </div>

      <PlaceSearch
        fields={fields}
        label={t("onboarding.birthPlace")}
        hint={t("onboarding.placeHint")}
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "placeChoice", searchIntent: "search-place" }}
        results={search?.results ?? save?.results}
      />

      {question ? (
        <fieldset className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40" aria-describedby="time-question-text">
          <legend className="px-1 text-sm font-semibold">{t("onboarding.whichTime", asked)}</legend>
          <p id="time-question-text" className="text-sm">
            {t(question.status === "ambiguous" ? "onboarding.clocksBack" : "onboarding.clocksForward", asked)} {t("onboarding.chooseReading")}
          </p>
          <div className="mt-3 space-y-2 text-sm">
            {(["earlier", "later"] as const).map((choice, i) => (
              <label key={choice} className="flex items-start gap-2">
                <input type="radio" name="timeChoice" value={choice} defaultChecked={i === 0} className="mt-1 accent-night-700" />
                <span>
                  {t(CHOICES[question.status][i]!)} ({question[choice].abbreviation}, {offsetLabel(question[choice].offsetMinutes)}) = {utcLabel(question[choice].utc)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <button type="submit" name="intent" value="save-profile" className="btn-primary w-full py-3" data-needs-place={fields.birthDate.id} data-pending-text={t("onboarding.generating")}>
        {submitLabel ?? t("onboarding.generate")}
      </button>
    </Form>
  );
}
