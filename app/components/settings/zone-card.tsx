import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { ErrorList } from "~/components/ui/field";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import type { PlaceOption } from "~/domain/chart";
import type { MemberClock } from "~/domain/member-zone";
import { useT } from "~/i18n/use-t";

/** What the settings action answers to the place search: the places found for the words typed. */
export type ZoneSearch = { searched: string; places: PlaceOption[] };

/** "Your time zone": the clock of every time the member sees or is sent, changed by choosing a place (plain forms). */
export function ZoneCard({
  clock,
  search,
  searchResult,
  chooseResult,
}: {
  clock: MemberClock;
  /** The places found by the last search, shown as a list to choose from. */
  search?: ZoneSearch | null;
  searchResult?: SubmissionResult<string[]>;
  chooseResult?: SubmissionResult<string[]>;
}) {
  const [searchForm, searchFields] = useForm({ id: "clock-search", lastResult: searchResult, defaultValue: { zoneQuery: search?.searched ?? "" } });
  const [chooseForm, chooseFields] = useForm({ id: "clock-choose", lastResult: chooseResult });
  const { key: _key, ...queryInput } = getInputProps(searchFields.zoneQuery, { type: "search" });
  const choiceErrors = chooseFields.zoneLatitude.errors ?? chooseFields.zoneLongitude.errors;
  const t = useT();
  return (
    <Section id="clock" title={t("settings.zoneTitle")} intro={t("settings.zoneIntro")}>
      {/* Where the clock comes from: the place the member lives, the birth place's, or none yet (UTC). */}
      <p className="mt-2 text-sm" data-testid="clock-line">
        {t("settings.now")} <strong>{clock.label}</strong>
        {t(`settings.source.${clock.source}`)}
      </p>
      <FormAlert title={t("settings.notSaved")} message={chooseForm.errors?.[0]} id={chooseForm.errorId} />
      <Form method="post" action="/settings#clock" className="mt-3 flex flex-wrap items-end gap-2" {...getFormProps(searchForm)}>
        <input type="hidden" name="intent" value="zone-search" />
        <div className="min-w-56 flex-1">
          <label htmlFor={searchFields.zoneQuery.id} className="label">
            {t("settings.whereYouLive")}
          </label>
          <input {...queryInput} className="input w-full" autoComplete="address-level2" minLength={3} maxLength={120} required />
        </div>
        <button type="submit" className="btn-outline">
          {t("settings.searchPlaces")}
        </button>
        <ErrorList id={searchFields.zoneQuery.errorId} errors={searchFields.zoneQuery.errors} />
      </Form>
      {search ? (
        search.places.length ? (
          <Form method="post" action="/settings#clock" className="mt-4 space-y-3" {...getFormProps(chooseForm)}>
            <input type="hidden" name="intent" value="zone" />
            <input type="hidden" name="zoneQuery" value={search.searched} />
            <fieldset>
              <legend className="text-sm font-semibold">{t("settings.placesFound", { query: search.searched })}</legend>
              <ul className="mt-2 space-y-2">
                {search.places.map((place, index) => (
                  <li key={`${place.latitude},${place.longitude},${index}`}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name="zoneChoice"
                        value={`${place.latitude}|${place.longitude}|${place.name}`}
                        defaultChecked={index === 0}
                        required
                        className="mt-1"
                      />
                      {place.name}
                    </label>
                  </li>
                ))}
              </ul>
              <ErrorList id={chooseFields.zoneLatitude.errorId} errors={choiceErrors} />
            </fieldset>
            <button type="submit" className="btn-primary">
              {t("settings.usePlace")}
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm" role="status">
            {t("settings.noPlaces", { query: search.searched })}
          </p>
        )
      ) : null}
    </Section>
  );
}
