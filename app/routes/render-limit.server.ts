// The heavy answers a client can ask for again and again with GET: a public page that computes its
// sky afresh, a PDF, a card image. Each is counted per member when signed in, else per client
// address (app/services/rate-limit.server.ts has the limits; docs/security.md the table). A page the
// server's page cache answers never reaches a loader, so cached copies stay free.
import { data } from "react-router";
import { getUser } from "~/http/guards.server";
import { RateLimitError, rateLimit, type LimitName } from "~/services/rate-limit.server";

/** Who a limit counts: the member when the request is signed in, else the client's address. */
export async function limitKey(request: Request, clientIp: string): Promise<string> {
  const user = await getUser(request);
  return user ? `member:${user.id}` : `address:${clientIp}`;
}

/** Counts one fresh render of a public page that computes; past the limit a 429 with Retry-After instead of the work. */
export async function countFreshRender(request: Request, clientIp: string, name: LimitName = "publicRender") {
  try {
    await rateLimit(name, await limitKey(request, clientIp));
  } catch (error) {
    if (error instanceof RateLimitError) throw data(error.message, { status: 429, headers: error.headers });
    throw error;
  }
}

/** A page's headers: an error's own (a 429's Retry-After) win over the loader's and the action's. */
export function pageHeaders({ loaderHeaders, actionHeaders, errorHeaders }: { loaderHeaders: Headers; actionHeaders: Headers; errorHeaders: Headers | undefined }) {
  if (errorHeaders) return errorHeaders;
  return actionHeaders.has("cache-control") ? actionHeaders : loaderHeaders;
}
