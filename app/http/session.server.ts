import crypto from "node:crypto";
import { deleteSession, findSessionUser, insertSession, type SessionRecord } from "~/models/session.server";
import type { User } from "~/models/user.server";
import { LRUCache } from "lru-cache";
import { COOKIE } from "~/domain/names";
import { signedCookie } from "~/http/cookies.server";

export type { SessionRecord };

export const REMEMBER_ME_DAYS = 30;
/** A browser-session cookie still ends on the server after this long. */
export const SHORT_SESSION_HOURS = 12;
export const SESSION_COOKIE = COOKIE.session;

const getCookie = signedCookie(SESSION_COOKIE);

// Checking a cookie's signature (an HMAC through WebCrypto) costs more than the session query: the
// ids of recently seen, correctly signed cookies are remembered. Only valid signatures are kept,
// and the session row is still read on every request, so a revoked session ends at once.
const verified = new LRUCache<string, string>({ max: 10_000 });

/**
 * The session cookie's raw value, parsed once from the header: the very value whose signature is
 * checked is the one used. A header with the name twice, or with the name padded ("ts_session "),
 * has no session: browsers never send either, and a parser that trims or picks another copy than
 * this one would let an unsigned value stand in for the signed one.
 */
function rawSessionCookie(header: string | null): string | null {
  if (!header || !header.includes(SESSION_COOKIE)) return null;
  let found: string | null = null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).replace(/^[ \t]+/, "");
    if (name !== SESSION_COOKIE) {
      if (name.trim() === SESSION_COOKIE) return null;
      continue;
    }
    if (found !== null) return null;
    found = part.slice(eq + 1).trim();
  }
  return found || null;
}

export async function readSessionId(request: Request): Promise<string | null> {
  const raw = rawSessionCookie(request.headers.get("cookie"));
  if (!raw) return null;
  const known = verified.get(raw);
  if (known !== undefined) return known;
  // The signature is checked on this value alone, never on the header another parser would read.
  const value: unknown = await getCookie().parse(`${SESSION_COOKIE}=${raw}`);
  if (typeof value !== "string" || value.length === 0 || value.length > 200) return null;
  verified.set(raw, value);
  return value;
}

/** The user of the live session behind the request's cookie, or null: one query. */
export async function getSessionUser(request: Request): Promise<User | null> {
  const sid = await readSessionId(request);
  if (!sid) return null;
  return (await findSessionUser(sid)) ?? null;
}

/** Starts a session and answers the Set-Cookie header value that carries its signed id. */
export async function createSession(userId: string, remember: boolean): Promise<string> {
  const sid = crypto.randomBytes(32).toString("base64url");
  const lifetimeMs = remember ? REMEMBER_ME_DAYS * 86_400_000 : SHORT_SESSION_HOURS * 3_600_000;
  const expire = new Date(Date.now() + lifetimeMs);
  await insertSession({ sid, userId, expire: expire.toISOString(), persistent: remember ? 1 : 0 });
  return getCookie().serialize(sid, remember ? { expires: expire, maxAge: REMEMBER_ME_DAYS * 86_400 } : {});
}

/**
 * Sent with every sign-out: the browser drops what it cached for the session (the service worker's
 * kept pages go too, as the next page names no session: app/pwa/service-worker.ts).
 */
export const CLEAR_CACHE_HEADER: [string, string] = ["Clear-Site-Data", '"cache"'];

export async function destroySession(request: Request): Promise<string> {
  const sid = await readSessionId(request);
  if (sid) await deleteSession(sid);
  return getCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
