import type { ReactNode } from "react";
import type { FormProps } from "react-router";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { FormAlert } from "~/components/form-alert";
import { Form } from "./form";

// Apart from ./form so that pages whose only form is a plain one (the blog's search) load neither these nor Conform.
/** A post of one button that names its `intent` for the page's action (extra hidden fields as children). */
export function IntentButton({ intent, label, className, formClassName, pendingText, buttonLabel, children, ...form }: Omit<FormProps, "method"> & {
  intent: string;
  label: ReactNode;
  /** The button's classes (the form's own go in `formClassName`). */
  className: string;
  formClassName?: string;
  pendingText?: string;
  /** The button's accessible name when its label is not enough. */
  buttonLabel?: string;
}) {
  return (
    <Form method="post" className={formClassName} {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className={className} data-pending-text={pendingText} aria-label={buttonLabel}>
        {label}
      </button>
    </Form>
  );
}

/** A Conform form that posts its `intent`, its form-level error (titled `failure`) shown first. */
export function IntentForm({ form, intent, failure, children, ...props }: Omit<FormProps, "method"> & { form: FormMetadata; intent: string; failure: string }) {
  return (
    <Form method="post" {...props} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert title={failure} message={form.errors?.[0]} id={form.errorId} />
      {children}
    </Form>
  );
}
