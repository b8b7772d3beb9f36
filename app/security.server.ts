// Other security headers are set for every response by the HTTP server (server/index.ts).

/** The enforced Content-Security-Policy for a document rendered with this nonce. */
export function contentSecurityPolicy(nonce: string) {
  const formTargets = ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
  ].join("; ");
}

