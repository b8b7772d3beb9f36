/**
 * Who is asking, and the guards every loader and action calls: pages redirect (to /login, or home),
 * /api routes answer 401 or 403. HTTP lives here, not in the services.
 */
import { data, redirect, redirectDocument } from "react-router";
import { HttpError } from "~/domain/errors";
import { isPremium, type User } from "~/models/user.server";
import { CHANGE_PASSWORD_PATH, canonicalPath, isApiPath, routedUrl } from "~/http/paths";
import { getSessionUser } from "~/http/session.server";
import { readBodyBytes } from "~/http/body.server";
import { memberHash, scopeOf } from "~/request-scope.server";

/**
 * The signed-in user, or null. Expired or revoked sessions count as signed out. Read once per request
 * (the page tag of server/revalidation.ts, the root loader and the page's loader all ask): the session
 * and its user in one query, kept in the request's scope, which also names the member for the log
 * line. Only reads are kept: an action may change the user before its loaders run.
 */
export function getUser(request: Request): Promise<User | null> {
  const scope = scopeOf(request);
  const read = request.method === "GET" || request.method === "HEAD";
  if (read && scope.user) return scope.user as Promise<User | null>;
  const user = getSessionUser(request).then((found) => {
    if (found) scope.member ??= memberHash(found.id);
    return found;
  });
  if (read) scope.user = user;
  return user;
}

function isApi(request: Request) {
  return isApiPath(routedUrl(request).pathname);
}

function loginRedirect(request: Request) {
  const url = routedUrl(request);
  const back = url.pathname + url.search;
  return redirect(back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`);
}

export const TEMPORARY_PASSWORD_MESSAGE =
  "Your password was set by an administrator. Choose your own (POST /api/user/change-password) before using the rest of the app.";
/** What stays open to a member who must still replace a temporary password: changing it, who am I, and leaving. */
const OPEN_WITH_TEMPORARY_PASSWORD = new Set([CHANGE_PASSWORD_PATH, "/api/user/change-password", "/api/auth/user", "/api/auth/logout", "/logout"]);

/**
 * A member whose password an administrator set gets nothing else until they choose their own: pages
 * redirect to the change-password screen, /api routes answer 403.
 */
export function requireOwnPassword(request: Request, user: User): User {
  if (user.mustChangePassword !== 1 || OPEN_WITH_TEMPORARY_PASSWORD.has(canonicalPath(routedUrl(request).pathname))) return user;
  if (isApi(request)) throw new HttpError(403, TEMPORARY_PASSWORD_MESSAGE);
  throw redirect(CHANGE_PASSWORD_PATH);
}

/** Pages redirect guests to /login; /api routes answer 401. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (user) return requireOwnPassword(request, user);
  if (isApi(request)) throw new HttpError(401, "Not signed in");
  await readBeforeRedirect(request);
  throw loginRedirect(request);
}

/**
 * A signed-out write to a page is read (up to the body limit) before it is sent to sign in: a body
 * over the limit is then a 413 with its message, which a client still sending can read, where a
 * redirect answered mid-upload leaves a client that follows it (fetch) with a failed request.
 */
async function readBeforeRedirect(request: Request) {
  if (request.method === "GET" || request.method === "HEAD" || !request.body || request.bodyUsed) return;
  try {
    await readBodyBytes(request);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}

export async function requireAnonymous(request: Request) {
  // The signed-in home is served without the framework: a client-side navigation loads its document.
  if (await getUser(request)) throw redirectDocument("/");
}

/** Admins only: pages redirect everyone else to "/" (docs/product.md#pages); /api answers 401 or 403. */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await getUser(request);
  if (isApi(request)) {
    if (!user) throw new HttpError(401, "Not signed in");
    if (user.isAdmin !== 1) throw new HttpError(403, "Admin access required");
    return requireOwnPassword(request, user);
  }
  if (!user) throw loginRedirect(request);
  if (user.isAdmin !== 1) throw redirectDocument("/");
  return requireOwnPassword(request, user);
}

export async function requirePremium(request: Request, message = "This is a Premium feature. Upgrade to Premium to use it."): Promise<User> {
  const user = await requireUser(request);
  if (!isPremium(user)) throw new HttpError(403, message);
  return user;
}
