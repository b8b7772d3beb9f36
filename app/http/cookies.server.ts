import type { Cookie } from "react-router";

/**
 * A cookie's value from the request (as `cookie.parse` gives it), or null. A Cookie header that does
 * not contain the cookie's name cannot hold it, so it is not parsed: most requests carry none of the
 * optional cookies (a toast, a theme, a chart style), and each parse reads the whole header.
 */
export function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  const header = request.headers.get("cookie");
  return header?.includes(cookie.name) ? cookie.parse(header) : Promise.resolve(null);
}
