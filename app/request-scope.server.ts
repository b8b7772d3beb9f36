// What is known of the request being served: its id, the signed-in user once the session is read
// (read once, whether the page tag of server/revalidation.ts or a loader asks first), and a keyed
// hash of the member's id for the logs (never the id or the email). The HTTP server opens a scope per
// request (server/logging.ts) and names it in an internal header of the request it hands on, which it
// overwrites whatever the client sent; the session guard fills in the user and the member
// (app/http/guards.server.ts) and the request's log line reads it when the answer is finished.
// A request the server did not open a scope for (a test's) has a scope of its own, kept with it.
// A map by key rather than AsyncLocalStorage: on Node 20 the latter hooks every promise, which cost
// signed-in pages a third of their throughput (docs/quality.md, "Operations").
// The map lives on globalThis: the server bundle and the app build each have a copy of this module,
// and both must see the same scopes.
import { createHmac } from "node:crypto";
import { env } from "~/env.server";

export type RequestScope = { requestId?: string; member?: string; user?: Promise<{ id: string } | null> };

/** The internal header naming the request's scope (set by the server, never trusted from a client). */
export const SCOPE_HEADER = "x-three-skies-scope";
/** The client's request id (a proxy's), taken when well-formed (server/logging.ts). */
export const REQUEST_ID_HEADER = "x-request-id";

const KEY = Symbol.for("three-skies.request-scopes");
const shared = globalThis as { [KEY]?: Map<string, RequestScope> };
const scopes: Map<string, RequestScope> = (shared[KEY] ??= new Map());

/** Opens a scope under `key` (unique per request); the returned function closes it. */
export function openScope(key: string, scope: RequestScope): () => void {
  scopes.set(key, scope);
  return () => scopes.delete(key);
}

/** A member as the logs name them: stable for one SESSION_SECRET, useless without it. */
export function memberHash(userId: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`log|${userId}`).digest("base64url").slice(0, 16);
}

const ownScopes = new WeakMap<Request, RequestScope>();

/** The scope of the request (the server's, else one kept with this Request). */
export function scopeOf(request: Request): RequestScope {
  const key = request.headers.get(SCOPE_HEADER);
  const opened = key ? scopes.get(key) : undefined;
  if (opened) return opened;
  let own = ownScopes.get(request);
  if (!own) ownScopes.set(request, (own = {}));
  return own;
}
