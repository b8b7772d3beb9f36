import path from "node:path";
import { getInstanceInfoSync, getTxNumber } from "litefs-js";
import { getReplayResponse } from "litefs-js/remix";
import { env } from "~/env.server";

/**
 * Which machine may write. LiteFS writes `<LITEFS_DIR>/.primary` (holding the primary's hostname) on
 * every replica and removes it on the primary; with the consul lease the primary can move at any time,
 * so nothing here is cached. Locally there is no LITEFS_DIR and this process is the only writer.
 */

/** Methods that change state; under LiteFS the proxy already forwards these to the primary. */
const WRITING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function instanceInfo() {
  const dir = env().LITEFS_DIR;
  if (!dir) return null;
  return getInstanceInfoSync(dir);
}

/** True on the primary and everywhere LiteFS isn't in use (no LITEFS_DIR). */
export function isPrimaryInstance(): boolean {
  const info = instanceInfo();
  return info === null || info.currentIsPrimary;
}

/** The primary's hostname as LiteFS reports it; this machine's own name when it is the primary; null locally. */
export function primaryInstanceName(): string | null {
  const info = instanceInfo();
  if (!info) return null;
  return info.primaryInstance.length > 0 ? info.primaryInstance : null;
}

/** This machine's hostname under LiteFS (what `.primary` holds on the others); null locally. */
export function currentInstanceName(): string | null {
  return instanceInfo()?.currentInstance ?? null;
}

/**
 * The response Fly's edge turns into a replay of the same request on `instance`; it never reaches the
 * browser. It is litefs-js's redirect-shaped replay response on purpose: React Router passes a thrown
 * redirect through with all its headers (document and `.data` requests alike), while a thrown 409 is
 * rendered by the error boundary and only its cookies survive, so `fly-replay` would be lost.
 * `Location: /` only matters if something outside Fly ever sees it: no redirect loop.
 */
export function flyReplayResponse(instance: string): Response {
  const response = getReplayResponse(instance);
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * For code that is about to write. Null when this machine may write; otherwise the fly-replay
 * response that sends the request to the primary. Any method can need this: the proxy forwards
 * POST/PUT/PATCH/DELETE itself, but a GET that writes (the daily horoscope stored on first view)
 * arrives at whichever machine is nearest. The request is taken so callers read naturally and so the
 * decision can later depend on it (e.g. a TXID cookie) without changing every call site.
 */
export function replayToPrimary(_request: Request): Response | null {
  const info = instanceInfo();
  if (!info || info.currentIsPrimary) return null;
  const primary = info.primaryInstance;
  // An empty .primary means an election is in progress: 503 and a retry beats writing to a replica.
  if (!primary) {
    return new Response("The database primary is changing; try again in a moment.", {
      status: 503,
      headers: { "retry-after": "2", "cache-control": "no-store" },
    });
  }
  return flyReplayResponse(primary);
}

/** Throws the replay response on a replica (React Router sends thrown Responses as-is); resolves on the primary. */
export async function ensurePrimary(request: Request): Promise<void> {
  const replay = replayToPrimary(request);
  if (replay) throw replay;
}

/** True for methods the LiteFS proxy forwards to the primary by itself (a GET that writes is not one). */
export function isWritingMethod(method: string): boolean {
  return WRITING_METHODS.has(method.toUpperCase());
}

/** This machine's LiteFS replication position (the database's transaction id); null without LiteFS. */
export async function replicationPosition(): Promise<number | null> {
  const dir = env().LITEFS_DIR;
  if (!dir) return null;
  return getTxNumber(dir, path.basename(env().DATABASE_PATH));
}
