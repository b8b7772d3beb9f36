import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { TIME_ZONES } from "~/domain/time-zones";

type Props = {
  /** The zone in use (PublicDay.tz). */
  tz: string;
  /** The form's words in the page's language (zoneFormText): heading, the line naming the clock, field, button. */
  text: { heading: string; line: string; field: string; button: string };
  /** The form's Conform reply after a zone that names nothing (posted, or a `?tz=` of the address). */
  result?: SubmissionResult<string[]> | null;
};

/** The zone a public sky page is read in, and a plain form that changes and remembers it. */
export function ZoneForm({ tz, text, result }: Props) {
  const [form, fields] = useForm({ id: "zone", lastResult: result, defaultValue: { tz } });
  const { key: _key, ...input } = getInputProps(fields.tz, { type: "text" });
  const error = fields.tz.errors?.[0];
  return (
    <section aria-labelledby="zone-heading" className="card mt-8 text-sm">
      <h2 id="zone-heading" className="font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="zone-line">
        {text.line}
      </p>
      <form method="post" className="mt-3 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
        <div className="min-w-56 flex-1">
          <label htmlFor={fields.tz.id} className="label">
            {text.field}
          </label>
          <input {...input} list="zone-options" className="input w-full" required maxLength={64} />
          <datalist id="zone-options">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="btn-outline">
          {text.button}
        </button>
        {error ? (
          <p id={fields.tz.errorId} className="field-error w-full" role="alert">
            {error}
          </p>
        ) : null}
        {form.errors?.length ? (
          <p id={form.errorId} className="field-error w-full" role="alert">
            {form.errors[0]}
          </p>
        ) : null}
      </form>
    </section>
  );
}
