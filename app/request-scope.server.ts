// What the logs know about the request being served: its id and, once the session is read, a keyed
// hash of the member's id (never the id or the email). The HTTP server opens a scope per request
// (server/logging.ts) and names it in an internal header of the request it hands on, which it
// overwrites whatever the client sent; the session guard fills in the member
// (app/http/guards.server.ts) and the request's log line reads it when the answer is finished.
// A map by key rather than AsyncLocalStorage: on Node 20 the latter hooks every promise, which cost
// signed-in pages a third of their throughput (docs/quality.md, "Operations").
// The map lives on globalThis: the server bundle and the app build each have a copy of this module,
// and both must see the same scopes.
import { createHmac } from "node:crypto";
import { env } from "~/env.server";

export type RequestScope = { requestId: string; member?: string };

/** The internal header naming the request's scope (set by the server, never trusted from a client). */
export const SCOPE_HEADER = "x-three-skies-scope";
/** The request id as the server settled it (the client's when well-formed, else made). */
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

/** The signed-in member of `request`, for its log line. */
export function noteMember(request: Request, userId: string) {
  const key = request.headers.get(SCOPE_HEADER);
  const scope = key ? scopes.get(key) : undefined;
  if (scope && !scope.member) scope.member = memberHash(userId);
}

/** The id of the request as the server settled it, for an error report. */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}
