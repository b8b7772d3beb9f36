/**
 * The one path every guard decides on: the path as React Router will route it. The router decodes
 * each segment and matches without regard to case, and the URL parser reads "\" as "/", so
 * `/API/…`, `/%61pi/…`, `/api\…` and `/api//…` are all the /api routes to a guard as well.
 */
export function canonicalPath(pathname: string): string {
  const segments = pathname.replace(/\\/g, "/").split("/");
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return decoded.join("/").replace(/\\/g, "/").replace(/\/{2,}/g, "/").toLowerCase();
}

/** Whether the router would send this path to an /api route. */
export function isApiPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === "/api" || path.startsWith("/api/");
}

/** The screen a member with a temporary password sees instead of the app. */
export const CHANGE_PASSWORD_PATH = "/change-password";
