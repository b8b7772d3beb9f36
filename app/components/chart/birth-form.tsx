/**
 * The birth details form: the onboarding card ("Your Birth Details") and the birth tab's edit form.
 * A real <Form method="post">; JavaScript adds the place combobox, the Time Unknown switch disabling the
 * time input, the "Location Required" toast and the "Consulting the Stars..." overlay.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/components/toaster";
import { ErrorList } from "~/components/ui/field";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { useHydrated } from "~/components/use-hydrated";
import { BIRTH_LOCATION_REQUIRED } from "~/schemas/profile-messages";
import type { ChartActionData } from "~/routes/profile.server";
import { PlaceSearch } from "./place-search";

type SaveData = Extract<ChartActionData, { intent: "save-profile" }>;
type SearchData = Extract<ChartActionData, { intent: "search-place" }>;

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
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-profile";
  const save = actionData?.intent === "save-profile" ? (actionData as SaveData) : undefined;
  const search = actionData?.intent === "search-place" && actionData.scope === "birth" ? (actionData as SearchData) : undefined;
  const values: Record<string, string> = save?.values ?? search?.values ?? {};
  const errors = save?.errors ?? {};
  const question = save?.question;

  const initialTime = values.birthTime ?? defaults?.birthTime ?? "";
  const [timeUnknown, setTimeUnknown] = useState(
    values.timeUnknown === "on" || (values.timeUnknown === undefined && Boolean(defaults) && !defaults?.birthTime),
  );
  const placeKey = JSON.stringify([save?.results, search?.results, values.birthPlace]);
  // With JavaScript the button waits for a birth date and a chosen place (the combobox reports it);
  // without, the server's messages say what is missing.
  const [hasDate, setHasDate] = useState(Boolean(values.birthDate ?? defaults?.birthDate));
  const [located, setLocated] = useState(false);
  const incomplete = hydrated && !(hasDate && located);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save-profile") return;
    const form = new FormData(event.currentTarget);
    if (!form.get("birthLatitude") || !form.get("birthLongitude")) {
      event.preventDefault();
      toast({ title: "Location Required", description: BIRTH_LOCATION_REQUIRED, variant: "destructive" });
    }
  }

  return (
    <Form method="post" className="space-y-5" onSubmit={hydrated ? onSubmit : undefined} aria-label="Birth details">
      {saving ? <FullScreenSpinner title="Consulting the Stars..." subtitle="Generating your natal chart" /> : null}
      <FormAlert title="Error" message={save?.formError} />
      {regenerate ? <input type="hidden" name="regenerateProfile" value="true" /> : null}
      <div>
        <label htmlFor="birthDate" className="label">
          Birth Date
        </label>
        <input
          id="birthDate"
          name="birthDate"
          type="date"
          required
          min="1800-01-01"
          max="2100-12-31"
          defaultValue={values.birthDate ?? defaults?.birthDate ?? ""}
          onChange={(event) => setHasDate(event.target.value !== "")}
          className="input"
          aria-invalid={errors.birthDate ? true : undefined}
          aria-describedby={errors.birthDate ? "birthDate-error" : undefined}
        />
        <ErrorList id="birthDate-error" errors={errors.birthDate} />
      </div>

      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor="birthTime" className="label">
            Birth Time
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              name="timeUnknown"
              checked={timeUnknown}
              aria-checked={timeUnknown}
              onChange={(event) => setTimeUnknown(event.target.checked)}
              className="peer h-4 w-8 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-night-700 checked:before:translate-x-4 dark:bg-night-800 dark:checked:bg-night-400"
            />
            Time Unknown
          </label>
        </div>
        <input
          id="birthTime"
          name="birthTime"
          type="time"
          disabled={hydrated && timeUnknown}
          defaultValue={initialTime ?? ""}
          className="input"
          aria-invalid={errors.birthTime ? true : undefined}
          aria-describedby={["birthTime-hint", errors.birthTime ? "birthTime-error" : ""].filter(Boolean).join(" ")}
        />
        <p id="birthTime-hint" className="hint">
          Your birth time helps calculate your moon sign and ascendant. Leave it empty, or switch on Time Unknown, if you do not know it.
        </p>
        <ErrorList id="birthTime-error" errors={errors.birthTime} />
      </div>

      <PlaceSearch
        key={placeKey}
        id="birthPlace"
        label="Birth Place"
        hint="Your birth location is needed to calculate your planetary positions."
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "placeChoice", searchIntent: "search-place" }}
        defaultPlace={values.birthPlace ?? defaults?.birthPlace}
        defaultLatitude={values.birthLatitude ?? defaults?.birthLatitude}
        defaultLongitude={values.birthLongitude ?? defaults?.birthLongitude}
        results={search?.results ?? save?.results}
        errors={[...new Set([...(errors.birthPlace ?? []), ...(errors.birthLatitude ?? []), ...(errors.birthLongitude ?? [])])]}
        onLocatedChange={setLocated}
      />

      {question ? (
        <fieldset className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40" aria-describedby="time-question-text">
          <legend className="px-1 text-sm font-semibold">Which {values.birthTime} did you mean?</legend>
          <p id="time-question-text" className="text-sm">
            {question.status === "ambiguous"
              ? `On ${values.birthDate} the clocks in ${question.zone} went back, so ${values.birthTime} happened twice.`
              : `On ${values.birthDate} the clocks in ${question.zone} jumped forward, so ${values.birthTime} never showed on the clocks there.`}{" "}
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

      <button type="submit" name="intent" value="save-profile" className="btn-primary w-full py-3" disabled={saving || incomplete}>
        {saving ? "Generating Your Natal Chart..." : submitLabel}
      </button>
    </Form>
  );
}
