import { isRouteErrorResponse } from "react-router";

/**
 * The line an error page shows: the status code, a colon and a space, then the body text, or the
 * status text when the body is empty (the spec's rule). The body comes first because the server
 * writes it for this answer, while a status text can be a generic stand-in that contradicts the code.
 */
export function errorPageMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "Something went wrong.";
  const body = typeof error.data === "string" ? error.data.trim() : "";
  return `${error.status}: ${body || error.statusText || "Error"}`;
}
