// Entity tags (RFC 9110 §8.8.3) of documents: a page's tag names what it shows, and each coding of it
// (identity, brotli, gzip) is a representation with a tag of its own ("…", "…-br", "…-gz"), so a
// strong tag never names two different byte sequences. A client that holds any representation of the
// same page is answered 304: If-None-Match compares tags weakly (§13.1.2).
import { createHash } from "node:crypto";

/** A tag for bytes: 160 bits of their SHA-256, base64url. */
export function contentTag(body: Buffer | string): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/** The quoted ETag of one coding of the page whose tag is `base`. */
export function representationTag(base: string, coding: string | null | undefined): string {
  if (coding === "br") return `"${base}-br"`;
  if (coding === "gzip") return `"${base}-gz"`;
  return `"${base}"`;
}

/**
 * The tag of an If-None-Match header that names the page whose tag is `base` (in any coding), as
 * the client sent it: answer 304 with it, so the client's cache finds the copy it updates. Undefined: 200.
 */
export function notModified(ifNoneMatch: string | null | undefined, base: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === "*") return representationTag(base, null);
  for (const entry of ifNoneMatch.split(",")) {
    const tag = /^\s*(?:W\/)?("([^"]*)")\s*$/.exec(entry);
    if (tag && tag[2]!.replace(/-(br|gz)$/, "") === base) return tag[1];
  }
  return undefined;
}

/** The headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5): the caches update theirs with them. */
const KEPT_ON_304 = ["cache-control", "etag", "vary", "expires", "content-location", "date", "server-timing"];

/** A 304 for a response's headers: no body, none of the body's headers. */
export function notModifiedHeaders(headers: Headers): Headers {
  const kept = new Headers();
  for (const name of KEPT_ON_304) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}
