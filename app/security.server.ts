// Other security headers are set for every response by the HTTP server (server/index.ts).

import { createHash } from "node:crypto";

/**
 * Where a document's scripts may come from: a nonce of this response (a page that is someone's own),
 * or, on a page the same for every visitor (a CDN keeps it), the site's own files and the inline
 * scripts of that very document by their hashes.
 */
export type ScriptSources = { nonce: string } | { hashes: string[] };

/** The enforced Content-Security-Policy of a document. */
export function contentSecurityPolicy(scripts: ScriptSources) {
  const formTargets = ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"];
  return [
    "default-src 'self'",
    "nonce" in scripts ? `script-src 'nonce-${scripts.nonce}' 'strict-dynamic'` : ["script-src 'self'", ...scripts.hashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest are the site's own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
  ].join("; ");
}


const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hashes ("sha256-…") of a document's inline scripts, each once, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) if (body) hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  return [...hashes];
}
