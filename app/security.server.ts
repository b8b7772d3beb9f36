// Other security headers are set for every response by the HTTP server (server/index.ts).

/**
 * The enforced Content-Security-Policy for a document rendered with this nonce; without one (a
 * shared public page, the same for every visitor), scripts only from the site's own files.
 */
export function contentSecurityPolicy(nonce: string | undefined) {
  const formTargets = ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"];
  return [
    "default-src 'self'",
    nonce === undefined ? "script-src 'self'" : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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

