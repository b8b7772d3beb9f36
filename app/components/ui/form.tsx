import { forwardRef, useContext } from "react";
import { Form as RouterForm, type FormProps, UNSAFE_RouteContext as RouteContext, useLocation } from "react-router";
import { DocumentHydrates } from "~/components/ui/link";

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
  const {
    action,
    method = "get",
    discover: _discover,
    fetcherKey: _fetcherKey,
    navigate: _navigate,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...form
  } = props;
  const formAction = action ?? ownAction(match?.pathnameBase ?? location.pathname, location.search, match?.route.index === true);
  return <form ref={ref} method={method.toLowerCase() === "get" ? "get" : "post"} action={formAction} {...form} />;
});

const isLocalPath = (action: string) => action.startsWith("/") && !action.startsWith("//");

/** Where a form without an action posts, as React Router resolves it (`?index` first on an index route). */
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
