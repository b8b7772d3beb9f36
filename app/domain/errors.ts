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

/** Messages built with values (a wait, a date), by their English words (the /api's): the `forms` key and
 * values a form says them with in the member's language (`formMessage`). The latest 500 are kept. */
const valued = new Map<string, [key: string, values: Record<string, string | number | Date>]>();
export function withValues(text: string, key: string, values: Record<string, string | number | Date>): string {
  valued.delete(text);
  valued.set(text, [key, values]);
  if (valued.size > 500) valued.delete(valued.keys().next().value!);
  return text;
}
export const valuesOf = (text: string) => valued.get(text);
