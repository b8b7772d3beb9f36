/**
 * Birth place search. Without JavaScript a "Search" button (intent=search-place) lists up to 5 places
 * as radio buttons ("lat|lon|name"); with it, app/browser/enhance-chart.ts makes the input a combobox
 * over GET /api/places (docs/product.md#states).
 */
import { ErrorList } from "~/components/ui/field";
import { coordinateWords, formatCoordinates } from "~/domain/format";
import type { PlaceOption } from "./types";
import { typedValue, type FormFields } from "./birth-fields";
import { useText } from "~/i18n/text-context";

export type PlaceSearchNames = { place: string; latitude: string; longitude: string; choice: string; searchIntent: string };

type Props = {
  /** The form's Conform fields: the place's, the latitude's and the longitude's (by `names`) are read. */
  fields: FormFields;
  label: string;
  hint?: string;
  names: PlaceSearchNames;
  /** Results of a search made without JavaScript (or by the server after a submit without a choice). */
  results?: PlaceOption[];
};

function toNumber(value: string | undefined) {
  const n = value?.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function Confirmation({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300" data-testid="place-coordinates">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 inline size-3.5 align-[-2px]" fill="currentColor">
        <path d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z" />
      </svg>
      <span data-coordinates="">{text}</span>
    </p>
  );
}

export function PlaceSearch({ fields, label, hint, names, results }: Props) {
  const id = fields[names.place]!.id;
  const [defaultPlace, defaultLatitude, defaultLongitude] = [names.place, names.latitude, names.longitude].map((name) => typedValue(fields, name));
  // The three fields' messages as one list under the place.
  const errors = [...new Set([names.place, names.latitude, names.longitude].flatMap((name) => fields[name]?.errors ?? []))];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const [latitude, longitude] = [defaultLatitude, defaultLongitude].map(toNumber);
  const { t } = useText();
  const words = coordinateWords(t);
  return (
    <div data-place-search="" data-location-title={t("forms.locationRequired")} data-coordinate-words={JSON.stringify(words)}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <div className="flex gap-2">
          <input
            id={id}
            name={names.place}
            type="text"
            required
            defaultValue={defaultPlace}
            autoComplete="off"
            className="input"
            placeholder={t("onboarding.placePlaceholder")}
            data-placeholder-script={t("onboarding.placePlaceholderScript")}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          />
          <button type="submit" name="intent" value={names.searchIntent} formNoValidate className="btn-outline shrink-0" data-place-search-button="">
            {t("onboarding.search")}
          </button>
        </div>
        {/* The combobox's list, filled by the script (options are <li role="option">, styled by aria-selected). */}
        <ul
          id={`${id}-results`}
          role="listbox"
          aria-label={t("onboarding.results", { label })}
          hidden
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-night-200 bg-white shadow-lg dark:border-night-700 dark:bg-[#1b1440] [&>li]:cursor-pointer [&>li]:px-3 [&>li]:py-2 [&>li]:text-sm [&>li:hover]:bg-night-50 [&>li[aria-selected=true]]:bg-night-100 dark:[&>li:hover]:bg-night-900 dark:[&>li[aria-selected=true]]:bg-night-800"
        />
      </div>
      <p className="hint" aria-live="polite" data-place-searching="" hidden>
        {t("onboarding.searching")}
      </p>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {/* Coordinates already chosen (kept across re-renders); a radio choice below replaces them. */}
      <input type="hidden" name={names.latitude} value={defaultLatitude ?? ""} data-place-latitude="" />
      <input type="hidden" name={names.longitude} value={defaultLongitude ?? ""} data-place-longitude="" />
      {results?.length ? (
        <fieldset className="mt-2 rounded-lg border border-night-200 p-3 dark:border-night-700" data-place-results="">
          <legend className="px-1 text-sm font-medium">{t("onboarding.choosePlace")}</legend>
          <ul className="space-y-1">
            {results.map((place, i) => (
              <li key={`${place.latitude},${place.longitude},${i}`}>
                <label className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={names.choice}
                    value={`${place.latitude}|${place.longitude}|${place.name}`}
                    defaultChecked={i === 0}
                    className="mt-1 accent-night-700"
                  />
                  <span>
                    {place.name} <span className="text-slate-500 dark:text-slate-400">({formatCoordinates(place.latitude, place.longitude, words)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : results ? (
        <p className="hint">{t("onboarding.noPlaces")}</p>
      ) : latitude !== null && longitude !== null ? (
        <Confirmation text={formatCoordinates(latitude, longitude, words)} />
      ) : null}
      {/* What the script shows once a place is chosen. */}
      <template data-place-confirmation="">
        <Confirmation text="" />
      </template>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
