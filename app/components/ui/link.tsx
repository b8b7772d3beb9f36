import { createContext, useContext } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";

/** Whether the document being rendered loads the framework's JavaScript (app/root.tsx decides). */
export const DocumentHydrates = createContext(true);

/**
 * React Router's <Link> on a page that hydrates. On a page served without the framework (decision
 * record 004) its client-side navigation never runs, so an absolute or query-only address is a plain
 * <a>: the same markup, without the router's hooks (a tenth of the cost to render on the server).
 */
export function Link(props: LinkProps) {
  const hydrates = useContext(DocumentHydrates);
  const { to } = props;
  if (hydrates || typeof to !== "string" || !/^[/?#]/.test(to) || to.startsWith("//")) return <RouterLink {...props} />;
  const { reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, prefetch: _prefetch, discover: _discover, to: _to, ...anchor } = props;
  return <a href={to} {...anchor} />;
}
