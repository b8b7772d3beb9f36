import { TIME_ZONES } from "~/domain/time-zones";

type Props = {
  /** The zone in use and its clock in words (PublicDay.tz, PublicDay.clock). */
  tz: string;
  clock: string;
  /** The form's answer after a zone that names nothing. */
  error?: { value: string; error: string } | null;
};

/**
 * Whose day a public sky page shows: the line naming the zone every time on the page is read in, and
 * a plain form (no JavaScript needed) that changes the zone and remembers it.
 */
export function ZoneForm({ tz, clock, error }: Props) {
  return (
    <section aria-labelledby="zone-heading" className="card mt-8 text-sm">
      <h2 id="zone-heading" className="font-semibold">
        Whose day
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="zone-line">
        This day runs from midnight to midnight in {tz === "UTC" ? "UTC" : tz.replace(/_/g, " ")}; every time on this page is on that clock: {clock}.
      </p>
      <form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor="zone-tz" className="label">
            Time zone (IANA name)
          </label>
          <input
            id="zone-tz"
            name="tz"
            list="zone-options"
            className="input w-full"
            defaultValue={error ? error.value : tz}
            required
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "zone-error" : undefined}
          />
          <datalist id="zone-options">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="btn-outline">
          Show this zone&apos;s day
        </button>
        {error ? (
          <p id="zone-error" className="field-error w-full" role="alert">
            {error.error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
