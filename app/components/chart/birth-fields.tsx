// The fields of a birth shared by the three forms that take one (the member's own, a partner's, a
// saved person's). The Time Unknown box disables the time input through app/browser/enhance-chart.ts.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList, Labelled } from "~/components/ui/field";
import { useText } from "~/i18n/text-context";

/** A form's Conform fields, read by name. */
export type FormFields = Record<string, FieldMetadata<unknown>>;

/** What a field shows again (the reply's value, or the defaults), when it is text. */
export function typedValue(fields: FormFields, name: string) {
  const value = fields[name]?.initialValue;
  return typeof value === "string" ? value : undefined;
}

/** A birth date, within the years the engine computes. */
export function BirthDateField({ field }: { field: FieldMetadata<unknown> }) {
  const { key: _key, ...date } = getInputProps(field, { type: "date" });
  return (
    <Labelled field={field} label={useText().t("onboarding.birthDate")}>
      <input {...date} required min="1800-01-01" max="2100-12-31" className="input" />
    </Labelled>
  );
}

/** An optional birth time, with the Time Unknown box beside its label. */
export function OptionalTimeField({ time, unknown }: { time: FieldMetadata<unknown>; unknown: FieldMetadata<unknown> }) {
  const { key: _timeKey, ...timeProps } = getInputProps(time, { type: "time" });
  const { key: _unknownKey, ...unknownProps } = getInputProps(unknown, { type: "checkbox" });
  const { t } = useText();
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={time.id} className="label">
          {t("onboarding.birthTimeOptional")}
        </label>
        <label className="flex items-center gap-2 text-xs">
          <input {...unknownProps} data-disables={time.id} className="h-4 w-4 accent-night-700" />
          {t("onboarding.timeUnknown")}
        </label>
      </div>
      <input {...timeProps} className="input" />
      <ErrorList id={time.errorId} errors={time.errors} />
    </div>
  );
}
