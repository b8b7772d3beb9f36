import type { InputHTMLAttributes, ReactNode } from "react";
import { type ConstraintMessages, messageAttributes } from "~/schemas/constraint-messages";

type FieldProps = {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  className?: string;
  /** Messages for the enhancement script's validation as you type (pages without hydration). */
  messages?: ConstraintMessages;
};

/** A labelled input with its hint and its errors, wired for screen readers. */
export function Field({ label, errors, hint, inputProps, className, messages }: FieldProps) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  const hintId = hint ? `${inputProps.id}-hint` : undefined;
  return (
    <div className={className} data-field="">
      <label htmlFor={inputProps.id} className="label">
        {label}
      </label>
      <input
        {...inputProps}
        {...messageAttributes(messages)}
        className="input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** What a label, a hint and an error list need of a field: Conform's metadata, or the same by hand. */
export type LabelledField = { id: string; errorId: string; descriptionId?: string; errors?: string[] };

/** A label over any control (a select, a textarea, a controlled input), then its hint and its errors. */
export function Labelled({ field, label, hint, className, children }: { field: LabelledField; label: ReactNode; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
