/** A message made with values (a wait, a date): its English words (the /api's) and the `forms` key and values it is said with in any language. */
export type Keyed = { text: string; key: string; values: Record<string, string | number | Date> };

/**
 * An expected failure (bad input, not found, conflict, slow down) with the status a route answers it
 * with. Services and schemas throw it; the HTTP helpers (`app/http/responses.server.ts`) turn it into
 * a JSON error for /api routes or a form error for HTML actions. Anything else thrown is a bug (500).
 */
export class HttpError extends Error {
  /** A keyed message's key and values: a form says it (and a field error repeating it) in the reader's language. */
  keyed?: Keyed;
  /** The kind of failure, for a script to say it in the page's words (`code` in the /api's JSON). */
  code?: string;
  constructor(
    public status: number,
    message: string | Keyed,
    public errors?: Record<string, string[]>,
    /** Headers the answer must carry, e.g. Retry-After on a 429. */
    public headers?: Record<string, string>,
  ) {
    super(typeof message === "string" ? message : message.text);
    if (typeof message !== "string") this.keyed = message;
  }
}

/** A message with values: its English `text` (the /api says it) and the `forms` key and values a form says it with. */
export const withValues = (text: string, key: string, values: Keyed["values"]): Keyed => ({ text, key, values });
