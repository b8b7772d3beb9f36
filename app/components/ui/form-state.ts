import type { SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import type { HTMLInputTypeAttribute } from "react";

/**
 * A form's state read from an action's Conform reply (`submission.reply()`), for pages served without
 * the framework (decision records 004 and 008). Conform's `useForm` keeps a live store of the form
 * behind proxies so that React in the browser can validate as you type and re-render only what
 * changed; on a page whose forms are rendered once on the server and never hydrated that machinery
 * only costs time (about a seventh of /settings' render). This reads the same reply into plain
 * objects, and `formProps`/`inputProps`/`textareaProps`/`selectProps` give the attributes Conform's
 * `getFormProps`/`getInputProps`/`getTextareaProps`/`getSelectProps` give, in the same order, so the
 * markup is identical (app/components/ui/form-state.test.tsx renders both). Pages that hydrate keep
 * Conform. Field names are flat (`email`, not `address.city`), as on every form that uses this.
 */

type Constraint = ReturnType<typeof getZodConstraint>[string];
// Typed as Conform types them; a reply's `null` (a field whose check was skipped) passes through as it does there.
type Errors = string[] | undefined;

export type FormState = {
  id: string;
  errorId: string;
  descriptionId: string;
  errors: Errors;
};
export type FieldState = FormState & {
  name: string;
  formId: string;
  initialValue: unknown;
  constraint: Constraint;
};

type Options = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Record<string, Constraint>;
};

/** The form and its named fields, as Conform's `useForm` would show them on the server's render. */
export function formState<Name extends string>({ id, lastResult, constraint = {} }: Options, names: readonly Name[]) {
  const errors = shownErrors(lastResult);
  const values = lastResult?.initialValue ?? {};
  const form: FormState = described(id, errors[""]);
  const fields = {} as Record<Name, FieldState>;
  for (const name of names) {
    fields[name] = {
      ...described(`${id}-${name}`, errors[name]),
      name,
      formId: id,
      initialValue: normalized(values[name]),
      constraint: constraint[name] ?? {},
    };
  }
  return [form, fields] as const;
}

const described = (id: string, errors: Errors): FormState => ({
  id,
  errorId: `${id}-error`,
  descriptionId: `${id}-description`,
  errors,
});

/**
 * The reply's errors Conform shows: those of the fields it counts as validated. A plain submit (no
 * intent) or a whole-form "validate" counts every field; a "validate" of one field counts that field,
 * and the form's own errors show once any submitted field is counted. The other intents come from
 * Conform's intent buttons, which no page using this renders.
 */
function shownErrors(result: SubmissionResult<string[]> | null | undefined): Record<string, Errors> {
  const error = result?.error ?? {};
  const validated: Record<string, boolean> = { ...result?.state?.validated };
  const intent = result?.intent;
  const one = intent?.type === "validate" ? intent.payload.name : undefined;
  if (one) validated[one] = true;
  else if (!intent || intent.type === "validate") {
    for (const name of [...Object.keys(error), ...(result?.fields ?? [])]) validated[name] = true;
  }
  const anyField = result?.fields?.some((name) => validated[name]) ?? false;
  const shown: Record<string, Errors> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (validated[name] || (name === "" && anyField)) shown[name] = messages as Errors;
  }
  return shown;
}

/** A submitted value as Conform keeps it: empty text and empty lists are no value. */
function normalized(value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.map(normalized) : undefined;
  return value;
}

/** Conform leaves out what is undefined, so a spread never overrides a prop with nothing. */
function defined<T extends Record<string, unknown>>(props: T): T {
  // Copied rather than deleted from: an object that loses a key becomes a slow dictionary to read.
  const kept: Record<string, unknown> = {};
  for (const key in props) if (props[key] !== undefined) kept[key] = props[key];
  return kept as T;
}

function aria(state: FormState, field: boolean) {
  const invalid = state.errors !== undefined;
  return {
    "aria-invalid": (field && invalid) || undefined,
    "aria-describedby": invalid ? state.errorId : undefined,
  };
}

export function formProps(form: FormState) {
  return defined({ id: form.id, noValidate: true, ...aria(form, false) });
}

function controlProps(field: FieldState) {
  return {
    required: field.constraint.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    ...aria(field, true),
  };
}

/** An input's props for a text-like type (Conform's checkbox and radio handling is not needed here). */
export function inputProps(field: FieldState, { type }: { type: Exclude<HTMLInputTypeAttribute, "checkbox" | "radio"> }) {
  const { minLength, maxLength, min, max, step, pattern, multiple, accept } = field.constraint;
  const defaultValue = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return defined({
    ...controlProps(field),
    type,
    minLength,
    maxLength,
    min,
    max,
    step,
    pattern,
    multiple,
    accept,
    defaultValue,
  });
}

export function textareaProps(field: FieldState) {
  const { minLength, maxLength } = field.constraint;
  return defined({
    ...controlProps(field),
    minLength,
    maxLength,
    defaultValue: text(field.initialValue),
  });
}

export function selectProps(field: FieldState) {
  const value = field.initialValue;
  const defaultValue = Array.isArray(value) ? value.map((item) => text(item) ?? "") : text(value);
  return defined({
    ...controlProps(field),
    multiple: field.constraint.multiple,
    defaultValue,
  });
}

/** A value as text, as Conform's `toString()` gives it (a list joined by commas). */
const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
