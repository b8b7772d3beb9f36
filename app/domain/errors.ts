/**
 * An expected failure (bad input, not found, conflict, slow down) with the status a route answers it
 * with. Services and schemas throw it; the HTTP helpers (`app/http/responses.server.ts`) turn it into
 * a JSON error for /api routes or a form error for HTML actions. Anything else thrown is a bug (500).
 */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
    /** Headers the answer must carry, e.g. Retry-After on a 429. */
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
}
