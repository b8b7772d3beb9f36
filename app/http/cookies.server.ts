import { createCookie, type Cookie } from "react-router";
import { env } from "~/env.server";

/**
 * A cookie signed with SESSION_SECRETS, made on first use (the environment is read then): httpOnly,
 * lax, site-wide and secure in production unless `options` say otherwise. The first secret signs;
 * every listed one verifies, so a rotation signs nobody out.
 */
export function signedCookie(name: string, options: Parameters<typeof createCookie>[1] = {}): () => Cookie {
  let cookie: Cookie | undefined;
  return () =>
    (cookie ??= createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env().NODE_ENV === "production",
      secrets: env().SESSION_SECRETS,
      ...options,
    }));
}

/**
 * A cookie's value from the request (as `cookie.parse` gives it), or null. A Cookie header that does
 * not contain the cookie's name cannot hold it, so it is not parsed: most requests carry none of the
 * optional cookies (a toast, a theme, a chart style), and each parse reads the whole header.
 */
export function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  const header = request.headers.get("cookie");
  return header?.includes(cookie.name) ? cookie.parse(header) : Promise.resolve(null);
}
