import { forwardRef, useContext, type FormHTMLAttributes, type ReactNode } from "react";
import { Form as RouterForm, type FormProps, UNSAFE_RouteContext as RouteContext, useLocation } from "react-router";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { DocumentHydrates } from "~/components/ui/link";
import { FormAlert } from "~/components/form-alert";

/**
 * React Router's <Form> on a page that hydrates. On a page served without the framework (decision
 * record 004) its submit handler never runs, so it is a plain <form> with the same method and action:
 * the action the router would compute, without its hooks (resolving the route's path, the submit
 * function), which were a twentieth of such a page's render.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  const hydrates = useContext(DocumentHydrates);
  if (hydrates || (props.action !== undefined && !isLocalPath(props.action))) return <RouterForm ref={ref} {...props} />;
  return <PlainForm ref={ref} {...props} />;
});

const PlainForm = forwardRef<HTMLFormElement, FormProps>(function PlainForm(props, ref) {
  const location = useLocation();
  const { matches } = useContext(RouteContext);
  const match = matches[matches.length - 1];
  const { action, method = "get", ...rest } = props;
  const form = Object.fromEntries(Object.entries(rest).filter(([name]) => !ROUTER_ONLY.has(name))) as FormHTMLAttributes<HTMLFormElement>;
  const formAction = action ?? ownAction(match?.pathnameBase ?? location.pathname, location.search, match?.route.index === true);
  return <form ref={ref} method={method.toLowerCase() === "get" ? "get" : "post"} action={formAction} {...form} />;
});

/** The props only React Router's <Form> reads: not attributes of the plain <form>. */
const ROUTER_ONLY = new Set(["discover", "fetcherKey", "navigate", "reloadDocument", "replace", "state", "relative", "preventScrollReset", "viewTransition", "defaultShouldRevalidate"]);

const isLocalPath = (action: string) => action.startsWith("/") && !action.startsWith("//");

/**
 * Where a form without an action posts, as React Router resolves it: the route's own path with the
 * page's query, a bare `index` parameter dropped, and `?index` first on an index route (so the post
 * reaches that route's action, not its parent's).
 */
export function ownAction(pathname: string, search: string, isIndexRoute: boolean): string {
  let query = search;
  const params = new URLSearchParams(search);
  const indexValues = params.getAll("index");
  if (indexValues.includes("")) {
    params.delete("index");
    for (const value of indexValues) if (value) params.append("index", value);
    const rest = params.toString();
    query = rest ? `?${rest}` : "";
  }
  if (isIndexRoute) query = query ? query.replace(/^\?/, "?index&") : "?index";
  return `${pathname}${query}`;
}

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
