/**
 * The birth details form (onboarding and the Birth tab's edit form): a real form that
 * app/browser/enhance-chart.ts enhances from its data- attributes; errors come from the action's Conform reply.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { FormAlert } from "~/components/form-alert";
import { ErrorList } from "~/components/ui/field";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { BIRTH_LOCATION_REQUIRED } from "~/schemas/profile-messages";
import type { ChartActionData } from "~/routes/profile.server";
import { PlaceSearch } from "./place-search";
import { BirthDateField, typedValue } from "./birth-fields";

export type BirthFormDefaults = {
  birthDate?: string;
  birthTime?: string | null;
  birthPlace?: string;
  birthLatitude?: string;
  birthLongitude?: string;
};

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
  submitLabel = "Generate My Natal Chart",
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
  const { key: _timeKey, ...timeProps } = getInputProps(fields.birthTime, { type: "time", ariaDescribedBy: `${fields.birthTime.id}-hint` });
  const { key: _unknownKey, ...unknownProps } = getInputProps(fields.timeUnknown, { type: "checkbox" });

  return (
    // With JavaScript the button waits for a birth date and a chosen place (data-needs-place); without,
    // the server's messages say what is missing.
    <Form method="post" className="space-y-5" aria-label="Birth details" data-chart-form="" data-location-required={BIRTH_LOCATION_REQUIRED} {...getFormProps(form)}>
      <template data-pending-overlay="">
        <FullScreenSpinner title="Consulting the Stars..." subtitle="Generating your natal chart" />
      </template>
      <FormAlert title="Error" message={form.errors?.[0]} id={form.errorId} />
      {regenerate ? <input type="hidden" name="regenerateProfile" value="true" /> : null}
      <BirthDateField field={fields.birthDate} />

      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={fields.birthTime.id} className="label">
            Birth Time
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              {...unknownProps}
              role="switch"
              data-disables={fields.birthTime.id}
              className="peer h-4 w-8 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-night-700 checked:before:translate-x-4 dark:bg-night-800 dark:checked:bg-night-400"
            />
            Time Unknown
          </label>
        </div>
        <input {...timeProps} className="input" />
        <p id={`${fields.birthTime.id}-hint`} className="hint">
          Your birth time helps calculate your moon sign and ascendant. Leave it empty, or switch on Time Unknown, if you do not know it.
        </p>
        <ErrorList id={fields.birthTime.errorId} errors={fields.birthTime.errors} />
      </div>

      <PlaceSearch
        fields={fields}
        label="Birth Place"
        hint="Your birth location is needed to calculate your planetary positions."
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "placeChoice", searchIntent: "search-place" }}
        results={search?.results ?? save?.results}
      />

      {question ? (
        <fieldset className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40" aria-describedby="time-question-text">
          <legend className="px-1 text-sm font-semibold">Which {typed("birthTime")} did you mean?</legend>
          <p id="time-question-text" className="text-sm">
            {question.status === "ambiguous"
              ? `On ${typed("birthDate")} the clocks in ${question.zone} went back, so ${typed("birthTime")} happened twice.`
              : `On ${typed("birthDate")} the clocks in ${question.zone} jumped forward, so ${typed("birthTime")} never showed on the clocks there.`}{" "}
            Choose the reading that matches the birth record:
          </p>
          <div className="mt-3 space-y-2 text-sm">
            <label className="flex items-start gap-2">
              <input type="radio" name="timeChoice" value="earlier" defaultChecked className="mt-1 accent-night-700" />
              <span>
                {question.status === "ambiguous" ? "The first time" : "Clock time before the change"} ({question.earlier.abbreviation},{" "}
                {offsetLabel(question.earlier.offsetMinutes)}) = {utcLabel(question.earlier.utc)}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input type="radio" name="timeChoice" value="later" className="mt-1 accent-night-700" />
              <span>
                {question.status === "ambiguous" ? "The second time" : "Clock time after the change"} ({question.later.abbreviation},{" "}
                {offsetLabel(question.later.offsetMinutes)}) = {utcLabel(question.later.utc)}
              </span>
            </label>
          </div>
        </fieldset>
      ) : null}

      <button type="submit" name="intent" value="save-profile" className="btn-primary w-full py-3" data-needs-place={fields.birthDate.id} data-pending-text="Generating Your Natal Chart...">
        {submitLabel}
      </button>
    </Form>
  );
}
