/**
 * Birth place search.
 * With JavaScript: a combobox over GET /api/places?q= (debounced, from 3 characters, at most 5 results);
 * choosing a result fills hidden latitude/longitude inputs and shows them to two decimals; editing the
 * text clears them again (docs/product.md#states).
 * Without JavaScript: a "Search" submit button (intent=search-place) re-renders the form with up to 5
 * results as radio buttons; the chosen one ("lat|lon|name") is read by the action on submit.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ErrorList } from "~/components/ui/field";
import { useHydrated } from "~/components/use-hydrated";
import { formatCoordinates } from "~/domain/format";
import type { PlaceOption } from "./types";

export type PlaceSearchNames = { place: string; latitude: string; longitude: string; choice: string; searchIntent: string };

type Props = {
  id: string;
  label: string;
  hint?: string;
  names: PlaceSearchNames;
  defaultPlace?: string;
  defaultLatitude?: string;
  defaultLongitude?: string;
  /** Results of a search made without JavaScript (or by the server after a submit without a choice). */
  results?: PlaceOption[];
  errors?: string[];
  disabled?: boolean;
  /** Told whether coordinates are chosen, each time that changes (with JavaScript). */
  onLocatedChange?: (located: boolean) => void;
};

function toNumber(value: string | undefined) {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function PlaceSearch(props: Props) {
  const hydrated = useHydrated();
  return hydrated ? <PlaceCombobox {...props} /> : <PlaceSearchNoScript {...props} />;
}

function Confirmation({ latitude, longitude }: { latitude: number | null; longitude: number | null }) {
  if (latitude === null || longitude === null) return null;
  return (
    <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300" data-testid="place-coordinates">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 inline size-3.5 align-[-2px]" fill="currentColor">
        <path d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z" />
      </svg>
      {formatCoordinates(latitude, longitude)}
    </p>
  );
}

function PlaceSearchNoScript({ id, label, hint, names, defaultPlace, defaultLatitude, defaultLongitude, results, errors }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const latitude = toNumber(defaultLatitude);
  const longitude = toNumber(defaultLongitude);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={names.place}
          type="text"
          required
          defaultValue={defaultPlace}
          autoComplete="off"
          className="input"
          placeholder="City, region or country"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        />
        <button type="submit" name="intent" value={names.searchIntent} formNoValidate className="btn-outline shrink-0">
          Search
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {/* Coordinates already chosen (kept across re-renders); a radio choice below replaces them. */}
      <input type="hidden" name={names.latitude} value={defaultLatitude ?? ""} />
      <input type="hidden" name={names.longitude} value={defaultLongitude ?? ""} />
      {results?.length ? (
        <fieldset className="mt-2 rounded-lg border border-night-200 p-3 dark:border-night-700">
          <legend className="px-1 text-sm font-medium">Choose your place</legend>
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
                    {place.name} <span className="text-slate-500 dark:text-slate-400">({formatCoordinates(place.latitude, place.longitude)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : results ? (
        <p className="hint">No places found. Try the city name alone, or add the country.</p>
      ) : (
        <Confirmation latitude={latitude} longitude={longitude} />
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

const DEBOUNCE_MS = 300;

function PlaceCombobox({ id, label, hint, names, defaultPlace, defaultLatitude, defaultLongitude, results: initial, errors, disabled, onLocatedChange }: Props) {
  const [text, setText] = useState(defaultPlace ?? "");
  const [chosen, setChosen] = useState<{ latitude: number; longitude: number } | null>(() => {
    const latitude = toNumber(defaultLatitude);
    const longitude = toNumber(defaultLongitude);
    return latitude !== null && longitude !== null ? { latitude, longitude } : null;
  });
  const [results, setResults] = useState<PlaceOption[]>(initial ?? []);
  const [open, setOpen] = useState(Boolean(initial?.length));
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const listId = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const request = useRef<AbortController | null>(null);
  const skipNextSearch = useRef(true);
  const located = chosen !== null;

  useEffect(() => onLocatedChange?.(located), [located, onLocatedChange]);

  useEffect(() => {
    if (skipNextSearch.current) {
      skipNextSearch.current = false;
      return;
    }
    const q = text.trim();
    request.current?.abort();
    if (q.length < 3) {
      setResults([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const response = await fetch(`/api/places?q=${encodeURIComponent(q)}`, { signal: controller.signal, credentials: "same-origin" });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const body = (await response.json()) as { display_name: string; lat: string | number; lon: string | number }[];
        const places = body.slice(0, 5).map((p) => ({ name: p.display_name, latitude: Number(p.lat), longitude: Number(p.lon) }));
        setResults(places);
        setActive(-1);
        setOpen(true);
      } catch (error) {
        // Silent failure (docs/product.md#errors): logged only.
        if ((error as Error).name !== "AbortError") console.warn("[places] search failed", error);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function choose(place: PlaceOption) {
    skipNextSearch.current = true;
    setText(place.name);
    setChosen({ latitude: place.latitude, longitude: place.longitude });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && results.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={names.place}
        type="text"
        required
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => results.length && !chosen && setOpen(true)}
        autoComplete="off"
        className="input"
        placeholder="Start typing a city"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      <input type="hidden" name={names.latitude} value={chosen ? String(chosen.latitude) : ""} />
      <input type="hidden" name={names.longitude} value={chosen ? String(chosen.longitude) : ""} />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} results`}
        hidden={!expanded}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-night-200 bg-white shadow-lg dark:border-night-700 dark:bg-[#1b1440]"
      >
        {results.map((place, i) => (
          <li
            key={`${place.latitude},${place.longitude},${i}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-night-100 dark:bg-night-800" : "hover:bg-night-50 dark:hover:bg-night-900"}`}
          >
            {place.name}
          </li>
        ))}
      </ul>
      {loading ? (
        <p className="hint" aria-live="polite">
          Searching…
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <Confirmation latitude={chosen?.latitude ?? null} longitude={chosen?.longitude ?? null} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
