// What the logs know about the request being served: its id and, once the session is read, a keyed
// hash of the member's id (never the id or the email). The HTTP server opens a scope per request
// (server/logging.ts); the session guard fills in the member (app/http/guards.server.ts); every log
// line written inside the request carries the id (app/log.server.ts).
// The store lives on globalThis: the server bundle and the app build each have a copy of this module,
// and both must see the same scope.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac } from "node:crypto";
import { env } from "~/env.server";

export type RequestScope = { requestId: string; member?: string };

const KEY = Symbol.for("three-skies.request-scope");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };

export const requestScope: AsyncLocalStorage<RequestScope> = (shared[KEY] ??= new AsyncLocalStorage<RequestScope>());

/** A member as the logs name them: stable for one SESSION_SECRET, useless without it. */
export function memberHash(userId: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`log|${userId}`).digest("base64url").slice(0, 16);
}

/** The signed-in member of the current request, for its log line. */
export function noteMember(userId: string) {
  const scope = requestScope.getStore();
  if (scope && !scope.member) scope.member = memberHash(userId);
}
